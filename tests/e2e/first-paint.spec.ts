// The largest element of every page arrives in the first response: text, or
// artwork drawn inline in the HTML. Where the owner has put a photo in its
// place, the photo at least is fetched first (eager, high priority). The web
// fonts, the whole stylesheet and the manifest of a page the visitor lands on
// are fetched only once it has painted (app/styles/late-resources.ts), after its
// first paint and its load event.
import { expect, test } from "@playwright/test";
import { sitePages } from "./site";

const pages = [...sitePages.map(({ path }) => path), "/pagina-inesistente"];

for (const path of pages) {
  test(`${path}: the largest paint needs nothing but the HTML`, async ({ page }) => {
    await page.goto(path);
    const largest = await page.evaluate(
      () =>
        new Promise<{
          url: string;
          time: number;
          tag?: string;
          loading?: string;
          priority?: string;
        }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as LargestContentfulPaint;
            resolve({
              time: entry.startTime,
              url: entry.url,
              tag: entry.element?.tagName,
              loading: entry.element?.getAttribute("loading") ?? undefined,
              priority: entry.element?.getAttribute("fetchpriority") ?? undefined,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    await page.waitForLoadState("networkidle");
    const { lateRequests, firstPaint, loaded, manifestLinks } = await page.evaluate(() => ({
      lateRequests: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(woff2|css)$/.test(entry.name))
        .map((entry) => entry.startTime),
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
      manifestLinks: document.querySelectorAll("head > link[rel=manifest]").length,
    }));
    expect(lateRequests).toHaveLength(3);
    // After the first paint and the load event, which the page's largest paint almost always
    // precedes (a paint that comes later still can, rarely: Lighthouse would then count them).
    for (const start of lateRequests) expect(start).toBeGreaterThan(Math.max(firstPaint, loaded));
    // The manifest (which the browser fetches by itself, unseen by resource timing) is
    // linked by the script; the HTML links it only for a browser without JavaScript.
    expect(manifestLinks).toBe(1);
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<link rel="manifest"/g)).toHaveLength(1);
    expect(html).toContain('<noscript><link rel="manifest"');
    if (largest.url === "") return;
    // A photo of the owner's: never lazy, fetched before anything else.
    expect(largest, `${path}: the largest element is ${largest.url}`).toMatchObject({
      tag: "IMG",
      loading: "eager",
      priority: "high",
    });
    expect(largest.url).not.toMatch(/\.svg$/);
  });
}
