// Axe and the heading outline of every page are checked in the page's one load
// (page-load.spec.ts); here, what a page load alone does not show.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated, wcagTags } from "./site";

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
