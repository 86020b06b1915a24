import { Fragment } from "react";
import { ButtonLink } from "~/components/button-link";
import { Divider } from "~/components/divider";
import { PageHeading } from "~/components/page-heading";
import { ServiceIndex } from "~/components/service-index";
import { ServiceSection } from "~/components/service-section";
import {
  priceSections,
  serviziCta,
  serviziIndex,
  serviziIntro,
  serviziMeta,
} from "~/model/servizi";
import { pricesTaxNote, salon } from "~/model/salon";
import { formatAddress } from "~/lib/format-address";
import { pageMeta } from "~/model/meta";
import { salonWithPricesJsonLd } from "~/model/listing";
import { packageTerms } from "~/features/offers/model";
import { PackageTerms } from "~/features/offers/package-terms";
import type { Route } from "./+types/servizi";

// The page that shows the prices carries them for search engines too.
export const meta: Route.MetaFunction = () => [
  ...pageMeta(serviziMeta),
  { "script:ld+json": salonWithPricesJsonLd() },
];

export default function Servizi() {
  return (
    <>
      {/* Whether the prices include VAT, once, before the first of them. */}
      <PageHeading title={serviziIntro.title} lead={serviziIntro.lead} note={pricesTaxNote} />
      {/* On paper the header and footer are gone: say whose price list it is. */}
      <p className="hidden text-center print:block">
        {salon.name} · {formatAddress(salon.address)} · {salon.mobile} · {salon.email}
      </p>
      {/* Outside the list's column, so it spans the window while it sticks under the header. */}
      <ServiceIndex label={serviziIndex.label} sections={priceSections} />
      {/* The list in a reading column, from the grid's left edge. */}
      <div className="site-container pt-8 pb-10 md:pt-12 md:pb-14 print:max-w-none print:py-2">
        <div className="max-w-3xl print:max-w-none">
          {priceSections.map((section, index) => (
            <Fragment key={section.id}>
              {index > 0 && <Divider />}
              <ServiceSection section={section} />
            </Fragment>
          ))}
          {packageTerms && (
            <>
              <Divider />
              <PackageTerms />
            </>
          )}
          <Divider />
          <div className="print:hidden">
            <p className="max-w-xl text-lg">{serviziCta.text}</p>
            <ButtonLink
              title={serviziCta.button.title}
              to={serviziCta.button.to}
              className="mt-6"
            />
          </div>
        </div>
      </div>
    </>
  );
}
