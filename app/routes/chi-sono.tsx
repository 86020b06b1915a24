import { PageHeading } from "~/components/page-heading";
import { chiSonoIntro, experience } from "~/content/chi-sono";
import { pageFor, paths } from "~/content/pages";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/chi-sono";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.chiSono));

export default function ChiSono() {
  return (
    <>
      <PageHeading title={chiSonoIntro.title} lead={chiSonoIntro.lead} />
      <section className="mx-auto max-w-3xl px-4 py-14">
        <h2 className="font-display text-4xl font-semibold">{experience.heading}</h2>
        {experience.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
      </section>
    </>
  );
}
