// The carousels of the home page and the gallery, with as many slides as the
// content has; the words they say to screen readers are code (app/model/carousel.ts).
// CSS scrolls and snaps them; a small inline script (app/enhance/carousel.ts), not
// React, adds the buttons, the keys, the mouse drag and the inert slides
// (docs/decisions/0012-carousel-scroll-snap.md).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { carouselCopy } from "../../app/model/carousel";
import { fitsFrom } from "../../app/lib/carousel-fit";
import { content } from "./site";

// Window sizes are set per test: the desktop project alone runs this spec (playwright.config.ts).
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
  const slide = `[aria-roledescription="${carouselCopy.slideRoleDescription}"]`;
  return {
    carousel,
    slides: carousel.locator(slide),
    inView: carousel.locator(`${slide}:not([inert])`),
    previous: carousel.getByRole("button", { name: carouselCopy.previous }),
    next: carousel.getByRole("button", { name: carouselCopy.next }),
    /** "1–3 di 4", between the buttons. */
    position: carousel.locator("[data-carousel-shown]"),
    /** What a screen reader is told after a move. */
    status: carousel.getByRole("status"),
  };
}

/** Opens a page once the carousel's script has run (it marks the carousel; React plays no part). */
async function gotoEnhanced(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(parts(page, name).carousel).toHaveAttribute("data-enhanced", "");
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

/** Whether a slide lies entirely inside the carousel's row, as a sighted visitor sees it. */
async function insideRow(carousel: Locator, slide: Locator) {
  const row = (await carousel.boundingBox())!;
  const box = (await slide.boundingBox())!;
  return box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1;
}

// What a carousel shows depends on its number of slides (app/lib/carousel-fit.ts):
// each one is checked at the widths where that changes, from a load at the first
// and as the window is resized to the others.
for (const { path, name, count: slideCount } of carousels) {
  test(`${name} (${path}): shows 1, 2, 3 at 375, 800, 1280 px, the rest hidden from assistive technology`, async ({
    page,
  }) => {
    const { carousel, slides, inView } = parts(page, name);
    for (const [width, count] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        if (width === 375) await gotoEnhanced(page, path, name);
        await expect(slides).toHaveCount(slideCount);
        await expect(inView).toHaveCount(Math.min(count, slideCount));
        await carousel.scrollIntoViewIfNeeded();

        // What is in view is what a sighted visitor sees inside the row, from the first slide.
        await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(1, count, slideCount));
        for (const slide of await inView.all()) expect(await insideRow(carousel, slide)).toBe(true);
        // The others are inert: out of the accessibility tree and out of the Tab order.
        await expect(slides.and(page.locator("[inert]"))).toHaveCount(
          Math.max(0, slideCount - count),
        );
      });
    }
  });
}

/**
 * Window widths where every slide of a carousel of `count` is in view (the
 * breakpoints of app/lib/carousel-fit.ts: 700, 1024 and 3000 px), and one where not.
 */
function fitWidths(count: number): { fit: number[]; notFit?: number } {
  const from = { always: 375, tablet: 700, lg: 1024, "3xl": 3000, never: undefined }[
    fitsFrom(count)
  ];
  const widths = [375, 700, 800, 1024, 1280, 3000, 3200];
  return {
    fit: from === undefined ? [] : widths.filter((width) => width >= from),
    notFit: from === undefined ? 3200 : widths.filter((width) => width < from).at(-1),
  };
}

for (const { path, name, count: slideCount } of carousels) {
  const { fit, notFit } = fitWidths(slideCount);
  // The widest, the narrowest where all fit, and one in between.
  const widths = [...new Set([3200, fit[0], fit[Math.floor(fit.length / 2)]])].filter(
    (width): width is number => width !== undefined && fit.includes(width),
  );

  test(`${name} (${path}): centred without buttons where every slide fits, with them where not`, async ({
    page,
  }) => {
    const { carousel, slides, inView, previous, next } = parts(page, name);
    for (const [index, width] of widths.entries()) {
      await test.step(`${width} px: centred, and no buttons`, async () => {
        await page.setViewportSize({ width, height: 900 });
        if (index === 0) await gotoEnhanced(page, path, name);
        await carousel.scrollIntoViewIfNeeded();
        await expect(inView).toHaveCount(slideCount);
        for (const slide of await slides.all()) expect(await insideRow(carousel, slide)).toBe(true);
        // As much room on the left of the first slide as on the right of the last.
        const row = (await carousel.locator("[data-carousel-slides]").boundingBox())!;
        const first = (await slides.first().boundingBox())!;
        const last = (await slides.last().boundingBox())!;
        const left = first.x - row.x;
        const right = row.x + row.width - (last.x + last.width);
        expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
        // Nothing can move: no buttons.
        await expect(previous).toBeHidden();
        await expect(next).toBeHidden();
      });
    }
    if (notFit !== undefined) {
      await test.step(`${notFit} px, where not all fit: the buttons are there`, async () => {
        await page.setViewportSize({ width: notFit, height: 900 });
        if (widths.length === 0) await gotoEnhanced(page, path, name);
        await expect(previous).toBeVisible();
        await expect(next).toBeVisible();
      });
    }
  });
}

// One script drives every carousel (the last test): its buttons and keys are
// checked once, on the carousel with the most slides.
const longest = carousels.reduce((most, carousel) =>
  carousel.count > most.count ? carousel : most,
);

test.describe(`the buttons and keys, on ${longest.name} (${longest.path})`, () => {
  const { path, name, count: slideCount } = longest;

  test("moves one slide a press with the buttons, and stops at the ends", async ({ page }) => {
    test.skip(slideCount < 2, "One slide does not move.");
    await page.setViewportSize({ width: 375, height: 900 });
    await gotoEnhanced(page, path, name);
    const { inView, previous, next, position, status } = parts(page, name);
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(previous).toHaveAccessibleDescription(carouselCopy.atStart);
    await expect(next).toHaveAttribute("aria-disabled", "false");
    await expect(position).toHaveText(carouselCopy.shown(1, 1, slideCount));
    await expect(status).toHaveText("");
    await next.click();
    await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(2, 1, slideCount));
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    await expect(previous).not.toHaveAccessibleDescription(carouselCopy.atStart);
    await expect(position).toHaveText(carouselCopy.shown(2, 2, slideCount));
    await expect(status).toHaveText(carouselCopy.spoken(2, 2, slideCount));
    for (let slide = 3; slide <= slideCount; slide++) {
      await next.click();
      await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(slide, 1, slideCount));
      await expect(position).toHaveText(carouselCopy.shown(slide, slide, slideCount));
    }
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(next).toHaveAccessibleDescription(carouselCopy.atEnd);
    // At the end, the button keeps its focus and does nothing.
    await next.press("Enter");
    await expect(next).toBeFocused();
    await page.waitForTimeout(500);
    expect(await inViewLabels(inView)).toEqual(slidesFrom(slideCount, 1, slideCount));
    await previous.click();
    await expect
      .poll(() => inViewLabels(inView))
      .toEqual(slidesFrom(slideCount - 1, 1, slideCount));
    await expect(next).toHaveAttribute("aria-disabled", "false");
  });

  test("two quick presses move two slides", async ({ page }) => {
    test.skip(slideCount < 3, "Fewer than three slides.");
    await page.setViewportSize({ width: 375, height: 900 });
    await gotoEnhanced(page, path, name);
    const { inView, next } = parts(page, name);
    await next.click();
    await next.click();
    await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(3, 1, slideCount));
  });

  test("moves with the keyboard", async ({ page }) => {
    test.skip(slideCount <= 3, "All the slides fit in a wide window.");
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoEnhanced(page, path, name);
    const { inView, next, position } = parts(page, name);
    await expect(position).toHaveText(carouselCopy.shown(1, 3, slideCount));
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(2, 3, slideCount));
    await expect(position).toHaveText(carouselCopy.shown(2, 4, slideCount));
    await expect(next).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(1, 3, slideCount));
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => inViewLabels(inView)).toEqual(slidesFrom(2, 3, slideCount));
  });
});

test.describe("a mouse drag", () => {
  const gallery = content.galleria.treatments;
  const labels = (first: number) => slidesFrom(first, 1, gallery.items.length);

  test("of 80 px or more moves one slide, however slow or long; a shorter one settles back", async ({
    page,
  }) => {
    test.skip(gallery.items.length < 3, "Fewer than three slides.");
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoEnhanced(page, "/galleria", gallery.carouselLabel);
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
    await page.waitForTimeout(500);
    expect(await inViewLabels(inView)).toEqual(labels(1));

    // 79 px, slowly: still below.
    await drag(250, 171, 20);
    await page.waitForTimeout(500);
    expect(await inViewLabels(inView)).toEqual(labels(1));

    // 100 px to the left, slowly: the next slide.
    await drag(250, 150, 25);
    await expect.poll(() => inViewLabels(inView)).toEqual(labels(2));
    await expect(async () => expect(await insideRow(carousel, inView)).toBe(true)).toPass();

    // 100 px to the right: back to the first.
    await drag(100, 200, 25);
    await expect.poll(() => inViewLabels(inView)).toEqual(labels(1));

    // 250 px, most of a slide: still one slide, not two.
    await drag(300, 50, 25);
    await expect.poll(() => inViewLabels(inView)).toEqual(labels(2));
    await page.waitForTimeout(500);
    expect(await inViewLabels(inView)).toEqual(labels(2));
    expect(await insideRow(carousel, inView)).toBe(true);
  });
});

test.describe("a touch swipe", () => {
  test.use({ hasTouch: true });
  const gallery = content.galleria.treatments;
  const labels = (first: number) => slidesFrom(first, 1, gallery.items.length);

  test("is the browser's own: a fling moves one slide, not more; a short slow one settles back", async ({
    page,
    context,
  }) => {
    test.skip(gallery.items.length < 3, "Fewer than three slides.");
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoEnhanced(page, "/galleria", gallery.carouselLabel);
    const { carousel, inView } = parts(page, gallery.carouselLabel);
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.locator("figure").first().boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    // Touch input as a finger gives it (Chromium's DevTools protocol: Playwright only taps).
    const cdp = await context.newCDPSession(page);
    async function swipe(distance: number, steps: number, pause: number) {
      const x = Math.round(box.x + box.width - 20);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      for (let step = 1; step <= steps; step++) {
        const touchPoints = [{ x: x - (distance * step) / steps, y }];
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints });
        await page.waitForTimeout(pause);
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }

    // A long, fast fling: scroll-snap-stop stops it at the next slide.
    await swipe(250, 5, 5);
    await expect.poll(() => inViewLabels(inView)).toEqual(labels(2));
    await page.waitForTimeout(800);
    expect(await inViewLabels(inView)).toEqual(labels(2));
    expect(await insideRow(carousel, inView)).toBe(true);

    // A short, slow one: it settles back.
    await swipe(60, 10, 30);
    await page.waitForTimeout(800);
    expect(await inViewLabels(inView)).toEqual(labels(2));
    expect(await insideRow(carousel, inView)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const { path, name, count: slideCount } = carousels[1]!;

  test("the buttons and the position do not show, and every slide can be scrolled into view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    const { carousel, slides } = parts(page, name);
    await expect(carousel).not.toHaveAttribute("data-enhanced");
    for (const label of [carouselCopy.previous, carouselCopy.next]) {
      await expect(carousel.getByRole("button", { name: label, includeHidden: true })).toBeHidden();
    }
    await expect(parts(page, name).position).toBeHidden();
    // Nothing is inert: without the script, no slide is out of reach.
    await expect(slides.and(page.locator("[inert]"))).toHaveCount(0);

    // The row takes the focus, and the arrow keys scroll it one slide at a time.
    const last = slides.last();
    expect(await insideRow(carousel, last)).toBe(slideCount === 1);
    await carousel.scrollIntoViewIfNeeded();
    const row = carousel.locator("[tabindex='0']");
    await row.focus();
    await expect(row).toBeFocused();
    await expect(async () => {
      await page.keyboard.press("ArrowRight");
      await page.waitForTimeout(300);
      expect(await insideRow(carousel, last)).toBe(true);
    }).toPass();
  });
});

test("the carousels of a page share one script", async ({ request }) => {
  const html = await (await request.get("/galleria")).text();
  const carouselTags = html.match(/<section[^>]*data-carousel[\s>=]/g) ?? [];
  expect(carouselTags).toHaveLength(2);
  const inlineScripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
  expect(inlineScripts.filter(([, code]) => code!.includes("[data-carousel]"))).toHaveLength(1);
});
