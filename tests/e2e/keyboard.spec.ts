// A visitor without a mouse: reads the price list, uses the menu, moves a
// carousel and sends a message, with the keyboard alone.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./site";

test.skip(({ isMobile }) => !isMobile, "The journey goes through the phone menu.");

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function goThroughMenu(page: Page, label: string) {
  const opener = page.getByRole("button", { name: "Apri il menu" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole("link", { name: label, exact: true }));
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
}

test("reads prices, uses the menu, moves a carousel and sends a message", async ({ page }) => {
  await page.route("https://api.emailjs.com/**", (route) =>
    route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } }),
  );
  await gotoHydrated(page, "/");

  // The menu opens with Enter and closes with Escape, giving focus back.
  const opener = page.getByRole("button", { name: "Apri il menu" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(opener).toBeFocused();

  // The price list: the index leads to a section, whose prices are then on screen.
  await goThroughMenu(page, "Servizi");
  await expect(page).toHaveURL("/servizi");
  await tabTo(
    page,
    page
      .getByRole("navigation", { name: "Sezioni del listino" })
      .getByRole("link", { name: "Corpo" }),
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/servizi#corpo");
  const pressoterapia = page.getByRole("listitem").filter({ hasText: "Pressoterapia" }).first();
  await expect(pressoterapia).toBeInViewport();
  await expect(pressoterapia).toContainText("20\u00a0€");

  // A carousel moves with its button.
  await goThroughMenu(page, "Galleria");
  await expect(page).toHaveURL("/galleria");
  const carousel = page.getByRole("region", { name: "Galleria dei trattamenti" });
  await tabTo(page, carousel.getByRole("button", { name: "Elemento successivo" }));
  await page.keyboard.press("Enter");
  await expect(carousel.locator('[aria-roledescription="elemento"]:not([inert])')).toHaveAttribute(
    "aria-label",
    "2 di 4",
  );

  // The message, typed and sent without a mouse.
  await goThroughMenu(page, "Contatti");
  await expect(page).toHaveURL("/contatti");
  await tabTo(page, page.getByLabel("Nome", { exact: true }));
  await page.keyboard.type("Giulia");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Rossi");
  await page.keyboard.press("Tab");
  await page.keyboard.type("giulia.rossi@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("giulia.rossi@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Vorrei prenotare una pulizia del viso.");
  await tabTo(page, page.getByRole("checkbox"));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox")).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Invia", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Messaggio Inviato !")).toBeVisible();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("");
});
