import { describe, expect, it } from "vitest";
import { validateClosures, validateHolidayOverrides } from "./closure-checks";
import type { Closure } from "./closures";

const summerHolidays: Closure = { from: "2026-08-01", to: "2026-08-23", reason: "Ferie estive" };

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
