// The files beside the pages that search engines and phones read: sitemap,
// robots and the web app manifest. Built by the site-files Vite plugin
// (scripts/site-files-plugin.ts) from the page list and the salon facts.

import { canonicalUrl } from "./canonical-url";

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${canonicalUrl(siteUrl, path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

export interface ManifestFacts {
  name: string;
  shortName: string;
  description: string;
  backgroundColor: string;
  themeColor: string;
}

export function webManifest(facts: ManifestFacts): string {
  const manifest = {
    name: facts.name,
    short_name: facts.shortName,
    description: facts.description,
    lang: "it",
    start_url: "/",
    display: "standalone",
    background_color: facts.backgroundColor,
    theme_color: facts.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
