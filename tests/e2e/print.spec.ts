import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./site";

test.skip(({ isMobile }) => isMobile, "Printing does not depend on the viewport.");

test("the price list prints on A4 without the site's chrome", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Sezioni del listino" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Prenota il tuo trattamento" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servizi e prezzi");
  await expect(
    page.getByText(
      "Centro Estetico Aurora · Via dell'Esempio 12, 40121 Bologna (BO) · +39 345 000 0000 · info@example.com",
    ),
  ).toBeVisible();
  for (const price of await page.locator("main data").all()) await expect(price).toBeVisible();
  await expect(page.locator("main data")).toHaveCount(39);

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const pageCount = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pageCount).toBeGreaterThan(0);
  expect(pageCount).toBeLessThanOrEqual(6);
});

test("on screen the print-only line stays hidden", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  await expect(page.getByText(/· info@example\.com$/)).toBeHidden();
});
