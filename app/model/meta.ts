// The head of every page: its content's title and description with the
// salon's name (app/lib/seo.ts).
import type { MetaDescriptor } from "react-router";
import { seoMeta, type PageSeo } from "../lib/seo";
import { salon } from "./salon";

const site = {
  name: salon.name,
  socialImageAlt: `${salon.name} a ${salon.address.city}`,
};

export function pageMeta(page: PageSeo, options?: { indexed?: boolean }): MetaDescriptor[] {
  return seoMeta(page, site, options);
}
