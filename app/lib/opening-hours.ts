// The salon's weekly hours as content/salon.json writes them (Italian
// wall-clock times): shared by the calendar, the content schema, the booking
// form and the JSON-LD. What the pages say of them, and whether she is open
// at an instant, is the hours feature's (app/features/hours/).

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

/** "09:00" → "9:00": a time as the site writes it in a sentence. */
export function formatTime(time: string): string {
  return time.replace(/^0(?=\d)/, "");
}
