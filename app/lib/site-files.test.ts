import { describe, expect, it } from "vitest";
import { sitemapPages } from "~/model/pages";
import { robotsTxt, sitemapXml, webManifest } from "./site-files";

describe("sitemapXml", () => {
  it("lists exactly the pages, each at its canonical address", () => {
    const xml = sitemapXml(
      "https://www.centroestetico.example",
      sitemapPages({ vouchers: true }).map((page) => page.path),
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://www.centroestetico.example/",
      "https://www.centroestetico.example/servizi",
      "https://www.centroestetico.example/chi-sono",
      "https://www.centroestetico.example/galleria",
      "https://www.centroestetico.example/buoni-regalo",
      "https://www.centroestetico.example/contatti",
      "https://www.centroestetico.example/policy",
      "https://www.centroestetico.example/recesso",
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });
});

describe("robotsTxt", () => {
  it("allows everything and points to the sitemap", () => {
    expect(robotsTxt("https://www.centroestetico.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.centroestetico.example/sitemap.xml\n",
    );
  });
});

describe("webManifest", () => {
  it("names the salon, in Italian, with its icons and colours", () => {
    const manifest = JSON.parse(
      webManifest({
        name: "Centro Estetico Prova",
        shortName: "Prova",
        description: "Trattamenti",
        backgroundColor: "#fdf8f5",
        themeColor: "#a63d63",
      }),
    );
    expect(manifest).toMatchObject({
      name: "Centro Estetico Prova",
      short_name: "Prova",
      lang: "it",
      start_url: "/",
      background_color: "#fdf8f5",
      theme_color: "#a63d63",
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      "192x192",
      "512x512",
      "any",
    ]);
  });
});
