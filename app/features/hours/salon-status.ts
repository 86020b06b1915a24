// Is the salon open at an instant and, if not, why and when it reopens, in
// the words of the open-now badge. The instant is read on Italy's clock, so a
// visitor abroad still sees the truth.
import { addDays, daysBetween, dateParts, weekDayOf } from "../../lib/calendar";
import { atTime, dayNames, formatItalianDate } from "../../lib/italian-dates";
import {
  minutesOf,
  type OpeningDay,
  type OpeningInterval,
  type WeekDay,
} from "../../lib/opening-hours";
import { romeClock } from "../../lib/rome-time";
import {
  closedUntilText,
  closureOn,
  type ClosedDay,
  type Closure,
  type HolidayPolicy,
} from "./closures";

export interface Reopening {
  date: string;
  day: WeekDay;
  /** "HH:MM", as in the weekly hours. */
  time: string;
}

export interface ClosedFor {
  kind: ClosedDay["kind"];
  /** The closure's reason or the holiday's name. */
  reason: string;
  /** The last day of the run of closed days starting today (closures and holidays back to back). */
  until: string;
}

export type SalonStatus =
  | { state: "open" }
  | {
      state: "closed";
      /** Italian date of the instant. */
      date: string;
      /** Missing only when nothing opens within the search window (no hours at all). */
      reopens?: Reopening;
      /** Present when a closure or a holiday covers today. */
      closedFor?: ClosedFor;
    };

export interface StatusOptions extends HolidayPolicy {
  /** How far ahead to look for the next opening; 400 days covers any yearly closure. */
  searchDays?: number;
}

/** A date's opening intervals by its weekday, in order. */
export function intervalsOn(date: string, hours: readonly OpeningDay[]): OpeningInterval[] {
  const day = weekDayOf(date);
  const intervals = hours.find((entry) => entry.day === day)?.intervals ?? [];
  return [...intervals].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/** Is the salon open at an instant and, if not, why and until when. */
export function salonStatusAt(
  instant: Date,
  hours: readonly OpeningDay[],
  closures: readonly Closure[],
  options: StatusOptions = {},
): SalonStatus {
  const searchDays = options.searchDays ?? 400;
  const { date, minutes } = romeClock(instant);
  const closedToday = closureOn(date, closures, options);

  const openNow = intervalsOn(date, hours).some(
    ({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes),
  );
  if (openNow && !closedToday) return { state: "open" };

  let closedFor: ClosedFor | undefined;
  if (closedToday) {
    let until = date;
    for (let step = 0; step < searchDays; step++) {
      if (!closureOn(addDays(until, 1), closures, options)) break;
      until = addDays(until, 1);
    }
    closedFor = { kind: closedToday.kind, reason: closedToday.reason, until };
  }

  let reopens: Reopening | undefined;
  for (let offset = 0; offset <= searchDays && !reopens; offset++) {
    const day = addDays(date, offset);
    if (closureOn(day, closures, options)) continue;
    const next = intervalsOn(day, hours).find(
      ({ opens }) => offset > 0 || minutesOf(opens) > minutes,
    );
    if (next) reopens = { date: day, day: weekDayOf(day), time: next.opens };
  }

  return { state: "closed", date, ...(reopens && { reopens }), ...(closedFor && { closedFor }) };
}

/** "riapre oggi alle 15:00", "riapre domani alle 9:00", "riapre lunedì alle 9:00", "riapre lunedì 24 agosto alle 9:00". */
export function reopensText({ date, day, time }: Reopening, today: string): string {
  const distance = daysBetween(today, date);
  const when =
    distance === 0
      ? "oggi"
      : distance === 1
        ? "domani"
        : distance < 7
          ? dayNames[day]
          : `${dayNames[day]} ${formatItalianDate(date, dateParts(today)[0])}`;
  return `riapre ${when} ${atTime(time)}`;
}

/**
 * Closed, and always when it reopens: "Chiuso · riapre lunedì alle 9:00"; with
 * the closure or holiday under way named in between: "Chiuso · Natale · riapre
 * lunedì alle 9:00", "Chiuso · Ferie estive · riapre lunedì 24 agosto alle 9:00".
 * Only a week with no hours at all has no reopening: then "Chiuso fino al …
 * compreso · Ferie estive" during a closure, else just "Chiuso".
 */
export function closedStatusLine(status: Extract<SalonStatus, { state: "closed" }>): string {
  const { reopens, closedFor, date } = status;
  if (!reopens) return closedFor ? closedUntilText(closedFor, date) : "Chiuso";
  const reason = closedFor ? ` · ${closedFor.reason}` : "";
  return `Chiuso${reason} · ${reopensText(reopens, date)}`;
}

/**
 * The badge when closed, else null: "Chiuso · riapre lunedì alle 9:00", and
 * on a public holiday its name: "Chiuso · Natale · riapre lunedì alle 9:00".
 * An owner's closure is not named: wherever the badge shows, its notice
 * (dates and reason) is there too.
 */
export function closedStatusText(
  instant: Date,
  hours: readonly OpeningDay[],
  closures: readonly Closure[],
  holidays: HolidayPolicy = {},
): string | null {
  const status = salonStatusAt(instant, hours, closures, holidays);
  if (status.state === "open") return null;
  const announced = status.closedFor?.kind === "closure" && status.reopens;
  return closedStatusLine(announced ? { ...status, closedFor: undefined } : status);
}
