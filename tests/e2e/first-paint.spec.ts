// The largest element of every page arrives in the first response: text, or
// artwork drawn inline in the HTML. Where the owner has put a photo in its
// place, the photo at least is fetched first (eager, high priority). The web
// fonts of a page the visitor lands on are fetched only once it has painted
// (app/styles/web-fonts.ts), after its first paint and its load event.
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
    const { fontRequests, firstPaint, loaded } = await page.evaluate(() => ({
      fontRequests: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => entry.startTime),
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
    }));
    expect(fontRequests).toHaveLength(2);
    // After the first paint and the load event, which the page's largest paint almost always
    // precedes (a paint that comes later still can, rarely: Lighthouse would then count them).
    for (const start of fontRequests) expect(start).toBeGreaterThan(Math.max(firstPaint, loaded));
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
