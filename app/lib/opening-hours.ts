// The salon's weekly hours as content/salon.json writes them (Italian
// wall-clock times) and as the pages write them. Whether she is open at an
// instant is app/lib/salon-status.ts's business.

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

/** "09:30" → 570 */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
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

/** "09:00" → "9:00": a time as the site writes it in a sentence. */
export function formatTime(time: string): string {
  return shortTime(time);
}
