// Nothing moves while a page loads and hydrates: fonts, pictures, carousels and
// the opening-hours badge all keep the space they need from the first paint.
import { expect, test } from "@playwright/test";
import { gotoHydrated, sitePages } from "./site";

for (const { path } of sitePages) {
  test(`${path} loads without layout shift`, async ({ page }) => {
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
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    // Below 0.001 is what Lighthouse reports as CLS 0 (sub-pixel rounding on a busy machine).
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });
}
