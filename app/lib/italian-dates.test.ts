import { describe, expect, it } from "vitest";
import {
  dayLabels,
  formatFullItalianDate,
  formatItalianDate,
  fullDateWithArticle,
  italianDateTime,
  italianDateWithArticle,
  shortDayNames,
} from "./italian-dates";

describe("Italian dates", () => {
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

  it("writes a date with its year whatever the year, with its article when asked", () => {
    expect(formatFullItalianDate("2026-08-23")).toBe("23 agosto 2026");
    expect(formatFullItalianDate("2027-09-01")).toBe("1° settembre 2027");
    expect(fullDateWithArticle("2026-12-08")).toBe("l'8 dicembre 2026");
    expect(fullDateWithArticle("2026-11-27")).toBe("il 27 novembre 2026");
    expect(fullDateWithArticle("2027-09-01")).toBe("il 1° settembre 2027");
  });

  it("writes an instant as Italy's clock reads it, in winter and in summer", () => {
    expect(italianDateTime(new Date("2026-11-27T09:32:00Z"))).toBe(
      "il 27 novembre 2026 alle 10:32",
    );
    expect(italianDateTime(new Date("2026-07-31T23:05:00Z"))).toBe("il 1° agosto 2026 all'1:05");
    expect(italianDateTime(new Date("2026-12-07T23:00:00Z"))).toBe("l'8 dicembre 2026 alle 0:00");
  });

  it("names the days from one table: labels capitalised, short names of three letters", () => {
    expect(dayLabels.monday).toBe("Lunedì");
    expect(dayLabels.sunday).toBe("Domenica");
    expect(Object.values(shortDayNames)).toEqual(["lun", "mar", "mer", "gio", "ven", "sab", "dom"]);
  });
});
