// The address the site is published at, from SITE_URL at build time (see
// docs/deploying.md). Canonical links, social tags and the structured
// data use it; set it before building for production.
import { canonicalUrl, normalizeSiteUrl } from "./canonical-url";

/** "https://www.centroestetico.it", never with a trailing slash. */
export const siteUrl = normalizeSiteUrl(import.meta.env.SITE_URL);

export function absoluteUrl(path: string): string {
  return canonicalUrl(siteUrl, path);
}
