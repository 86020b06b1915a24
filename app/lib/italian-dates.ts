// Dates and times in Italian, as the site writes them in a sentence.
import { dateParts } from "./calendar";
import { formatTime, weekDays, type WeekDay } from "./opening-hours";
import { romeClock } from "./rome-time";

const monthNames = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
] as const;

/** The days of the week, the site's one table of their names: "lunedì". */
export const dayNames = {
  monday: "lunedì",
  tuesday: "martedì",
  wednesday: "mercoledì",
  thursday: "giovedì",
  friday: "venerdì",
  saturday: "sabato",
  sunday: "domenica",
} as const satisfies Record<WeekDay, string>;

const eachDay = (name: (day: WeekDay) => string) =>
  Object.fromEntries(weekDays.map((day) => [day, name(day)])) as Record<WeekDay, string>;

/** "Lunedì": a day alone, as a label or the start of a line. */
export const dayLabels = eachDay((day) => dayNames[day][0]!.toUpperCase() + dayNames[day].slice(1));

/** "lun", "mar": Italian shortens a day to its first three letters. */
export const shortDayNames = eachDay((day) => dayNames[day].slice(0, 3));

/** "23 agosto", "1° settembre" (Italian writes the first as "1°"); the year only when it is not `referenceYear`. */
export function formatItalianDate(date: string, referenceYear?: number): string {
  const [year, month, day] = dateParts(date);
  const dayText = day === 1 ? "1°" : String(day);
  const yearText = referenceYear === undefined || year === referenceYear ? "" : ` ${year}`;
  return `${dayText} ${monthNames[month - 1]}${yearText}`;
}

/** "23 agosto 2026", "1° settembre 2027": a date with its year, whatever year it is. */
export function formatFullItalianDate(date: string): string {
  const [year] = dateParts(date);
  return `${formatItalianDate(date)} ${year}`;
}

/** "", "a", "da", "di" → the article, alone or joined to the preposition. */
const articles = {
  "": ["il ", "l'"],
  a: ["al ", "all'"],
  da: ["dal ", "dall'"],
  di: ["del ", "dell'"],
} as const;

export type DatePreposition = keyof typeof articles;

/** Days read aloud with a vowel first ("otto", "undici") take the elided article; "1°" is "primo". */
export function articleFor(day: number, preposition: DatePreposition): string {
  const [plain, elided] = articles[preposition];
  return day === 8 || day === 11 ? elided : plain;
}

/** "al 23 agosto", "all'8 dicembre", "al 1° settembre", "l'11 agosto", "dal 2 gennaio 2027". */
export function italianDateWithArticle(
  preposition: DatePreposition,
  date: string,
  referenceYear?: number,
): string {
  const [, , day] = dateParts(date);
  return `${articleFor(day, preposition)}${formatItalianDate(date, referenceYear)}`;
}

/** "il 23 agosto 2026", "l'8 dicembre 2026", "il 1° settembre 2027": with its article and year. */
export function fullDateWithArticle(date: string): string {
  const [, , day] = dateParts(date);
  return `${articleFor(day, "")}${formatFullItalianDate(date)}`;
}

/** "alle 9:00", "all'1:30". */
export function atTime(time: string): string {
  const written = formatTime(time);
  return `${written.startsWith("1:") ? "all'" : "alle "}${written}`;
}

/** "il 27 novembre 2026 alle 10:32": an instant as Italy's clock reads it, year included. */
export function italianDateTime(instant: Date): string {
  const { date, minutes } = romeClock(instant);
  const hhmm = [Math.floor(minutes / 60), minutes % 60]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
  return `${fullDateWithArticle(date)} ${atTime(hhmm)}`;
}
