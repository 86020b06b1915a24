// The Italian national public holidays, Easter's included.
import { addDays, dateParts, isoDate } from "../../lib/calendar";

/** Stable names for the holidays, for "open every year on this one". */
export const holidayKeys = [
  "capodanno",
  "epifania",
  "pasqua",
  "pasquetta",
  "liberazione",
  "lavoro",
  "repubblica",
  "ferragosto",
  "san-francesco",
  "ognissanti",
  "immacolata",
  "natale",
  "santo-stefano",
] as const;

export type HolidayKey = (typeof holidayKeys)[number];

export interface PublicHoliday {
  key: HolidayKey;
  date: string;
  /** Italian name, shown to visitors: "Immacolata Concezione". */
  name: string;
}

// The national holidays of Law 260/1949 as amended. Local patron saints
// (San Petronio in Bologna, Sant'Ambrogio in Milan…) differ from city to city
// and are not here: the owner adds her city's as a one-day closure.
const fixedHolidays: readonly {
  key: HolidayKey;
  month: number;
  day: number;
  name: string;
  since?: number;
}[] = [
  { key: "capodanno", month: 1, day: 1, name: "Capodanno" },
  { key: "epifania", month: 1, day: 6, name: "Epifania" },
  { key: "liberazione", month: 4, day: 25, name: "Festa della Liberazione" },
  { key: "lavoro", month: 5, day: 1, name: "Festa del Lavoro" },
  { key: "repubblica", month: 6, day: 2, name: "Festa della Repubblica" },
  { key: "ferragosto", month: 8, day: 15, name: "Ferragosto" },
  // Restored as a national holiday from 2026 (Law 151 of 2025).
  { key: "san-francesco", month: 10, day: 4, name: "San Francesco d'Assisi", since: 2026 },
  { key: "ognissanti", month: 11, day: 1, name: "Ognissanti" },
  { key: "immacolata", month: 12, day: 8, name: "Immacolata Concezione" },
  { key: "natale", month: 12, day: 25, name: "Natale" },
  { key: "santo-stefano", month: 12, day: 26, name: "Santo Stefano" },
];

/** Easter Sunday in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The national public holidays of a year, in calendar order. */
export function italianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    ...fixedHolidays
      .filter(({ since }) => since === undefined || year >= since)
      .map(({ key, month, day, name }) => ({ key, date: isoDate(year, month, day), name })),
    { key: "pasqua", date: easter, name: "Pasqua" },
    { key: "pasquetta", date: addDays(easter, 1), name: "Lunedì dell'Angelo (Pasquetta)" },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const holidaysByYear = new Map<number, Map<string, PublicHoliday>>();

/** The public holiday on a date, whatever the salon does on it. */
export function publicHolidayOn(date: string): PublicHoliday | undefined {
  const [year] = dateParts(date);
  let byDate = holidaysByYear.get(year);
  if (!byDate) {
    byDate = new Map(italianPublicHolidays(year).map((holiday) => [holiday.date, holiday]));
    holidaysByYear.set(year, byDate);
  }
  return byDate.get(date);
}
