import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated, sitePages } from "./site";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

for (const path of [...sitePages.map((page) => page.path), "/pagina-inesistente"]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}

test("axe finds no violation in the open phone menu", async ({ page, isMobile }) => {
  test.skip(!isMobile, "The menu button shows below the md breakpoint.");
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Apri il menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
