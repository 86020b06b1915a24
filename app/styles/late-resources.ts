// What a page links late: the whole stylesheet and the web app manifest.
// Lighthouse counts in its largest paint every request that ends before it
// (docs/decisions/0017), and neither is needed for that paint:
// - The stylesheet: every page carries in <head> the rules its elements use
//   (scripts/postbuild.mjs); the whole sheet is for what scripts add later (the
//   form's messages, states they set), so it comes once the page has loaded. Without
//   JavaScript, app/root.tsx links it in a <noscript>.
// - The manifest matters only to a visitor who installs the site.
// The web fonts are not late: every page preloads them (app/root.tsx) and declares
// them in <head> (docs/decisions/0040-the-brand-in-the-first-paint.md).
// See docs/decisions/0029-nothing-but-the-html-before-the-largest-paint.md.
import stylesheet from "./app.css?url";

export { stylesheet };
export const manifest = "/manifest.webmanifest";

/** The links added once the page has loaded, as [rel, href]. */
const lateLinks = [
  ["stylesheet", stylesheet],
  ["manifest", manifest],
] as const;

/** A classic script for <head>: it runs before the first paint. */
export const lateResourcesScript = `{
// Once the page has painted text and loaded: its largest paint comes first.
let waiting = 2;
const linkLate = () => {
  if (--waiting !== 0) return;
  for (const [rel, href] of ${JSON.stringify(lateLinks)}) {
    document.head.append(Object.assign(document.createElement("link"), { rel, href }));
  }
};
new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName("first-contentful-paint").length === 0) return;
  observer.disconnect();
  linkLate();
}).observe({ type: "paint", buffered: true });
addEventListener("load", () => {
  // After the frame that follows the load event.
  requestAnimationFrame(() => setTimeout(linkLate));
  // A browser that reports no paint (Firefox after a link to an address with a fragment).
  setTimeout(() => waiting === 1 && linkLate(), 3000);
}, { once: true });
}`;
