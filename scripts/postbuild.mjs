// @ts-check
// After `react-router build`, on build/client:
// 1. the prerendered not-found page becomes 404.html, the file static hosts
//    (serve, Netlify, Cloudflare Pages, Vercel, GitHub Pages, our nginx config)
//    answer unknown paths with, under status 404;
// 2. every page gets in <head> the rules of the stylesheet its elements use
//    (beasties) and every @font-face rule (the two web fonts, which app/root.tsx
//    preloads, and their fallbacks), which leaves the stylesheet: declared again
//    when it arrives, the fonts would count as new faces and swap in again. The
//    whole stylesheet comes once the page has painted and loaded
//    (app/styles/late-resources.ts), or, without JavaScript, last in <body>.
// See docs/decisions/0004-critical-css-and-fonts.md, 0022-build-without-rewrites.md,
// 0029-nothing-but-the-html-before-the-largest-paint.md and 0040-the-brand-in-the-first-paint.md.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";
import postcss from "postcss";

// BUILD_DIR: the same variable react-router.config.ts builds into (build-e2e for the tests).
const client = join(process.env.BUILD_DIR ?? "build", "client");
const prerendered = join(client, "404", "index.html");
if (!existsSync(prerendered)) {
  console.error(`postbuild: ${prerendered} is missing; is "/404" in the prerender list?`);
  process.exit(1);
}
renameSync(prerendered, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });

const stylesheets = readdirSync(join(client, "assets")).filter((name) => name.endsWith(".css"));
if (stylesheets.length !== 1) {
  console.error(`postbuild: expected one stylesheet in assets/, found ${stylesheets.length}`);
  process.exit(1);
}
const href = `/assets/${stylesheets[0]}`;

// The @font-face rules leave the stylesheet for every page's <head>, whole: beasties
// keeps only faces whose family a rule names outright, and Tailwind names them
// through custom properties (var(--font-sans)).
/** @type {string[]} */
const fontFaces = [];
const stylesheet = join(client, href);
const { css } = await postcss([
  {
    postcssPlugin: "font-faces-to-head",
    AtRule: { "font-face": (rule) => void (fontFaces.push(rule.toString()), rule.remove()) },
  },
]).process(readFileSync(stylesheet, "utf8"), { from: undefined });
writeFileSync(stylesheet, css);

const beasties = new Beasties({
  path: client,
  publicPath: "/",
  // The stylesheet's rules that the page uses, in a new <style> at the end of
  // <head>; the <link> in <noscript> stays as it is.
  additionalStylesheets: [href],
  external: false,
  // Selectors beasties cannot evaluate, which it would leave out: Tailwind's
  // space-y-* and divide-y (:where(.x>:not(:last-child))), :has(…), [&>svg]:w-full.
  allowRules: [/:(?:where|is|has|not)\(/, /\\[>+~]/],
  reduceInlineStyles: false,
  logLevel: "warn",
});
const fontStyle = `<style>${fontFaces.join("")}</style>`;

let pages = 0;
/** @param {string} dir */
async function processPages(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // assets/ holds no page; admin/ is the CMS's own (scripts/admin-plugin.ts).
    if (entry.isDirectory() && !["assets", "admin"].includes(entry.name)) await processPages(path);
    else if (entry.name.endsWith(".html")) {
      const html = await beasties.process(readFileSync(path, "utf8"));
      writeFileSync(path, html.replace("</head>", `${fontStyle}</head>`));
      pages++;
    }
  }
}
await processPages(client);
console.log(`postbuild: wrote 404.html, inlined the critical CSS of ${pages} pages`);
