// What the pages say about the salon's hours on a given day and minute, as
// timelines (app/lib/timeline.ts): the instants where the words can change,
// and the footer's line for a day. model.ts applies them to the owner's hours
// and closures, from the day of the build.
import { addDays } from "../../lib/calendar";
import type { OpeningDay } from "../../lib/opening-hours";
import { romeDate, romeMidnight, romeTime } from "../../lib/rome-time";
import { closureOn, type Closure, type HolidayPolicy } from "./closures";
import { formatIntervals } from "./hours-text";
import { intervalsOn } from "./salon-status";

/** The `days` dates from `first`, and the day after the last, whose midnight ends a timeline. */
export function timelineDates(first: string, days: number): string[] {
  return Array.from({ length: days + 1 }, (_, index) => addDays(first, index));
}

/** Where a day's text may change: each midnight in Italy. */
export function midnights(dates: readonly string[]): Date[] {
  return dates.map(romeMidnight);
}

/**
 * Where "open now" may change: each opening and closing, and each midnight
 * ("riapre domani" becomes "riapre oggi"). The last date gives its midnight only.
 */
export function openingChanges(dates: readonly string[], hours: readonly OpeningDay[]): Date[] {
  return dates.flatMap((date, index) => [
    romeMidnight(date),
    ...(index === dates.length - 1
      ? []
      : intervalsOn(date, hours).flatMap(({ opens, closes }) => [
          romeTime(date, opens),
          romeTime(date, closes),
        ])),
  ]);
}

/** "Oggi: 9:00–18:00", "Oggi: 9:00–13:00, 15:00–19:00", "Oggi: chiuso", "Oggi: chiuso · Natale". */
export function todayHoursLine(
  instant: Date,
  hours: readonly OpeningDay[],
  closures: readonly Closure[],
  holidays: HolidayPolicy = {},
): string {
  const date = romeDate(instant);
  const closed = closureOn(date, closures, holidays);
  if (closed) return `Oggi: chiuso · ${closed.reason}`;
  return `Oggi: ${formatIntervals(intervalsOn(date, hours)) || "chiuso"}`;
}
