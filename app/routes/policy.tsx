import { PageHeading } from "~/components/page-heading";
import { pageFor, paths } from "~/content/pages";
import { controllerSection, policyIntro } from "~/content/policy";
import { salon } from "~/content/salon";
import { formatAddress } from "~/lib/format-address";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/policy";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.policy));

export default function Policy() {
  return (
    <>
      <PageHeading title={policyIntro.title} lead={policyIntro.lead} />
      <section className="mx-auto max-w-3xl px-4 py-14">
        <h2 className="font-display text-3xl font-semibold">{controllerSection.heading}</h2>
        <p className="mt-4">{controllerSection.text}</p>
        <address className="mt-2 not-italic">
          {salon.name}, {formatAddress(salon.address)}
          <br />
          P.IVA {salon.vatNumber} · {salon.email} · {salon.mobile}
        </address>
      </section>
    </>
  );
}
