// A Vite plugin that writes, into the client build, the files beside the pages:
// sitemap.xml and robots.txt from the page list, the web app manifest and icons
// from the small logo, and the 1200 × 630 social preview from the hero artwork
// and the salon's name. Everything follows content/ and the page list, so nothing drifts.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { Salon } from "../app/content/schema";
import { loadSiteContent } from "../app/content/load";
import { pages } from "../app/content/pages";
import { robotsTxt, sitemapXml, webManifest } from "../app/lib/site-files";

// The palette of app/styles/app.css, for the files made outside the page's CSS.
const colours = { cream: "#fdf8f5", blush: "#f7e1e6", rose: "#a63d63", plum: "#3a2130" };

const logoSvg = readFileSync("public/favicon.svg");
const heroSvg = readFileSync("app/assets/illustrations/hero.svg");

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mark centred on cream, with room around it (home-screen icons are cropped). */
async function icon(size: number): Promise<Buffer> {
  const mark = await sharp(logoSvg, { density: 600 })
    .resize(Math.round(size * 0.8))
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: colours.cream } })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
}

async function socialPreview(salon: Salon): Promise<Buffer> {
  const art = await sharp(heroSvg, { density: 150 }).resize(560, 420).png().toBuffer();
  // System serif fonts: the build machine has no way to read the site's woff2 files.
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="${colours.cream}"/>
    <rect x="600" width="600" height="630" fill="${colours.blush}"/>
    <text x="64" y="250" font-family="DejaVu Serif, Liberation Serif, serif" font-size="30" letter-spacing="4" fill="${colours.rose}">${escapeXml(salon.kind.toUpperCase())}</text>
    <text x="64" y="340" font-family="DejaVu Serif, Liberation Serif, serif" font-size="76" font-weight="bold" fill="${colours.plum}">${escapeXml(salon.shortName)}</text>
    <text x="64" y="410" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="${colours.plum}">${escapeXml(salon.address.city)}</text>
    <rect x="64" y="450" width="120" height="4" fill="${colours.rose}"/>
  </svg>`;
  return sharp(Buffer.from(text))
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
      const { salon } = content;
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: "asset", fileName, source });
      emit(
        "sitemap.xml",
        sitemapXml(
          siteUrl,
          pages.map((page) => page.path),
        ),
      );
      emit("robots.txt", robotsTxt(siteUrl));
      emit(
        "manifest.webmanifest",
        webManifest({
          name: salon.name,
          shortName: salon.shortName,
          description: content.home.meta.description,
          backgroundColor: colours.cream,
          themeColor: colours.rose,
        }),
      );
      const [icon192, icon512, appleTouch, favicon32, preview] = await Promise.all([
        icon(192),
        icon(512),
        icon(180),
        sharp(logoSvg, { density: 300 }).resize(32, 32).png().toBuffer(),
        socialPreview(salon),
      ]);
      emit("icon-192.png", icon192);
      emit("icon-512.png", icon512);
      emit("apple-touch-icon.png", appleTouch);
      emit("favicon-32.png", favicon32);
      emit("social-preview.png", preview);
    },
  };
}
