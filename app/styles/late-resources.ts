// What a page fetches late: the site's two web fonts, cut down at build time
// (scripts/fonts-plugin.ts), the whole stylesheet and the web app manifest.
// Lighthouse counts in its largest paint every request that ends before it
// (docs/decisions/0017), and none of these is needed for that paint:
// - The fonts: until this script declares them, text paints in the metric-matched
//   fallbacks of app/styles/app.css's font stacks. A page the visitor lands on paints
//   and stays in them (no shift), fetching the fonts once it has painted text and
//   loaded (the largest paint can follow the first). A page reached from another page
//   of the site, or reloaded, finds them in the cache and uses them from its first
//   paint (docs/decisions/0021).
// - The stylesheet: every page carries in <head> the rules its elements use
//   (scripts/postbuild.mjs); the whole sheet is for what scripts add later (the
//   form's messages, states they set), so it comes once the page has loaded. Without
//   JavaScript, app/root.tsx links it in a <noscript>.
// - The manifest matters only to a visitor who installs the site.
// See docs/decisions/0029-nothing-but-the-html-before-the-largest-paint.md.
import displayFont from "@font-subsets/cormorant-garamond.woff2?url";
import sansFont from "@font-subsets/nunito-sans.woff2?url";
import stylesheet from "./app.css?url";

/** Family, file and weights: the weights each file holds (siteFonts in scripts/fonts-plugin.ts). */
export const webFonts = [
  ["Nunito Sans Variable", sansFont, "400 700"],
  ["Cormorant Garamond Variable", displayFont, "600"],
] as const;

export { stylesheet };
export const manifest = "/manifest.webmanifest";

/** The links added once the page has loaded, as [rel, href]. */
const lateLinks = [
  ["stylesheet", stylesheet],
  ["manifest", manifest],
] as const;

/** A classic script for <head>: it runs before the first paint. */
export const lateResourcesScript = `{
const faces = ${JSON.stringify(webFonts)}.map(([family, url, weight]) => new FontFace(family, "url(" + url + ")", { weight, display: "swap" }));
const navigation = performance.getEntriesByType("navigation")[0];
const fontsCached = document.referrer.startsWith(location.origin + "/") || (navigation && navigation.type !== "navigate");
if (fontsCached) for (const face of faces) document.fonts.add(face);
// Once the page has painted text and loaded: its largest paint comes first.
let waiting = 2;
const fetchLate = () => {
  if (--waiting !== 0) return;
  for (const [rel, href] of ${JSON.stringify(lateLinks)}) {
    document.head.append(Object.assign(document.createElement("link"), { rel, href }));
  }
  if (!fontsCached) for (const face of faces) face.load();
};
new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName("first-contentful-paint").length === 0) return;
  observer.disconnect();
  fetchLate();
}).observe({ type: "paint", buffered: true });
addEventListener("load", () => {
  // After the frame that follows the load event.
  requestAnimationFrame(() => setTimeout(fetchLate));
  // A browser that reports no paint (Firefox after a link to an address with a fragment).
  setTimeout(() => waiting === 1 && fetchLate(), 3000);
}, { once: true });
}`;
