// When the salon is shut although its weekly hours say open: the owner's
// closures (holidays, a training day) and the Italian public holidays; which
// closure to announce, and in which words.
import { addDays, dateParts, daysBetween, shiftYears } from "../../lib/calendar";
import { articleFor, italianDateWithArticle } from "../../lib/italian-dates";
import { romeDate } from "../../lib/rome-time";
import type { ClosedDaysSpecification } from "../../lib/structured-data";
import { publicHolidayOn, type PublicHoliday } from "./public-holidays";

/** A run of days the salon is shut, as the owner writes it in the CMS. */
export interface Closure {
  /** First closed day, "YYYY-MM-DD". */
  from: string;
  /** Last closed day, inclusive: the same as `from` for a single day. */
  to: string;
  /** Shown to visitors as it is written: "Ferie estive". */
  reason: string;
}

/** The owner's exceptions to the public holidays. */
export interface HolidayPolicy {
  /**
   * Public holidays on which the salon opens as on any other day of the week:
   * either a date ("2026-12-08", that year only) or a holiday key
   * ("immacolata", every year).
   */
  openOnHolidays?: readonly string[];
}

export type ClosedDay =
  | { kind: "closure"; reason: string; closure: Closure }
  | { kind: "holiday"; reason: string; holiday: PublicHoliday };

/**
 * The owner's closure covering a date or, failing that, the public holiday on
 * it, unless she opens on that holiday. The weekly hours play no part: a
 * holiday on a Sunday is still reported.
 */
export function closureOn(
  date: string,
  closures: readonly Closure[],
  holidays: HolidayPolicy = {},
): ClosedDay | undefined {
  const closure = closures.find(({ from, to }) => from <= date && date <= to);
  if (closure) return { kind: "closure", reason: closure.reason, closure };
  const holiday = publicHolidayOn(date);
  const openAnyway = holidays.openOnHolidays?.some(
    (entry) => entry === holiday?.date || entry === holiday?.key,
  );
  if (holiday && !openAnyway) return { kind: "holiday", reason: holiday.name, holiday };
  return undefined;
}

const byStart = (a: Closure, b: Closure) => a.from.localeCompare(b.from);

/**
 * For the home page notice: the closure under way today, or else the next
 * one if it starts within `daysBefore` days. Public holidays are left out: a
 * notice before every holiday would be noise.
 */
export function upcomingClosure(
  instant: Date,
  closures: readonly Closure[],
  daysBefore: number,
): Closure | undefined {
  const today = romeDate(instant);
  const sorted = [...closures].sort(byStart);
  const current = sorted.find(({ from, to }) => from <= today && today <= to);
  if (current) return current;
  const next = sorted.find(({ from }) => from > today);
  return next && daysBetween(today, next.from) <= daysBefore ? next : undefined;
}

/** For Contatti: the closure under way, or the next one however far off. */
export function nextClosure(instant: Date, closures: readonly Closure[]): Closure | undefined {
  return upcomingClosure(instant, closures, Number.POSITIVE_INFINITY);
}

/** "l'8 dicembre", "dal 1° al 23 agosto", "dal 24 dicembre al 6 gennaio 2027". */
export function closureDatesText({ from, to }: Closure, referenceYear?: number): string {
  if (from === to) return italianDateWithArticle("", from, referenceYear);
  const [fromYear, fromMonth, fromDay] = dateParts(from);
  const [toYear, toMonth] = dateParts(to);
  const start =
    fromYear === toYear && fromMonth === toMonth
      ? `${articleFor(fromDay, "da")}${fromDay === 1 ? "1°" : fromDay}`
      : italianDateWithArticle("da", from, referenceYear);
  return `${start} ${italianDateWithArticle("a", to, referenceYear)}`;
}

/** "Chiuso fino al 23 agosto compreso · Ferie estive", or "Chiuso oggi · Natale" for one day. */
export function closedUntilText(
  { reason, until }: { reason: string; until: string },
  today: string,
): string {
  const when =
    until === today
      ? "oggi"
      : `fino ${italianDateWithArticle("a", until, dateParts(today)[0])} compreso`;
  return `Chiuso ${when} · ${reason}`;
}

/**
 * The notice for a closure under way or ahead: "Chiuso fino al 23 agosto
 * compreso · Ferie estive", "Chiuso dal 1° al 23 agosto · Ferie estive",
 * "Chiuso domani · Formazione".
 */
export function closureNoticeText(closure: Closure, today: string): string {
  if (closure.from <= today) return closedUntilText({ ...closure, until: closure.to }, today);
  const when =
    closure.from === closure.to && daysBetween(today, closure.from) === 1
      ? "domani"
      : closureDatesText(closure, dateParts(today)[0]);
  return `Chiuso ${when} · ${closure.reason}`;
}

/**
 * The closed days (closures and holidays) from `fromDate` to `untilDate`, both
 * included, for the JSON-LD's specialOpeningHoursSpecification; days back to
 * back become one entry. Without `untilDate`, a year from `fromDate`.
 */
export function specialOpeningHours(
  closures: readonly Closure[],
  holidays: HolidayPolicy,
  fromDate: string,
  untilDate: string = addDays(shiftYears(fromDate, 1), -1),
): ClosedDaysSpecification[] {
  const runs: ClosedDaysSpecification[] = [];
  for (let date = fromDate; date <= untilDate; date = addDays(date, 1)) {
    if (!closureOn(date, closures, holidays)) continue;
    const last = runs.at(-1);
    if (last && addDays(last.validThrough, 1) === date) last.validThrough = date;
    else
      runs.push({
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: date,
        validThrough: date,
      });
  }
  return runs;
}
