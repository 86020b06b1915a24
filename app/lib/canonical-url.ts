// The one form of every page's address, shared by the pages' tags (site-url.ts)
// and the sitemap made at build time.

export const exampleSiteUrl = "https://www.example.com";

/** "https://www.centroestetico.it/" → "https://www.centroestetico.it"; empty → the example. */
export function normalizeSiteUrl(raw: string | undefined): string {
  return (raw || exampleSiteUrl).replace(/\/+$/, "");
}

/** The home page with its slash, every other page without one ("/servizi", not "/servizi/"). */
export function canonicalUrl(siteUrl: string, path: string): string {
  if (path === "/") return `${siteUrl}/`;
  return `${siteUrl}${path.replace(/\/+$/, "")}`;
}
