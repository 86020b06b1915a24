import { ButtonLink } from "~/components/button-link";
import { Divider } from "~/components/divider";
import { PageHeading } from "~/components/page-heading";
import { Picture } from "~/components/picture";
import { SectionHeading } from "~/components/section-heading";
import {
  certifications,
  chiSonoIntro,
  chiSonoMeta,
  contactCta,
  story,
  values,
} from "~/model/chi-sono";
import { pageMeta } from "~/model/meta";
import type { Route } from "./+types/chi-sono";

export const meta: Route.MetaFunction = () => pageMeta(chiSonoMeta);

export default function ChiSono() {
  return (
    <>
      <PageHeading title={chiSonoIntro.title} lead={chiSonoIntro.lead} />

      <section aria-labelledby="storia" className="site-container py-16">
        <div className="grid items-center gap-8 md:grid-cols-5 md:gap-12">
          <figure className="w-full max-w-56 md:col-span-2 md:max-w-xs">
            {/* In the first screen on a phone too: fetched at once. */}
            <Picture
              image={story.portrait}
              alt={story.portraitAlt}
              sizes="(min-width: 48rem) 20rem, 14rem"
              priority
              className="aspect-4/5 h-auto w-full rounded-t-full rounded-b-3xl object-cover"
            />
            <figcaption className="mt-4">
              <span className="block font-display text-3xl font-semibold text-rose-dark">
                {story.name}
              </span>
              <span className="mt-1 block text-muted">{story.role}</span>
            </figcaption>
          </figure>
          <div className="md:col-span-3">
            <h2 id="storia" className="font-display text-4xl font-semibold md:text-5xl">
              {story.heading}
            </h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <Divider />

      <section aria-labelledby="certificazioni" className="site-container py-16">
        <SectionHeading
          id="certificazioni"
          title={certifications.heading}
          lead={certifications.lead}
        />
        <ul className="mt-10 grid gap-x-12 gap-y-6 md:grid-cols-2">
          {certifications.items.map((item) => (
            <li key={item.title} className="border-l-2 border-petal pl-4">
              <p className="font-semibold text-plum">
                {item.year && (
                  <span className="mr-2 text-rose-dark lining-nums tabular-nums">{item.year}</span>
                )}
                {item.title}
              </p>
              <p className="mt-1 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Divider />

      <section aria-labelledby="valori" className="site-container py-16">
        <SectionHeading id="valori" title={values.heading} lead={values.paragraphs} />
        <ul className="mt-10 grid gap-x-12 gap-y-5 md:grid-cols-2">
          {values.items.map((item) => (
            <li key={item.title}>
              <p className="font-display text-2xl font-semibold text-rose-dark">{item.title}</p>
              <p className="mt-1 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
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
