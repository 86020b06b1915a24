// The response headers of the site, defined once for every host. After each
// build, scripts/prepare-hosting.mjs adds the hashes of the pages' inline
// scripts and writes them in each host's format: serve (npm start), _headers
// (Netlify, Cloudflare Pages), Vercel's config.json and the nginx include.
// Change a header here, then build again.

/** The only other origin the browser talks to: EmailJS, when the contact form is sent. */
export const emailJsOrigin = "https://api.emailjs.com";

/**
 * Browser features the site never uses, switched off for it and for anything it
 * could embed. Only names Chromium knows: an unknown one logs a console error.
 */
export const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "bluetooth",
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

/**
 * The Content-Security-Policy. Scripts run only from the site's own files and,
 * inline, only those whose sha256 hash the build found in its pages: no
 * 'unsafe-inline', no 'unsafe-eval'. Styles allow inline <style>: the critical
 * CSS in every page's <head> and the toasts' stylesheet, which the toast
 * library injects at run time (docs/decisions/0004-content-security-policy.md).
 */
export function contentSecurityPolicy(scriptHashes) {
  const directives = [
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
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Sent with every response, pages and files alike (an SVG opened on its own is a document too). */
export function securityHeaders(scriptHashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
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
