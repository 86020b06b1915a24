import { PageHeading } from "~/components/page-heading";
import { pageFor, paths } from "~/content/pages";
import { serviziIntro } from "~/content/servizi";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/servizi";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.servizi));

export default function Servizi() {
  return <PageHeading title={serviziIntro.title} lead={serviziIntro.lead} />;
}
