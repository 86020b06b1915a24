// What every page guarantees as it loads, checked in one load per page on each
// layout (the phone's has its own menu button, action bar and largest element):
// - the brand from the first visit: a page the visitor lands on (a new browser, no
//   referrer, nothing cached) shows its headings in Cormorant Garamond and its text in
//   Nunito Sans, both preloaded by the HTML and declared in its <head>; the
//   metric-matched fallbacks only fill the instant before they arrive
//   (docs/decisions/0040-the-brand-in-the-first-paint.md);
// - the largest paint needs nothing but the HTML and those two fonts: text, or artwork
//   drawn inline; where it is a picture (a photo of the owner's, her portrait's
//   placeholder on Chi sono), the picture at least is fetched first (eager, high priority). The whole stylesheet and the manifest are
//   fetched only after the first paint and the load event (app/styles/late-resources.ts);
// - nothing moves while it loads and hydrates (fonts, pictures, carousels, the badge):
//   CLS at most 0.005, landed on and reached from another page;
// - axe finds no WCAG 2.2 AA violation, and the headings start at one h1 and never
//   skip a level.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { bookingFormAnchor, bookingGroups, bookingSearch } from "../../app/lib/booking";
import { gotoHydrated, priceSections, sitePages, wcagTags } from "./site";

/** The most a page may move as it loads: Lighthouse's "good" is 0.1; ours is 0.005. */
const maxShift = 0.005;

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

/** The fonts Chromium drew an element's own text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string, index = 0): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: nodeIds[index]! });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? "" : " (system)"}`);
}

/** Which of the main text's paragraphs is the first set in the sans with words of its own. */
async function textParagraph(page: Page): Promise<number> {
  const index = await page
    .locator("main p")
    .evaluateAll((paragraphs) =>
      paragraphs.findIndex(
        (p) =>
          getComputedStyle(p).fontFamily.startsWith('"Nunito Sans Variable"') &&
          [...p.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
          ),
      ),
    );
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

/** Once the page has settled: its shifts added up, and the fonts of a heading and a paragraph. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const shift = await page.evaluate(() =>
    (window as unknown as { __seen: { shifts: number[] } }).__seen.shifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
  return {
    shift,
    heading: await renderedFonts(page, "main h1"),
    paragraph: await renderedFonts(page, "main p", await textParagraph(page)),
  };
}

/** Drawn in the web fonts, and in nothing else: no character left to a fallback. */
function expectBrandFonts(
  path: string,
  { heading, paragraph }: { heading: string[]; paragraph: string[] },
) {
  // The files' own names ("Cormorant Garamond Light": the variable font's default
  // instance, here pinned at 600); a system font would read "… (system)".
  expect(heading, `${path}: the h1`).toEqual([
    expect.stringMatching(/^Cormorant Garamond\b[^(]*$/),
  ]);
  expect(paragraph, `${path}: a paragraph`).toEqual([
    expect.stringMatching(/^Nunito Sans\b[^(]*$/),
  ]);
}

for (const path of [...sitePages.map(({ path }) => path), "/pagina-inesistente"]) {
  test(`${path}, landed on, is in the brand's fonts, does not move, and passes axe`, async ({
    page,
  }) => {
    await observePaints(page);
    await gotoHydrated(page, path);
    const fonts = await settled(page);
    test.info().annotations.push({ type: "CLS landed", description: fonts.shift.toFixed(5) });
    expect(fonts.shift).toBeLessThanOrEqual(maxShift);
    expectBrandFonts(path, fonts);

    const { largest, fontRequests, lateRequests, firstPaint, loaded, manifestLinks } =
      await page.evaluate(() => {
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
          // Each font once: the preload is the request the @font-face rule uses.
          fontRequests: performance
            .getEntriesByType("resource")
            .filter((resource) => resource.name.endsWith(".woff2"))
            .map((resource) => new URL(resource.name).pathname),
          lateRequests: performance
            .getEntriesByType("resource")
            .filter((resource) => resource.name.endsWith(".css"))
            .map((resource) => resource.startTime),
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
          loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
          manifestLinks: document.querySelectorAll("head > link[rel=manifest]").length,
        };
      });
    const html = await (await page.request.get(path)).text();
    const preloaded = [
      ...html.matchAll(
        /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous">/g,
      ),
    ].map(([, href]) => href);
    expect(preloaded).toHaveLength(2);
    expect([...fontRequests].sort()).toEqual([...preloaded].sort());
    // The stylesheet after the first paint and the load event, which the page's largest paint
    // almost always precedes (a paint that comes later still can, rarely: Lighthouse would then count it).
    expect(lateRequests).toHaveLength(1);
    for (const start of lateRequests) expect(start).toBeGreaterThan(Math.max(firstPaint, loaded));
    // The manifest (which the browser fetches by itself, unseen by resource timing) is
    // linked by the script; the HTML links it only for a browser without JavaScript.
    expect(manifestLinks).toBe(1);
    expect(html.match(/<link rel="manifest"/g)).toHaveLength(1);
    expect(html).toContain('<noscript><link rel="manifest"');
    if (largest.url !== "") {
      // A picture in the first screen (a photo of the owner's, or her portrait's illustrated
      // placeholder on Chi sono): never lazy, fetched before anything else.
      expect(largest, `${path}: the largest element is ${largest.url}`).toMatchObject({
        tag: "IMG",
        loading: "eager",
        priority: "high",
      });
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

for (const path of [...sitePages.map(({ path }) => path), "/pagina-inesistente"]) {
  test(`${path}, landed on over a slow connection, paints in the fallbacks and moves nothing as the fonts swap in`, async ({
    page,
  }) => {
    // The fonts held back until the page has painted: the fallbacks' own test.
    await page.route("**/*.woff2", async (route) => {
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length,
      );
      await route.continue();
    });
    await observePaints(page);
    await gotoHydrated(page, path);
    const fonts = await settled(page);
    const { firstPaint, fontsEnd } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      fontsEnd: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((resource) => resource.name.endsWith(".woff2"))
        .map((resource) => resource.responseEnd),
    }));
    expect(fontsEnd).toHaveLength(2);
    for (const end of fontsEnd) expect(end).toBeGreaterThan(firstPaint);
    test.info().annotations.push({ type: "CLS swapped", description: fonts.shift.toFixed(5) });
    expect(fonts.shift).toBeLessThanOrEqual(maxShift);
    expectBrandFonts(path, fonts);
  });
}

test("every page reached from another page is in the brand's fonts and does not move", async ({
  page,
  baseURL,
}) => {
  await observePaints(page);
  await page.goto("/");
  await settled(page);
  for (const { path } of sitePages) {
    await page.goto(path, { referer: `${baseURL}/` });
    const fonts = await settled(page);
    test
      .info()
      .annotations.push({ type: `CLS navigated ${path}`, description: fonts.shift.toFixed(5) });
    expect(fonts.shift, path).toBeLessThanOrEqual(maxShift);
    expectBrandFonts(path, fonts);
  }
});

// "Prenota" lands on the form, which shows the treatment chosen once its script runs: the
// page keeps the summary's room from its first paint (app/styles/app.css), for the longest
// name (a package's, on a narrow phone two lines or three) as for a short one.
const bookable = bookingGroups(priceSections).flatMap((group) => group.options);
const byLength = [...bookable].sort((a, b) => a.name.length - b.name.length);
for (const option of [byLength[0]!, byLength.at(-1)!]) {
  test(`Contatti, landed on from the «Prenota» of ${option.name}, does not move as the form shows it`, async ({
    page,
  }) => {
    await observePaints(page);
    await gotoHydrated(page, `/contatti${bookingSearch(option)}#${bookingFormAnchor}`);
    await expect(page.getByRole("group", { name: "Hai scelto" })).toContainText(option.name);
    const { shift } = await settled(page);
    test.info().annotations.push({ type: "CLS booking", description: shift.toFixed(5) });
    expect(shift).toBeLessThanOrEqual(maxShift);
  });
}
