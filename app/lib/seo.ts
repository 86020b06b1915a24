import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
}

/** The tags every page's `meta` export returns, built from its entry in app/content/pages.ts. */
export function seoMeta({ title, description }: PageSeo): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}
