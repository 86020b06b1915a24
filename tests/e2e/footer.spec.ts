// The footer, for a visitor who has scrolled to the end: who and where the
// salon is, today's hours on the visitor's day (closures and public holidays
// included; without JavaScript, the week's hours), the phone and WhatsApp
// in one tap, every page, and who runs the site as d.lgs. 70/2003 asks (legal
// name, address, P.IVA, REA when registered, e-mail). The facts come from
// salon.json; the day's line is app/features/hours/hours-now.ts's, with its unit tests;
// the legal line without a REA number, app/lib/legal-identity.test.ts.
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "../../app/lib/calendar";
import { mailtoUrl, telUrl } from "../../app/lib/external-links";
import { weekDays } from "../../app/lib/opening-hours";
import { romeDate, romeTime } from "../../app/lib/rome-time";
import { closureOn } from "../../app/features/hours/closures";
import { todayHoursLine } from "../../app/features/hours/hours-now";
import { formatIntervals } from "../../app/features/hours/hours-text";
import {
  expectWhatsAppLink,
  gotoHydrated,
  menuPages,
  offers,
  salon,
  salonAddress,
  sitePages,
  upcomingMoment,
  watchConsole,
} from "./site";

const newTab = "(si apre in una nuova scheda)";
const holidays = { openOnHolidays: salon.openOnHolidays };

/** "Oggi: 9:00–18:00", "Oggi: chiuso", "Oggi: chiuso · Natale", for the day of an instant in Italy. */
const todayAt = (instant: Date) =>
  todayHoursLine(instant, salon.openingHours, salon.closures, holidays);

const footer = (page: Page) => page.getByRole("contentinfo");
const today = (page: Page) => footer(page).locator("[data-timeline]");

/** The legal line as a visitor reads it, each fact from salon.json. */
const legalFacts = [
  salon.legalName,
  salonAddress,
  `P.IVA ${salon.vatNumber}`,
  ...(salon.rea ? [`REA ${salon.rea}`] : []),
  salon.email,
];
const legalLine = (page: Page) =>
  footer(page).locator("p").filter({ hasText: salon.legalName }).last();
const emailLink = (page: Page) =>
  footer(page).getByRole("link", { name: salon.email, exact: true });

test("on every page the footer calls, writes on WhatsApp and says today's hours", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "The footer says the same at every width.");
  const problems = watchConsole(page);
  for (const { path } of sitePages) {
    await gotoHydrated(page, path);
    await expect(footer(page), path).toContainText(salon.name);
    await expect(footer(page)).toContainText(salonAddress);
    await expect(today(page), path).toHaveText(todayAt(new Date()));

    const call = footer(page).getByRole("link", { name: salon.mobile, exact: true });
    await expect(call).toHaveAttribute("href", telUrl(salon.mobile));
    const whatsApp = footer(page).getByRole("link", { name: `WhatsApp ${newTab}`, exact: true });
    await expectWhatsAppLink(whatsApp);

    const pages = footer(page).getByRole("navigation", { name: "Pagine del sito" });
    await expect(pages.getByRole("link")).toHaveText(menuPages.map((entry) => entry.navLabel));

    // The online withdrawal from a voucher (art. 54-bis Codice del consumo), on every page
    // while vouchers are sold, among the legal links, its words as the law has them.
    const legal = footer(page).getByRole("navigation", { name: "Informazioni legali e social" });
    const withdraw = legal.getByRole("link", { name: "Recedi dal contratto qui", exact: true });
    if (offers.vouchers) await expect(withdraw, path).toHaveAttribute("href", "/recesso");
    else await expect(withdraw).toHaveCount(0);

    // Who runs the site: its legal name, address, P.IVA, REA (when it has one) and e-mail.
    await expect(legalLine(page), path).toHaveText(legalFacts.join(" · "));
    await expect(emailLink(page)).toHaveAttribute("href", mailtoUrl(salon.email));
    if (!salon.rea) await expect(footer(page)).not.toContainText("REA");
  }
  expect(problems).toEqual([]);
});

test("at 320 px the legal line wraps between its facts, inside the screen, the e-mail a tap away", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "Phones only.");
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  const line = legalLine(page);
  await line.scrollIntoViewIfNeeded();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  const lineBox = (await line.boundingBox())!;
  expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(320);
  // A fact is never split across two lines, unless it is wider than the screen.
  for (const fact of legalFacts.slice(0, -1)) {
    const piece = line.getByText(fact);
    const box = (await piece.boundingBox())!;
    expect(box.x + box.width, fact).toBeLessThanOrEqual(lineBox.x + lineBox.width);
    const lines = await piece.evaluate(
      (element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
    );
    if (Math.round(lines) > 1)
      expect(box.width, `${fact}: split, so wider than the screen`).toBeGreaterThan(
        lineBox.width - 2,
      );
    else expect(Math.round(lines), fact).toBe(1);
  }
  // The e-mail is as easy to tap as the phone number.
  const phone = footer(page).getByRole("link", { name: salon.mobile, exact: true });
  const phoneHeight = (await phone.boundingBox())!.height;
  expect((await emailLink(page).boundingBox())!.height).toBeGreaterThanOrEqual(phoneHeight);
});

test("on a phone the footer is compact: at most about half a screen", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "Phones only.");
  await page.goto("/");
  const box = await footer(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.height).toBeLessThan(viewport.height * 0.6);
});

test.describe("today's hours follow the visitor's day", () => {
  test.skip(({ isMobile }) => isMobile, "The day does not depend on the viewport.");

  const openDay = salon.openingHours.find(({ intervals }) => intervals.length > 0);
  const closedDay = (
    ["sunday", "saturday", "monday", "tuesday", "wednesday", "thursday", "friday"] as const
  ).find(
    (day) => !salon.openingHours.some((entry) => entry.day === day && entry.intervals.length > 0),
  );
  const todayDate = romeDate(new Date());
  const holiday = Array.from({ length: 80 }, (_, index) => addDays(todayDate, index + 1)).find(
    (date) => closureOn(date, salon.closures, holidays)?.kind === "holiday",
  );
  const closure = salon.closures.find(
    ({ from, to }) => to > todayDate && from <= addDays(todayDate, 80),
  );

  const days = [
    ...(openDay
      ? [[`an open day (${openDay.day})`, upcomingMoment(openDay.day, 12 * 60).instant] as const]
      : []),
    ...(closedDay
      ? [
          [
            `a day without hours (${closedDay})`,
            upcomingMoment(closedDay, 12 * 60).instant,
          ] as const,
        ]
      : []),
    ...(holiday ? [[`a public holiday (${holiday})`, romeTime(holiday, "12:00")] as const] : []),
    ...(closure
      ? [
          [
            `the owner's closure (${closure.reason})`,
            romeTime(closure.from > todayDate ? closure.from : addDays(todayDate, 1), "12:00"),
          ] as const,
        ]
      : []),
  ];

  for (const [what, instant] of days) {
    // A static page, and Contatti, whose form hydrates.
    test(`on ${what}`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.clock.setFixedTime(instant);
      for (const path of ["/policy", "/contatti"]) {
        await gotoHydrated(page, path);
        await expect(today(page), path).toHaveText(todayAt(instant));
      }
      expect(problems).toEqual([]);
    });
  }

  test("at midnight in Italy, on a page left open", async ({ page }) => {
    // A day whose line differs from the next day's.
    const noon = weekDays
      .map((day) => upcomingMoment(day, 12 * 60))
      .find(
        ({ date, instant }) => todayAt(instant) !== todayAt(romeTime(addDays(date, 1), "00:00")),
      );
    test.skip(!noon, "Every day reads the same.");
    const midnight = romeTime(addDays(noon!.date, 1), "00:00");
    await page.clock.install({ time: new Date(midnight.getTime() - 30_000) });
    await page.goto("/");
    await expect(today(page)).toHaveText(todayAt(noon!.instant));
    await page.clock.runFor(90_000);
    await expect(today(page)).toHaveText(todayAt(midnight));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "The hours do not depend on the viewport.");

  test("the footer says the week's hours, never a day's", async ({ page }) => {
    await page.goto("/servizi");
    await expect(today(page)).toHaveText(/^Orari: /);
    await expect(today(page)).not.toHaveText(/oggi/i);
    for (const { intervals } of salon.openingHours) {
      if (intervals.length > 0) await expect(today(page)).toContainText(formatIntervals(intervals));
    }
  });
});

test.describe("for a visitor whose clock is in New York", () => {
  test.use({ timezoneId: "America/New_York" });
  test.skip(({ isMobile }) => isMobile, "The hours do not depend on the viewport.");

  test("today's hours say they are Italy's", async ({ page }) => {
    await page.goto("/");
    const expected = todayAt(new Date());
    await expect(today(page)).toHaveText(
      /\d:\d\d/.test(expected) ? `${expected} (ora italiana)` : expected,
    );
  });
});
