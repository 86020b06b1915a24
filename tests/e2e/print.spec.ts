// The price list on paper, with the salon's facts in place of the header and footer.
import { expect, test } from "@playwright/test";
import { content, gotoHydrated, packageRows, priceRows, salon, salonAddress } from "./site";

const printLine = `${salon.name} · ${salonAddress} · ${salon.mobile} · ${salon.email}`;

test("the price list prints on A4 without the site's chrome", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Sezioni del listino" })).toBeHidden();
  await expect(
    page.getByRole("link", { name: content.servizi.cta.button, exact: true }),
  ).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.servizi.title);
  await expect(page.getByText(printLine, { exact: true })).toBeVisible();
  for (const price of await page.locator("main data").all()) await expect(price).toBeVisible();
  await expect(page.locator("main data")).toHaveCount(priceRows.length + packageRows.length);

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const pageCount = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pageCount).toBeGreaterThan(0);
  expect(pageCount).toBeLessThanOrEqual(6);
});

test("on screen the print-only line stays hidden", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  await expect(page.getByText(printLine, { exact: true })).toBeHidden();
});
