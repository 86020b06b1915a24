import { ButtonLink } from "~/components/button-link";
import { NotFound } from "~/components/not-found";
import { hero } from "~/content/home";
import { pageFor, paths } from "~/content/pages";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.home));

export default function Home() {
  return (
    <section className="bg-blush px-4 py-20 text-center md:py-28">
      <p className="font-semibold tracking-widest text-rose-dark uppercase">{hero.eyebrow}</p>
      <h1 className="mx-auto mt-4 max-w-3xl font-display text-5xl font-semibold md:text-7xl">
        {hero.heading}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{hero.text}</p>
      <ButtonLink title={hero.cta.title} to={hero.cta.to} className="mt-10" />
    </section>
  );
}

// As the spec asks: if the home page fails, visitors see the not-found page.
export function ErrorBoundary() {
  return <NotFound />;
}
