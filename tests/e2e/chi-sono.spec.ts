// The owner's page, against content/chi-sono.json: her experience, the figures
// (counted from the lists), every certification and every value.
import { expect, test, type Page } from "@playwright/test";
import { content, gotoHydrated } from "./site";

const chiSono = content["chi-sono"];
const { experience, certifications, values, contactCta } = chiSono;

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/chi-sono");
});

test("headings go in order: the page, then experience, training, values, contact", async ({
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
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4")
    .evaluateAll((all) => all.map((heading) => Number(heading.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
});

test("the owner tells her experience; the figures are counted from the lists", async ({ page }) => {
  await expect(page.getByText(chiSono.lead, { exact: true })).toBeVisible();
  const section = region(page, experience.heading);
  for (const paragraph of experience.paragraphs) {
    await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
  }
  await expect(section.getByRole("term")).toHaveText([
    experience.yearsLabel,
    certifications.countLabel,
    values.countLabel,
  ]);
  await expect(section.getByRole("definition")).toHaveText([
    experience.years,
    String(certifications.items.length),
    String(values.items.length),
  ]);
});

test("every certification and course, in order, as a list", async ({ page }) => {
  const section = region(page, certifications.heading);
  await expect(section.getByText(certifications.lead, { exact: true })).toBeVisible();
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(certifications.items.length);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(
    certifications.items.map((item) => item.title),
  );
  for (const [index, item] of certifications.items.entries()) {
    await expect(items.nth(index).locator("p")).toHaveText(item.text);
  }
});

test("every value, in order, as a list", async ({ page }) => {
  const section = region(page, values.heading);
  for (const paragraph of values.paragraphs) {
    await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
  }
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(values.items.length);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(
    values.items.map((item) => item.title),
  );
  for (const [index, item] of values.items.entries()) {
    await expect(items.nth(index).locator("p")).toHaveText(item.text);
  }
});

test("the contact invitation leads to Contatti", async ({ page }) => {
  const section = region(page, contactCta.heading);
  await expect(section.getByText(contactCta.text, { exact: true })).toBeVisible();
  await section.getByRole("link", { name: contactCta.cta, exact: true }).click();
  await expect(page).toHaveURL("/contatti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.contatti.title);
});
