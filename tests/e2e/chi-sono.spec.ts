// The owner's page, against content/chi-sono.json and salon.json: her portrait
// and name with her story, her certifications and her values as two compact
// lists (not cards, no figures), and one way to contact her.
import { expect, test, type Page } from "@playwright/test";
import { portraitAlt } from "../../app/lib/site-images";
import { content, gotoHydrated, salon } from "./site";

const chiSono = content["chi-sono"];
const { experience, certifications, values, contactCta } = chiSono;

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/chi-sono");
});

test("headings go in order: the page, then her story, training, values, contact", async ({
  page,
}) => {
  const headings = page.locator("main").locator("h1, h2");
  await expect(headings).toHaveText([
    chiSono.title,
    experience.heading,
    certifications.heading,
    values.heading,
    contactCta.heading,
  ]);
  // Two lists, not eighteen cards: no heading below the sections'.
  await expect(page.locator("main").locator("h3, h4")).toHaveCount(0);
});

test("her portrait and her name open her story", async ({ page }) => {
  await expect(page.getByText(chiSono.lead, { exact: true })).toBeVisible();
  const section = region(page, experience.heading);
  const portrait = section.getByRole("img", {
    name: portraitAlt(salon.owner, salon.portrait),
    exact: true,
  });
  await expect(portrait).toBeInViewport();
  const figure = section.getByRole("figure");
  await expect(figure).toContainText(salon.owner);
  await expect(figure).toContainText(experience.role);
  for (const paragraph of experience.paragraphs) {
    await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
  }
  // The old statistic («10 valori che mi guidano») is gone with its figures.
  await expect(page.getByRole("main").getByRole("term")).toHaveCount(0);
});

test("every certification and course, in order, as one item of a list", async ({ page }) => {
  const section = region(page, certifications.heading);
  await expect(section.getByText(certifications.lead, { exact: true })).toBeVisible();
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(certifications.items.length);
  for (const [index, item] of certifications.items.entries()) {
    await expect(items.nth(index)).toHaveText(`${item.year ?? ""}${item.title}${item.text}`);
  }
});

test("every value, in order, as one item of a list", async ({ page }) => {
  const section = region(page, values.heading);
  for (const paragraph of values.paragraphs) {
    await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
  }
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(values.items.length);
  for (const [index, item] of values.items.entries()) {
    await expect(items.nth(index)).toHaveText(`${item.title}${item.text}`);
  }
});

test("the contact invitation leads to Contatti", async ({ page }) => {
  const section = region(page, contactCta.heading);
  await expect(section.getByText(contactCta.text, { exact: true })).toBeVisible();
  await section.getByRole("link", { name: contactCta.cta, exact: true }).click();
  await expect(page).toHaveURL("/contatti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.contatti.title);
});
