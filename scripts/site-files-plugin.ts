// The files beside the pages, from content/ and the page list so nothing drifts:
// sitemap.xml, robots.txt, the manifest, the icons and the 1200 × 630 social preview.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Plugin } from "vite";
import { loadSiteContent } from "../app/model/load.server";
import { offersOf, sitemapPages } from "../app/model/pages";
import type { Salon } from "../app/model/schema";
import { robotsTxt, sitemapXml, webManifest } from "../app/lib/site-files";

// The palette of app/styles/app.css.
const colours = { cream: "#fdf8f5", blush: "#f7e1e6", rose: "#a63d63", plum: "#3a2130" };
const logo = readFileSync("public/favicon.svg");
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mark centred on cream, with room around it (home-screen icons are cropped). */
async function icon(size: number) {
  const mark = await sharp(logo, { density: 600 })
    .resize(Math.round(size * 0.8))
    .png()
    .toBuffer();
  const background = { width: size, height: size, channels: 4 as const, background: colours.cream };
  return sharp({ create: background })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
}

async function socialPreview(salon: Salon) {
  const hero = readFileSync("app/assets/illustrations/hero.svg");
  const art = await sharp(hero, { density: 150 }).resize(560, 420).png().toBuffer();
  // System fonts: sharp's SVG renderer cannot read the site's woff2 files.
  const line = (y: number, size: number, font: string, colour: string, text: string, bold = "") =>
    `<text x="64" y="${y}" font-family="${font}" font-size="${size}" ${bold} fill="${colour}">${escapeXml(text)}</text>`;
  const serif = "DejaVu Serif, Liberation Serif, serif";
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="${colours.cream}"/>
    <rect x="600" width="600" height="630" fill="${colours.blush}"/>
    ${line(250, 30, serif, colours.rose, salon.kind.toUpperCase(), 'letter-spacing="4"')}
    ${line(340, 76, serif, colours.plum, salon.shortName, 'font-weight="bold"')}
    ${line(410, 30, "DejaVu Sans, Liberation Sans, sans-serif", colours.plum, salon.address.city)}
    <rect x="64" y="450" width="120" height="4" fill="${colours.rose}"/>
  </svg>`;
  return sharp(Buffer.from(card))
    .composite([{ input: art, left: 620, top: 105 }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

export function siteFiles({ siteUrl }: { siteUrl: string }): Plugin {
  return {
    name: "site-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const content = loadSiteContent();
      const { salon, home } = content;
      const paths = sitemapPages(offersOf(content)).map((page) => page.path);
      const files: Record<string, string | Promise<Uint8Array>> = {
        "sitemap.xml": sitemapXml(siteUrl, paths),
        "robots.txt": robotsTxt(siteUrl),
        "manifest.webmanifest": webManifest({
          name: salon.name,
          shortName: salon.shortName,
          description: home.meta.description,
          backgroundColor: colours.cream,
          themeColor: colours.rose,
        }),
        "icon-192.png": icon(192),
        "icon-512.png": icon(512),
        "apple-touch-icon.png": icon(180),
        "favicon-32.png": sharp(logo, { density: 300 }).resize(32, 32).png().toBuffer(),
        "social-preview.png": socialPreview(salon),
      };
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: "asset", fileName, source: await source });
    },
  };
}
