// The Contatti page around the form: contacts, opening hours, the open-now badge.
// Facts and hours come from content/salon.json, so any hours work: the instants
// the badge is checked at are derived from them.
import { expect, test, type Page } from "@playwright/test";
import { directionsUrl } from "../../app/lib/external-links";
import { minutesOf, weekDays, type WeekDay } from "../../app/lib/opening-hours";
import { toInternationalPhone } from "../../app/lib/salon-facts";
import {
  content,
  dayNames,
  expectedBadge,
  gotoHydrated,
  romeInstant,
  romeMoment,
  salon,
  salonAddress,
  watchConsole,
  seasons,
  writtenHours,
  type RomeMoment,
} from "./site";

// The badge's and the hours' words are code (app/content/contatti.ts, closures.ts).
const openNow = "Aperto ora";

const contacts = (page: Page) =>
  page.getByRole("region", { name: content.contatti.contactsHeading, exact: true });
const hours = (page: Page) =>
  page.getByRole("region", { name: content.contatti.hoursHeading, exact: true });

test("shows e-mail, mobile and address with their links", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const section = contacts(page);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "E-mail",
    "Cellulare",
    content.contatti.addressHeading,
  ]);
  await expect(section.getByRole("link", { name: salon.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${salon.email}`,
  );
  const phone = toInternationalPhone(salon.mobile);
  expect(phone).toMatch(/^\+39\d{6,11}$/);
  await expect(section.getByRole("link", { name: salon.mobile, exact: true })).toHaveAttribute(
    "href",
    `tel:${phone}`,
  );
  await expect(section.getByText(salonAddress, { exact: true })).toBeVisible();

  const whatsApp = section.getByRole("link", {
    name: "Scrivimi su WhatsApp (si apre in una nuova scheda)",
  });
  // The chat opens with the salon's number; the message it proposes is the booking feature's.
  const chat = new URL((await whatsApp.getAttribute("href")) ?? "");
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${phone.slice(1)}`);
  await expect(whatsApp).toHaveAttribute("target", "_blank");
  await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");

  const directions = section.getByRole("link", {
    name: "Indicazioni stradali (si apre in una nuova scheda)",
  });
  await expect(directions).toHaveAttribute("href", directionsUrl(salonAddress));
  expect(directionsUrl(salonAddress)).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
});

test("lists the days of the content, in its order, each with its hours or Chiuso", async ({
  page,
}) => {
  await gotoHydrated(page, "/contatti");
  await expect(hours(page).getByRole("term")).toHaveText(
    salon.openingHours.map(({ day }) => dayNames[day]),
  );
  await expect(hours(page).getByRole("definition")).toHaveText(
    salon.openingHours.map(({ intervals }) => writtenHours(intervals) || "Chiuso"),
  );
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
  for (const { day, intervals } of salon.openingHours) {
    expect(html).toContain(dayNames[day]);
    expect(html).toContain(writtenHours(intervals) || "Chiuso");
  }
  expect(html).not.toContain(openNow);
  expect(html).not.toContain("Chiuso ·");
});

// ── The badge, at moments derived from the hours ─────────────────────────────

const openDays = salon.openingHours.filter(({ intervals }) => intervals.length > 0);
const firstOpen = openDays[0];
const lastOpen = openDays.at(-1);
const clock = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** Ordinary moments of a summer week where the weekly hours say open, or closed. */
function badgeMoments() {
  const moments: { when: string; moment: RomeMoment; open: boolean }[] = [];
  const at = (day: WeekDay, minutes: number, open: boolean, why = "") =>
    moments.push({
      when: `${dayNames[day]} at ${clock(minutes)}${why}`,
      moment: romeMoment(day, minutes),
      open,
    });

  if (firstOpen) {
    const first = firstOpen.intervals[0]!;
    const last = firstOpen.intervals.at(-1)!;
    at(firstOpen.day, minutesOf(first.opens), true, ", opening time");
    at(firstOpen.day, minutesOf(last.closes) - 1, true, ", the last minute");
    at(firstOpen.day, minutesOf(last.closes), false, ", closing time");
    if (minutesOf(first.opens) >= 30) {
      at(firstOpen.day, minutesOf(first.opens) - 30, false, ", before opening");
    }
  }
  if (lastOpen && lastOpen !== firstOpen) {
    const last = lastOpen.intervals.at(-1)!;
    at(lastOpen.day, Math.floor((minutesOf(last.opens) + minutesOf(last.closes)) / 2), true);
    if (minutesOf(last.closes) + 120 < 24 * 60) {
      at(lastOpen.day, minutesOf(last.closes) + 120, false, ", after closing");
    }
  }
  // A lunch break, if a day has one.
  const lunch = openDays.find(
    ({ intervals: [morning, afternoon] }) =>
      morning && afternoon && minutesOf(morning.closes) < minutesOf(afternoon.opens),
  );
  if (lunch) {
    const [morning, afternoon] = lunch.intervals;
    const gap = Math.floor((minutesOf(morning!.closes) + minutesOf(afternoon!.opens)) / 2);
    at(lunch.day, gap, false, ", the lunch break");
  }
  const closedDay = salon.openingHours.find(({ intervals }) => intervals.length === 0);
  if (closedDay) at(closedDay.day, 11 * 60, false, ", a closed day");
  const unlisted = weekDays.find((day) => !salon.openingHours.some((entry) => entry.day === day));
  if (unlisted) at(unlisted, 10 * 60, false, ", a day not listed");
  return moments;
}

/** The badge beside the heading (a closed day in the list reads just "Chiuso"). */
const badge = (page: Page) => hours(page).getByText(/^(Aperto ora|Chiuso · )/);

for (const { when, moment, open } of badgeMoments()) {
  const expected = expectedBadge(moment);
  test(`the badge reads ${open ? openNow : "closed"} on ${when}`, async ({ page }) => {
    expect(expected === openNow, "the weekly hours agree").toBe(open);
    const problems = watchConsole(page);
    await page.clock.setFixedTime(moment.instant);
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(expected);
    // No hydration mismatch: the prerendered page had no badge at all.
    expect(problems).toEqual([]);
  });
}

test.describe("across the change of time", () => {
  test.skip(!firstOpen, "The salon lists no open day.");
  const opens = minutesOf(firstOpen?.intervals[0]?.opens ?? "00:00");

  test("half an hour after opening, the week after the change to winter time: open", async ({
    page,
  }) => {
    await page.clock.setFixedTime(
      romeInstant(firstOpen!.day, opens + 30, seasons.afterWinterTimeChange),
    );
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(openNow);
  });

  test("half an hour before opening, the week after the change to summer time: closed", async ({
    page,
  }) => {
    test.skip(opens < 30, "The salon opens at midnight.");
    const moment = romeMoment(firstOpen!.day, opens - 30, seasons.afterSummerTimeChange);
    await page.clock.setFixedTime(moment.instant);
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(expectedBadge(moment));
  });
});

test.describe("for a visitor abroad", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the badge still follows Italian time", async ({ page }) => {
    test.skip(!firstOpen, "The salon lists no open day.");
    // Half an hour after opening in Rome is six hours earlier in New York.
    const opens = minutesOf(firstOpen!.intervals[0]!.opens);
    await page.clock.setFixedTime(romeInstant(firstOpen!.day, opens + 30));
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(openNow);
  });
});

test("the badge turns to closed at closing time on a page left open", async ({ page }) => {
  test.skip(!firstOpen, "The salon lists no open day.");
  const closing = romeMoment(firstOpen!.day, minutesOf(firstOpen!.intervals.at(-1)!.closes));
  // A minute and a half before closing.
  await page.clock.install({ time: new Date(closing.instant.getTime() - 90_000) });
  await gotoHydrated(page, "/contatti");
  await expect(badge(page)).toHaveText(openNow);
  await page.clock.runFor(2 * 60_000);
  await expect(badge(page)).toHaveText(expectedBadge(closing));
});
