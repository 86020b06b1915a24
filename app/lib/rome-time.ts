// Instants read on Italy's clock, where the salon's hours are written: the
// date and minute of an instant, and the instant of a date and time.
import { utcMidnight } from "./calendar";
import { minutesOf } from "./opening-hours";

/** The salon's time zone: its hours are Italian wall-clock times. */
export const salonTimeZone = "Europe/Rome";

const romeClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: salonTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Italian calendar date and minute of the day of an instant. */
export function romeClock(instant: Date): { date: string; minutes: number } {
  const parts = romeClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** The date an instant falls on in Italy: 2026-08-22T22:30Z is "2026-08-23". */
export function romeDate(instant: Date): string {
  return romeClock(instant).date;
}

/** The instant a date begins in Italy: "2026-08-23" is 2026-08-22T22:00Z, "2026-12-08" 2026-12-07T23:00Z. */
export function romeMidnight(date: string): Date {
  return romeTime(date, "00:00");
}

/**
 * The instant a wall-clock time ("HH:MM", as in the weekly hours) falls on in
 * Italy on a date: "2026-08-24" at "09:00" is 2026-08-24T07:00Z.
 */
export function romeTime(date: string, time: string): Date {
  const target = utcMidnight(date) + minutesOf(time) * 60_000;
  let instant = target;
  // Twice: the first guess may read the other side of a change of time (never
  // at midnight in Italy, nor in a salon's opening hours).
  for (let step = 0; step < 2; step++) {
    const clock = romeClock(new Date(instant));
    instant -= utcMidnight(clock.date) + clock.minutes * 60_000 - target;
  }
  return new Date(instant);
}

/** Italy's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
export function romeOffset(instant: Date): number {
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const clock = romeClock(new Date(minute));
  return (utcMidnight(clock.date) + clock.minutes * 60_000 - minute) / 60_000;
}

const hour = 60 * 60_000;

/**
 * Italy's offset from UTC from an instant for `days`, as the timeline script reads it
 * (data-rome, app/enhance/timeline.ts): the offset, then each change as "instant offset",
 * the instant in milliseconds since 1970: "60 1774746000000 120". Italy changes its
 * clock on the hour, so each hour is read.
 */
export function romeOffsets(from: Date, days: number): string {
  const start = Math.floor(from.getTime() / hour) * hour;
  let offset = romeOffset(new Date(start));
  const encoded = [offset];
  for (let at = start + hour; at <= start + days * 24 * hour; at += hour) {
    const next = romeOffset(new Date(at));
    if (next !== offset) encoded.push(at, (offset = next));
  }
  return encoded.join(" ");
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * A wall-clock time in Italy as ISO 8601 with Italy's offset on that day, as
 * schema.org dates an offer: "2026-12-31" at "23:59" is "2026-12-31T23:59:59+01:00"
 * (`seconds` 59), "2026-07-01" at "00:00" is "2026-07-01T00:00:00+02:00".
 */
export function romeIsoDateTime(date: string, time: string, seconds = 0): string {
  const offset =
    (utcMidnight(date) + minutesOf(time) * 60_000 - romeTime(date, time).getTime()) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(offset) / 60);
  return `${date}T${time}:${twoDigits(seconds)}${sign}${twoDigits(hours)}:${twoDigits(Math.abs(offset) % 60)}`;
}
