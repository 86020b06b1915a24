import { describe, expect, it } from "vitest";
import { shortDayNames } from "~/content/contatti";
import {
  formatIntervals,
  isOpenAt,
  readsItalianTime,
  wallClockAt,
  weekSummary,
  type OpeningDay,
} from "./opening-hours";

// Instants are written in UTC on purpose: Rome is UTC+1 in winter and UTC+2 in summer.
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

describe("wallClockAt", () => {
  it("reads winter time as UTC+1 and summer time as UTC+2", () => {
    expect(wallClockAt(at("2026-01-12T08:00:00Z"))).toEqual({ day: "monday", minutes: 9 * 60 });
    expect(wallClockAt(at("2026-07-13T07:00:00Z"))).toEqual({ day: "monday", minutes: 9 * 60 });
  });

  it("follows the spring change on Sunday 29 March 2026 (02:00 becomes 03:00)", () => {
    expect(wallClockAt(at("2026-03-29T00:59:00Z"))).toEqual({
      day: "sunday",
      minutes: 1 * 60 + 59,
    });
    expect(wallClockAt(at("2026-03-29T01:00:00Z"))).toEqual({ day: "sunday", minutes: 3 * 60 });
  });

  it("follows the autumn change on Sunday 25 October 2026 (03:00 becomes 02:00)", () => {
    expect(wallClockAt(at("2026-10-25T00:59:00Z"))).toEqual({
      day: "sunday",
      minutes: 2 * 60 + 59,
    });
    expect(wallClockAt(at("2026-10-25T01:00:00Z"))).toEqual({ day: "sunday", minutes: 2 * 60 });
  });

  it("puts a late UTC evening on the next Italian day", () => {
    expect(wallClockAt(at("2026-06-01T22:30:00Z"))).toEqual({ day: "tuesday", minutes: 30 });
  });

  it("reads the same instant in another zone when asked", () => {
    expect(wallClockAt(at("2026-06-01T12:00:00Z"), "America/New_York")).toEqual({
      day: "monday",
      minutes: 8 * 60,
    });
  });
});

describe("isOpenAt on a known week", () => {
  it.each([
    ["Monday 9:00, the opening minute", "2026-06-01T07:00:00Z", true],
    ["Monday 8:59", "2026-06-01T06:59:00Z", false],
    ["Monday 13:30 (no lunch break)", "2026-06-01T11:30:00Z", true],
    ["Monday 17:59", "2026-06-01T15:59:00Z", true],
    ["Monday 18:00, the closing minute", "2026-06-01T16:00:00Z", false],
    ["Tuesday 10:00 (not listed)", "2026-06-02T08:00:00Z", false],
    ["Wednesday 12:00", "2026-06-03T10:00:00Z", true],
    ["Thursday 10:00 (not listed)", "2026-06-04T08:00:00Z", false],
    ["Friday 17:00", "2026-06-05T15:00:00Z", true],
    ["Saturday 9:00", "2026-06-06T07:00:00Z", true],
    ["Saturday 12:59", "2026-06-06T10:59:00Z", true],
    ["Saturday 13:00, the closing minute", "2026-06-06T11:00:00Z", false],
    ["Saturday 15:00, the afternoon", "2026-06-06T13:00:00Z", false],
    ["Sunday 11:00", "2026-06-07T09:00:00Z", false],
    ["Monday 0:30", "2026-05-31T22:30:00Z", false],
  ])("%s → %s", (_, iso, open) => {
    expect(isOpenAt(hours, at(iso))).toBe(open);
  });

  it("uses Rome's winter offset: Monday 26 October 2026, 17:30 in Rome is 16:30 UTC", () => {
    expect(isOpenAt(hours, at("2026-10-26T16:30:00Z"))).toBe(true);
    expect(isOpenAt(hours, at("2026-10-26T17:00:00Z"))).toBe(false);
  });

  it("uses Rome's summer offset: Monday 30 March 2026, 17:30 in Rome is 15:30 UTC", () => {
    expect(isOpenAt(hours, at("2026-03-30T15:30:00Z"))).toBe(true);
    expect(isOpenAt(hours, at("2026-03-30T16:00:00Z"))).toBe(false);
    // 7:30 UTC on the same day would be 8:30 under winter time: already 9:30 in summer.
    expect(isOpenAt(hours, at("2026-03-30T07:30:00Z"))).toBe(true);
  });

  it("closes during a lunch break when a day has two intervals", () => {
    const withLunch: OpeningDay[] = [
      {
        day: "monday",
        intervals: [
          { opens: "09:00", closes: "13:00" },
          { opens: "15:00", closes: "19:00" },
        ],
      },
    ];
    expect(isOpenAt(withLunch, at("2026-06-01T10:59:00Z"))).toBe(true);
    expect(isOpenAt(withLunch, at("2026-06-01T11:00:00Z"))).toBe(false);
    expect(isOpenAt(withLunch, at("2026-06-01T13:00:00Z"))).toBe(true);
    expect(isOpenAt(withLunch, at("2026-06-01T17:00:00Z"))).toBe(false);
  });
});

describe("formatIntervals", () => {
  it("writes hours without a leading zero and with an en dash", () => {
    expect(formatIntervals([{ opens: "09:00", closes: "18:00" }])).toBe("9:00–18:00");
    expect(formatIntervals([{ opens: "09:00", closes: "13:00" }])).toBe("9:00–13:00");
  });

  it("joins two intervals and leaves a closed day empty", () => {
    expect(
      formatIntervals([
        { opens: "08:30", closes: "12:30" },
        { opens: "15:00", closes: "19:00" },
      ]),
    ).toBe("8:30–12:30, 15:00–19:00");
    expect(formatIntervals([])).toBe("");
  });
});

describe("weekSummary", () => {
  // The site's own short names (code, not the owner's content).
  const short = shortDayNames;
  const nine = { opens: "09:00", closes: "18:00" };

  it("puts days with the same hours together and leaves closed days out", () => {
    expect(
      weekSummary(
        [
          { day: "monday", intervals: [nine] },
          { day: "wednesday", intervals: [nine] },
          { day: "friday", intervals: [nine] },
          { day: "saturday", intervals: [{ opens: "09:00", closes: "13:00" }] },
          { day: "sunday", intervals: [] },
        ],
        short,
      ),
    ).toBe("lun, mer, ven 9:00–18:00 · sab 9:00–13:00");
  });

  it("keeps a lunch break", () => {
    expect(
      weekSummary(
        [
          {
            day: "tuesday",
            intervals: [
              { opens: "09:00", closes: "13:00" },
              { opens: "15:00", closes: "19:00" },
            ],
          },
        ],
        short,
      ),
    ).toBe("mar 9:00–13:00, 15:00–19:00");
  });
});

describe("readsItalianTime", () => {
  const winter = new Date("2026-12-10T12:00:00Z");
  const summer = new Date("2026-07-10T12:00:00Z");

  it("is true for Italy's own clock and for a zone on the same time", () => {
    expect(readsItalianTime(winter, "Europe/Rome")).toBe(true);
    expect(readsItalianTime(summer, "Europe/Berlin")).toBe(true);
  });

  it("is false for a clock in New York or Tokyo, or in London", () => {
    expect(readsItalianTime(winter, "America/New_York")).toBe(false);
    expect(readsItalianTime(winter, "Asia/Tokyo")).toBe(false);
    expect(readsItalianTime(summer, "Europe/London")).toBe(false);
  });

  it("follows the changes of time: UTC+1 matches Italy only in winter", () => {
    expect(readsItalianTime(winter, "Africa/Lagos")).toBe(true);
    expect(readsItalianTime(summer, "Africa/Lagos")).toBe(false);
  });
});
