import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./site";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/chi-sono");
});

test("headings go in order: the page, then experience, training, values, contact", async ({
  page,
}) => {
  const headings = page.locator("main").locator("h1, h2");
  await expect(headings).toHaveText([
    "Chi sono",
    "La mia esperienza",
    "Certificazioni e corsi",
    "I miei valori",
    "Conosciamoci",
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

test("the owner tells her experience in the first person", async ({ page }) => {
  const section = page.getByRole("region", { name: "La mia esperienza" });
  await expect(section).toContainText("da oltre 10 anni");
  await expect(section).toContainText("personale qualificato");
  await expect(section.getByRole("definition")).toHaveText(["10+", "8", "10"]);
});

test("eight certifications and courses, as a list", async ({ page }) => {
  const section = page.getByRole("region", { name: "Certificazioni e corsi" });
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(8);
  await expect(items.first().getByRole("heading", { level: 3 })).toHaveText(
    "Diploma di qualifica professionale di estetista",
  );
  await expect(items.nth(1).getByRole("heading", { level: 3 })).toHaveText(
    "Abilitazione all'esercizio autonomo dell'attività di estetista",
  );
  await expect(items.nth(2).getByRole("heading", { level: 3 })).toHaveText(
    "Corso di epilazione con laser a diodo e sicurezza laser",
  );
});

test("the ten values, as a list, in order", async ({ page }) => {
  const section = page.getByRole("region", { name: "I miei valori" });
  const items = section.getByRole("list").getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText([
    "Professionalità e qualità",
    "Igiene e sicurezza",
    "Accoglienza e comfort",
    "Innovazione",
    "Personalizzazione",
    "Efficacia dei trattamenti",
    "Riservatezza",
    "Precisione",
    "Benessere generale",
    "Trasparenza e fiducia",
  ]);
  // Every value is explained, not just named.
  for (const item of await items.all()) {
    expect((await item.locator("p").textContent())?.length).toBeGreaterThan(40);
  }
});

test("the contact button leads to Contatti", async ({ page }) => {
  const section = page.getByRole("region", { name: "Conosciamoci" });
  await section.getByRole("link", { name: "Contattami" }).click();
  await expect(page).toHaveURL("/contatti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contatti");
});
