import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./site-url";

export interface PageSeo {
  path: string;
  title: string;
  description: string;
}

/** The social preview made at build time (vite.config.ts), 1200 × 630. */
export const socialImage = {
  path: "/social-preview.png",
  width: 1200,
  height: 630,
} as const;

/** Who the pages belong to: the site's name and the words for its social preview. */
export interface SiteIdentity {
  name: string;
  socialImageAlt: string;
}

/**
 * Every page's tags, from its content's `meta`: title, description, canonical
 * address, Open Graph and Twitter card. `indexed: false` (the not-found page)
 * asks search engines to leave the page out.
 */
export function seoMeta(
  { path, title, description }: PageSeo,
  site: SiteIdentity,
  { indexed = true }: { indexed?: boolean } = {},
): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImage.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "it_IT" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: site.socialImageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (!indexed) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
  ];
}
