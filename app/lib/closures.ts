// When the salon is shut although its weekly hours say open: the owner's
// closures (holidays, a training day) and the Italian public holidays. Every
// date here is a calendar date in Europe/Rome written "YYYY-MM-DD", so dates
// compare as strings. Arithmetic on them goes through UTC midnight, where every
// day has 24 hours: the summer/winter time change can never shift a date. An
// instant becomes a date only once, in romeDate/salonStatusAt, through Intl.
import {
  formatTime,
  minutesOf,
  salonTimeZone,
  weekDays,
  type OpeningDay,
  type OpeningInterval,
  type WeekDay,
} from "./opening-hours";

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

// ── Calendar dates ───────────────────────────────────────────────────────────

const dayInMs = 24 * 60 * 60 * 1000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [year: number, month: number, day: number] {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`Not a "YYYY-MM-DD" date: "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function utcMidnight(date: string): number {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day);
}

function dateAt(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function isoDate(year: number, month: number, day: number): string {
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
function shiftYears(date: string, years: number): string {
  const [year, month, day] = dateParts(date);
  const candidate = isoDate(year + years, month, day);
  return candidate.endsWith(`-${String(day).padStart(2, "0")}`)
    ? candidate
    : isoDate(year + years, month, day - 1);
}

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
function romeClock(instant: Date): { date: string; minutes: number } {
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

// ── Public holidays ──────────────────────────────────────────────────────────

/** Stable names for the holidays, for "open every year on this one". */
export const holidayKeys = [
  "capodanno",
  "epifania",
  "pasqua",
  "pasquetta",
  "liberazione",
  "lavoro",
  "repubblica",
  "ferragosto",
  "san-francesco",
  "ognissanti",
  "immacolata",
  "natale",
  "santo-stefano",
] as const;

export type HolidayKey = (typeof holidayKeys)[number];

export interface PublicHoliday {
  key: HolidayKey;
  date: string;
  /** Italian name, shown to visitors: "Immacolata Concezione". */
  name: string;
}

// The national holidays of Law 260/1949 as amended. Local patron saints
// (San Petronio in Bologna, Sant'Ambrogio in Milan…) differ from city to city
// and are not here: the owner adds her city's as a one-day closure.
const fixedHolidays: readonly {
  key: HolidayKey;
  month: number;
  day: number;
  name: string;
  since?: number;
}[] = [
  { key: "capodanno", month: 1, day: 1, name: "Capodanno" },
  { key: "epifania", month: 1, day: 6, name: "Epifania" },
  { key: "liberazione", month: 4, day: 25, name: "Festa della Liberazione" },
  { key: "lavoro", month: 5, day: 1, name: "Festa del Lavoro" },
  { key: "repubblica", month: 6, day: 2, name: "Festa della Repubblica" },
  { key: "ferragosto", month: 8, day: 15, name: "Ferragosto" },
  // Restored as a national holiday from 2026 (Law 151 of 2025).
  { key: "san-francesco", month: 10, day: 4, name: "San Francesco d'Assisi", since: 2026 },
  { key: "ognissanti", month: 11, day: 1, name: "Ognissanti" },
  { key: "immacolata", month: 12, day: 8, name: "Immacolata Concezione" },
  { key: "natale", month: 12, day: 25, name: "Natale" },
  { key: "santo-stefano", month: 12, day: 26, name: "Santo Stefano" },
];

/** Easter Sunday in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The national public holidays of a year, in calendar order. */
export function italianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    ...fixedHolidays
      .filter(({ since }) => since === undefined || year >= since)
      .map(({ key, month, day, name }) => ({ key, date: isoDate(year, month, day), name })),
    { key: "pasqua", date: easter, name: "Pasqua" },
    { key: "pasquetta", date: addDays(easter, 1), name: "Lunedì dell'Angelo (Pasquetta)" },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const holidaysByYear = new Map<number, Map<string, PublicHoliday>>();

/** The public holiday on a date, whatever the salon does on it. */
export function publicHolidayOn(date: string): PublicHoliday | undefined {
  const [year] = dateParts(date);
  let byDate = holidaysByYear.get(year);
  if (!byDate) {
    byDate = new Map(italianPublicHolidays(year).map((holiday) => [holiday.date, holiday]));
    holidaysByYear.set(year, byDate);
  }
  return byDate.get(date);
}

// ── Is a date a closed day? ──────────────────────────────────────────────────

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

// ── Open or closed at an instant ─────────────────────────────────────────────

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
  | {
      state: "open";
      /** Italian date of the instant. */
      date: string;
      /** "HH:MM" the current opening ends. */
      until: string;
    }
  | {
      state: "closed";
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

function intervalsOn(date: string, hours: readonly OpeningDay[]): OpeningInterval[] {
  const day = weekDayOf(date);
  const intervals = hours.find((entry) => entry.day === day)?.intervals ?? [];
  return [...intervals].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/** The end of the opening running at `minutes`; back-to-back intervals count as one. */
function openUntil(intervals: readonly OpeningInterval[], minutes: number): string | undefined {
  const index = intervals.findIndex(
    ({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes),
  );
  if (index < 0) return undefined;
  let until = intervals[index]!.closes;
  for (const { opens, closes } of intervals.slice(index + 1)) {
    if (minutesOf(opens) > minutesOf(until)) break;
    if (minutesOf(closes) > minutesOf(until)) until = closes;
  }
  return until;
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

  if (!closedToday) {
    const until = openUntil(intervalsOn(date, hours), minutes);
    if (until) return { state: "open", date, until };
  }

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

// ── Closures to announce ─────────────────────────────────────────────────────

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

// ── Notices scheduled at the build ───────────────────────────────────────────

/** A notice and when it applies: from `from` (included) until `until` (excluded). */
export interface ScheduledNotice {
  text: string;
  /** Missing for the notice of the build day, which also stands for any earlier instant. */
  from?: Date;
  until: Date;
}

/**
 * Every notice `textAt` gives from `start` to the end of `lastDay`, as runs of
 * days with the same text, so a page built on `start` can hold them all and
 * show the one due on the visitor's day. `textAt` must depend only on the
 * Italian date of the instant; after `lastDay` it is taken to give nothing.
 */
export function scheduleNotices(
  start: Date,
  lastDay: string,
  textAt: (instant: Date) => string | null,
): ScheduledNotice[] {
  const today = romeDate(start);
  const notices: ScheduledNotice[] = [];
  let run: { text: string | null; from: string } | undefined;
  const endRun = (next: string) => {
    if (run?.text == null) return;
    notices.push({
      text: run.text,
      ...(run.from > today && { from: romeMidnight(run.from) }),
      until: romeMidnight(next),
    });
  };
  for (let date = today; date <= lastDay; date = addDays(date, 1)) {
    const text = textAt(romeMidnight(date));
    if (run?.text === text) continue;
    endRun(date);
    run = { text, from: date };
  }
  // No run when the build is after `lastDay` (or there is no last day: no closures).
  if (run) endRun(addDays(lastDay, 1));
  return notices;
}

/** The scheduled notice due at an instant, if any (app/enhance/closure-notice.ts does the same in the browser). */
export function noticeDueAt(
  notices: readonly ScheduledNotice[],
  instant: Date,
): ScheduledNotice | undefined {
  const time = instant.getTime();
  return notices.find(
    ({ from, until }) => (!from || from.getTime() <= time) && time < until.getTime(),
  );
}

// ── Italian wording ──────────────────────────────────────────────────────────

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

export const italianDayNames = {
  monday: "lunedì",
  tuesday: "martedì",
  wednesday: "mercoledì",
  thursday: "giovedì",
  friday: "venerdì",
  saturday: "sabato",
  sunday: "domenica",
} as const satisfies Record<WeekDay, string>;

/** "23 agosto", "1° settembre" (Italian writes the first as "1°"); the year only when it is not `referenceYear`. */
export function formatItalianDate(date: string, referenceYear?: number): string {
  const [year, month, day] = dateParts(date);
  const dayText = day === 1 ? "1°" : String(day);
  const yearText = referenceYear === undefined || year === referenceYear ? "" : ` ${year}`;
  return `${dayText} ${monthNames[month - 1]}${yearText}`;
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
function articleFor(day: number, preposition: DatePreposition): string {
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

/** "alle 9:00", "all'1:30". */
function atTime(time: string): string {
  const written = formatTime(time);
  return `${written.startsWith("1:") ? "all'" : "alle "}${written}`;
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
          ? italianDayNames[day]
          : `${italianDayNames[day]} ${formatItalianDate(date, dateParts(today)[0])}`;
  return `riapre ${when} ${atTime(time)}`;
}

/** "Chiuso fino al 23 agosto compreso · Ferie estive", or "Chiuso oggi · Natale" for one day. */
export function closedUntilText(
  { reason, until }: Pick<ClosedFor, "reason" | "until">,
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

/** One line for an "open now" badge: "Aperto fino alle 18:00", "Chiuso · riapre lunedì alle 9:00". */
export function salonStatusText(status: SalonStatus): string {
  if (status.state === "open") return `Aperto fino ${atTime(status.until)}`;
  return closedStatusLine(status);
}

// ── Checks for the build ─────────────────────────────────────────────────────

export interface ClosureProblem {
  /** Position in the list, from 0. */
  index: number;
  field: keyof Closure;
  /** Italian, for the owner. */
  message: string;
}

/** "ha come data di inizio 2026-02-30, che non esiste nel calendario", or nothing when the date is fine. */
function dateProblem(value: string, what: string): string | undefined {
  if (!datePattern.test(value))
    return `ha come data ${what} «${value}», che non è scritta come AAAA-MM-GG (per esempio 2026-08-01)`;
  if (!isRealDate(value)) return `ha come data ${what} ${value}, che non esiste nel calendario`;
  return undefined;
}

/**
 * What is wrong in the owner's list of closures, in Italian. `today` is the
 * Italian date of the build: a closure that ended more than a year before is
 * only clutter in the CMS.
 */
export function validateClosures(closures: readonly Closure[], today: string): ClosureProblem[] {
  const yearAgo = shiftYears(today, -1);
  return closures.flatMap(({ from, to, reason }, index) => {
    const name = reason.trim() ? `«${reason.trim()}»` : `n. ${index + 1}`;
    const problems: ClosureProblem[] = [];
    const problem = (field: keyof Closure, message: string) =>
      problems.push({ index, field, message: `la chiusura ${name} ${message}` });

    if (!reason.trim())
      problem("reason", "non ha un motivo: scrivine uno, per esempio «Ferie estive»");
    const fromProblem = dateProblem(from, "di inizio");
    const toProblem = dateProblem(to, "di fine");
    if (fromProblem) problem("from", fromProblem);
    if (toProblem) problem("to", toProblem);
    if (fromProblem || toProblem) return problems;

    if (to < from) problem("to", `finisce (${to}) prima di cominciare (${from})`);
    else if (to < yearAgo)
      problem("to", `è finita il ${to}, più di un anno fa: cancellala dall'elenco`);
    return problems;
  });
}

export interface HolidayOverrideProblem {
  index: number;
  message: string;
}

/** What is wrong in the list of holidays the salon opens on: not a holiday, not a date, long past. */
export function validateHolidayOverrides(
  entries: readonly string[],
  today: string,
): HolidayOverrideProblem[] {
  const yearAgo = shiftYears(today, -1);
  return entries.flatMap((entry, index) => {
    const problem = (message: string) => [{ index, message }];
    if ((holidayKeys as readonly string[]).includes(entry)) return [];
    if (!datePattern.test(entry))
      return problem(
        `«${entry}» non è né una data (AAAA-MM-GG, per esempio 2026-12-08) né una festa: usa una data oppure uno di ${holidayKeys.join(", ")}`,
      );
    if (!isRealDate(entry)) return problem(`la data ${entry} non esiste nel calendario`);
    if (!publicHolidayOn(entry))
      return problem(
        `il ${entry} non è una festa nazionale: qui vanno solo i giorni festivi in cui il centro è aperto`,
      );
    if (entry < yearAgo)
      return problem(`il ${entry} è passato da più di un anno: cancellalo dall'elenco`);
    return [];
  });
}

// ── schema.org ───────────────────────────────────────────────────────────────

/** A run of closed days, as schema.org marks it: opens and closes at midnight. */
export interface ClosedDaysSpecification {
  "@type": "OpeningHoursSpecification";
  opens: "00:00";
  closes: "00:00";
  validFrom: string;
  validThrough: string;
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
