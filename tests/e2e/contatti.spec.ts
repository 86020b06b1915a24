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
  gotoHydrated,
  romeInstant,
  salon,
  salonAddress,
  watchConsole,
  weeks,
  writtenHours,
} from "./site";

// Badge and "Chiuso" are code (app/content/contatti.ts).
const openNow = "Aperto ora";
const closedNow = "Chiuso ora";

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
  await expect(whatsApp).toHaveAttribute("href", `https://wa.me/${phone.slice(1)}`);
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
  expect(html).not.toContain(closedNow);
});

// ── The badge, at instants derived from the hours ────────────────────────────

interface Moment {
  when: string;
  instant: Date;
  badge: typeof openNow | typeof closedNow;
}

const openDays = salon.openingHours.filter(({ intervals }) => intervals.length > 0);
const firstOpen = openDays[0];
const lastOpen = openDays.at(-1);
const time = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

function badgeMoments(): Moment[] {
  const moments: Moment[] = [];
  const at = (day: WeekDay, minutes: number, badge: Moment["badge"], why = "") =>
    moments.push({
      when: `${dayNames[day]} at ${time(minutes)}${why}`,
      instant: romeInstant(day, minutes),
      badge,
    });

  if (firstOpen) {
    const first = firstOpen.intervals[0]!;
    const last = firstOpen.intervals.at(-1)!;
    at(firstOpen.day, minutesOf(first.opens), openNow, ", opening time");
    at(firstOpen.day, minutesOf(last.closes) - 1, openNow, ", the last minute");
    at(firstOpen.day, minutesOf(last.closes), closedNow, ", closing time");
  }
  if (lastOpen && lastOpen !== firstOpen) {
    const last = lastOpen.intervals.at(-1)!;
    at(lastOpen.day, Math.floor((minutesOf(last.opens) + minutesOf(last.closes)) / 2), openNow);
    if (minutesOf(last.closes) + 120 < 24 * 60) {
      at(lastOpen.day, minutesOf(last.closes) + 120, closedNow, ", after closing");
    }
  }
  // A lunch break, if a day has one.
  for (const { day, intervals } of openDays) {
    const [morning, afternoon] = intervals;
    if (!morning || !afternoon || minutesOf(afternoon.opens) === minutesOf(morning.closes)) {
      continue;
    }
    const gap = Math.floor((minutesOf(morning.closes) + minutesOf(afternoon.opens)) / 2);
    at(day, gap, closedNow, ", the lunch break");
    break;
  }
  const closedDay = salon.openingHours.find(({ intervals }) => intervals.length === 0);
  if (closedDay) at(closedDay.day, 11 * 60, closedNow, ", a closed day");
  const unlisted = weekDays.find((day) => !salon.openingHours.some((entry) => entry.day === day));
  if (unlisted) at(unlisted, 10 * 60, closedNow, ", a day not listed");
  return moments;
}

for (const { when, instant, badge } of badgeMoments()) {
  test(`the badge reads "${badge}" on ${when}`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.setFixedTime(instant);
    await gotoHydrated(page, "/contatti");
    await expect(hours(page).getByText(badge, { exact: true })).toBeVisible();
    const other = badge === openNow ? closedNow : openNow;
    await expect(page.getByText(other, { exact: true })).toHaveCount(0);
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
      romeInstant(firstOpen!.day, opens + 30, weeks.afterWinterTimeChange),
    );
    await gotoHydrated(page, "/contatti");
    await expect(hours(page).getByText(openNow, { exact: true })).toBeVisible();
  });

  test("half an hour before opening, the week after the change to summer time: closed", async ({
    page,
  }) => {
    test.skip(opens < 30, "The salon opens at midnight.");
    await page.clock.setFixedTime(
      romeInstant(firstOpen!.day, opens - 30, weeks.afterSummerTimeChange),
    );
    await gotoHydrated(page, "/contatti");
    await expect(hours(page).getByText(closedNow, { exact: true })).toBeVisible();
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
    await expect(hours(page).getByText(openNow, { exact: true })).toBeVisible();
  });
});

test("the badge turns to closed at closing time on a page left open", async ({ page }) => {
  test.skip(!firstOpen, "The salon lists no open day.");
  const closes = minutesOf(firstOpen!.intervals.at(-1)!.closes);
  // A minute and a half before closing.
  await page.clock.install({ time: new Date(romeInstant(firstOpen!.day, closes).getTime() - 90_000) });
  await gotoHydrated(page, "/contatti");
  await expect(hours(page).getByText(openNow, { exact: true })).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  await expect(hours(page).getByText(closedNow, { exact: true })).toBeVisible();
});
