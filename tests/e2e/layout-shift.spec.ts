// Nothing moves while a page loads and hydrates: fonts, pictures, carousels and
// the opening-hours badge all keep the space they need from the first paint.
// The web fonts never swap in under the visitor's eyes: a page she lands on stays
// in the metric-matched fallbacks; a page reached from the site has the fonts,
// from the cache, at its first paint (app/styles/late-resources.ts).
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, sitePages } from "./site";

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function totalShift(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** Whether text set in the sans is drawn in the web font, not its fallback. */
const webFontInUse = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.includes("Nunito Sans Variable") && face.status === "loaded",
    ),
  );

for (const { path } of sitePages) {
  test(`${path} loads without layout shift`, async ({ page }) => {
    await recordShifts(page);
    await gotoHydrated(page, path);
    // Below 0.001 is what Lighthouse reports as CLS 0 (sub-pixel rounding on a busy machine).
    expect(await totalShift(page)).toBeLessThan(0.001);
    expect(await webFontInUse(page)).toBe(false);
  });

  test(`${path} reached from the site has the web fonts from its first paint`, async ({
    page,
    baseURL,
  }) => {
    // The landing page fetches the fonts once painted.
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await recordShifts(page);
    await page.goto(path, { referer: `${baseURL}/` });
    expect(await totalShift(page)).toBeLessThan(0.001);
    expect(await webFontInUse(page)).toBe(true);
  });
}
