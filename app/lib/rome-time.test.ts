import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { romeDate, romeIsoDateTime, romeMidnight, romeOffsets, romeTime } from "./rome-time";

// Instants are written in UTC on purpose: Rome is UTC+1 in winter and UTC+2 in
// summer, so "10:00 in Rome" is 09:00Z in December and 08:00Z in June.
const at = (iso: string) => new Date(iso);

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

describe("romeIsoDateTime", () => {
  it.each([
    ["winter: UTC+1", "2026-12-31", "23:59", 59, "2026-12-31T23:59:59+01:00"],
    ["summer: UTC+2", "2026-07-01", "00:00", 0, "2026-07-01T00:00:00+02:00"],
    [
      "the day the clocks go forward, at midnight: still winter",
      "2026-03-29",
      "00:00",
      0,
      "2026-03-29T00:00:00+01:00",
    ],
    [
      "the same day before midnight: summer",
      "2026-03-29",
      "23:59",
      59,
      "2026-03-29T23:59:59+02:00",
    ],
    [
      "the day the clocks go back, before midnight: winter",
      "2026-10-25",
      "23:59",
      59,
      "2026-10-25T23:59:59+01:00",
    ],
  ])("%s", (_, date, time, seconds, expected) => {
    const written = romeIsoDateTime(date, time, seconds);
    expect(written).toBe(expected);
    // The same instant as romeTime's, read back by Date.
    expect(new Date(written).getTime()).toBe(romeTime(date, time).getTime() + seconds * 1000);
  });
});

describe("romeOffsets", () => {
  it.each([
    ["a winter quarter: no change", "2026-11-27T10:17:00Z", 60, "60"],
    ["from winter into summer", "2026-01-10T00:00:00Z", 91, "60 1774746000000 120"],
    ["from summer into winter", "2026-08-01T00:00:00Z", 91, "120 1792890000000 60"],
    [
      "across a year: both changes",
      "2026-01-01T00:00:00Z",
      365,
      "60 1774746000000 120 1792890000000 60",
    ],
  ])("%s", (_, from, days, expected) => {
    expect(romeOffsets(at(from), days)).toBe(expected);
  });

  it("changes at 01:00Z, the night Italy moves its clocks", () => {
    expect(new Date(1774746000000).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(new Date(1792890000000).toISOString()).toBe("2026-10-25T01:00:00.000Z");
  });
});
