import { NotFound } from "~/components/not-found";
import { notFoundCopy } from "~/content/layout";
import { pageMeta } from "~/content/meta";
import { notFoundPage } from "~/content/pages";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({ path: notFoundPage.path, ...notFoundCopy.meta }, { indexed: false });

export default function NotFoundRoute() {
  return <NotFound />;
}
