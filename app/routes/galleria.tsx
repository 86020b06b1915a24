import { PageHeading } from "~/components/page-heading";
import { galleriaIntro } from "~/content/galleria";
import { pageFor, paths } from "~/content/pages";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/galleria";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.galleria));

export default function Galleria() {
  return <PageHeading title={galleriaIntro.title} lead={galleriaIntro.lead} />;
}
