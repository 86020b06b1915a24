// What every page guarantees as it loads, checked in one load per page on each
// layout (the phone's has its own menu button, action bar and largest element):
// - the largest paint needs nothing but the HTML: text, or artwork drawn inline; where
//   the owner has put a photo in its place, the photo at least is fetched first (eager,
//   high priority). The web fonts, the whole stylesheet and the manifest are fetched
//   only after the first paint and the load event (app/styles/late-resources.ts);
// - nothing moves while it loads and hydrates (fonts, pictures, carousels, the badge),
//   and a page the visitor lands on stays in the metric-matched fallback fonts;
// - axe finds no WCAG 2.2 AA violation, and the headings start at one h1 and never
//   skip a level.
// A page reached from the site has the web fonts from its first paint, out of the cache.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, sitePages, wcagTags } from "./site";

/** Records the layout shifts and the largest paints of every document the page opens. */
async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const seen = { shifts: [] as number[], largest: [] as LargestContentfulPaint[] };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      seen.largest.push(...(list.getEntries() as LargestContentfulPaint[]));
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** Once the page has settled: its shifts added up, whether the web fonts are in use. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const { shifts } = (window as unknown as { __seen: { shifts: number[] } }).__seen;
    return {
      shift: shifts.reduce((sum, value) => sum + value, 0),
      // Text set in the sans drawn in the web font, not its fallback.
      webFonts: [...document.fonts].some(
        (face) => face.family.includes("Nunito Sans Variable") && face.status === "loaded",
      ),
    };
  });
}

for (const path of [...sitePages.map(({ path }) => path), "/pagina-inesistente"]) {
  test(`${path} paints from its HTML alone, does not move, and passes axe`, async ({ page }) => {
    await observePaints(page);
    await gotoHydrated(page, path);
    const { shift, webFonts } = await settled(page);
    // Below 0.001 is what Lighthouse reports as CLS 0 (sub-pixel rounding on a busy machine).
    expect(shift).toBeLessThan(0.001);
    expect(webFonts).toBe(false);

    const { largest, lateRequests, firstPaint, loaded, manifestLinks } = await page.evaluate(() => {
      const entry = (
        window as unknown as { __seen: { largest: LargestContentfulPaint[] } }
      ).__seen.largest.at(-1);
      return {
        largest: {
          url: entry?.url ?? "",
          tag: entry?.element?.tagName,
          loading: entry?.element?.getAttribute("loading") ?? undefined,
          priority: entry?.element?.getAttribute("fetchpriority") ?? undefined,
        },
        lateRequests: performance
          .getEntriesByType("resource")
          .filter((resource) => /\.(woff2|css)$/.test(resource.name))
          .map((resource) => resource.startTime),
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
        manifestLinks: document.querySelectorAll("head > link[rel=manifest]").length,
      };
    });
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
    if (largest.url !== "") {
      // A photo of the owner's: never lazy, fetched before anything else.
      expect(largest, `${path}: the largest element is ${largest.url}`).toMatchObject({
        tag: "IMG",
        loading: "eager",
        priority: "high",
      });
      expect(largest.url).not.toMatch(/\.svg$/);
    }

    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => {
      expect(level - (levels[i] ?? 1), `heading ${i + 2} on ${path}`).toBeLessThanOrEqual(1);
    });
  });
}

test("every page reached from the site has the web fonts from its first paint", async ({
  page,
  baseURL,
}) => {
  // The landing page fetches the fonts once painted.
  await observePaints(page);
  await page.goto("/");
  await settled(page);
  for (const { path } of sitePages) {
    await page.goto(path, { referer: `${baseURL}/` });
    const { shift, webFonts } = await settled(page);
    expect(shift, path).toBeLessThan(0.001);
    expect(webFonts, path).toBe(true);
  }
});
