// @ts-check
// After `react-router build`, on build/client:
// 1. the prerendered not-found page becomes 404.html, the file static hosts
//    (serve, Netlify, Cloudflare Pages, Vercel, GitHub Pages, our nginx config)
//    answer unknown paths with, under status 404;
// 2. every page gets the CSS its first screen needs inlined in <head> (beasties),
//    less what the first paint cannot use (hover states, custom properties no
//    inlined rule reads). The full stylesheet stays where app/root.tsx renders it,
//    at the end of <body>, so it never blocks the first paint; React expects it
//    there when it hydrates. It is fetched at low priority: nothing painted waits
//    for it. No inline event handlers: the Content-Security-Policy forbids them.
// React Router's own scripts (<Scripts/>, on the pages that hydrate) are left as
// it writes them: docs/decisions/0018-react-router-bootstrap-as-written.md.
// See docs/decisions/0004-critical-css-and-fonts.md and 0017-first-paint-budget.md.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Beasties from "beasties";

/**
 * The end of the block that opens at `open` (a "{"), skipping quoted strings.
 * @param {string} css
 * @param {number} open
 */
function blockEnd(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
  }
  throw new Error("postbuild: unbalanced braces in the critical CSS");
}

/**
 * `css` without every block whose prelude is exactly `prelude` (minified, as beasties writes it).
 * @param {string} css
 * @param {string} prelude
 */
function withoutBlocks(css, prelude) {
  let start;
  while ((start = css.indexOf(`${prelude}{`)) >= 0) {
    css = css.slice(0, start) + css.slice(blockEnd(css, start + prelude.length));
  }
  return css;
}

/**
 * The selector of every style rule in a stylesheet, as beasties (postcss) lists
 * them: each selector of a comma-separated list on its own, trimmed.
 * @param {string} css
 */
export function styleRuleSelectors(css) {
  /** @type {string[]} */
  const selectors = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === "{") {
      const prelude = css.slice(start, i).trim();
      if (prelude && !prelude.startsWith("@")) selectors.push(...splitSelectorList(prelude));
      start = i + 1;
    } else if (c === "}" || c === ";") start = i + 1;
  }
  return selectors;
}

/**
 * A selector list split at its top-level commas (not those inside :is(…) or [a="…"]).
 * @param {string} list
 */
function splitSelectorList(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** @param {string} text */
const unescapeCss = (text) =>
  text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );

/** @param {string} text */
const decodeHtml = (text) =>
  text
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The rules beasties cannot judge and leaves out although the page uses them.
 * It drops a selector whose pseudo-class takes a selector (Tailwind's
 * `:where(.space-y-4>:not(:last-child))`, `divide-y`, `:has(…)`), and one with
 * an escaped combinator in a class name (`[&>svg]:w-full`); their rules came
 * only with the late stylesheet, and the layout moved when it arrived (spacing
 * between list items, the size of inline artwork). Kept here when every class
 * and attribute the selector names (outside :not(…)) is on the page.
 * @param {string} css the full stylesheet
 * @param {string} html the page
 */
export function selectorsBeastiesMisses(css, html) {
  const classes = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list = ""]) =>
      decodeHtml(list).split(/\s+/),
    ),
  );
  return styleRuleSelectors(css).filter((selector) => {
    if (!/:(?:where|is|has|not)\(|\\[>+~]/.test(selector)) return false;
    // What :not(…) names need not be on the page.
    const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
    const names = [...positive.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map(
      ([, name = ""]) => unescapeCss(name),
    );
    const rest = positive.replace(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g, "");
    const attributes = [...rest.matchAll(/(?<!\\)\[([\w-]+)/g)].map(([, name = ""]) => name);
    if (names.length + attributes.length === 0) return false;
    return (
      names.every((name) => classes.has(name)) &&
      attributes.every((name) => new RegExp(`\\s${name}(?:=|[\\s/>])`).test(html))
    );
  });
}

/**
 * What the first paint cannot use, out of the critical CSS (the full stylesheet,
 * which arrives soon after, still has all of it):
 * - hover states: nothing is under the pointer before anything is painted;
 * - Tailwind's registrations of custom properties (`@property --tw-…`) that no
 *   inlined rule reads, and their values in its fallback for browsers without
 *   @property. Those the rules read stay: their initial values are needed.
 * @param {string} css
 */
export function trimCriticalCss(css) {
  css = withoutBlocks(css, "@media(hover:hover)");
  const unread = [...css.matchAll(/@property (--[\w-]+)\{[^}]*\}/g)]
    .map(([, name]) => /** @type {string} */ (name))
    .filter((name) => !css.includes(`var(${name}`));
  if (unread.length === 0) return css;
  // Tailwind's fallback for browsers without @property: one rule of initial values, in @layer properties.
  const start = css.indexOf("@layer properties{");
  if (start >= 0) {
    const end = blockEnd(css, start + "@layer properties".length);
    let fallback = css.slice(start, end);
    for (const name of unread) {
      fallback = fallback.replace(new RegExp(`(?<=[{;])${name}:[^;}]*(;|(?=\\}))`), "");
    }
    css = css.slice(0, start) + fallback + css.slice(end);
  }
  for (const name of unread) css = css.replace(new RegExp(`@property ${name}\\{[^}]*\\}`), "");
  return css;
}

/**
 * The late stylesheet at low priority: the first paint uses only the inlined CSS,
 * and at its usual "highest" priority the browser (and Lighthouse's model of it)
 * would treat the file as needed before anything is drawn.
 * @param {string} html
 */
export function lateStylesheetAtLowPriority(html) {
  return html.replace(
    /<link rel="stylesheet" href="/g,
    '<link rel="stylesheet" fetchpriority="low" href="',
  );
}

async function main() {
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

  /** @type {import("beasties").Options} */
  const beastiesOptions = {
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
  };

  /**
   * The page with its critical CSS beside the stylesheet link, the rules beasties
   * cannot judge included where the page uses them.
   * @param {string} html
   */
  function withCriticalCss(html) {
    const href = /<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1];
    if (!href) throw new Error("postbuild: a page links no stylesheet");
    const css = readFileSync(join(client, href), "utf8");
    const allowRules = selectorsBeastiesMisses(css, html);
    return new Beasties({ ...beastiesOptions, allowRules }).process(html);
  }

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
    const css = trimCriticalCss(style.slice("<style>".length, -"</style>".length));
    const critical = `<style>${fontFaces(html).join("")}${css}</style>`;
    return html.replace(style, "").replace("</head>", `${critical}</head>`);
  }

  let pages = 0;
  const stylesheets = new Set();
  for (const file of htmlFiles(client)) {
    let html = await withCriticalCss(readFileSync(file, "utf8"));
    stylesheets.add(/<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1]);
    html = lateStylesheetAtLowPriority(criticalStyleInHead(html));
    writeFileSync(file, html);
    pages++;
  }

  // The fonts are declared once, in each page's <head>. Declared again in the late
  // stylesheet they would count as new faces and swap in when it arrives.
  for (const href of stylesheets) {
    const path = join(client, href);
    writeFileSync(path, readFileSync(path, "utf8").replace(/@font-face\{[^}]*\}/g, ""));
  }
  console.log(`postbuild: wrote 404.html, inlined the critical CSS of ${pages} pages`);
}

// Run as a build step; imported (by its tests), only the functions above.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
