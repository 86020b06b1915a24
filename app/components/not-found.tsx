import { notFoundCopy } from "~/model/layout";
import { paths } from "~/model/pages";
import { ButtonLink } from "./button-link";

/** The not-found page's content: also the home page's error fallback. */
export function NotFound() {
  return (
    <section className="site-container flex flex-col items-start gap-6 py-24">
      <h1 className="font-display text-6xl font-semibold text-rose-dark">{notFoundCopy.heading}</h1>
      <p className="text-lg">{notFoundCopy.text}</p>
      <ButtonLink title={notFoundCopy.homeButton} to={paths.home} />
    </section>
  );
}
