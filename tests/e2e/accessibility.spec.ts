import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated, sitePages } from "./site";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// Axe on both layouts (the phone's has its own menu button and action bar); the
// outline is the same at every width, read in the same load.
for (const path of [...sitePages.map((page) => page.path), "/pagina-inesistente"]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}, and the headings go in order`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);

    // One h1 first, and no level skipped.
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

test("the skip link is the first stop and leads to the main content", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "The skip link does not depend on the viewport.");
  await gotoHydrated(page, "/servizi");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Vai al contenuto" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("axe finds no violation in the open phone menu", async ({ page, isMobile }) => {
  test.skip(!isMobile, "The menu button shows below the md breakpoint.");
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Apri il menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
