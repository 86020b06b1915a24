// The weekly hours in the pages' words: a day's intervals on Contatti and in
// the footer's "Oggi", and the whole week in one line.
import {
  formatTime,
  type OpeningDay,
  type OpeningInterval,
  type WeekDay,
} from "../../lib/opening-hours";

/** "9:00–18:00", or for a day with a lunch break "9:00–13:00, 15:00–19:00"; an empty string when closed. */
export function formatIntervals(intervals: readonly OpeningInterval[]): string {
  return intervals
    .map(({ opens, closes }) => `${formatTime(opens)}–${formatTime(closes)}`)
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
