// Every page with JavaScript off, as some visitors and most crawlers get it:
// its content and its navigation (tests/e2e/mobile-menu.spec.ts runs the whole
// phone menu journey without JavaScript too).
import { expect, test } from "@playwright/test";
import { paths } from "../../app/model/pages";
import { formatPrice } from "../../app/lib/format-price";
import { menuPages, packageRows, priceRows, salon, salonAddress, sitePages } from "./site";

test.use({ javaScriptEnabled: false });

for (const { path, heading } of sitePages) {
  test(`${path} shows its content and leads to every page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("contentinfo")).toContainText(
      `${salon.legalName} · ${salonAddress} · P.IVA ${salon.vatNumber}`,
    );

    // The header's links (the phone menu's, without JavaScript: mobile-menu.spec.ts).
    const nav = page.getByRole("navigation", { name: "Principale" });
    const next = menuPages.find((other) => other.path !== path && other.path !== paths.home)!;
    await nav.getByRole("link", { name: next.navLabel, exact: true }).click();
    await expect(page).toHaveURL(next.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      sitePages.find((other) => other.path === next.path)!.heading,
    );
  });
}

test("the price list is complete", async ({ page }) => {
  await page.goto(paths.servizi);
  const row = priceRows[priceRows.length - 1]!;
  await expect(page.getByText(row.item, { exact: true }).first()).toBeVisible();
  const prices = await page.locator("main").innerText();
  for (const { price } of [...priceRows, ...packageRows]) {
    expect(prices).toContain(formatPrice(price));
  }
});

test("the contact page says how to reach the salon without the form", async ({ page }) => {
  await page.goto(paths.contatti);
  // The words are code (app/features/contact-form/model.ts), the ways to reach the salon content.
  // Playwright turns scripts off without the parser knowing, so <noscript> stays
  // unrendered here: read it from the document instead.
  // The notice opens the form, where she starts reading, not by the button at its foot.
  expect(
    await page
      .locator("main form > :first-child")
      .evaluate((node) => [node.localName, node.textContent]),
  ).toEqual(["noscript", expect.stringContaining("Per inviare il modulo serve JavaScript")]);
  // A counter that never moves would look broken: the limit alone, said once.
  const message = page.getByRole("textbox", { name: "Messaggio", exact: true });
  await expect(message).toHaveAccessibleDescription("Al massimo 5.000 caratteri");
  await expect(page.getByText(/caratteri su/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: salon.mobile }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: salon.email }).first()).toBeVisible();
});

test("the footer lists every page", async ({ page }) => {
  await page.goto(paths.policy);
  const pagesNav = page.getByRole("navigation", { name: "Pagine del sito" });
  await expect(pagesNav.getByRole("link")).toHaveText(menuPages.map((page) => page.navLabel));
});
