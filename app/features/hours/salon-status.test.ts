import { describe, expect, it } from "vitest";
import type { OpeningDay } from "~/lib/opening-hours";
import type { Closure } from "./closures";
import {
  closedStatusLine,
  closedStatusText,
  reopensText,
  salonStatusAt,
  type SalonStatus,
} from "./salon-status";

// Instants are written in UTC on purpose: Rome is UTC+1 in winter and UTC+2 in
// summer, so "10:00 in Rome" is 09:00Z in December and 08:00Z in June.
const at = (iso: string) => new Date(iso);

// A made-up week, fixed here so the owner can change her real hours freely:
// Tuesday and Thursday not listed, Sunday listed as closed.
const hours: OpeningDay[] = [
  { day: "monday", intervals: [{ opens: "09:00", closes: "18:00" }] },
  { day: "wednesday", intervals: [{ opens: "09:00", closes: "18:00" }] },
  { day: "friday", intervals: [{ opens: "09:00", closes: "18:00" }] },
  { day: "saturday", intervals: [{ opens: "09:00", closes: "13:00" }] },
  { day: "sunday", intervals: [] },
];

const summerHolidays: Closure = { from: "2026-08-01", to: "2026-08-23", reason: "Ferie estive" };

/** The badge's words at an instant: "Aperto" stands for open. */
const statusText = (
  instant: string,
  closures: readonly Closure[] = [],
  openOnHolidays: string[] = [],
) => salonStatusText(salonStatusAt(at(instant), hours, closures, { openOnHolidays }));

const salonStatusText = (status: SalonStatus) =>
  status.state === "open" ? "Aperto" : closedStatusLine(status);

describe("salonStatusAt on an ordinary week", () => {
  it("is open on a Monday morning", () => {
    expect(salonStatusAt(at("2026-06-01T08:00:00Z"), hours, [])).toEqual({ state: "open" });
    expect(statusText("2026-06-01T08:00:00Z")).toBe("Aperto");
  });

  it("reopens today before opening time", () => {
    expect(statusText("2026-06-01T06:59:00Z")).toBe("Chiuso · riapre oggi alle 9:00");
  });

  it("skips the days not listed: Monday evening reopens on Wednesday", () => {
    expect(salonStatusAt(at("2026-06-01T16:00:00Z"), hours, [])).toEqual({
      state: "closed",
      date: "2026-06-01",
      reopens: { date: "2026-06-03", day: "wednesday", time: "09:00" },
    });
    expect(statusText("2026-06-01T16:00:00Z")).toBe("Chiuso · riapre mercoledì alle 9:00");
  });

  it("says tomorrow on Friday evening, and Monday on Saturday afternoon", () => {
    expect(statusText("2026-06-05T17:00:00Z")).toBe("Chiuso · riapre domani alle 9:00");
    expect(statusText("2026-06-06T12:00:00Z")).toBe("Chiuso · riapre lunedì alle 9:00");
  });

  it("reopens after the lunch break the same day", () => {
    const withLunch: OpeningDay[] = [
      {
        day: "monday",
        intervals: [
          { opens: "15:00", closes: "19:00" },
          { opens: "09:00", closes: "13:00" },
        ],
      },
    ];
    const lunch = salonStatusAt(at("2026-06-01T11:30:00Z"), withLunch, []);
    expect(salonStatusText(lunch)).toBe("Chiuso · riapre oggi alle 15:00");
    const morning = salonStatusAt(at("2026-06-01T08:00:00Z"), withLunch, []);
    expect(salonStatusText(morning)).toBe("Aperto");
  });

  it("gives no reopening when the week has no hours at all", () => {
    const status = salonStatusAt(at("2026-06-01T08:00:00Z"), [], []);
    expect(status).toEqual({ state: "closed", date: "2026-06-01" });
    expect(salonStatusText(status)).toBe("Chiuso");
  });
});

describe("salonStatusAt on public holidays", () => {
  it("is closed on Christmas (a Friday) and Santo Stefano (a Saturday), back to back", () => {
    expect(salonStatusAt(at("2026-12-25T09:00:00Z"), hours, [])).toEqual({
      state: "closed",
      date: "2026-12-25",
      reopens: { date: "2026-12-28", day: "monday", time: "09:00" },
      closedFor: { kind: "holiday", reason: "Natale", until: "2026-12-26" },
    });
    expect(statusText("2026-12-25T09:00:00Z")).toBe("Chiuso · Natale · riapre lunedì alle 9:00");
    expect(statusText("2026-12-26T09:00:00Z")).toBe(
      "Chiuso · Santo Stefano · riapre lunedì alle 9:00",
    );
  });

  it("reads Christmas from Rome's midnight, not UTC's", () => {
    // Thursday 24 December 23:59 in Rome: an ordinary closed evening.
    expect(statusText("2026-12-24T22:59:00Z")).toBe("Chiuso · riapre lunedì alle 9:00");
    // One minute later it is Christmas in Rome, 23:00 in UTC.
    expect(salonStatusAt(at("2026-12-24T23:00:00Z"), hours, [])).toMatchObject({
      date: "2026-12-25",
      closedFor: { reason: "Natale" },
    });
  });

  it("opens on Santo Stefano when the owner says so, by date or by key", () => {
    for (const override of ["2026-12-26", "santo-stefano"]) {
      const status = salonStatusAt(at("2026-12-25T09:00:00Z"), hours, [], {
        openOnHolidays: [override],
      });
      expect(status).toMatchObject({
        closedFor: { until: "2026-12-25" },
        reopens: { date: "2026-12-26", day: "saturday", time: "09:00" },
      });
      expect(salonStatusText(status)).toBe("Chiuso · Natale · riapre domani alle 9:00");
    }
    expect(statusText("2026-12-26T08:00:00Z", [], ["2026-12-26"])).toBe("Aperto");
  });

  it("reports the Immacolata on Tuesday 8 December 2026, a day closed anyway", () => {
    expect(salonStatusAt(at("2026-12-08T09:00:00Z"), hours, [])).toEqual({
      state: "closed",
      date: "2026-12-08",
      reopens: { date: "2026-12-09", day: "wednesday", time: "09:00" },
      closedFor: { kind: "holiday", reason: "Immacolata Concezione", until: "2026-12-08" },
    });
  });

  it.each([
    ["2025", "2025-04-21T08:00:00Z", "2025-04-23"],
    ["2026", "2026-04-06T08:00:00Z", "2026-04-08"],
    ["2027", "2027-03-29T08:00:00Z", "2027-03-31"],
  ])("is closed on Easter Monday %s at 10:00 and reopens on Wednesday", (_, instant, wednesday) => {
    expect(salonStatusAt(at(instant), hours, [])).toMatchObject({
      state: "closed",
      closedFor: { kind: "holiday", reason: "Lunedì dell'Angelo (Pasquetta)" },
      reopens: { date: wednesday, time: "09:00" },
    });
  });

  it("is open on Easter Monday when the owner says so", () => {
    expect(statusText("2026-04-06T08:00:00Z", [], ["pasquetta"])).toBe("Aperto");
  });

  it("is closed on Liberazione (Saturday 25 April 2026) and Festa del Lavoro (Friday 1 May 2026)", () => {
    expect(statusText("2026-04-25T08:00:00Z")).toBe(
      "Chiuso · Festa della Liberazione · riapre lunedì alle 9:00",
    );
    expect(statusText("2026-05-01T08:00:00Z")).toBe(
      "Chiuso · Festa del Lavoro · riapre domani alle 9:00",
    );
  });

  it("is closed on San Francesco, Monday 4 October 2027", () => {
    expect(statusText("2027-10-04T08:00:00Z")).toBe(
      "Chiuso · San Francesco d'Assisi · riapre mercoledì alle 9:00",
    );
  });
});

describe("salonStatusAt during a closure", () => {
  it("is an ordinary closed evening the minute before the first day", () => {
    // Friday 31 July 23:59 in Rome (UTC+2): the next opening is after the holidays.
    expect(salonStatusAt(at("2026-07-31T21:59:00Z"), hours, [summerHolidays])).toEqual({
      state: "closed",
      date: "2026-07-31",
      reopens: { date: "2026-08-24", day: "monday", time: "09:00" },
    });
    expect(statusText("2026-07-31T21:59:00Z", [summerHolidays])).toBe(
      "Chiuso · riapre lunedì 24 agosto alle 9:00",
    );
  });

  it("is closed from the first day's 00:00 in Rome", () => {
    expect(salonStatusAt(at("2026-07-31T22:00:00Z"), hours, [summerHolidays])).toEqual({
      state: "closed",
      date: "2026-08-01",
      reopens: { date: "2026-08-24", day: "monday", time: "09:00" },
      closedFor: { kind: "closure", reason: "Ferie estive", until: "2026-08-23" },
    });
    expect(statusText("2026-07-31T22:00:00Z", [summerHolidays])).toBe(
      "Chiuso · Ferie estive · riapre lunedì 24 agosto alle 9:00",
    );
  });

  it("is closed at the hours it would normally open, Ferragosto included", () => {
    expect(statusText("2026-08-03T08:00:00Z", [summerHolidays])).toBe(
      "Chiuso · Ferie estive · riapre lunedì 24 agosto alle 9:00",
    );
    expect(statusText("2026-08-15T08:00:00Z", [summerHolidays])).toBe(
      "Chiuso · Ferie estive · riapre lunedì 24 agosto alle 9:00",
    );
  });

  it("is closed until the last day's 23:59 in Rome", () => {
    expect(statusText("2026-08-23T21:59:00Z", [summerHolidays])).toBe(
      "Chiuso · Ferie estive · riapre domani alle 9:00",
    );
  });

  it("opens as usual the day after", () => {
    expect(statusText("2026-08-24T06:59:00Z", [summerHolidays])).toBe(
      "Chiuso · riapre oggi alle 9:00",
    );
    expect(statusText("2026-08-24T07:00:00Z", [summerHolidays])).toBe("Aperto");
  });

  it("counts closed days back to back, closures and holidays alike, in `until`", () => {
    const first: Closure = { from: "2026-08-03", to: "2026-08-09", reason: "Ferie estive" };
    const second: Closure = { from: "2026-08-10", to: "2026-08-14", reason: "Lavori" };
    // Ferragosto, Saturday 15 August, closes the run.
    expect(salonStatusAt(at("2026-08-05T08:00:00Z"), hours, [second, first])).toMatchObject({
      closedFor: { kind: "closure", reason: "Ferie estive", until: "2026-08-15" },
      reopens: { date: "2026-08-17", day: "monday", time: "09:00" },
    });
  });

  it("says a single day's closure is today", () => {
    const training: Closure = { from: "2026-09-14", to: "2026-09-14", reason: "Formazione" };
    expect(statusText("2026-09-14T08:00:00Z", [training])).toBe(
      "Chiuso · Formazione · riapre mercoledì alle 9:00",
    );
  });
});

describe("salonStatusAt across the change of time", () => {
  // Spring: Sunday 29 March 2026, 02:00 becomes 03:00 (UTC+1 → UTC+2).
  const beforeSpring: Closure = { from: "2026-03-23", to: "2026-03-28", reason: "Corso" };

  it("ends a closure at Saturday's midnight in winter time", () => {
    expect(statusText("2026-03-28T22:59:00Z", [beforeSpring])).toBe(
      "Chiuso · Corso · riapre lunedì alle 9:00",
    );
    expect(salonStatusAt(at("2026-03-28T23:00:00Z"), hours, [beforeSpring])).toEqual({
      state: "closed",
      date: "2026-03-29",
      reopens: { date: "2026-03-30", day: "monday", time: "09:00" },
    });
  });

  it("opens on Monday at 9:00 summer time, 07:00 UTC", () => {
    expect(statusText("2026-03-30T06:59:00Z", [beforeSpring])).toBe(
      "Chiuso · riapre oggi alle 9:00",
    );
    expect(statusText("2026-03-30T07:00:00Z", [beforeSpring])).toBe("Aperto");
  });

  it("covers the whole of the 23-hour day", () => {
    const onTheDay: Closure = { from: "2026-03-29", to: "2026-03-29", reason: "Trasloco" };
    expect(salonStatusAt(at("2026-03-28T23:00:00Z"), hours, [onTheDay]).state).toBe("closed");
    expect(statusText("2026-03-29T21:59:00Z", [onTheDay])).toBe(
      "Chiuso · Trasloco · riapre domani alle 9:00",
    );
    expect(statusText("2026-03-29T22:00:00Z", [onTheDay])).toBe("Chiuso · riapre oggi alle 9:00");
  });

  // Autumn: Sunday 25 October 2026, 03:00 becomes 02:00 (UTC+2 → UTC+1).
  const beforeAutumn: Closure = { from: "2026-10-19", to: "2026-10-24", reason: "Corso" };

  it("ends a closure at Saturday's midnight in summer time", () => {
    expect(statusText("2026-10-24T21:59:00Z", [beforeAutumn])).toBe(
      "Chiuso · Corso · riapre lunedì alle 9:00",
    );
    expect(salonStatusAt(at("2026-10-24T22:00:00Z"), hours, [beforeAutumn])).toEqual({
      state: "closed",
      date: "2026-10-25",
      reopens: { date: "2026-10-26", day: "monday", time: "09:00" },
    });
  });

  it("opens on Monday at 9:00 winter time, 08:00 UTC", () => {
    expect(statusText("2026-10-26T07:59:00Z", [beforeAutumn])).toBe(
      "Chiuso · riapre oggi alle 9:00",
    );
    expect(statusText("2026-10-26T08:00:00Z", [beforeAutumn])).toBe("Aperto");
  });

  it("covers the whole of the 25-hour day", () => {
    const onTheDay: Closure = { from: "2026-10-25", to: "2026-10-25", reason: "Trasloco" };
    expect(statusText("2026-10-24T22:00:00Z", [onTheDay])).toBe(
      "Chiuso · Trasloco · riapre domani alle 9:00",
    );
    expect(statusText("2026-10-25T22:59:00Z", [onTheDay])).toBe(
      "Chiuso · Trasloco · riapre domani alle 9:00",
    );
    expect(statusText("2026-10-25T23:00:00Z", [onTheDay])).toBe("Chiuso · riapre oggi alle 9:00");
  });
});

describe("reopening wording", () => {
  it("gives the date of a reopening more than a week away, with the year when it changes", () => {
    expect(reopensText({ date: "2027-01-04", day: "monday", time: "09:00" }, "2026-12-20")).toBe(
      "riapre lunedì 4 gennaio 2027 alle 9:00",
    );
    expect(reopensText({ date: "2026-06-08", day: "monday", time: "13:30" }, "2026-06-02")).toBe(
      "riapre lunedì alle 13:30",
    );
  });
});

describe("closedStatusText, the badge's words", () => {
  it("is null when open", () => {
    expect(closedStatusText(at("2026-06-01T08:00:00Z"), hours, [])).toBeNull();
  });

  it("names a public holiday, but not the owner's closure, which has its own notice", () => {
    expect(closedStatusText(at("2026-12-25T09:00:00Z"), hours, [])).toBe(
      "Chiuso · Natale · riapre lunedì alle 9:00",
    );
    expect(closedStatusText(at("2026-08-03T08:00:00Z"), hours, [summerHolidays])).toBe(
      "Chiuso · riapre lunedì 24 agosto alle 9:00",
    );
  });

  it("names the closure when nothing reopens after it", () => {
    expect(closedStatusText(at("2026-08-03T08:00:00Z"), [], [summerHolidays])).toBe(
      "Chiuso fino al 23 agosto compreso · Ferie estive",
    );
  });
});
