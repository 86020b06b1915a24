// The gallery, against content/galleria.json: both carousels, their captions
// and the alt text written with each picture.
import { expect, test } from "@playwright/test";
import { content, gotoHydrated } from "./site";

const { treatments, interiors } = content.galleria;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/galleria");
});

for (const gallery of [treatments, interiors]) {
  test(`${gallery.heading}: every picture with its caption and its alt text`, async ({ page }) => {
    const section = page.getByRole("region", { name: gallery.heading, exact: true });
    await expect(section.getByText(gallery.lead, { exact: true })).toBeVisible();
    const carousel = section.getByRole("region", { name: gallery.carouselLabel, exact: true });
    await expect(carousel.locator("figcaption")).toHaveText(
      gallery.items.map((item) => item.title),
    );
    // An <img>, or for the page's first illustration inline SVG, named by the same alt text.
    const pictures = carousel.locator("figure").getByRole("img");
    await expect(pictures).toHaveCount(gallery.items.length);
    for (const [index, item] of gallery.items.entries()) {
      await expect(pictures.nth(index)).toHaveAccessibleName(item.picture.alt);
    }
  });
}

test("the treatments gallery links to the services", async ({ page }) => {
  await page.getByRole("link", { name: treatments.link, exact: true }).click();
  await expect(page).toHaveURL("/servizi");
});

test("each gallery card is 90% of its slot: 90% / 45% / 30% of the row", async ({ page }) => {
  // The carousel is as wide as its row of slides.
  const row = page.getByRole("region", { name: treatments.carouselLabel, exact: true });
  for (const [width, share] of [
    [375, 0.9],
    [800, 0.45],
    [1280, 0.3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const rowBox = await row.boundingBox();
        const cardBox = await row.locator("figure").first().boundingBox();
        return Math.round(((cardBox?.width ?? 0) / (rowBox?.width ?? 1)) * 100);
      })
      .toBe(share * 100);
  }
});
