// The site's two web fonts, cut down at build time (scripts/fonts-plugin.ts), and the
// script that declares them. Until it does, text paints in the metric-matched
// fallbacks of app/styles/app.css's font stacks. A page the visitor lands on paints
// and stays in them (no shift, and no font request competes with the first paint:
// Lighthouse counts every request that ends before the largest paint), fetching the
// fonts once it has painted text and loaded (the largest paint can follow the first).
// A page reached from another page of the site, or reloaded, finds them in the cache
// and uses them from its first paint.
// See docs/decisions/0021-fonts-after-the-first-paint.md.
import displayFont from "@font-subsets/cormorant-garamond.woff2?url";
import sansFont from "@font-subsets/nunito-sans.woff2?url";

/** Family, file and weights: the weights each file holds (siteFonts in scripts/fonts-plugin.ts). */
export const webFonts = [
  ["Nunito Sans Variable", sansFont, "400 700"],
  ["Cormorant Garamond Variable", displayFont, "600"],
] as const;

/** A classic script for <head>: it runs before the first paint. */
export const webFontsScript = `{
const faces = ${JSON.stringify(webFonts)}.map(([family, url, weight]) => new FontFace(family, "url(" + url + ")", { weight, display: "swap" }));
const navigation = performance.getEntriesByType("navigation")[0];
if (document.referrer.startsWith(location.origin + "/") || (navigation && navigation.type !== "navigate")) {
  for (const face of faces) document.fonts.add(face);
} else {
  let waiting = 2;
  const fetchFonts = () => {
    if (--waiting === 0) for (const face of faces) face.load();
  };
  // After the frame that follows the load event: the page's last large paint comes first.
  addEventListener("load", () => requestAnimationFrame(() => setTimeout(fetchFonts)), { once: true });
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    fetchFonts();
  }).observe({ type: "paint", buffered: true });
}
}`;
