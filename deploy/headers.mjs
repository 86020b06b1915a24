// @ts-check
// The response headers of the site, defined once for every host. After each
// build, scripts/prepare-hosting.mjs adds the hashes of the pages' inline
// scripts and writes them in each host's format: headers.json (npm start), _headers
// (Netlify, Cloudflare Pages), Vercel's config.json and the nginx include.
// Change a header here, then build again.

/** The only other origin the browser talks to: EmailJS, when the contact form is sent. */
export const emailJsOrigin = "https://api.emailjs.com";

/**
 * Browser features the site never uses, switched off for it and for anything it
 * could embed. Only names Chromium knows: an unknown one logs a console warning on
 * every page (Chromium 156 does not know "bluetooth"; tests/e2e/hosting.spec.ts checks).
 */
export const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** @typedef {string[]} Directive  a directive's name, then its sources */

/** @param {readonly Directive[]} directives */
function serializePolicy(directives) {
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The Content-Security-Policy. Scripts run only from the site's own files and,
 * inline, only those whose sha256 hash the build found in its pages: no
 * 'unsafe-inline', no 'unsafe-eval'. Styles allow inline <style>: the critical
 * CSS in every page's <head>, the price list index's marked chip
 * (app/components/service-index.tsx) and the toasts' stylesheet, which the toast
 * library injects at run time (docs/decisions/0007-content-security-policy.md).
 * @param {readonly string[]} scriptHashes "sha256-…" of each inline script
 * @returns {Directive[]}
 */
function siteDirectives(scriptHashes) {
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", emailJsOrigin],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

/** @param {readonly string[]} scriptHashes "sha256-…" of each inline script */
export function contentSecurityPolicy(scriptHashes) {
  return serializePolicy(siteDirectives(scriptHashes));
}

// ── The CMS at /admin (docs/decisions/0009-cms.md) ───────────────────────────

/** Where the CMS is published (scripts/admin-plugin.ts): the page /admin and its files /admin/…. */
export const adminPrefix = "/admin";

/** What the CMS talks to besides the site: GitHub, where the content lives. */
export const githubOrigins = {
  /** The repository: reading the content, committing the owner's changes and photos. */
  api: "https://api.github.com",
  /** GitHub's status, so the CMS can warn of an incident. */
  status: "https://www.githubstatus.com",
  /** The signed-in account's picture. */
  avatars: "https://avatars.githubusercontent.com",
};

/**
 * The CMS's own policy: its one script file, no inline script, no eval. Its
 * components inject their styles at run time ('unsafe-inline' styles); photo
 * previews and its logo are blob: and data: URLs, which it also reads with
 * fetch (connect-src blob: data:); its fonts are bundled with it into /assets/ (the CDN copies its
 * stylesheet also names are refused here).
 * No frames, workers or media.
 * @returns {Directive[]}
 */
function adminDirectives() {
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "blob:", "data:", githubOrigins.avatars],
    ["font-src", "'self'"],
    ["connect-src", "'self'", "blob:", "data:", githubOrigins.api, githubOrigins.status],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

export function adminContentSecurityPolicy() {
  return serializePolicy(adminDirectives());
}

/**
 * A policy that allows whatever the site's or the CMS's allows: each source of
 * a directive in either. For hosts that join the values of a header set by
 * several matching rules (Netlify, Cloudflare Pages): every response gets this
 * one, and the site's or the CMS's own, joined, is a second policy that the
 * browser enforces as well (scripts/host-configs.mjs).
 * @param {readonly string[]} scriptHashes
 */
export function combinedContentSecurityPolicy(scriptHashes) {
  /** @type {Map<string, string[]>} */
  const sources = new Map();
  for (const [name = "", ...values] of [...siteDirectives(scriptHashes), ...adminDirectives()]) {
    const known = sources.get(name) ?? [];
    sources.set(name, [...known, ...values.filter((value) => !known.includes(value))]);
  }
  // 'none' allows nothing, so next to a source it would only be ignored.
  const allowed = (/** @type {string[]} */ values) =>
    values.length > 1 ? values.filter((value) => value !== "'none'") : values;
  return serializePolicy([...sources].map(([name, values]) => [name, ...allowed(values)]));
}

/** The headers the site and the CMS share: on every response. */
export const sharedHeaders = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
};

/**
 * Sent with every response, pages and files alike (an SVG opened on its own is a document too),
 * except the CMS's (adminHeaders).
 * @param {readonly string[]} scriptHashes
 */
export function securityHeaders(scriptHashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    ...sharedHeaders,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * Sent with the CMS's page and files, /admin and /admin/…: its own policy; the
 * sign-in window of the OAuth client must be able to answer the page that opened
 * it (same-origin-allow-popups); and search engines must not list it.
 */
export function adminHeaders() {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy(),
    ...sharedHeaders,
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}

export const cacheControl = {
  /** /assets/*: every file name carries a hash of its content, so it never changes. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages, sitemap.xml, robots.txt, icons: kept, but checked with the server before each use. */
  revalidate: "no-cache",
};

/** Where the hashed files live, as a URL prefix. */
export const assetsPrefix = "/assets/";
