import { describe, expect, it } from "vitest";
import {
  dayLabels,
  formatItalianDate,
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

  it("names the days from one table: labels capitalised, short names of three letters", () => {
    expect(dayLabels.monday).toBe("Lunedì");
    expect(dayLabels.sunday).toBe("Domenica");
    expect(Object.values(shortDayNames)).toEqual(["lun", "mar", "mer", "gio", "ven", "sab", "dom"]);
  });
});
