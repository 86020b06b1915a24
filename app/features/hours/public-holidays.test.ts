import { describe, expect, it } from "vitest";
import { easterSunday, italianPublicHolidays } from "./public-holidays";

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
