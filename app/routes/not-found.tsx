import { NotFound } from "~/components/not-found";
import { notFoundPage } from "~/content/pages";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => seoMeta(notFoundPage, { indexed: false });

export default function NotFoundRoute() {
  return <NotFound />;
}
