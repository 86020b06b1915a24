// A visitor without a mouse: reads the price list, uses the menu, moves a
// carousel and sends a message, with the keyboard alone.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { carouselCopy } from "../../app/model/carousel";
import { formatPrice } from "../../app/lib/format-price";
import { content, gotoHydrated, priceRows } from "./site";

// A section below the first, so that reaching it takes a scroll, and its first single price.
const section = content.servizi.sections[1] ?? content.servizi.sections[0]!;
const row = priceRows.find((entry) => entry.sectionId === section.id && !entry.duration);
const gallery = content.galleria.treatments;

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
  // Four pages and a hundred key presses: more than the default 30 s on a busy machine.
  test.slow();
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
      .getByRole("link", { name: section.title, exact: true }),
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/servizi#${section.id}`);
  await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeInViewport();
  if (row) {
    const item = page
      .getByRole("region", { name: section.title, exact: true })
      .getByRole("listitem")
      .filter({ has: page.getByText(row.item, { exact: true }) })
      .first();
    await expect(item).toBeInViewport();
    await expect(item).toContainText(formatPrice(row.price));
  }

  // A carousel moves with its button.
  await goThroughMenu(page, "Galleria");
  await expect(page).toHaveURL("/galleria");
  const carousel = page.getByRole("region", { name: gallery.carouselLabel, exact: true });
  await tabTo(page, carousel.getByRole("button", { name: carouselCopy.next }));
  await page.keyboard.press("Enter");
  await expect(
    carousel.locator(`[aria-roledescription="${carouselCopy.slideRoleDescription}"]:not([inert])`),
  ).toHaveAttribute("aria-label", carouselCopy.position(2, gallery.items.length));

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
  const consent = page.getByRole("checkbox", { name: /ti chiedo di rispondermi/ });
  await tabTo(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Invia", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Messaggio Inviato !")).toBeVisible();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("");
  // The focus is not lost on the page: it is on the thank-you, in view.
  const thanks = page.getByText("Grazie, il tuo messaggio è arrivato. Ti rispondo appena posso.", {
    exact: true,
  });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport({ ratio: 1 });
});
