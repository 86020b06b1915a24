// The timelines of the hours (model.ts) on fixed data: a
// made-up week, a closure and the public holidays, in Italian time. Each is
// checked against the rules it is built from (closedStatusText, closureOn) at
// every quarter hour, so no change of state falls between its steps.
import { describe, expect, it } from "vitest";
import type { OpeningDay } from "~/lib/opening-hours";
import { encodeTimeline, timelineOf, timelineTextAt } from "~/lib/timeline";
import type { Closure } from "./closures";
import { midnights, openingChanges, timelineDates, todayHoursLine } from "./hours-now";
import { closedStatusText } from "./salon-status";

const at = (iso: string) => new Date(iso);

// Tuesday and Thursday not listed, Sunday listed as closed, a lunch break on Wednesday.
const hours: OpeningDay[] = [
  { day: "monday", intervals: [{ opens: "09:00", closes: "18:00" }] },
  {
    day: "wednesday",
    intervals: [
      { opens: "09:00", closes: "13:00" },
      { opens: "15:30", closes: "19:00" },
    ],
  },
  { day: "friday", intervals: [{ opens: "09:00", closes: "18:00" }] },
  { day: "saturday", intervals: [{ opens: "09:00", closes: "13:00" }] },
  { day: "sunday", intervals: [] },
];
// From Monday 4 to Wednesday 6 January 2027 (the Epiphany, a holiday, is the 6th).
const closures: Closure[] = [{ from: "2027-01-04", to: "2027-01-06", reason: "Ferie invernali" }];

const status = (instant: Date) => closedStatusText(instant, hours, closures) ?? "Aperto ora";
const today = (instant: Date) => todayHoursLine(instant, hours, closures);

/** Every quarter hour from the first date's midnight to the last's, in UTC (so through any change of time). */
function quarterHours(dates: readonly string[]): Date[] {
  const [first] = midnights(dates.slice(0, 1));
  const [last] = midnights(dates.slice(-1));
  const instants: Date[] = [];
  for (let time = first!.getTime(); time < last!.getTime(); time += 15 * 60_000) {
    instants.push(new Date(time));
  }
  return instants;
}

describe("timelineDates", () => {
  it("gives the days from the first, and the one after the last", () => {
    expect(timelineDates("2026-12-30", 3)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });
});

describe("openingChanges", () => {
  it("lists midnight, each opening and each closing, in Italian time", () => {
    // Wednesday 16 December 2026 (UTC+1), with its lunch break; the Thursday ends it.
    expect(openingChanges(["2026-12-16", "2026-12-17"], hours).map((d) => d.toISOString())).toEqual(
      [
        "2026-12-15T23:00:00.000Z",
        "2026-12-16T08:00:00.000Z",
        "2026-12-16T12:00:00.000Z",
        "2026-12-16T14:30:00.000Z",
        "2026-12-16T18:00:00.000Z",
        "2026-12-16T23:00:00.000Z",
      ],
    );
  });

  it("follows the change to winter time", () => {
    // Saturday 24 October 2026 in summer time, Monday 26 in winter time.
    const [, saturdayOpens] = openingChanges(["2026-10-24", "2026-10-25"], hours);
    const [, mondayOpens] = openingChanges(["2026-10-26", "2026-10-27"], hours);
    expect(saturdayOpens?.toISOString()).toBe("2026-10-24T07:00:00.000Z");
    expect(mondayOpens?.toISOString()).toBe("2026-10-26T08:00:00.000Z");
  });
});

describe("the status timeline", () => {
  // Three weeks over Christmas (Friday), Santo Stefano (Saturday), the closure and the Epiphany.
  const dates = timelineDates("2026-12-21", 21);
  const timeline = encodeTimeline(timelineOf(openingChanges(dates, hours), status), ["Aperto ora"]);
  const statusAt = (iso: string) => timelineTextAt(timeline, at(iso));

  it("says what the rules say at every quarter hour", () => {
    const wrong = quarterHours(dates).filter(
      (instant) => timelineTextAt(timeline, instant) !== status(instant),
    );
    expect(wrong).toEqual([]);
  });

  it("is open on an ordinary day's opening hours, and closed outside them", () => {
    expect(statusAt("2026-12-21T08:00:00Z")).toBe("Aperto ora"); // Monday 9:00
    expect(statusAt("2026-12-21T07:59:00Z")).toBe("Chiuso · riapre oggi alle 9:00");
    expect(statusAt("2026-12-21T17:00:00Z")).toBe("Chiuso · riapre mercoledì alle 9:00");
    expect(statusAt("2026-12-23T12:30:00Z")).toBe("Chiuso · riapre oggi alle 15:30"); // lunch
  });

  it("is closed on a public holiday that falls on an open day, naming it", () => {
    const christmas = statusAt("2026-12-25T11:00:00Z"); // Friday noon
    expect(christmas).toMatch(/^Chiuso\b/);
    expect(christmas).toContain("Natale");
    expect(christmas).toBe(status(at("2026-12-25T11:00:00Z")));
  });

  it("is closed during the owner's closure, leaving its name to the notice", () => {
    const closed = statusAt("2027-01-04T09:00:00Z"); // Monday 10:00, first day
    expect(closed).toBe("Chiuso · riapre venerdì alle 9:00");
    expect(statusAt("2027-01-08T08:00:00Z")).toBe("Aperto ora"); // Friday after it
  });

  it("shows nothing after its last day, nor before its first", () => {
    expect(statusAt("2027-01-11T00:00:00Z")).toBeNull();
    expect(statusAt("2026-12-20T12:00:00Z")).toBeNull();
  });

  it("costs a few characters a week: the same steps repeat", () => {
    const weeks = timeline.steps.split(" ").length / 3;
    expect(weeks).toBeLessThan(20);
    expect(timeline.texts.length).toBeLessThan(15);
  });
});

describe("the status timeline across the change to winter time", () => {
  const dates = timelineDates("2026-10-19", 14);
  const timeline = encodeTimeline(timelineOf(openingChanges(dates, hours), status));

  it("says what the rules say at every quarter hour", () => {
    const wrong = quarterHours(dates).filter(
      (instant) => timelineTextAt(timeline, instant) !== status(instant),
    );
    expect(wrong).toEqual([]);
  });

  it("opens at 9:00 Italian time on both sides of it", () => {
    expect(timelineTextAt(timeline, at("2026-10-24T07:00:00Z"))).toBe("Aperto ora"); // summer
    expect(timelineTextAt(timeline, at("2026-10-26T07:59:00Z"))).toBe(
      "Chiuso · riapre oggi alle 9:00",
    ); // winter: 8:59
    expect(timelineTextAt(timeline, at("2026-10-26T08:00:00Z"))).toBe("Aperto ora");
  });
});

describe("today's hours", () => {
  it.each([
    ["an ordinary Monday", "2026-12-21T11:00:00Z", "Oggi: 9:00–18:00"],
    ["a Saturday", "2027-01-02T11:00:00Z", "Oggi: 9:00–13:00"],
    ["a lunch break", "2026-12-23T11:00:00Z", "Oggi: 9:00–13:00, 15:30–19:00"],
    ["a day not listed", "2026-12-22T11:00:00Z", "Oggi: chiuso"],
    ["a day listed as closed", "2026-12-27T11:00:00Z", "Oggi: chiuso"],
    ["a public holiday", "2026-12-25T11:00:00Z", "Oggi: chiuso · Natale"],
    ["the owner's closure", "2027-01-05T11:00:00Z", "Oggi: chiuso · Ferie invernali"],
    ["00:30 in Rome is already the next day", "2026-12-24T23:30:00Z", "Oggi: chiuso · Natale"],
    ["23:30 in Rome on Christmas Eve", "2026-12-24T22:30:00Z", "Oggi: chiuso"],
    ["Ferragosto, in summer time", "2026-08-14T22:30:00Z", "Oggi: chiuso · Ferragosto"],
  ])("%s", (_, instant, expected) => {
    expect(today(at(instant))).toBe(expected);
  });

  it("as a timeline, changes at each Italian midnight and picks the day's line", () => {
    const dates = timelineDates("2026-12-21", 21);
    const timeline = encodeTimeline(timelineOf(midnights(dates), today));
    const wrong = quarterHours(dates).filter(
      (instant) => timelineTextAt(timeline, instant) !== today(instant),
    );
    expect(wrong).toEqual([]);
    expect(timelineTextAt(timeline, at("2026-12-25T22:59:00Z"))).toBe("Oggi: chiuso · Natale");
    expect(timelineTextAt(timeline, at("2026-12-25T23:00:00Z"))).toBe(
      "Oggi: chiuso · Santo Stefano",
    );
  });

  it("honours a holiday the owner opens on", () => {
    expect(
      todayHoursLine(at("2026-12-25T11:00:00Z"), hours, closures, { openOnHolidays: ["natale"] }),
    ).toBe("Oggi: 9:00–18:00");
  });
});
