// @ts-check
// Each host's configuration, made from the one list of headers in
// deploy/headers.mjs and what the build holds: its pages and the hashes of
// their inline scripts. Pure functions; scripts/prepare-hosting.mjs writes
// their results to the build after every `npm run build`.
//
// Every host answers the same way:
// - a page at its canonical address, without a trailing slash: /servizi (and /);
// - /servizi/ and /servizi.html redirect (301) to /servizi, /index.html to /;
// - any other address that is not a file: 404 with 404.html;
// - the security headers on every response; /assets/* cached for a year
//   (immutable), everything else revalidated (no-cache);
// - the CMS, when the build has it, at /admin (serve, nginx) or /admin/ (the
//   others' folder convention), with its own headers on /admin and /admin/…
//   (adminHeaders in deploy/headers.mjs; docs/decisions/0009-cms.md).
import { createHash } from "node:crypto";
import {
  adminHeaders,
  adminPrefix,
  assetsPrefix,
  cacheControl,
  combinedContentSecurityPolicy,
  securityHeaders,
  sharedHeaders,
} from "../deploy/headers.mjs";

/**
 * @typedef {{ path: string, file: string }} Page  e.g. { path: "/servizi", file: "servizi.html" }
 * @typedef {{
 *   pages: Page[],
 *   files: string[],
 *   scriptHashes: string[],
 *   admin?: boolean,
 * }} Site  files: the addresses of the other files outside /assets/ ("/sitemap.xml", …);
 *          admin: whether the build holds the CMS in admin/ (scripts/admin-plugin.ts)
 */

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Inline speculation rules need a hash too, like scripts (Chromium checks script-src).
const hashedScriptTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "speculationrules",
]);

/** @param {string} attributes */
function scriptType(attributes) {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return type.toLowerCase();
}

/**
 * The CSP hashes ("sha256-…") of the inline scripts a browser would run in
 * `html`: scripts with a src are allowed by 'self', and data blocks such as
 * JSON-LD (type="application/ld+json") are never run, so neither needs one.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = "", code = ""] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes) || !hashedScriptTypes.has(scriptType(attributes))) continue;
    hashes.push(`sha256-${createHash("sha256").update(code, "utf8").digest("base64")}`);
  }
  return hashes;
}

/**
 * The page an HTML file at the root of the build is, or undefined for 404.html.
 * @param {string} file
 * @returns {Page | undefined}
 */
export function pageOf(file) {
  if (file === "404.html" || !file.endsWith(".html") || file.includes("/")) return undefined;
  const name = file.slice(0, -".html".length);
  return { path: name === "index" ? "/" : `/${name}`, file };
}

/**
 * The other spellings of each page's address, and the canonical one they lead to.
 * @param {readonly Page[]} pages
 */
export function pageRedirects(pages) {
  return pages.flatMap(({ path, file }) =>
    path === "/"
      ? [{ from: `/${file}`, to: "/" }]
      : [
          { from: `${path}/`, to: path },
          { from: `/${file}`, to: path },
        ],
  );
}

/**
 * @param {Site} site
 * @param {string} cache
 */
function headersFor(site, cache) {
  return { ...securityHeaders(site.scriptHashes), "Cache-Control": cache };
}

/** @param {string} cache */
function adminHeadersFor(cache) {
  return { ...adminHeaders(), "Cache-Control": cache };
}

/**
 * serve's configuration (serve.json), for `npm start`: paths are matched on the file served.
 * @param {Site} site
 */
export function serveConfig(site) {
  const list = (/** @type {Record<string, string>} */ headers) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  return {
    // Clean URLs only for the pages, so /404 is not the not-found page with status 200;
    // and /admin, which is then admin/index.html.
    cleanUrls: [
      ...site.pages.flatMap(({ path, file }) =>
        path === "/" ? ["/", "/index", `/${file}`] : [path, `/${file}`],
      ),
      ...(site.admin ? [adminPrefix] : []),
    ],
    trailingSlash: false,
    directoryListing: false,
    // Every matching rule applies, in order; a later one replaces a header an earlier one set.
    headers: [
      { source: "**", headers: list(headersFor(site, cacheControl.revalidate)) },
      { source: `${assetsPrefix}**`, headers: list({ "Cache-Control": cacheControl.immutable }) },
      ...(site.admin
        ? [{ source: `${adminPrefix}/**`, headers: list(adminHeadersFor(cacheControl.revalidate)) }]
        : []),
    ],
  };
}

/**
 * _headers for Netlify and Cloudflare Pages, read from the published folder.
 * Both join the values of a header that several matching rules set, so each
 * header comes from exactly one rule: Cache-Control is set per address.
 *
 * With the CMS, the site's headers and the CMS's differ, and neither host can
 * match "everything but /admin". So "/*" carries what both share and a
 * Content-Security-Policy that allows what either allows; each of the site's
 * addresses adds the site's policy and Cross-Origin-Opener-Policy, /admin/* the
 * CMS's. A joined Content-Security-Policy is two policies and the browser
 * enforces both, so the site's addresses get exactly the site's rules and the
 * CMS its own. Any other address (a 404) gets the combined policy and no
 * Cross-Origin-Opener-Policy, whose value a join would spoil.
 * @param {Site} site
 */
export function headersFile(site) {
  /** @type {(pattern: string, headers: Record<string, string>) => string} */
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const revalidated = [...site.pages.map((page) => page.path), ...site.files];
  /** The headers of `headers` that not every response shares. */
  const own = (/** @type {Record<string, string>} */ headers) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !(name in sharedHeaders)));
  const everywhere = site.admin
    ? {
        "Content-Security-Policy": combinedContentSecurityPolicy(site.scriptHashes),
        ...sharedHeaders,
      }
    : securityHeaders(site.scriptHashes);
  const siteOnly = site.admin ? own(securityHeaders(site.scriptHashes)) : {};
  return [
    "# Generated by scripts/prepare-hosting.mjs from deploy/headers.mjs: do not edit.",
    block("/*", everywhere),
    block(`${assetsPrefix}*`, { "Cache-Control": cacheControl.immutable, ...siteOnly }),
    ...revalidated.map((path) =>
      block(path, { "Cache-Control": cacheControl.revalidate, ...siteOnly }),
    ),
    ...(site.admin
      ? [
          block(`${adminPrefix}/*`, {
            "Cache-Control": cacheControl.revalidate,
            ...own(adminHeaders()),
          }),
        ]
      : []),
    "",
  ].join("\n\n");
}

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Vercel's Build Output API configuration (.vercel/output/config.json): the
 * routes run in order; headers from a route with `continue` stay on the response.
 * @param {Site} site
 */
export function vercelConfig(site) {
  const admin = escapeRegExp(adminPrefix);
  return {
    version: 3,
    routes: [
      // The site's headers everywhere but on the CMS, which has its own.
      {
        src: site.admin ? `^(?!${admin}(?:/|$)).*$` : "^/.*$",
        headers: headersFor(site, cacheControl.revalidate),
        continue: true,
      },
      ...(site.admin
        ? [
            {
              src: `^${admin}(?:/.*)?$`,
              headers: adminHeadersFor(cacheControl.revalidate),
              continue: true,
            },
          ]
        : []),
      {
        src: `^${escapeRegExp(assetsPrefix)}.*$`,
        headers: { "Cache-Control": cacheControl.immutable },
        continue: true,
      },
      ...pageRedirects(site.pages).map(({ from, to }) => ({
        src: `^${escapeRegExp(from)}$`,
        status: 301,
        headers: { Location: to },
      })),
      { handle: "filesystem" },
      {
        src: "^/.*$",
        status: 404,
        dest: "/404.html",
        headers: { "Cache-Control": cacheControl.revalidate },
      },
    ],
    // Each page's file is served at its clean address (and no longer at /servizi.html).
    overrides: Object.fromEntries(
      site.pages
        .filter((page) => page.path !== "/")
        .map(({ path, file }) => [file, { path: path.slice(1) }]),
    ),
  };
}

/** @param {Record<string, string>} headers */
function nginxHeaderLines(headers) {
  return Object.entries(headers).map(([name, value]) => {
    if (/["\\\n]/.test(value)) throw new Error(`host-configs: ${name} cannot go in nginx quotes`);
    return `    add_header ${name} "${value}" always;`;
  });
}

/**
 * nginx directives for inside a `server` block whose `root` is the build's
 * client folder (deploy/nginx.conf shows the block). A location that sets any
 * header loses the server's, so each location lists them all.
 * @param {Site} site
 */
export function nginxSite(site) {
  /** @type {(match: string, lines: string[], cache: string) => string} */
  const location = (match, lines, cache) =>
    [`location ${match} {`, ...lines, ...nginxHeaderLines(headersFor(site, cache)), "}"].join("\n");
  /** @type {(match: string, lines: string[]) => string} */
  const adminLocation = (match, lines) =>
    [
      `location ${match} {`,
      ...lines,
      ...nginxHeaderLines(adminHeadersFor(cacheControl.revalidate)),
      "}",
    ].join("\n");
  return [
    [
      "# Generated by scripts/prepare-hosting.mjs from deploy/headers.mjs on every",
      "# build: do not edit. Include it in a server block whose root is build/client",
      "# (deploy/nginx.conf).",
    ].join("\n"),
    [
      "server_tokens off;",
      "charset utf-8;",
      "absolute_redirect off;",
      "autoindex off;",
      "error_page 404 /404.html;",
      "# No file here is worth resuming (the largest is a few hundred KB): every Range is",
      "# ignored and the whole file sent, as HTTP allows, never a 416 for a malformed one.",
      "max_ranges 0;",
    ].join("\n"),
    [
      "# nginx's own error pages for requests no location takes (400, 414, ...).",
      ...nginxHeaderLines(headersFor(site, cacheControl.revalidate)).map((line) => line.trim()),
    ].join("\n"),
    [
      "# Compressed at build time (scripts/compress.mjs): each text file's .gz is sent",
      "# as it is; brotli_static, for the .br, needs a module (see deploy/nginx.conf).",
      "gzip_static on;",
      "gzip_vary on;",
    ].join("\n"),
    "# Pages, at their address without a trailing slash.",
    ...site.pages.map(({ path, file }) =>
      location(`= ${path}`, [`    try_files /${file} =404;`], cacheControl.revalidate),
    ),
    "# The other spellings of a page's address.",
    ...pageRedirects(site.pages).map(({ from, to }) =>
      location(`= ${from}`, [`    return 301 ${to};`], cacheControl.revalidate),
    ),
    location(`${assetsPrefix}`, ["    try_files $uri =404;"], cacheControl.immutable),
    // Debian's mime.types has no entry for the web app manifest.
    location(
      "= /manifest.webmanifest",
      ["    types { }", "    default_type application/manifest+json;", "    try_files $uri =404;"],
      cacheControl.revalidate,
    ),
    ...(site.admin
      ? [
          "# The CMS, at /admin like a page, with its own headers (docs/decisions/0009-cms.md).",
          adminLocation(`= ${adminPrefix}`, [`    try_files ${adminPrefix}/index.html =404;`]),
          adminLocation(`= ${adminPrefix}/`, [`    return 301 ${adminPrefix};`]),
          adminLocation(`${adminPrefix}/`, ["    try_files $uri =404;"]),
        ]
      : []),
    location("/", ["    try_files $uri =404;"], cacheControl.revalidate),
    "",
  ].join("\n\n");
}
