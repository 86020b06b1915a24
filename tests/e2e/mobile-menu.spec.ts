// The phone menu works with no JavaScript at all (native <dialog>, invoker
// commands, closedby, CSS): every journey runs twice, with JavaScript on and off.
import { expect, test, type Page } from "@playwright/test";
import { telUrl } from "../../app/lib/external-links";
import { content, expectWhatsAppLink, gotoHydrated, menuPages, salon } from "./site";

const menuLabels = menuPages.map((page) => page.navLabel);

function menu(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Menu" });
  return {
    opener: page.getByRole("button", { name: "Apri il menu" }),
    dialog,
    closer: page.getByRole("button", { name: "Chiudi il menu" }),
    pages: dialog.getByRole("navigation", { name: "Menu" }),
    actions: dialog.getByRole("list", { name: "Contattami" }),
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

    test("starts closed; opens over the whole screen, the current page marked, keeping focus and the page behind still; Escape closes it", async ({
      page,
    }) => {
      const { opener, dialog, closer } = menu(page);
      await expect(opener).toBeVisible();
      await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Principale" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Menu" })).toHaveCount(0);

      await openMenu(page);
      await expect(menu(page).pages.getByRole("link")).toHaveText(menuLabels);
      await expect(dialog.getByRole("link", { name: "Servizi" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(closer).toBeFocused();
      const viewport = page.viewportSize();
      await expect
        .poll(async () => dialog.boundingBox())
        .toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

      // Tab cycles through the menu. Past the last link focus may rest on the browser's
      // own controls (in a headless browser: the document), then comes back to the first.
      const visited: string[] = [];
      for (let i = 0; i < 2 * (menuLabels.length + 4); i++) {
        await page.keyboard.press("Tab");
        expect(await focusInMenuOrBrowser(page), `Tab ${i + 1} left the menu`).toBe(true);
        visited.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
      }
      expect(visited).toEqual(expect.arrayContaining(menuLabels));
      await closer.focus();
      await page.keyboard.press("Shift+Tab");
      expect(await focusInMenuOrBrowser(page)).toBe(true);

      // The page behind does not scroll, and a modal dialog takes it out of reach, for
      // screen readers too.
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      expect(await dialog.evaluate((node) => node.matches(":modal"))).toBe(true);
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
      expect(await page.evaluate(() => document.querySelector(":modal"))).toBeNull();
    });

    test("slides in over 700 ms (not under reduced motion), closes with its button or a tap outside, and its links lead to their page", async ({
      page,
    }) => {
      const { dialog, closer } = await openMenu(page);
      await expect(dialog).toHaveCSS("transition-duration", /0\.7s/);
      await expect(dialog).toHaveCSS("transition-property", /translate/);
      await closer.click();
      await expectClosed(page);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await openMenu(page);
      await expect(dialog).toHaveCSS("transition-property", "none");
      // Empty overlay between the pages and the call and WhatsApp links.
      const pagesBottom = await menu(page).pages.evaluate(
        (nav) => nav.getBoundingClientRect().bottom,
      );
      const actionsTop = (await menu(page).actions.boundingBox())!.y;
      expect(actionsTop - pagesBottom).toBeGreaterThan(16);
      await page.mouse.click(page.viewportSize()!.width / 2, (pagesBottom + actionsTop) / 2);
      await expectClosed(page);

      await openMenu(page);
      await dialog.getByRole("link", { name: "Galleria" }).click();
      await expect(page).toHaveURL("/galleria");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.galleria.title);
      await expect(menu(page).dialog).toBeHidden();
    });
  });
}

test("after the pages, a call and WhatsApp at the bottom of the screen", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  const { dialog, pages, actions } = await openMenu(page);
  const call = actions.getByRole("link", { name: "Chiama", exact: true });
  await expect(call).toHaveAttribute("href", telUrl(salon.mobile));
  await expectWhatsAppLink(
    actions.getByRole("link", { name: "WhatsApp (si apre in una nuova scheda)", exact: true }),
  );
  await expect(actions.getByRole("link")).toHaveCount(salon.whatsApp ? 2 : 1);
  // Below the last page, down at the screen's bottom edge, where a thumb reaches.
  const pagesBox = (await pages.boundingBox())!;
  const actionsBox = (await actions.boundingBox())!;
  const dialogBox = (await dialog.boundingBox())!;
  expect(actionsBox.y).toBeGreaterThan(pagesBox.y + pagesBox.height);
  expect(dialogBox.y + dialogBox.height - (actionsBox.y + actionsBox.height)).toBeLessThanOrEqual(
    24,
  );
  for (const link of await actions.getByRole("link").all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

test("a menu left open on a phone turned sideways stays visible and closes", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  const { dialog, closer } = await openMenu(page);
  await page.setViewportSize({ width: 915, height: 412 });
  await expect(dialog).toBeVisible();
  await closer.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.servizi.title);
});
