// The home page, section by section, against content/home.json; the figures
// come from the Chi sono page's content (years as written, certifications counted).
import { expect, test } from "@playwright/test";
import { content, gotoHydrated } from "./site";

const home = content.home;
const chiSono = content["chi-sono"];

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/");
});

test("the hero invites to book, with the page's main picture loaded first", async ({ page }) => {
  const hero = page.locator("section").first();
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
  await expect(hero.getByText(home.hero.eyebrow, { exact: true })).toBeVisible();
  await expect(hero.getByText(home.hero.text, { exact: true })).toBeVisible();
  const picture = hero.getByRole("img");
  await expect(picture).toHaveAccessibleName(home.hero.picture.alt);
  if (home.hero.picture.photo) {
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
  } else {
    // The illustration is drawn inline: it comes with the HTML, no request to wait for.
    expect(await picture.evaluate((node) => node.tagName)).toBe("svg");
    await expect(picture).toBeVisible();
  }

  await hero.getByRole("link", { name: home.hero.cta, exact: true }).click();
  await expect(page).toHaveURL("/contatti");
});

test("the treatment cards lead to the services", async ({ page }) => {
  const section = page.getByRole("region", { name: home.treatments.heading, exact: true });
  const { cards } = home.treatments;
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    cards.map((card) => card.title),
  );
  await expect(section.getByRole("listitem")).toHaveCount(cards.length);
  for (const [index, card] of cards.entries()) {
    const item = section.getByRole("listitem").nth(index);
    await expect(item.getByText(card.text, { exact: true })).toBeVisible();
    const image = item.getByRole("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", card.picture.alt);
  }
  await section.getByRole("link", { name: home.treatments.cta, exact: true }).click();
  await expect(page).toHaveURL("/servizi");
});

test("the experience section shows the figures of Chi sono and leads there", async ({ page }) => {
  const section = page.getByRole("region", { name: home.experience.heading, exact: true });
  for (const paragraph of home.experience.paragraphs) {
    await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
  }
  // The years as written on Chi sono, the certifications counted from its list.
  await expect(section.getByRole("term")).toHaveText([
    chiSono.experience.yearsLabel,
    chiSono.certifications.countLabel,
  ]);
  await expect(section.getByRole("definition")).toHaveText([
    chiSono.experience.years,
    String(chiSono.certifications.items.length),
  ]);
  await section.getByRole("link", { name: home.experience.cta, exact: true }).click();
  await expect(page).toHaveURL("/chi-sono");
});

test("the machines carousel shows every machine and leads to the services", async ({ page }) => {
  const section = page.getByRole("region", { name: home.machines.heading, exact: true });
  const carousel = section.getByRole("region", { name: home.machines.carouselLabel, exact: true });
  await expect(carousel.getByRole("heading", { level: 3, includeHidden: true })).toHaveText(
    home.machines.items.map((machine) => machine.title),
  );
  await section.getByRole("link", { name: home.machines.cta, exact: true }).click();
  await expect(page).toHaveURL("/servizi");
});

test("the safety section lists the hygiene practices", async ({ page }) => {
  const section = page.getByRole("region", { name: home.safety.heading, exact: true });
  await expect(section.getByText(home.safety.lead, { exact: true })).toBeVisible();
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    home.safety.practices.map((practice) => practice.title),
  );
  for (const practice of home.safety.practices) {
    await expect(section.getByText(practice.text, { exact: true })).toBeVisible();
  }
});
