// One tap to the salon from any page: on a phone, the action bar fixed at the
// bottom (Chiama, WhatsApp, Prenota); on a wide screen, "Prenota" in the header.
// The links come from the salon's facts in the content; the words are code
// (app/model/layout.ts) and stay literal. The bar never covers anything for
// good: it comes up only once the page's first band (the hero) has scrolled
// away, the page then ends above it, and it steps aside for the phone menu.
// Without JavaScript it is always there.
import { expect, test, type Page } from "@playwright/test";
import { telUrl, whatsAppUrl } from "../../app/lib/external-links";
import { gotoHydrated, salon, sitePages, watchConsole } from "./site";

const newTab = "(si apre in una nuova scheda)";
/** Where "Prenota" leads: the owner's booking page, or the contact form. */
const booking = salon.bookingUrl
  ? { href: salon.bookingUrl, name: `Prenota ${newTab}` }
  : { href: "/contatti#modulo", name: "Prenota" };
const notFoundPath = "/pagina-inesistente";
const everyPage = [...sitePages.map(({ path }) => path), notFoundPath];

function actionBar(page: Page) {
  const bar = page.getByRole("navigation", { name: "Azioni rapide" });
  return {
    bar,
    call: bar.getByRole("link", { name: "Chiama", exact: true }),
    whatsApp: bar.getByRole("link", { name: `WhatsApp ${newTab}`, exact: true }),
    book: bar.getByRole("link", { name: booking.name, exact: true }),
  };
}

/** Scrolled to the very end of the page: the first band is long gone. */
const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** The room the page keeps at its end, below the footer. */
const roomAtTheEnd = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).paddingBottom);

/** The header's own "Prenota", for wide screens. */
const headerBooking = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: booking.name, exact: true });

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "The bar shows below the md breakpoint.");

  for (const path of everyPage) {
    const notFound = path === notFoundPath;
    test(`${path}: call, WhatsApp and book, one tap each, at the bottom of the screen, and the page ends clear of it`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const { bar, call, whatsApp, book } = actionBar(page);
      // As the page opens, over its first band, the bar waits below the screen,
      // keeping no room at the end (before a form's island scrolls into view).
      await page.goto(path);
      await expect(bar).toBeHidden();
      expect(await roomAtTheEnd(page)).toBe("0px");
      await gotoHydrated(page, path);
      if (notFound) {
        // The whole page fits on the screen: the bar never comes up, the page ends with the footer.
        await scrollToEnd(page);
        await expect(bar).toBeHidden();
        expect(await roomAtTheEnd(page)).toBe("0px");
        // Its own 404 is the one message expected in the console.
        expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
        return;
      }
      await scrollToEnd(page);
      await expect(bar).toBeVisible();
      // Done sliding up (250 ms where motion is not reduced) before it is measured.
      await expect.poll(() => bar.evaluate((element) => element.getAnimations().length)).toBe(0);
      await expect(bar.getByRole("link")).toHaveCount(3);
      await expect(call).toHaveAttribute("href", telUrl(salon.mobile));
      // The chat opens with the salon's number and the same request as on Contatti.
      await expect(whatsApp).toHaveAttribute(
        "href",
        whatsAppUrl(salon.mobile, "Ciao, vorrei prenotare un appuntamento."),
      );
      await expect(whatsApp).toHaveAttribute("target", "_blank");
      await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
      await expect(book).toHaveAttribute("href", booking.href);
      // Icons are decoration: each link is named by its words alone.
      for (const icon of await bar.locator("svg").all()) {
        await expect(icon).toHaveAttribute("aria-hidden", "true");
      }
      // Fixed to the bottom edge, the whole width, each link a comfortable target.
      const viewport = page.viewportSize()!;
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
      expect(box.width).toBeCloseTo(viewport.width, 0);
      for (const link of [call, whatsApp, book]) {
        const target = (await link.boundingBox())!;
        expect(target.height).toBeGreaterThanOrEqual(44);
        expect(target.width).toBeGreaterThanOrEqual(44);
      }
      // The wide header's "Prenota" is not there twice.
      await expect(headerBooking(page)).toBeHidden();
      expect(problems).toEqual([]);

      const footer = page.getByRole("contentinfo");
      // Again until the page has settled (pictures, fonts): scrolled to its very end,
      // the footer's last line of text, and the footer itself, end above the bar.
      await expect(async () => {
        await scrollToEnd(page);
        const barTop = (await bar.boundingBox())!.y;
        const lastLine = await footer.evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          let bottom = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // Text a visitor sees: not the words only screen readers get (a 1 px box).
            const box = node.parentElement?.getBoundingClientRect();
            if (!node.textContent?.trim() || !box || box.width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) bottom = Math.max(bottom, rect.bottom);
          }
          return bottom;
        });
        expect(lastLine).toBeGreaterThan(0);
        expect(lastLine).toBeLessThanOrEqual(barTop);
        const footerBox = (await footer.boundingBox())!;
        expect(Math.abs(footerBox.y + footerBox.height - barTop)).toBeLessThanOrEqual(0.5);
      }).toPass();
    });
  }

  test("comes up once the hero has scrolled away under the header, and goes back down over it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const { bar } = actionBar(page);
    const hero = page.locator("main section").first();
    await expect(hero).toBeInViewport();
    await expect(bar).toBeHidden();
    // Its last pixel still shows below the header: still hidden.
    const header = (await page.getByRole("banner").boundingBox())!;
    const heroBottom = await hero.evaluate(
      (element) => element.getBoundingClientRect().bottom + window.scrollY,
    );
    await page.evaluate((y) => window.scrollTo(0, y), heroBottom - header.height - 2);
    await expect(bar).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), heroBottom - header.height + 2);
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect(await roomAtTheEnd(page)).not.toBe("0px");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      if (!javaScriptEnabled) {
        test("is there from the first screen, with room for it at the end", async ({ page }) => {
          await gotoHydrated(page, "/");
          await expect(actionBar(page).bar).toBeVisible();
          expect(await roomAtTheEnd(page)).not.toBe("0px");
        });
      }

      test("steps aside while the menu is open", async ({ page }) => {
        await gotoHydrated(page, "/servizi");
        await scrollToEnd(page);
        const { bar } = actionBar(page);
        await expect(bar).toBeVisible();
        await page.getByRole("button", { name: "Apri il menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expect(bar).toBeHidden();
        await page.getByRole("button", { name: "Chiudi il menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
        await expect(bar).toBeVisible();
      });
    });
  }

  test("Prenota leads to the contact form", async ({ page }) => {
    test.skip(Boolean(salon.bookingUrl), "The owner books on her own platform.");
    await gotoHydrated(page, "/servizi");
    await scrollToEnd(page);
    await actionBar(page).book.click();
    await expect(page).toHaveURL("/contatti#modulo");
    const name = page.getByLabel("Nome", { exact: true });
    await expect(name).toBeInViewport();
  });

  test("the toasts on Contatti stay in view, clear of the bar", async ({ page }) => {
    await page.route("https://api.emailjs.com/**", (route) => route.abort());
    await gotoHydrated(page, "/contatti");
    await page.getByLabel("Nome", { exact: true }).fill("Giulia");
    await page.getByLabel("Cognome", { exact: true }).fill("Rossi");
    await page.getByLabel("E-mail", { exact: true }).fill("giulia.rossi@example.com");
    await page.getByLabel("Conferma e-mail", { exact: true }).fill("giulia.rosi@example.com");
    await page.getByLabel("Messaggio", { exact: true }).fill("Vorrei un appuntamento.");
    await page.getByRole("checkbox", { name: /^Ho letto l'informativa privacy/ }).check();
    await page.getByRole("button", { name: "Invia", exact: true }).click();
    const toast = page
      .getByRole("region", { name: /^Notifiche/ })
      .getByRole("listitem")
      .filter({ hasText: "Le email non combaciano" });
    await expect(toast).toBeInViewport({ ratio: 1 });
    const barTop = (await actionBar(page).bar.boundingBox())!.y;
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  });
});

test.describe("on a wide screen", () => {
  test.skip(({ isMobile }) => isMobile, "Window sizes are set by each test.");

  for (const path of everyPage) {
    test(`${path}: Prenota in the header, no bar`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(headerBooking(page)).toBeVisible();
      await expect(headerBooking(page)).toHaveAttribute("href", booking.href);
      await expect(actionBar(page).bar).toBeHidden();
    });
  }

  test("the bar shows below 768 px, the header's Prenota from 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await gotoHydrated(page, "/");
    await scrollToEnd(page);
    await expect(actionBar(page).bar).toBeVisible();
    await expect(headerBooking(page)).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(actionBar(page).bar).toBeHidden();
    await expect(headerBooking(page)).toBeVisible();
    // Without the bar, the page ends with no room left for it.
    const padding = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    expect(padding).toBe("0px");
  });

  test("the header's Prenota leads to the contact form", async ({ page }) => {
    test.skip(Boolean(salon.bookingUrl), "The owner books on her own platform.");
    await gotoHydrated(page, "/");
    await headerBooking(page).click();
    await expect(page).toHaveURL("/contatti#modulo");
    await expect(page.getByLabel("Nome", { exact: true })).toBeInViewport();
  });

  test("neither is printed", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await gotoHydrated(page, "/servizi");
    await scrollToEnd(page);
    await expect(actionBar(page).bar).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(actionBar(page).bar).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
  });
});
