// Calendar dates in Italy written "YYYY-MM-DD", so dates compare as strings.
// Arithmetic on them goes through UTC midnight, where every day has 24 hours:
// the summer/winter time change can never shift a date. An instant becomes a
// date only in app/lib/rome-time.ts.
import { weekDays, type WeekDay } from "./opening-hours";

const dayInMs = 24 * 60 * 60 * 1000;
export const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dateParts(date: string): [year: number, month: number, day: number] {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`Not a "YYYY-MM-DD" date: "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function utcMidnight(date: string): number {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day);
}

function dateAt(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

export function isoDate(year: number, month: number, day: number): string {
  return dateAt(Date.UTC(year, month - 1, day));
}

/** "2026-08-23" is; "2026-02-30" and "23/08/2026" are not. */
export function isRealDate(value: string): boolean {
  return datePattern.test(value) && dateAt(utcMidnight(value)) === value;
}

export function addDays(date: string, days: number): string {
  return dateAt(utcMidnight(date) + days * dayInMs);
}

/** Whole days from `from` to `to`: 1 from today to tomorrow, negative backwards. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / dayInMs);
}

export function weekDayOf(date: string): WeekDay {
  // getUTCDay counts from Sunday = 0; weekDays starts on Monday.
  return weekDays[(new Date(utcMidnight(date)).getUTCDay() + 6) % 7]!;
}

/** The same day `years` later (or earlier, when negative); 29 February falls back to the 28th. */
export function shiftYears(date: string, years: number): string {
  const [year, month, day] = dateParts(date);
  const candidate = isoDate(year + years, month, day);
  return candidate.endsWith(`-${String(day).padStart(2, "0")}`)
    ? candidate
    : isoDate(year + years, month, day - 1);
}
