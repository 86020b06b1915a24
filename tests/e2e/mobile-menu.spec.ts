import { expect, test, type Page } from "@playwright/test";
import { content, gotoHydrated } from "./site";

test.skip(({ isMobile }) => !isMobile, "The menu button shows below the md breakpoint.");

const menuLabels = ["Home", "Servizi", "Chi Sono", "Galleria", "Contatti"];

function menu(page: Page) {
  return {
    opener: page.getByRole("button", { name: "Apri il menu" }),
    dialog: page.getByRole("dialog", { name: "Menu" }),
    closer: page.getByRole("button", { name: "Chiudi il menu" }),
  };
}

async function openMenu(page: Page) {
  const { opener, dialog } = menu(page);
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(opener).toHaveAttribute("aria-expanded", "true");
  return menu(page);
}

async function expectClosed(page: Page) {
  const { opener, dialog } = menu(page);
  await expect(dialog).toBeHidden();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await expect(opener).toBeFocused();
  // The closed menu is out of reach: none of its links can be found or focused.
  await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/servizi");
});

test("starts closed, with the header links hidden", async ({ page }) => {
  const { opener, dialog } = menu(page);
  await expect(opener).toBeVisible();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Principale" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
});

test("opens over the whole screen with five links, the current page marked", async ({ page }) => {
  const { dialog, closer } = await openMenu(page);
  await expect(dialog.getByRole("link")).toHaveText(menuLabels);
  await expect(dialog.getByRole("link", { name: "Servizi" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(closer).toBeFocused();

  const viewport = page.viewportSize();
  await expect
    .poll(async () => dialog.boundingBox())
    .toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
});

test("keeps focus inside while open", async ({ page }) => {
  const { dialog } = await openMenu(page);
  const visited: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((node) => node.contains(document.activeElement));
    expect(inside, `Tab ${i + 1} left the menu`).toBe(true);
    visited.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
  }
  expect(visited).toEqual(expect.arrayContaining(menuLabels));
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});

test("the page behind does not scroll while the menu is open", async ({ page }) => {
  await openMenu(page);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.keyboard.press("Escape");
  await expectClosed(page);
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("closes with the close button", async ({ page }) => {
  const { closer } = await openMenu(page);
  await closer.click();
  await expectClosed(page);
});

test("closes with a tap on the overlay", async ({ page }) => {
  await openMenu(page);
  const viewport = page.viewportSize();
  // Empty overlay near the bottom of the screen, below the links.
  await page.mouse.click((viewport?.width ?? 390) / 2, (viewport?.height ?? 800) - 40);
  await expectClosed(page);
});

test("closes with Escape", async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expectClosed(page);
});

test("following a link closes it and opens the page", async ({ page }) => {
  const { dialog } = await openMenu(page);
  await dialog.getByRole("link", { name: "Galleria" }).click();
  await expect(page).toHaveURL("/galleria");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.galleria.title);
  await expectClosed(page);
});

test("slides in over 700 ms, and without sliding under reduced motion", async ({ page }) => {
  const { dialog } = await openMenu(page);
  await expect(dialog).toHaveCSS("transition-duration", /0\.7s/);
  await expect(dialog).toHaveCSS("transition-property", /translate/);
  await page.keyboard.press("Escape");
  await expectClosed(page);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await openMenu(page);
  await expect(dialog).toHaveCSS("transition-property", "none");
});
