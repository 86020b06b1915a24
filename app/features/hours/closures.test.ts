import { describe, expect, it } from "vitest";
import {
  closedUntilText,
  closureDatesText,
  closureNoticeText,
  closureOn,
  nextClosure,
  specialOpeningHours,
  upcomingClosure,
  type Closure,
} from "./closures";

// Instants are written in UTC on purpose: Rome is UTC+1 in winter and UTC+2 in
// summer, so "10:00 in Rome" is 09:00Z in December and 08:00Z in June.
const at = (iso: string) => new Date(iso);

const summerHolidays: Closure = { from: "2026-08-01", to: "2026-08-23", reason: "Ferie estive" };

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

describe("closure wording", () => {
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
