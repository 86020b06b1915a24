// The closures as the pages announce them, wired to the owner's content: the
// rules themselves are tested on fixed data in app/lib (closures.test.ts, salon-status.test.ts).
import { describe, expect, it } from "vitest";
import {
  buildInstant,
  closedDaysSpecification,
  closedStatusText,
  closureNoticeTimeline,
  homeClosureText,
  nextClosureText,
} from "./closures";
import { salon } from "./salon";
import { addDays } from "~/lib/calendar";
import { closureNoticeText } from "~/lib/closures";
import { italianPublicHolidays } from "~/lib/public-holidays";
import { romeDate } from "~/lib/rome-time";
import { reopensText, salonStatusAt } from "~/lib/salon-status";
import { timelineTextAt } from "~/lib/timeline";

/** Noon in Rome on a date (11:00 or 10:00 UTC, whatever the season). */
function noonInRome(date: string): Date {
  for (const utcHour of [10, 11]) {
    const instant = new Date(`${date}T${String(utcHour).padStart(2, "0")}:00:00Z`);
    if (
      new Intl.DateTimeFormat("en", {
        timeZone: "Europe/Rome",
        hour: "numeric",
        hourCycle: "h23",
      }).format(instant) === "12"
    )
      return instant;
  }
  throw new Error(`no noon for ${date}`);
}

const holidays = { openOnHolidays: salon.openOnHolidays };

describe.runIf(salon.closures.length > 0)("during the owner's first closure", () => {
  const closure = [...salon.closures].sort((a, b) => a.from.localeCompare(b.from))[0]!;

  it("the badge says closed and when it reopens, on its first day and on its last", () => {
    for (const day of [closure.from, closure.to]) {
      const status = salonStatusAt(noonInRome(day), salon.openingHours, salon.closures, holidays);
      expect(status.state).toBe("closed");
      if (status.state !== "closed") continue;
      // The closure's reason is in its notice, shown beside the badge.
      expect(closedStatusText(noonInRome(day))).toBe(
        `Chiuso · ${reopensText(status.reopens!, day)}`,
      );
      expect(nextClosureText(noonInRome(day))).toContain(closure.reason);
    }
  });

  it("the badge never says just Chiuso while the week has hours", () => {
    for (let day = closure.from; day <= addDays(closure.to, 1); day = addDays(day, 1)) {
      const text = closedStatusText(noonInRome(day));
      if (text !== null) expect(text, day).toMatch(/ · riapre /);
    }
  });

  it("Contatti and the home page announce it while it lasts", () => {
    const inside = noonInRome(closure.from);
    const expected = closureNoticeText(closure, closure.from);
    expect(nextClosureText(inside)).toBe(expected);
    expect(homeClosureText(inside)).toBe(expected);
  });

  it("the home page announces it from closureNoticeDays before, not earlier; Contatti always", () => {
    const first = noonInRome(addDays(closure.from, -salon.closureNoticeDays));
    const tooEarly = noonInRome(addDays(closure.from, -salon.closureNoticeDays - 1));
    expect(homeClosureText(first)).toBe(closureNoticeText(closure, romeDate(first)));
    expect(homeClosureText(tooEarly)).toBeNull();
    expect(nextClosureText(tooEarly)).toBe(closureNoticeText(closure, romeDate(tooEarly)));
  });

  it("nothing is announced once it is over, if no other closure follows", () => {
    const after = noonInRome(addDays(closure.to, 1));
    const later = salon.closures.filter((other) => other.to > closure.to);
    if (later.length === 0) {
      expect(nextClosureText(after)).toBeNull();
      expect(homeClosureText(after)).toBeNull();
    }
  });
});

describe("the notices' timelines (app/components/closure-notice.tsx)", () => {
  const lastDay = salon.closures.reduce((last, { to }) => (to > last ? to : last), "");

  it.each([
    ["home", homeClosureText],
    ["Contatti", nextClosureText],
  ] as const)("%s: the one due each day, until the last closure, is that day's", (_, text) => {
    const timeline = closureNoticeTimeline(text);
    for (let day = romeDate(buildInstant); day <= addDays(lastDay, 1); day = addDays(day, 1)) {
      expect(timelineTextAt(timeline, noonInRome(day)), day).toBe(text(noonInRome(day)));
    }
  });
});

describe("public holidays", () => {
  const year = new Date().getFullYear() + 1;
  const closedHolidays = italianPublicHolidays(year).filter(
    (holiday) =>
      !salon.openOnHolidays.some((entry) => entry === holiday.date || entry === holiday.key),
  );

  it("close the salon unless the owner opens on them; the badge names them", () => {
    for (const holiday of closedHolidays) {
      const owners = salon.closures.some(
        ({ from, to }) => from <= holiday.date && holiday.date <= to,
      );
      const text = closedStatusText(noonInRome(holiday.date));
      expect(text).not.toBeNull();
      if (!owners) expect(text).toMatch(/^Chiuso · .+ · riapre /);
    }
  });

  it("are in the JSON-LD's closed days of the coming year", () => {
    const specification = closedDaysSpecification();
    const closed = (date: string) =>
      specification.some(
        ({ validFrom, validThrough }) => validFrom <= date && date <= validThrough,
      );
    const today = romeDate(new Date());
    for (const holiday of [...italianPublicHolidays(year - 1), ...closedHolidays]) {
      if (holiday.date >= today && holiday.date <= addDays(today, 364)) {
        expect(closed(holiday.date), holiday.name).toBe(true);
      }
    }
  });
});
