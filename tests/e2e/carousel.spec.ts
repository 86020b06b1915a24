// The carousels of the home page and the gallery, with as many slides as the
// content has; the words they say to screen readers are code (app/content/carousel.ts).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { carouselCopy } from "../../app/content/carousel";
import { content, gotoHydrated } from "./site";

// Window sizes are set per test; the desktop project is enough to drive them.
test.skip(({ isMobile }) => isMobile, "Viewport sizes are set by each test.");

const carousels = [
  {
    path: "/",
    name: content.home.machines.carouselLabel,
    count: content.home.machines.items.length,
  },
  {
    path: "/galleria",
    name: content.galleria.treatments.carouselLabel,
    count: content.galleria.treatments.items.length,
  },
  {
    path: "/galleria",
    name: content.galleria.interiors.carouselLabel,
    count: content.galleria.interiors.items.length,
  },
];

function parts(page: Page, name: string) {
  const carousel = page.getByRole("region", { name, exact: true });
  return {
    carousel,
    slides: carousel.locator(`[aria-roledescription="${carouselCopy.slideRoleDescription}"]`),
    inView: carousel.locator(
      `[aria-roledescription="${carouselCopy.slideRoleDescription}"]:not([inert])`,
    ),
    previous: carousel.getByRole("button", { name: carouselCopy.previous }),
    next: carousel.getByRole("button", { name: carouselCopy.next }),
  };
}

/** The labels of `perView` slides from the `first` (1-based), as screen readers hear them. */
function slidesFrom(first: number, perView: number, count: number): string[] {
  return Array.from({ length: Math.min(perView, count) }, (_, i) =>
    carouselCopy.position(first + i, count),
  );
}

async function inViewLabels(inView: Locator) {
  return inView.evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")));
}

for (const { path, name, count: slideCount } of carousels) {
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
        await expect(slides).toHaveCount(slideCount);
        await expect(inView).toHaveCount(Math.min(count, slideCount));
        await carousel.scrollIntoViewIfNeeded();

        // What is in view is what a sighted visitor sees inside the row.
        const row = await carousel.locator(".overflow-hidden").first().boundingBox();
        for (const slide of await inView.all()) {
          const box = await slide.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(row!.x - 1);
          expect(box!.x + box!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
        }
        // The others are inert: out of the accessibility tree and out of the Tab order.
        await expect(slides.and(page.locator("[inert]"))).toHaveCount(
          Math.max(0, slideCount - count),
        );
      });
    }

    test("moves with the buttons, and stops at the ends", async ({ page }) => {
      test.skip(slideCount < 2, "One slide does not move.");
      await page.setViewportSize({ width: 375, height: 900 });
      await gotoHydrated(page, path);
      const { inView, previous, next } = parts(page, name);
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await next.click();
      await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(2, 1, slideCount));
      for (let slide = 3; slide <= slideCount; slide++) await next.click();
      await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(slideCount, 1, slideCount));
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await previous.click();
      await expect
        .poll(() => inViewLabels(inView))
        .toEqual(slidesFrom(slideCount - 1, 1, slideCount));
    });

    test("moves with the keyboard", async ({ page }) => {
      test.skip(slideCount <= 3, "All the slides fit in a wide window.");
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, path);
      const { inView, next } = parts(page, name);
      await next.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(2, 3, slideCount));
      await expect(next).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(1, 3, slideCount));
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(2, 3, slideCount));
    });
  });
}

test("a swipe of 80 px or more moves one slide, however slow; a shorter one does not", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const gallery = content.galleria.treatments;
  const labels = (first: number) => slidesFrom(first, 1, gallery.items.length);
  test.skip(gallery.items.length < 2, "One slide does not move.");
  await gotoHydrated(page, "/galleria");
  const { carousel, inView } = parts(page, gallery.carouselLabel);
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
  await expect.poll(() => inViewLabels(inView)).toEqual(labels(1));
  await page.waitForTimeout(500);
  expect(await inViewLabels(inView)).toEqual(labels(1));

  // 100 px to the left, slowly: the next slide.
  await drag(250, 150, 25);
  await expect.poll(() => inViewLabels(inView)).toEqual(labels(2));

  // 100 px to the right: back to the first.
  await drag(100, 200, 25);
  await expect.poll(() => inViewLabels(inView)).toEqual(labels(1));
});
