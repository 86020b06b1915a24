import { NotFound } from "~/components/not-found";
import { notFoundCopy } from "~/model/layout";
import { pageMeta } from "~/model/meta";
import { notFoundPage } from "~/model/pages";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({ path: notFoundPage.path, ...notFoundCopy.meta }, { indexed: false });

export default function NotFoundRoute() {
  return <NotFound />;
}
