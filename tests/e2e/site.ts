// What the end-to-end specs share: the site's pages as a visitor knows them, and
// the content they show, read from the content files exactly as the build reads
// them (content/, or CONTENT_DIR: the fixture-edit check builds and tests an
// edited copy). The specs never copy a fact, a price or a text: editing the
// content must not break a test that is not about the content's shape. Words
// that live in code (labels, toasts, the spec's fixed strings) stay literal.
import { expect, type Page } from "@playwright/test";
import type { Treatment } from "../../app/content/schema";
import { addDays, closureOn, romeDate, romeTime, weekDayOf } from "../../app/lib/closures";
import { whatsAppUrl } from "../../app/lib/external-links";
import { formatAddress } from "../../app/lib/format-address";
import { minutesOf, weekDays, type WeekDay } from "../../app/lib/opening-hours";
import type { PriceSection, ServiceItem } from "../../app/lib/price-list";
import { content, sitePages } from "../site-content";

export { content, sitePages };

export const salon = content.salon;

/** "Via dell'Esempio 12, 40121 Bologna (BO)". */
export const salonAddress = formatAddress(salon.address);

/** The accessible name of the logo link in the header. */
export const homeLinkName = `${salon.name}, torna alla homepage`;

/** The title of the not-found page (its words are code: app/content/layout.ts). */
export const notFoundTitle = `Pagina non trovata | ${salon.name}`;

/**
 * A WhatsApp link of the hero or the footer: to the salon's chat with the
 * booking message, in a new tab, when she answers on WhatsApp; absent when not.
 */
export async function expectWhatsAppLink(link: ReturnType<Page["locator"]>): Promise<void> {
  if (!salon.whatsApp) return expect(link).toHaveCount(0);
  await expect(link).toHaveAttribute(
    "href",
    whatsAppUrl(salon.mobile, "Ciao, vorrei prenotare un appuntamento."),
  );
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

// ── The price list ───────────────────────────────────────────────────────────

/** One price as a visitor finds it on /servizi: in a section, maybe under a list title. */
export interface PriceRow {
  section: string;
  sectionId: string;
  /** The <h3> the item's list sits under, if any. */
  list?: string;
  item: string;
  /** The treatment's code in the content, and its name out of context ("Epilazione con cera donna – Ascelle"). */
  treatmentId: string;
  name: string;
  description: string;
  /** For an item offered in several lengths: the duration row and its own description. */
  duration?: { time: string; description: string };
  /** Euro. */
  price: number;
}

/** Every price of content/servizi.json, in page order (each duration counts). */
export const priceRows: PriceRow[] = content.servizi.sections.flatMap((section) =>
  section.groups.flatMap((group) =>
    group.items.flatMap((item): PriceRow[] => {
      const row = {
        section: section.title,
        sectionId: section.id,
        list: group.title,
        item: item.title,
        treatmentId: item.id,
        name: group.namePrefix ? `${group.namePrefix} – ${item.title}` : item.title,
        description: item.description,
      };
      if (item.durations?.length) {
        return item.durations.map(({ time, description, price }) => ({
          ...row,
          duration: { time, description },
          price,
        }));
      }
      return [{ ...row, price: item.price ?? Number.NaN }];
    }),
  ),
);

function serviceItem({ durations, price, ...item }: Treatment): ServiceItem {
  const [first, ...rest] = durations ?? [];
  return first ? { ...item, durations: [first, ...rest] } : { ...item, price: price ?? Number.NaN };
}

/** The price list in the shape app/lib/price-list.ts works on (for the JSON-LD offers). */
export const priceSections: PriceSection[] = content.servizi.sections.map((section) => ({
  ...section,
  groups: section.groups.map((group) => ({ ...group, items: group.items.map(serviceItem) })),
}));

// ── Opening hours ────────────────────────────────────────────────────────────

/** The day names the Contatti page writes (code: app/content/contatti.ts). */
export const dayNames: Record<WeekDay, string> = {
  monday: "Lunedì",
  tuesday: "Martedì",
  wednesday: "Mercoledì",
  thursday: "Giovedì",
  friday: "Venerdì",
  saturday: "Sabato",
  sunday: "Domenica",
};

/**
 * Periods with one offset in Rome, each from a Monday: summer time, the weeks
 * after the change to winter time, the weeks after the change to summer time.
 * None starts in a week with a public holiday; romeMoment skips to the next week when
 * the day is a holiday or one of the owner's closures.
 */
export const seasons = {
  summer: { monday: "2026-06-08", offset: "+02:00" },
  afterWinterTimeChange: { monday: "2026-11-02", offset: "+01:00" },
  afterSummerTimeChange: { monday: "2026-04-13", offset: "+02:00" },
} as const;

const holidays = { openOnHolidays: salon.openOnHolidays };

/** A wall-clock minute in Rome on a date, and the instant it is. */
export interface RomeMoment {
  day: WeekDay;
  /** Minutes past midnight. */
  minutes: number;
  /** "YYYY-MM-DD". */
  date: string;
  instant: Date;
}

/**
 * `minutes` past midnight on `day` in Rome, in the first week of `season` where
 * that day is an ordinary one: no public holiday, none of the owner's closures.
 * The weekly hours alone then say whether the salon is open.
 */
export function romeMoment(
  day: WeekDay,
  minutes: number,
  season: (typeof seasons)[keyof typeof seasons] = seasons.summer,
): RomeMoment {
  let date = addDays(season.monday, weekDays.indexOf(day));
  for (let week = 0; closureOn(date, salon.closures, holidays); week++) {
    if (week === 8) throw new Error(`No ordinary ${day} within 8 weeks of ${season.monday}`);
    date = addDays(date, 7);
  }
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { day, minutes, date, instant: new Date(`${date}T${hhmm}:00${season.offset}`) };
}

/**
 * Like romeMoment, but in the weeks after today: the static pages know the
 * hours only from the day of the build (app/content/hours-now.ts). The first
 * `day` from a week ahead that is an ordinary one (no holiday, no closure).
 */
export function upcomingMoment(day: WeekDay, minutes: number): RomeMoment {
  const today = romeDate(new Date());
  const ahead = (weekDays.indexOf(day) - weekDays.indexOf(weekDayOf(today)) + 7) % 7;
  let date = addDays(today, 7 + ahead);
  for (let week = 0; closureOn(date, salon.closures, holidays); week++) {
    if (week === 6) throw new Error(`No ordinary ${day} within 6 weeks of ${today}`);
    date = addDays(date, 7);
  }
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { day, minutes, date, instant: romeTime(date, hhmm) };
}

/** The instant of romeMoment. */
export function romeInstant(...args: Parameters<typeof romeMoment>): Date {
  return romeMoment(...args).instant;
}

const shortTime = (time: string) => time.replace(/^0(?=\d)/, "");

/**
 * What the badge on Contatti reads at an ordinary moment, by the weekly hours:
 * "Aperto ora", or "Chiuso · riapre oggi / domani / lunedì alle 9:00". When the
 * reopening is a week or more away or falls on a closed day, only the start is
 * fixed (the dates are app/lib/closures.ts's business, with its unit tests).
 */
export function expectedBadge({ day, minutes, date }: RomeMoment): string | RegExp {
  const hoursOn = (weekDay: WeekDay) =>
    salon.openingHours.find((entry) => entry.day === weekDay)?.intervals ?? [];
  const open = hoursOn(day).some(
    ({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes),
  );
  if (open) return "Aperto ora";
  for (let inDays = 0; inDays < 7; inDays++) {
    const weekDay = weekDays[(weekDays.indexOf(day) + inDays) % 7]!;
    const next = hoursOn(weekDay).find(({ opens }) => inDays > 0 || minutesOf(opens) > minutes);
    if (!next) continue;
    if (closureOn(addDays(date, inDays), salon.closures, holidays)) break;
    const when = inDays === 0 ? "oggi" : inDays === 1 ? "domani" : dayNames[weekDay].toLowerCase();
    const time = shortTime(next.opens);
    return `Chiuso · riapre ${when} ${time.startsWith("1:") ? "all'" : "alle "}${time}`;
  }
  return /^Chiuso\b/;
}

/** A day's hours as the page writes them: "9:00–13:00, 15:00–19:00". */
export function writtenHours(intervals: readonly { opens: string; closes: string }[]): string {
  return intervals
    .map(({ opens, closes }) => `${shortTime(opens)}–${shortTime(closes)}`)
    .join(", ");
}

// ── Browser helpers ──────────────────────────────────────────────────────────

// On purpose: the menu button carries popovertarget for browsers without invoker
// commands (app/components/mobile-menu.tsx); Chromium says it ignores it.
const expectedWarnings = [/^popovertarget is ignored on elements with commandfor\.$/];

/**
 * Collects console errors and warnings (a header the browser does not
 * understand, a preload never used) and uncaught exceptions, e.g. hydration
 * mismatches: a page should log none of them.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    if (expectedWarnings.some((warning) => warning.test(message.text()))) return;
    problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}

/** Opens a page ready for input: on a page with an island, once it has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // Only a page whose route declares an island runs React (app/lib/page-scripts.ts);
  // the others are ready as they load.
  if ((await page.locator("html").getAttribute("data-scripts")) !== "none") {
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  }
}

/** Text as it reads in HTML source (React escapes these in text and attributes), decoded. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
