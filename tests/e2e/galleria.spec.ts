import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./site";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/galleria");
});

test("the treatments carousel has four captioned pictures and a link to the services", async ({
  page,
}) => {
  const carousel = page.getByRole("region", { name: "Galleria dei trattamenti" });
  const captions = carousel.locator("figcaption");
  await expect(captions).toHaveText([
    "Maschera viso purificante",
    "Laminazione delle ciglia",
    "Massaggio rilassante",
    "Pedicure con pediluvio ai petali",
  ]);
  // The alt text is built from the caption.
  await expect(carousel.locator("img").first()).toHaveAttribute(
    "alt",
    "Illustrazione: Maschera viso purificante",
  );
  await page.getByRole("link", { name: "Scopri tutti i servizi e i prezzi" }).click();
  await expect(page).toHaveURL("/servizi");
});

test("the centre's carousel has four pictures of the interiors", async ({ page }) => {
  const carousel = page.getByRole("region", { name: "Galleria degli ambienti del centro" });
  await expect(carousel.locator("figcaption")).toHaveText([
    "La zona accoglienza",
    "La cabina dei trattamenti",
    "La postazione manicure",
    "L'angolo relax",
  ]);
});

test("every picture reserves its space and has a meaningful alt text", async ({ page }) => {
  for (const image of await page.locator("main img").all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(12);
  }
});

test("each gallery card is 90% of its slot: 90% / 45% / 30% of the row", async ({ page }) => {
  const carousel = page.getByRole("region", { name: "Galleria dei trattamenti" });
  const row = carousel.locator(".overflow-hidden").first();
  for (const [width, share] of [
    [375, 0.9],
    [800, 0.45],
    [1280, 0.3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const rowBox = await row.boundingBox();
        const cardBox = await carousel.locator("figure").first().boundingBox();
        return Math.round(((cardBox?.width ?? 0) / (rowBox?.width ?? 1)) * 100);
      })
      .toBe(share * 100);
  }
});
