import { GraduationCap, Heart } from "lucide-react";
import { ButtonLink } from "~/components/button-link";
import { CardList } from "~/components/card-list";
import { Divider } from "~/components/divider";
import { Highlights } from "~/components/highlights";
import { PageHeading } from "~/components/page-heading";
import { SectionHeading } from "~/components/section-heading";
import {
  certifications,
  chiSonoIntro,
  chiSonoMeta,
  contactCta,
  experience,
  highlights,
  values,
} from "~/model/chi-sono";
import { pageMeta } from "~/model/meta";
import type { Route } from "./+types/chi-sono";

export const meta: Route.MetaFunction = () => pageMeta(chiSonoMeta);

export default function ChiSono() {
  return (
    <>
      <PageHeading title={chiSonoIntro.title} lead={chiSonoIntro.lead} />

      <section aria-labelledby="esperienza" className="site-container py-16">
        <div className="grid items-center gap-10 md:grid-cols-5">
          <div className="md:col-span-3">
            <h2 id="esperienza" className="font-display text-4xl font-semibold md:text-5xl">
              {experience.heading}
            </h2>
            {experience.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <Highlights
            items={highlights}
            className="grid grid-cols-3 gap-3 md:col-span-2 md:grid-cols-1 md:gap-4"
          />
        </div>
      </section>

      <Divider />

      <section aria-labelledby="certificazioni" className="site-container py-16">
        <SectionHeading
          id="certificazioni"
          title={certifications.heading}
          lead={certifications.lead}
        />
        <CardList items={certifications.items} icon={GraduationCap} className="mt-10" />
      </section>

      <Divider />

      <section aria-labelledby="valori" className="site-container py-16">
        <SectionHeading id="valori" title={values.heading} lead={values.paragraphs} />
        <CardList items={values.items} icon={Heart} className="mt-10" />
      </section>

      <Divider />

      <section aria-labelledby="contattami" className="site-container pt-8 pb-20">
        <div className="rounded-3xl bg-blush px-6 py-12 md:px-12">
          <h2 id="contattami" className="font-display text-4xl font-semibold md:text-5xl">
            {contactCta.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg">{contactCta.text}</p>
          <ButtonLink title={contactCta.cta.title} to={contactCta.cta.to} className="mt-8" />
        </div>
      </section>
    </>
  );
}
