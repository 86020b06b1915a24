// The footer, for a visitor who has scrolled to the end: who and where the
// salon is, today's hours on the visitor's day (closures and public holidays
// included; without JavaScript, the week's hours), the phone and WhatsApp
// in one tap, every page, the legal lines. The facts come from salon.json; the
// day's line is app/lib/hours-now.ts's, with its unit tests.
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "../../app/lib/calendar";
import { closureOn } from "../../app/lib/closures";
import { telUrl } from "../../app/lib/external-links";
import { todayHoursLine } from "../../app/lib/hours-now";
import { formatIntervals, weekDays } from "../../app/lib/opening-hours";
import { romeDate, romeTime } from "../../app/lib/rome-time";
import {
  expectWhatsAppLink,
  gotoHydrated,
  menuPages,
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
    await expect(footer(page)).toContainText(`P.IVA ${salon.vatNumber}`);
  }
  expect(problems).toEqual([]);
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
