// WCAG 2.2, 2.4.11 Focus Not Obscured: wherever the browser scrolls to show the
// focus (the first missing field after an empty submit, the next stop of Tab),
// the focused element ends up whole between the sticky header (with the price
// list's index under it on /servizi) and, on a phone, the action bar. The page's
// scroll padding does it (app/styles/app.css).
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./site";

/** The band of the window that nothing fixed covers: below the header (and index), above the bar. */
async function clearBand(page: Page) {
  const bottomOf = async (name: string) => {
    const element = page.getByRole("navigation", { name });
    if (!(await element.isVisible())) return undefined;
    return (await element.boundingBox())!;
  };
  const header = (await page.getByRole("banner").boundingBox())!;
  const index = await bottomOf("Sezioni del listino");
  const bar = await bottomOf("Azioni rapide");
  return {
    top: Math.max(header.y + header.height, index ? index.y + index.height : 0),
    bottom: bar ? bar.y : page.viewportSize()!.height,
  };
}

/** The focused element's box, once scrolling has settled. */
async function focusedBox(page: Page) {
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  let last = "";
  // Wait for two equal readings in a row: the scroll to the focus is over.
  await expect(async () => {
    const box = JSON.stringify(await focused.boundingBox());
    const same = box === last;
    last = box;
    expect(same).toBe(true);
  }).toPass({ intervals: [100] });
  return { box: (await focused.boundingBox())!, focused };
}

async function expectClear(page: Page, what: string) {
  const { box } = await focusedBox(page);
  const band = await clearBand(page);
  expect(box.y, `${what}: below the header`).toBeGreaterThanOrEqual(band.top - 0.5);
  expect(box.y + box.height, `${what}: above the action bar`).toBeLessThanOrEqual(
    band.bottom + 0.5,
  );
}

test("the first missing field after an empty submit shows whole", async ({ page }) => {
  await gotoHydrated(page, "/contatti#modulo");
  const submit = page.getByRole("button", { name: "Invia", exact: true });
  // From the button, the browser (or the form) moves up to the first missing field.
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const { focused } = await focusedBox(page);
  expect(await focused.evaluate((element) => element.matches("input, textarea, select"))).toBe(
    true,
  );
  await expectClear(page, "the first missing field");
});

test("Tab and Shift+Tab through the price list keep the focus in view", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  const links = page.getByRole("main").getByRole("region").getByRole("link");
  // Forward from a link halfway down, then back from the last: each stop is
  // scrolled into view from below, then from above.
  const count = await links.count();
  expect(count).toBeGreaterThan(8);
  await links.nth(Math.floor(count / 2)).focus();
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press("Tab");
    await expectClear(page, `Tab ${press + 1}`);
  }
  await links.last().focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press("Shift+Tab");
    await expectClear(page, `Shift+Tab ${press + 1}`);
  }
});

test("Tab from the top of the home page, past the hero as the action bar comes up, keeps the focus in view", async ({
  page,
  isMobile,
}) => {
  // No slide: each reading sees the bar where it stays.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  // From the start of the content, as after the skip link (the header's stops are in the header).
  await page.locator("main").focus();
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press("Tab");
    await expectClear(page, `Tab ${press + 1}`);
  }
  // By then the hero is behind: on a phone the bar is up, and nothing focused went under it.
  if (isMobile) await expect(page.getByRole("navigation", { name: "Azioni rapide" })).toBeVisible();
});
