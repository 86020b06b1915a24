// The phone menu works with no JavaScript at all (native <dialog>, invoker
// commands, closedby, CSS): every journey runs twice, with JavaScript on and off.
import { expect, test, type Page } from "@playwright/test";
import { content, gotoHydrated, menuPages } from "./site";

const menuLabels = menuPages.map((page) => page.navLabel);

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
  return menu(page);
}

async function expectClosed(page: Page) {
  const { opener, dialog } = menu(page);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The closed menu is out of reach: its links can be neither found nor focused.
  await expect(page.getByRole("navigation", { name: "Menu" })).toHaveCount(0);
}

/** Whether focus is inside the open menu, or on the browser's own controls (body). */
function focusInMenuOrBrowser(page: Page) {
  return menu(page).dialog.evaluate(
    (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, "/servizi");
    });

    test("starts closed, with the header links hidden", async ({ page }) => {
      const { opener, dialog } = menu(page);
      await expect(opener).toBeVisible();
      await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Principale" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Menu" })).toHaveCount(0);
    });

    test("opens over the whole screen with the page links, the current one marked", async ({
      page,
    }) => {
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

    test("keeps focus inside while open: Tab cycles through the menu", async ({ page }) => {
      const { dialog, closer } = await openMenu(page);
      const visited: string[] = [];
      // Past the last link focus may rest on the browser's own controls (in a
      // headless browser: the document), then comes back to the first control.
      for (let i = 0; i < 2 * (menuLabels.length + 2); i++) {
        await page.keyboard.press("Tab");
        expect(await focusInMenuOrBrowser(page), `Tab ${i + 1} left the menu`).toBe(true);
        visited.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
      }
      expect(visited).toEqual(expect.arrayContaining(menuLabels));
      await expect(dialog.getByRole("link").first()).toBeVisible();
      await closer.focus();
      await page.keyboard.press("Shift+Tab");
      expect(await focusInMenuOrBrowser(page)).toBe(true);
    });

    test("the page behind neither scrolls nor reacts while the menu is open; Escape closes it", async ({
      page,
    }) => {
      const { dialog } = await openMenu(page);
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      // A modal dialog takes the rest of the page out of reach, for screen readers too.
      expect(await dialog.evaluate((node) => node.matches(":modal"))).toBe(true);
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
      expect(await page.evaluate(() => document.querySelector(":modal"))).toBeNull();
    });

    test("closes with the close button", async ({ page }) => {
      const { closer } = await openMenu(page);
      await closer.click();
      await expectClosed(page);
    });

    test("closes with a tap outside the links", async ({ page }) => {
      await openMenu(page);
      const viewport = page.viewportSize();
      // Empty overlay near the bottom of the screen, below the links.
      await page.mouse.click((viewport?.width ?? 390) / 2, (viewport?.height ?? 800) - 40);
      await expectClosed(page);
    });

    test("following a link opens the page, with the menu closed", async ({ page }) => {
      const { dialog } = await openMenu(page);
      await dialog.getByRole("link", { name: "Galleria" }).click();
      await expect(page).toHaveURL("/galleria");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.galleria.title);
      await expect(menu(page).dialog).toBeHidden();
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
  });
}

test("a menu left open on a phone turned sideways stays visible and closes", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  const { dialog, closer } = await openMenu(page);
  await page.setViewportSize({ width: 915, height: 412 });
  await expect(dialog).toBeVisible();
  await closer.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.servizi.title);
});
