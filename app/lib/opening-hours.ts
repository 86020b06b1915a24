// Is the salon open at a given instant? The hours in content/salon.json are
// Italian wall-clock times, so the instant is first read in Europe/Rome: that
// way a visitor abroad, or a phone set to another zone, still sees the truth,
// and the summer/winter time change needs no special case.

export const weekDays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

export type WeekDay = (typeof weekDays)[number];

export interface OpeningInterval {
  /** 24-hour "HH:MM", Italian time (Europe/Rome). */
  opens: string;
  closes: string;
}

export interface OpeningDay {
  day: WeekDay;
  /** No intervals means closed all day ("chiuso"). */
  intervals: readonly OpeningInterval[];
}

export const salonTimeZone = "Europe/Rome";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  day: WeekDay;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
}

/** The weekday and the minute of the day an instant falls on in a time zone. */
export function wallClockAt(instant: Date, timeZone: string = salonTimeZone): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  const day = weekDays.find((candidate) => candidate === part("weekday").toLowerCase());
  if (!day) throw new Error(`Unexpected weekday "${part("weekday")}" from Intl`);
  return { day, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

/** "09:30" → 570 */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Open from the opening minute up to, not including, the closing minute. */
export function isOpenAt(
  hours: readonly OpeningDay[],
  instant: Date,
  timeZone: string = salonTimeZone,
): boolean {
  const { day, minutes } = wallClockAt(instant, timeZone);
  const today = hours.find((entry) => entry.day === day);
  return (
    today?.intervals.some(
      ({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes),
    ) ?? false
  );
}

/** "09:00" → "9:00", as Italians write hours. */
function shortTime(time: string): string {
  return time.replace(/^0(?=\d)/, "");
}

/** "9:00–18:00", or for a day with a lunch break "9:00–13:00, 15:00–19:00"; an empty string when closed. */
export function formatIntervals(intervals: readonly OpeningInterval[]): string {
  return intervals
    .map(({ opens, closes }) => `${shortTime(opens)}–${shortTime(closes)}`)
    .join(", ");
}

/**
 * The week in one line, days with the same hours together, closed days left
 * out: "lun, mer, ven 9:00–18:00 · sab 9:00–13:00". `dayNames` are the short
 * names to write.
 */
export function weekSummary(
  hours: readonly OpeningDay[],
  dayNames: Readonly<Record<WeekDay, string>>,
): string {
  const groups = new Map<string, WeekDay[]>();
  for (const { day, intervals } of hours) {
    const times = formatIntervals(intervals);
    if (times) groups.set(times, [...(groups.get(times) ?? []), day]);
  }
  return [...groups]
    .map(([times, days]) => `${days.map((day) => dayNames[day]).join(", ")} ${times}`)
    .join(" · ");
}

/** The visitor's time zone, as the browser (or Node) knows it. */
function localTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether a clock in `timeZone` (the visitor's, by default) reads Italy's time
 * at an instant: if not, the site's times say "ora italiana".
 */
export function readsItalianTime(instant: Date, timeZone: string = localTimeZone()): boolean {
  const here = wallClockAt(instant, timeZone);
  const italy = wallClockAt(instant);
  return here.day === italy.day && here.minutes === italy.minutes;
}

/** "09:00" → "9:00": a time as the site writes it in a sentence. */
export function formatTime(time: string): string {
  return shortTime(time);
}
