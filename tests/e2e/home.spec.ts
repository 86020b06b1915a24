import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./site";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/");
});

test("the hero invites to book, with the page's main picture loaded first", async ({ page }) => {
  const hero = page.locator("section").first();
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
    "Il tuo momento di bellezza e benessere",
  );
  await expect(hero).toContainText("Centro estetico a Bologna");
  const picture = hero.getByRole("img");
  await expect(picture).toHaveAttribute("loading", "eager");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect(picture).toHaveAccessibleName(/sole rosa che sorge/);

  await hero.getByRole("link", { name: "Prenota un appuntamento" }).click();
  await expect(page).toHaveURL("/contatti");
});

test("four treatment cards lead to the services", async ({ page }) => {
  const section = page.getByRole("region", { name: "I nostri trattamenti" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Epilazione corpo",
    "Manicure",
    "Pulizia del viso",
    "Massaggio con pietre calde",
  ]);
  await expect(section.getByRole("listitem")).toHaveCount(4);
  for (const image of await section.getByRole("img").all()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(20);
  }
  await section.getByRole("link", { name: "Scopri tutti i servizi" }).click();
  await expect(page).toHaveURL("/servizi");
});

test("the experience section leads to Chi sono", async ({ page }) => {
  const section = page.getByRole("region", { name: "Oltre 10 anni di esperienza" });
  await expect(section).toContainText("personale è qualificato");
  await expect(section.getByRole("definition")).toHaveText(["10+", "8"]);
  await section.getByRole("link", { name: "Conosci chi sono" }).click();
  await expect(page).toHaveURL("/chi-sono");
});

test("the machines carousel shows the four machines and leads to the services", async ({
  page,
}) => {
  const section = page.getByRole("region", { name: "Tecnologie all'avanguardia" });
  const carousel = section.getByRole("region", { name: "I nostri macchinari" });
  await expect(carousel.getByRole("heading", { level: 3, includeHidden: true })).toHaveText([
    "Lipolaser",
    "Pressoterapia",
    "Laser a diodo",
    "Starvac",
  ]);
  await section.getByRole("link", { name: "Vedi i trattamenti" }).click();
  await expect(page).toHaveURL("/servizi");
});

test("the safety section lists the hygiene practices", async ({ page }) => {
  const section = page.getByRole("region", { name: "Igiene e sicurezza" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Strumenti sterilizzati",
    "Materiale monouso",
    "Ambienti sanificati",
    "Prodotti certificati",
  ]);
});
