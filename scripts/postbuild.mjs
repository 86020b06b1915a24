// @ts-check
// After `react-router build`, on build/client:
// 1. the prerendered not-found page becomes 404.html, the file static hosts
//    (serve, Netlify, Cloudflare Pages, Vercel, GitHub Pages, our nginx config)
//    answer unknown paths with, under status 404;
// 2. every page gets the CSS its first screen needs inlined in <head> (beasties).
//    The full stylesheet stays where app/root.tsx renders it, at the end of <body>,
//    so it never blocks the first paint; React expects it there when it hydrates.
//    No inline event handlers: the Content-Security-Policy forbids them.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";

// BUILD_DIR: the same variable react-router.config.ts builds into (build-e2e for the tests).
const client = join(process.env.BUILD_DIR ?? "build", "client");
const prerendered = join(client, "404", "index.html");

if (!existsSync(prerendered)) {
  console.error(`postbuild: ${prerendered} is missing; is "/404" in the prerender list?`);
  process.exit(1);
}
renameSync(prerendered, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // admin/ is the CMS's own page (scripts/admin-plugin.ts), not one of the site's.
    if (entry.isDirectory() && entry.name !== "assets" && entry.name !== "admin") {
      yield* htmlFiles(path);
    } else if (entry.name.endsWith(".html")) yield path;
  }
}

const beasties = new Beasties({
  path: client,
  publicPath: "/",
  // The stylesheet already sits at the end of <body> (app/root.tsx): leave it there.
  // @ts-expect-error beasties does handle false (no preloading), its types leave it out
  preload: false,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  reduceInlineStyles: false,
  logLevel: "warn",
});

/**
 * The @font-face rules of the stylesheet a page links to.
 * @param {string} html
 */
function fontFaces(html) {
  const href = /<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("postbuild: a page links no stylesheet");
  return readFileSync(join(client, href), "utf8").match(/@font-face\{[^}]*\}/g) ?? [];
}

/**
 * Beasties puts the critical <style> beside the stylesheet link; the first paint
 * needs it in <head>, with the @font-face rules: fonts declared only in the late
 * stylesheet would swap in after the first paint and move the text.
 * @param {string} html
 */
function criticalStyleInHead(html) {
  const link = html.indexOf('<link rel="stylesheet"');
  const start = html.lastIndexOf("<style>", link);
  const style = html.slice(start, link);
  if (link < 0 || start < 0 || !style.endsWith("</style>")) {
    throw new Error("postbuild: beasties wrote no critical CSS before the stylesheet link");
  }
  const critical = style.replace("<style>", `<style>${fontFaces(html).join("")}`);
  return html.replace(style, "").replace("</head>", `${critical}</head>`);
}

let pages = 0;
const stylesheets = new Set();
for (const file of htmlFiles(client)) {
  const html = await beasties.process(readFileSync(file, "utf8"));
  stylesheets.add(/<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1]);
  writeFileSync(file, criticalStyleInHead(html));
  pages++;
}

// The fonts are declared once, in each page's <head>. Declared again in the late
// stylesheet they would count as new faces and swap in when it arrives.
for (const href of stylesheets) {
  const path = join(client, href);
  writeFileSync(path, readFileSync(path, "utf8").replace(/@font-face\{[^}]*\}/g, ""));
}
console.log(`postbuild: wrote 404.html, inlined the critical CSS of ${pages} pages`);
