import { Fragment } from "react";
import { ButtonLink } from "~/components/button-link";
import { Divider } from "~/components/divider";
import { PageHeading } from "~/components/page-heading";
import { ServiceIndex } from "~/components/service-index";
import { ServiceSection } from "~/components/service-section";
import { pageFor, paths } from "~/content/pages";
import { priceSections, serviziCta, serviziIndex, serviziIntro } from "~/content/servizi";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/servizi";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.servizi));

export default function Servizi() {
  return (
    <>
      <PageHeading title={serviziIntro.title} lead={serviziIntro.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
        <ServiceIndex label={serviziIndex.label} sections={priceSections} />
        {priceSections.map((section) => (
          <Fragment key={section.id}>
            <Divider />
            <ServiceSection section={section} />
          </Fragment>
        ))}
        <Divider />
        <div className="text-center">
          <p className="mx-auto max-w-xl text-lg">{serviziCta.text}</p>
          <ButtonLink title={serviziCta.button.title} to={serviziCta.button.to} className="mt-6" />
        </div>
      </div>
    </>
  );
}
