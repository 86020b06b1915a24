import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./site";

// Window sizes are set per test; the desktop project is enough to drive them.
test.skip(({ isMobile }) => isMobile, "Viewport sizes are set by each test.");

const carousels = [
  { path: "/", name: "I nostri macchinari" },
  { path: "/galleria", name: "Galleria dei trattamenti" },
  { path: "/galleria", name: "Galleria degli ambienti del centro" },
] as const;

function parts(page: Page, name: string) {
  const carousel = page.getByRole("region", { name });
  return {
    carousel,
    slides: carousel.locator('[aria-roledescription="elemento"]'),
    inView: carousel.locator('[aria-roledescription="elemento"]:not([inert])'),
    previous: carousel.getByRole("button", { name: "Elemento precedente" }),
    next: carousel.getByRole("button", { name: "Elemento successivo" }),
  };
}

async function inViewLabels(inView: Locator) {
  return inView.evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")));
}

for (const { path, name } of carousels) {
  test.describe(`${name} (${path})`, () => {
    for (const [width, count] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      test(`shows ${count} at ${width} px, the rest hidden from assistive technology`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        const { carousel, slides, inView } = parts(page, name);
        await expect(slides).toHaveCount(4);
        await expect(inView).toHaveCount(count);
        await carousel.scrollIntoViewIfNeeded();

        // What is in view is what a sighted visitor sees inside the row.
        const row = await carousel.locator(".overflow-hidden").first().boundingBox();
        for (const slide of await inView.all()) {
          const box = await slide.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(row!.x - 1);
          expect(box!.x + box!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
        }
        // The others are inert: out of the accessibility tree and out of the Tab order.
        await expect(slides.and(page.locator("[inert]"))).toHaveCount(4 - count);
      });
    }

    test("moves with the buttons, and stops at the ends", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await gotoHydrated(page, path);
      const { inView, previous, next } = parts(page, name);
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await next.click();
      await expect.poll(() => inViewLabels(inView)).toEqual(["2 di 4"]);
      await next.click();
      await next.click();
      await expect.poll(() => inViewLabels(inView)).toEqual(["4 di 4"]);
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await previous.click();
      await expect.poll(() => inViewLabels(inView)).toEqual(["3 di 4"]);
    });

    test("moves with the keyboard", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, path);
      const { inView, next } = parts(page, name);
      await next.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => inViewLabels(inView)).toEqual(["2 di 4", "3 di 4", "4 di 4"]);
      await expect(next).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => inViewLabels(inView)).toEqual(["1 di 4", "2 di 4", "3 di 4"]);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => inViewLabels(inView)).toEqual(["2 di 4", "3 di 4", "4 di 4"]);
    });
  });
}

test("a swipe of 80 px or more moves one slide, however slow; a shorter one does not", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/galleria");
  const { carousel, inView } = parts(page, "Galleria dei trattamenti");
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.locator("figure").first().boundingBox())!;
  const y = box.y + box.height / 2;

  async function drag(from: number, to: number, steps: number) {
    await page.mouse.move(box.x + from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + to, y, { steps });
    await page.mouse.up();
  }

  // 50 px, fast: below the threshold, it settles back.
  await drag(200, 150, 2);
  await expect.poll(() => inViewLabels(inView)).toEqual(["1 di 4"]);
  await page.waitForTimeout(500);
  expect(await inViewLabels(inView)).toEqual(["1 di 4"]);

  // 100 px to the left, slowly: the next slide.
  await drag(250, 150, 25);
  await expect.poll(() => inViewLabels(inView)).toEqual(["2 di 4"]);

  // 100 px to the right: back to the first.
  await drag(100, 200, 25);
  await expect.poll(() => inViewLabels(inView)).toEqual(["1 di 4"]);
});
