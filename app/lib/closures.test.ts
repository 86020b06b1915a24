import { describe, expect, it } from "vitest";
import {
  addDays,
  closedUntilText,
  closureDatesText,
  closureNoticeText,
  closureOn,
  easterSunday,
  formatItalianDate,
  italianDateWithArticle,
  italianPublicHolidays,
  nextClosure,
  noticeDueAt,
  reopensText,
  romeDate,
  romeMidnight,
  romeTime,
  salonStatusAt,
  salonStatusText,
  scheduleNotices,
  specialOpeningHours,
  upcomingClosure,
  validateClosures,
  validateHolidayOverrides,
  type Closure,
} from "./closures";
import type { OpeningDay } from "./opening-hours";

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

const statusText = (
  instant: string,
  closures: readonly Closure[] = [],
  openOnHolidays: string[] = [],
) => salonStatusText(salonStatusAt(at(instant), hours, closures, { openOnHolidays }));

describe("romeDate", () => {
  it.each([
    [
      "a summer evening late in UTC is already the next day in Rome",
      "2026-08-22T22:30:00Z",
      "2026-08-23",
    ],
    ["winter midnight in Rome is 23:00Z", "2026-01-15T23:00:00Z", "2026-01-16"],
    ["one minute earlier", "2026-01-15T22:59:00Z", "2026-01-15"],
    [
      "the night of the spring change still reads winter time",
      "2026-03-28T23:00:00Z",
      "2026-03-29",
    ],
    ["23:59 on the 23-hour day, in summer time", "2026-03-29T21:59:00Z", "2026-03-29"],
    ["midnight after the spring change is 22:00Z", "2026-03-29T22:00:00Z", "2026-03-30"],
    ["midnight before the autumn change is 22:00Z", "2026-10-24T22:00:00Z", "2026-10-25"],
    ["23:59 on the 25-hour day, in winter time", "2026-10-25T22:59:00Z", "2026-10-25"],
    ["midnight after the autumn change is 23:00Z", "2026-10-25T23:00:00Z", "2026-10-26"],
    [
      "New Year in Rome while London is still in the old year",
      "2026-12-31T23:30:00Z",
      "2027-01-01",
    ],
  ])("%s", (_, instant, date) => {
    expect(romeDate(at(instant))).toBe(date);
  });
});

describe("public holidays", () => {
  it.each([
    [2008, "2008-03-23"],
    [2011, "2011-04-24"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("Easter %i is on %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it.each([
    [2025, "2025-04-21"],
    [2026, "2026-04-06"],
    [2027, "2027-03-29"],
  ])("Easter Monday %i is on %s", (year, date) => {
    expect(italianPublicHolidays(year)).toContainEqual({
      key: "pasquetta",
      date,
      name: "Lunedì dell'Angelo (Pasquetta)",
    });
  });

  it("lists the national holidays of 2026 in calendar order, with their Italian names", () => {
    expect(italianPublicHolidays(2026).map(({ date, name }) => `${date} ${name}`)).toEqual([
      "2026-01-01 Capodanno",
      "2026-01-06 Epifania",
      "2026-04-05 Pasqua",
      "2026-04-06 Lunedì dell'Angelo (Pasquetta)",
      "2026-04-25 Festa della Liberazione",
      "2026-05-01 Festa del Lavoro",
      "2026-06-02 Festa della Repubblica",
      "2026-08-15 Ferragosto",
      "2026-10-04 San Francesco d'Assisi",
      "2026-11-01 Ognissanti",
      "2026-12-08 Immacolata Concezione",
      "2026-12-25 Natale",
      "2026-12-26 Santo Stefano",
    ]);
  });

  it("has San Francesco (4 October) only from 2026, when the law restored it", () => {
    const keys = (year: number) => italianPublicHolidays(year).map(({ key }) => key);
    expect(keys(2025)).not.toContain("san-francesco");
    expect(keys(2025)).toHaveLength(12);
    expect(keys(2027)).toContain("san-francesco");
  });
});

describe("closureOn", () => {
  it("finds nothing on an ordinary day", () => {
    expect(closureOn("2026-06-03", [summerHolidays])).toBeUndefined();
  });

  it("finds the owner's closure on its first and last day", () => {
    for (const date of ["2026-08-01", "2026-08-23"])
      expect(closureOn(date, [summerHolidays])).toEqual({
        kind: "closure",
        reason: "Ferie estive",
        closure: summerHolidays,
      });
    expect(closureOn("2026-07-31", [summerHolidays])).toBeUndefined();
    expect(closureOn("2026-08-24", [summerHolidays])).toBeUndefined();
  });

  it("gives the owner's reason when a closure covers a holiday (Ferragosto)", () => {
    expect(closureOn("2026-08-15", [summerHolidays])?.reason).toBe("Ferie estive");
    expect(closureOn("2026-08-15", [])?.reason).toBe("Ferragosto");
  });

  it("finds a public holiday, even on a day the salon is closed anyway", () => {
    expect(closureOn("2026-12-08", [])).toEqual({
      kind: "holiday",
      reason: "Immacolata Concezione",
      holiday: { key: "immacolata", date: "2026-12-08", name: "Immacolata Concezione" },
    });
  });

  it("leaves out a holiday the owner opens on, by date (that year) or by key (every year)", () => {
    expect(closureOn("2026-12-08", [], { openOnHolidays: ["2026-12-08"] })).toBeUndefined();
    expect(closureOn("2027-12-08", [], { openOnHolidays: ["2026-12-08"] })?.reason).toBe(
      "Immacolata Concezione",
    );
    expect(closureOn("2027-12-08", [], { openOnHolidays: ["immacolata"] })).toBeUndefined();
  });

  it("keeps a closure even on a holiday the owner opens on", () => {
    expect(
      closureOn("2026-08-15", [summerHolidays], { openOnHolidays: ["ferragosto"] })?.reason,
    ).toBe("Ferie estive");
  });
});

describe("salonStatusAt on an ordinary week", () => {
  it("is open until closing time on a Monday morning", () => {
    expect(salonStatusAt(at("2026-06-01T08:00:00Z"), hours, [])).toEqual({
      state: "open",
      date: "2026-06-01",
      until: "18:00",
    });
    expect(statusText("2026-06-01T08:00:00Z")).toBe("Aperto fino alle 18:00");
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
    expect(salonStatusText(morning)).toBe("Aperto fino alle 13:00");
  });

  it("treats back-to-back intervals as one opening", () => {
    const split: OpeningDay[] = [
      {
        day: "monday",
        intervals: [
          { opens: "09:00", closes: "13:00" },
          { opens: "13:00", closes: "18:00" },
        ],
      },
    ];
    expect(salonStatusAt(at("2026-06-01T08:00:00Z"), split, [])).toMatchObject({
      until: "18:00",
    });
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
    expect(statusText("2026-12-26T08:00:00Z", [], ["2026-12-26"])).toBe("Aperto fino alle 13:00");
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
    expect(statusText("2026-04-06T08:00:00Z", [], ["pasquetta"])).toBe("Aperto fino alle 18:00");
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
    expect(statusText("2026-08-24T07:00:00Z", [summerHolidays])).toBe("Aperto fino alle 18:00");
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
    expect(statusText("2026-03-30T07:00:00Z", [beforeSpring])).toBe("Aperto fino alle 18:00");
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
    expect(statusText("2026-10-26T08:00:00Z", [beforeAutumn])).toBe("Aperto fino alle 18:00");
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

describe("upcomingClosure and nextClosure", () => {
  const winterHolidays: Closure = {
    from: "2026-12-24",
    to: "2027-01-06",
    reason: "Ferie invernali",
  };
  // Out of order on purpose: the owner may list them in any order.
  const closures = [winterHolidays, summerHolidays];

  it("announces a closure from `daysBefore` days ahead, counted in Rome", () => {
    // 18 July is 14 days before 1 August.
    expect(upcomingClosure(at("2026-07-18T08:00:00Z"), closures, 14)).toBe(summerHolidays);
    expect(upcomingClosure(at("2026-07-17T21:59:00Z"), closures, 14)).toBeUndefined();
    // 22:30Z on 17 July is already 18 July in Rome.
    expect(upcomingClosure(at("2026-07-17T22:30:00Z"), closures, 14)).toBe(summerHolidays);
  });

  it("returns the closure under way, up to its last day", () => {
    expect(upcomingClosure(at("2026-08-10T08:00:00Z"), closures, 0)).toBe(summerHolidays);
    expect(upcomingClosure(at("2026-08-23T21:59:00Z"), closures, 0)).toBe(summerHolidays);
    expect(upcomingClosure(at("2026-08-23T22:00:00Z"), closures, 14)).toBeUndefined();
  });

  it("gives Contatti the next closure however far off", () => {
    expect(nextClosure(at("2026-08-23T22:00:00Z"), closures)).toBe(winterHolidays);
    expect(nextClosure(at("2027-01-06T12:00:00Z"), closures)).toBe(winterHolidays);
    expect(nextClosure(at("2027-01-07T12:00:00Z"), closures)).toBeUndefined();
  });
});

describe("Italian wording", () => {
  it.each([
    ["2026-08-23", undefined, "23 agosto"],
    ["2026-09-01", undefined, "1° settembre"],
    ["2027-01-06", 2026, "6 gennaio 2027"],
    ["2026-01-06", 2026, "6 gennaio"],
  ])("formatItalianDate(%s, %s) is %s", (date, year, text) => {
    expect(formatItalianDate(date, year)).toBe(text);
  });

  it.each([
    ["a", "2026-08-23", "al 23 agosto"],
    ["a", "2026-09-01", "al 1° settembre"],
    ["a", "2026-12-08", "all'8 dicembre"],
    ["a", "2026-08-11", "all'11 agosto"],
    ["da", "2026-08-11", "dall'11 agosto"],
    ["da", "2026-08-01", "dal 1° agosto"],
    ["di", "2026-12-08", "dell'8 dicembre"],
    ["", "2026-12-08", "l'8 dicembre"],
    ["", "2026-12-24", "il 24 dicembre"],
  ] as const)("with «%s»: %s is «%s»", (preposition, date, text) => {
    expect(italianDateWithArticle(preposition, date)).toBe(text);
  });

  it("writes a closure's dates as Italians do", () => {
    expect(closureDatesText(summerHolidays)).toBe("dal 1° al 23 agosto");
    expect(closureDatesText({ from: "2026-08-08", to: "2026-08-11", reason: "" })).toBe(
      "dall'8 all'11 agosto",
    );
    expect(closureDatesText({ from: "2026-07-28", to: "2026-08-23", reason: "" })).toBe(
      "dal 28 luglio al 23 agosto",
    );
    expect(closureDatesText({ from: "2026-12-24", to: "2027-01-06", reason: "" }, 2026)).toBe(
      "dal 24 dicembre al 6 gennaio 2027",
    );
    expect(closureDatesText({ from: "2026-12-08", to: "2026-12-08", reason: "" })).toBe(
      "l'8 dicembre",
    );
  });

  it("says until when a closure lasts", () => {
    const closedFor = { kind: "closure", reason: "Ferie estive" } as const;
    expect(closedUntilText({ ...closedFor, until: "2026-09-01" }, "2026-08-20")).toBe(
      "Chiuso fino al 1° settembre compreso · Ferie estive",
    );
    expect(closedUntilText({ ...closedFor, until: "2026-08-11" }, "2026-08-01")).toBe(
      "Chiuso fino all'11 agosto compreso · Ferie estive",
    );
    expect(closedUntilText({ ...closedFor, until: "2027-01-06" }, "2026-12-24")).toBe(
      "Chiuso fino al 6 gennaio 2027 compreso · Ferie estive",
    );
  });

  it("gives the date of a reopening more than a week away, with the year when it changes", () => {
    expect(reopensText({ date: "2027-01-04", day: "monday", time: "09:00" }, "2026-12-20")).toBe(
      "riapre lunedì 4 gennaio 2027 alle 9:00",
    );
    expect(reopensText({ date: "2026-06-08", day: "monday", time: "13:30" }, "2026-06-02")).toBe(
      "riapre lunedì alle 13:30",
    );
  });

  it("announces a closure ahead, under way, or tomorrow", () => {
    expect(closureNoticeText(summerHolidays, "2026-07-20")).toBe(
      "Chiuso dal 1° al 23 agosto · Ferie estive",
    );
    expect(closureNoticeText(summerHolidays, "2026-08-01")).toBe(
      "Chiuso fino al 23 agosto compreso · Ferie estive",
    );
    expect(closureNoticeText(summerHolidays, "2026-08-23")).toBe("Chiuso oggi · Ferie estive");
    const training: Closure = { from: "2026-09-11", to: "2026-09-11", reason: "Formazione" };
    expect(closureNoticeText(training, "2026-09-10")).toBe("Chiuso domani · Formazione");
    expect(closureNoticeText(training, "2026-09-01")).toBe("Chiuso l'11 settembre · Formazione");
  });
});

describe("validateClosures", () => {
  const today = "2026-11-15";

  it("accepts a correct list, including a closure that ended less than a year ago", () => {
    expect(
      validateClosures(
        [
          summerHolidays,
          { from: "2025-11-15", to: "2025-11-15", reason: "Inventario" },
          { from: "2027-02-28", to: "2027-03-01", reason: "Fiera" },
        ],
        today,
      ),
    ).toEqual([]);
  });

  it("rejects an end before the start", () => {
    expect(
      validateClosures([{ from: "2026-08-23", to: "2026-08-01", reason: "Ferie estive" }], today),
    ).toEqual([
      {
        index: 0,
        field: "to",
        message: "la chiusura «Ferie estive» finisce (2026-08-01) prima di cominciare (2026-08-23)",
      },
    ]);
  });

  it("rejects a date that is not in the calendar, or not written as a date", () => {
    expect(
      validateClosures(
        [
          { from: "2026-02-30", to: "2026-03-02", reason: "Inventario" },
          { from: "2026-08-01", to: "23/08/2026", reason: "Ferie estive" },
        ],
        today,
      ),
    ).toEqual([
      {
        index: 0,
        field: "from",
        message:
          "la chiusura «Inventario» ha come data di inizio 2026-02-30, che non esiste nel calendario",
      },
      {
        index: 1,
        field: "to",
        message:
          "la chiusura «Ferie estive» ha come data di fine «23/08/2026», che non è scritta come AAAA-MM-GG (per esempio 2026-08-01)",
      },
    ]);
  });

  it("asks to delete a closure that ended more than a year ago", () => {
    expect(
      validateClosures(
        [summerHolidays, { from: "2025-08-01", to: "2025-11-14", reason: "Ferie 2025" }],
        today,
      ),
    ).toEqual([
      {
        index: 1,
        field: "to",
        message:
          "la chiusura «Ferie 2025» è finita il 2025-11-14, più di un anno fa: cancellala dall'elenco",
      },
    ]);
  });

  it("asks for a reason, naming the closure by its place in the list", () => {
    expect(validateClosures([summerHolidays, { ...summerHolidays, reason: " " }], today)).toEqual([
      {
        index: 1,
        field: "reason",
        message: "la chiusura n. 2 non ha un motivo: scrivine uno, per esempio «Ferie estive»",
      },
    ]);
  });
});

describe("validateHolidayOverrides", () => {
  it("accepts holiday dates and holiday keys, and explains the rest", () => {
    expect(
      validateHolidayOverrides(
        ["2026-12-08", "immacolata", "2026-12-09", "natale 2026", "2026-02-30", "2024-12-08"],
        "2026-11-15",
      ),
    ).toEqual([
      {
        index: 2,
        message:
          "il 2026-12-09 non è una festa nazionale: qui vanno solo i giorni festivi in cui il centro è aperto",
      },
      {
        index: 3,
        message:
          "«natale 2026» non è né una data (AAAA-MM-GG, per esempio 2026-12-08) né una festa: usa una data oppure uno di capodanno, epifania, pasqua, pasquetta, liberazione, lavoro, repubblica, ferragosto, san-francesco, ognissanti, immacolata, natale, santo-stefano",
      },
      { index: 4, message: "la data 2026-02-30 non esiste nel calendario" },
      {
        index: 5,
        message: "il 2024-12-08 è passato da più di un anno: cancellalo dall'elenco",
      },
    ]);
  });
});

describe("specialOpeningHours", () => {
  const closed = (validFrom: string, validThrough = validFrom) => ({
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom,
    validThrough,
  });

  it("marks closures and holidays for the next 12 months, days back to back as one", () => {
    expect(specialOpeningHours([summerHolidays], {}, "2026-07-01")).toEqual([
      closed("2026-08-01", "2026-08-23"),
      closed("2026-10-04"),
      closed("2026-11-01"),
      closed("2026-12-08"),
      closed("2026-12-25", "2026-12-26"),
      closed("2027-01-01"),
      closed("2027-01-06"),
      closed("2027-03-28", "2027-03-29"),
      closed("2027-04-25"),
      closed("2027-05-01"),
      closed("2027-06-02"),
    ]);
  });

  it("leaves out the holidays the owner opens on, and stops at `untilDate`", () => {
    expect(
      specialOpeningHours(
        [],
        { openOnHolidays: ["immacolata", "2026-12-26"] },
        "2026-11-15",
        "2026-12-31",
      ),
    ).toEqual([closed("2026-12-25")]);
  });
});

describe("romeMidnight", () => {
  it.each([
    ["a winter day begins at 23:00Z the day before", "2026-12-08", "2026-12-07T23:00:00.000Z"],
    ["a summer day at 22:00Z", "2026-08-23", "2026-08-22T22:00:00.000Z"],
    [
      "the day of the spring change, still in winter time",
      "2026-03-29",
      "2026-03-28T23:00:00.000Z",
    ],
    ["the day after it, in summer time", "2026-03-30", "2026-03-29T22:00:00.000Z"],
    [
      "the day of the autumn change, still in summer time",
      "2026-10-25",
      "2026-10-24T22:00:00.000Z",
    ],
    ["the day after it, in winter time", "2026-10-26", "2026-10-25T23:00:00.000Z"],
    ["New Year", "2027-01-01", "2026-12-31T23:00:00.000Z"],
  ])("%s", (_, date, instant) => {
    expect(romeMidnight(date).toISOString()).toBe(instant);
    expect(romeDate(romeMidnight(date))).toBe(date);
    expect(romeDate(new Date(romeMidnight(date).getTime() - 1))).toBe(addDays(date, -1));
  });
});

describe("romeTime", () => {
  it.each([
    ["9:00 on a winter day is 08:00Z", "2026-12-09", "09:00", "2026-12-09T08:00:00.000Z"],
    ["9:00 on a summer day is 07:00Z", "2026-08-24", "09:00", "2026-08-24T07:00:00.000Z"],
    [
      "18:00 on the day of the spring change, in summer time",
      "2026-03-29",
      "18:00",
      "2026-03-29T16:00:00.000Z",
    ],
    [
      "18:00 on the day of the autumn change, in winter time",
      "2026-10-25",
      "18:00",
      "2026-10-25T17:00:00.000Z",
    ],
    ["23:59 on New Year's Eve", "2026-12-31", "23:59", "2026-12-31T22:59:00.000Z"],
  ])("%s", (_, date, time, instant) => {
    expect(romeTime(date, time).toISOString()).toBe(instant);
    expect(romeDate(romeTime(date, time))).toBe(date);
  });
});

describe("scheduled notices", () => {
  const christmas: Closure = { from: "2026-12-24", to: "2027-01-06", reason: "Feste" };
  const training: Closure = { from: "2027-02-10", to: "2027-02-10", reason: "Formazione" };
  const closures = [christmas, training];
  const noticeOnDay = (daysBefore: number) => (instant: Date) => {
    const closure = upcomingClosure(instant, closures, daysBefore);
    return closure ? closureNoticeText(closure, romeDate(instant)) : null;
  };
  const iso = (notice: { text: string; from?: Date; until: Date }) => ({
    text: notice.text,
    from: notice.from?.toISOString(),
    until: notice.until.toISOString(),
  });

  it("holds every notice from the build to the last closure, as runs of days", () => {
    // Built on 1 December 2026 at 10:00 in Rome, announcing each closure 14 days ahead.
    const notices = scheduleNotices(at("2026-12-01T09:00:00Z"), training.to, noticeOnDay(14));
    expect(notices.map(iso)).toEqual([
      {
        text: "Chiuso dal 24 dicembre al 6 gennaio 2027 · Feste",
        from: "2026-12-09T23:00:00.000Z",
        until: "2026-12-23T23:00:00.000Z",
      },
      {
        text: "Chiuso fino al 6 gennaio 2027 compreso · Feste",
        from: "2026-12-23T23:00:00.000Z",
        until: "2026-12-31T23:00:00.000Z",
      },
      // The year goes once it is the year of the date.
      {
        text: "Chiuso fino al 6 gennaio compreso · Feste",
        from: "2026-12-31T23:00:00.000Z",
        until: "2027-01-05T23:00:00.000Z",
      },
      {
        text: "Chiuso oggi · Feste",
        from: "2027-01-05T23:00:00.000Z",
        until: "2027-01-06T23:00:00.000Z",
      },
      {
        text: "Chiuso il 10 febbraio · Formazione",
        from: "2027-01-26T23:00:00.000Z",
        until: "2027-02-08T23:00:00.000Z",
      },
      {
        text: "Chiuso domani · Formazione",
        from: "2027-02-08T23:00:00.000Z",
        until: "2027-02-09T23:00:00.000Z",
      },
      {
        text: "Chiuso oggi · Formazione",
        from: "2027-02-09T23:00:00.000Z",
        until: "2027-02-10T23:00:00.000Z",
      },
    ]);
  });

  it("gives the build day's notice no start: it also stands for any earlier instant", () => {
    const notices = scheduleNotices(at("2026-12-30T09:00:00Z"), training.to, noticeOnDay(14));
    expect(notices.map(iso)[0]).toEqual({
      text: "Chiuso fino al 6 gennaio 2027 compreso · Feste",
      from: undefined,
      until: "2026-12-31T23:00:00.000Z",
    });
  });

  it("is empty once the last closure is over", () => {
    expect(scheduleNotices(at("2027-02-11T09:00:00Z"), training.to, noticeOnDay(14))).toEqual([]);
    expect(scheduleNotices(at("2027-02-11T09:00:00Z"), "", noticeOnDay(14))).toEqual([]);
  });

  it("agrees with the notice of each instant, day by day", () => {
    const start = at("2026-11-20T09:00:00Z");
    const notices = scheduleNotices(start, training.to, noticeOnDay(Number.POSITIVE_INFINITY));
    for (let hours = 0; hours < 24 * 90; hours += 5) {
      const instant = new Date(start.getTime() + hours * 3_600_000);
      expect(noticeDueAt(notices, instant)?.text ?? null, instant.toISOString()).toBe(
        noticeOnDay(Number.POSITIVE_INFINITY)(instant),
      );
    }
  });

  describe("noticeDueAt", () => {
    const notices = scheduleNotices(at("2026-12-01T09:00:00Z"), training.to, noticeOnDay(14));

    it("finds the notice due at an instant, from its first instant to just before its end", () => {
      expect(noticeDueAt(notices, at("2026-12-09T22:59:59Z"))).toBeUndefined();
      expect(noticeDueAt(notices, at("2026-12-09T23:00:00Z"))?.text).toBe(
        "Chiuso dal 24 dicembre al 6 gennaio 2027 · Feste",
      );
      expect(noticeDueAt(notices, at("2026-12-23T22:59:59Z"))?.text).toBe(
        "Chiuso dal 24 dicembre al 6 gennaio 2027 · Feste",
      );
      expect(noticeDueAt(notices, at("2026-12-23T23:00:00Z"))?.text).toBe(
        "Chiuso fino al 6 gennaio 2027 compreso · Feste",
      );
    });

    it("finds nothing between two closures' notices, nor after the last", () => {
      expect(noticeDueAt(notices, at("2027-01-15T12:00:00Z"))).toBeUndefined();
      expect(noticeDueAt(notices, at("2027-02-10T23:00:00Z"))).toBeUndefined();
    });

    it("takes the build day's notice for an instant before the build (a clock set back)", () => {
      const built = scheduleNotices(at("2026-12-30T09:00:00Z"), training.to, noticeOnDay(14));
      expect(noticeDueAt(built, at("2026-06-01T12:00:00Z"))?.text).toBe(
        "Chiuso fino al 6 gennaio 2027 compreso · Feste",
      );
    });
  });
});
