import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./site";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/policy");
});

/** The numbered section whose h2 reads exactly `title`. */
function section(page: Page, title: string) {
  return page
    .locator("main ol > li")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

test("eight numbered sections, in order, in an ordered list", async ({ page }) => {
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
    "1. Titolare del trattamento",
    "2. Dati raccolti",
    "3. Finalità e base giuridica",
    "4. Destinatari e trasferimento dei dati",
    "5. Conservazione",
    "6. Diritti dell'interessato",
    "7. Minori",
    "8. Cookie e modifiche all'informativa",
  ]);
  await expect(page.locator("main ol > li")).toHaveCount(8);
});

test("section 1 names the salon as controller, with its facts", async ({ page }) => {
  const controller = section(page, "1. Titolare del trattamento");
  await expect(controller).toContainText("Centro Estetico Aurora");
  await expect(controller).toContainText("Via dell'Esempio 12, 40121 Bologna (BO)");
  await expect(controller).toContainText("01234567897");
  await expect(controller).toContainText("+39 345 000 0000");
  await expect(controller.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
    "href",
    "mailto:info@example.com",
  );
});

test("only name and e-mail are asked, plus the message", async ({ page }) => {
  await expect(section(page, "2. Dati raccolti")).toContainText(
    "ti chiediamo soltanto il nome e cognome e l'indirizzo e-mail",
  );
});

test("EmailJS is named as processor, with the transfer safeguards", async ({ page }) => {
  const recipients = section(page, "4. Destinatari e trasferimento dei dati");
  await expect(recipients).toContainText("EmailJS Pte. Ltd.");
  await expect(recipients).toContainText("responsabile del trattamento");
  await expect(recipients).toContainText("artt. 44–49 GDPR");
});

test("data are kept no longer than 12 months", async ({ page }) => {
  await expect(section(page, "5. Conservazione")).toContainText(
    "per non più di 12 mesi dall'ultimo contatto",
  );
});

test("rights: how to use them and the complaint to the Garante", async ({ page }) => {
  const rights = section(page, "6. Diritti dell'interessato");
  await expect(rights.getByRole("listitem")).toHaveCount(7);
  await expect(rights.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
    "href",
    "mailto:info@example.com",
  );
  await expect(
    rights.getByRole("link", { name: "Garante per la protezione dei dati personali" }),
  ).toHaveAttribute("href", "https://www.garanteprivacy.it");
});

test("the minimum age is 16", async ({ page }) => {
  await expect(section(page, "7. Minori")).toContainText("almeno 16 anni");
});

test("no cookies, and the date of the last update", async ({ page }) => {
  await expect(section(page, "8. Cookie e modifiche all'informativa")).toContainText(
    "Questo sito non usa cookie",
  );
  await expect(page.locator("main")).toContainText("Ultimo aggiornamento: 22 novembre 2026");
  // What the notice promises: browsing sets no cookie.
  expect(await page.context().cookies()).toEqual([]);
});
