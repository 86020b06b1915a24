// The Contatti page around the form: contacts, opening hours, the open-now badge.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, watchConsole } from "./site";

const contacts = (page: Page) => page.getByRole("region", { name: "Dove trovarmi" });
const hours = (page: Page) => page.getByRole("region", { name: "Orari di apertura" });

test("shows e-mail, mobile and address with their links", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const section = contacts(page);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Email",
    "Cellulare",
    "Indirizzo",
  ]);
  await expect(section.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
    "href",
    "mailto:info@example.com",
  );
  await expect(section.getByRole("link", { name: "+39 345 000 0000" })).toHaveAttribute(
    "href",
    "tel:+393450000000",
  );
  await expect(section.getByText("Via dell'Esempio 12, 40121 Bologna (BO)")).toBeVisible();

  const whatsApp = section.getByRole("link", {
    name: "Scrivimi su WhatsApp (si apre in una nuova scheda)",
  });
  await expect(whatsApp).toHaveAttribute("href", "https://wa.me/393450000000");
  await expect(whatsApp).toHaveAttribute("target", "_blank");
  await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");

  const directions = section.getByRole("link", {
    name: "Indicazioni stradali (si apre in una nuova scheda)",
  });
  await expect(directions).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=Via%20dell'Esempio%2012%2C%2040121%20Bologna%20(BO)",
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
});

test("lists the week's hours, Tuesday and Thursday left out", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  await expect(hours(page).getByRole("term")).toHaveText([
    "Lunedì",
    "Mercoledì",
    "Venerdì",
    "Sabato",
    "Domenica",
  ]);
  await expect(hours(page).getByRole("definition")).toHaveText([
    "9:00–18:00",
    "9:00–18:00",
    "9:00–18:00",
    "9:00–13:00",
    "Chiuso",
  ]);
});

test("browsing the page asks nothing of any other site", async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await gotoHydrated(page, "/contatti");
  await page.waitForLoadState("networkidle");
  expect(requested.length).toBeGreaterThan(3);
  expect(requested.filter((url) => new URL(url).origin !== baseURL)).toEqual([]);
});

test("the prerendered page has the hours but no badge, which needs the visitor's time", async ({
  request,
}) => {
  const html = await (await request.get("/contatti")).text();
  expect(html).toContain("Mercoledì");
  expect(html).not.toContain("Aperto ora");
  expect(html).not.toContain("Chiuso ora");
});

// Instants written with Rome's offset: +02:00 in summer, +01:00 in winter.
const moments = [
  ["Monday at 10:00", "2026-06-01T10:00:00+02:00", "Aperto ora"],
  ["Monday at 17:59", "2026-06-01T17:59:00+02:00", "Aperto ora"],
  ["Monday at 18:00, closing time", "2026-06-01T18:00:00+02:00", "Chiuso ora"],
  ["Tuesday at 10:00, a day not listed", "2026-06-02T10:00:00+02:00", "Chiuso ora"],
  ["Saturday at 12:30", "2026-06-06T12:30:00+02:00", "Aperto ora"],
  ["Saturday at 15:00", "2026-06-06T15:00:00+02:00", "Chiuso ora"],
  ["Sunday at 11:00", "2026-06-07T11:00:00+02:00", "Chiuso ora"],
  [
    "Monday 26 October at 9:30, after the change to winter time",
    "2026-10-26T09:30:00+01:00",
    "Aperto ora",
  ],
  [
    "Monday 30 March at 8:30, after the change to summer time",
    "2026-03-30T08:30:00+02:00",
    "Chiuso ora",
  ],
] as const;

for (const [when, instant, badge] of moments) {
  test(`the badge reads "${badge}" on ${when}`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.setFixedTime(new Date(instant));
    await gotoHydrated(page, "/contatti");
    await expect(hours(page).getByText(badge, { exact: true })).toBeVisible();
    const other = badge === "Aperto ora" ? "Chiuso ora" : "Aperto ora";
    await expect(page.getByText(other, { exact: true })).toHaveCount(0);
    // No hydration mismatch: the prerendered page had no badge at all.
    expect(problems).toEqual([]);
  });
}

test.describe("for a visitor abroad", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the badge still follows Italian time", async ({ page }) => {
    // 4:00 in New York is 10:00 on Monday in Rome.
    await page.clock.setFixedTime(new Date("2026-06-01T04:00:00-04:00"));
    await gotoHydrated(page, "/contatti");
    await expect(hours(page).getByText("Aperto ora", { exact: true })).toBeVisible();
  });
});

test("the badge turns to closed at closing time on a page left open", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-01T17:58:30+02:00") });
  await gotoHydrated(page, "/contatti");
  await expect(hours(page).getByText("Aperto ora", { exact: true })).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  await expect(hours(page).getByText("Chiuso ora", { exact: true })).toBeVisible();
});
