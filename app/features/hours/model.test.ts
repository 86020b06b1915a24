// The hours and closures as the pages show them, wired to the owner's content:
// the rules themselves are tested on fixed data beside them (closures.test.ts,
// salon-status.test.ts, hours-now.test.ts) and in app/lib/timeline.test.ts.
import { describe, expect, it } from "vitest";
import { salon } from "~/model/salon";
import { buildInstant, timelineDays } from "~/model/timeline";
import { addDays } from "~/lib/calendar";
import { romeDate, romeMidnight } from "~/lib/rome-time";
import { timelineTextAt } from "~/lib/timeline";
import { closureNoticeText } from "./closures";
import { formatIntervals } from "./hours-text";
import {
  closedDaysSpecification,
  closedStatusText,
  closureNoticeTimeline,
  homeClosureText,
  nextClosureText,
  statusText,
  statusTimeline,
  todayHoursText,
  todayHoursTimeline,
  weeklyHoursText,
} from "./model";
import { italianPublicHolidays } from "./public-holidays";
import { reopensText, salonStatusAt } from "./salon-status";

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

describe("the notices' timelines (closure-notice.tsx)", () => {
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

const firstDay = romeDate(buildInstant);
const lastDay = addDays(firstDay, timelineDays - 1);
/** Every hour from the build day's midnight to the end of the last day. */
const hours = Array.from(
  { length: timelineDays * 24 },
  (_, index) => new Date(romeMidnight(firstDay).getTime() + index * 3_600_000),
);

describe("the footer's hours of the day", () => {
  it("say the week's without JavaScript, never a day's", () => {
    const text = weeklyHoursText();
    expect(text).toMatch(/^Orari: /);
    expect(text).not.toMatch(/oggi/i);
    // Every open day's hours are in it.
    for (const { intervals } of salon.openingHours) {
      if (intervals.length > 0) expect(text).toContain(formatIntervals(intervals));
    }
  });

  it("say each day's, every hour, until the last day the pages know", () => {
    const timeline = todayHoursTimeline();
    const wrong = hours.filter((hour) => timelineTextAt(timeline, hour) !== todayHoursText(hour));
    expect(wrong).toEqual([]);
    // Past it, the week's hours again.
    expect(timelineTextAt(timeline, romeMidnight(addDays(lastDay, 1)))).toBe(weeklyHoursText());
  });
});

describe("the open-now status (home page and Contatti)", () => {
  it("has Aperto ora as its text 0, for the page to style", () => {
    expect(statusTimeline().texts[0]).toBe("Aperto ora");
  });

  it("says the status of each hour until the last day the pages know, then nothing", () => {
    const timeline = statusTimeline();
    const wrong = hours.filter((hour) => timelineTextAt(timeline, hour) !== statusText(hour));
    expect(wrong).toEqual([]);
    expect(timelineTextAt(timeline, romeMidnight(addDays(lastDay, 1)))).toBeNull();
  });

  it("costs little in the page: a few hundred characters of steps", () => {
    expect(statusTimeline().steps.length).toBeLessThan(timelineDays * 30);
  });
});
