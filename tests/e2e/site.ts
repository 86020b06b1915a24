// What the end-to-end specs share: the site's pages as a visitor knows them, and
// the content they show, read from the content files exactly as the build reads
// them (content/, or CONTENT_DIR: the fixture-edit check builds and tests an
// edited copy). The specs never copy a fact, a price or a text: editing the
// content must not break a test that is not about the content's shape. Words
// that live in code (labels, toasts, the spec's fixed strings) stay literal.
import { expect, type Page } from "@playwright/test";
import type { Treatment } from "../../app/model/schema";
import { addDays, weekDayOf } from "../../app/lib/calendar";
import { whatsAppUrl } from "../../app/lib/external-links";
import { formatAddress } from "../../app/lib/format-address";
import { dayLabels } from "../../app/lib/italian-dates";
import { weekDays, type WeekDay } from "../../app/lib/opening-hours";
import { packageTitle, type PriceSection, type ServiceItem } from "../../app/lib/price-list";
import { romeDate, romeTime } from "../../app/lib/rome-time";
import { closureOn } from "../../app/features/hours/closures";
import { formatIntervals } from "../../app/features/hours/hours-text";
import { closedStatusText } from "../../app/features/hours/salon-status";
import { content, menuPages, offers, sitePages, withdrawalHeading } from "../site-content";

export { content, menuPages, offers, sitePages, withdrawalHeading };

export const salon = content.salon;

/** "Via dell'Esempio 12, 40121 Bologna (BO)". */
export const salonAddress = formatAddress(salon.address);

/** The accessible name of the logo link in the header. */
export const homeLinkName = `${salon.name}, torna alla homepage`;

/** The title of the not-found page (its words are code: app/model/layout.ts). */
export const notFoundTitle = `Pagina non trovata | ${salon.name}`;

/**
 * A WhatsApp link of the footer or the phone menu: to the salon's chat with the
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

/** A package of several sessions as a visitor finds it on /servizi: in a box under its treatment. */
export interface PackageRow {
  sectionId: string;
  list?: string;
  /** The treatment's title, as in its list. */
  item: string;
  /** "Pacchetto da 6 sedute", or the owner's name for it. */
  title: string;
  sessions: number;
  /** Euro. */
  price: number;
}

/** Every package of content/servizi.json, in page order. */
export const packageRows: PackageRow[] = content.servizi.sections.flatMap((section) =>
  section.groups.flatMap((group) =>
    group.items.flatMap((item) =>
      (item.packages ?? []).map((entry) => ({
        sectionId: section.id,
        list: group.title,
        item: item.title,
        title: packageTitle(entry),
        sessions: entry.sessions,
        price: entry.price,
      })),
    ),
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

/** The day names the Contatti page writes (code: app/lib/italian-dates.ts). */
export const dayNames = dayLabels;

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
 * `minutes` past midnight on `day` in Rome, in the weeks after today: the
 * pages know the hours only from the day of the build, for 91 days
 * (app/model/timeline.ts). The first `day` from a week ahead that is an
 * ordinary one (no holiday, no closure), so the weekly hours alone say
 * whether the salon is open.
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

/**
 * What the open-now status (home page, Contatti's badge) reads at an instant,
 * by the app's own rule (app/features/hours/salon-status.ts, with its unit tests) on the
 * content: the pages must show it at that instant.
 */
export function expectedStatus(instant: Date): string {
  return closedStatusText(instant, salon.openingHours, salon.closures, holidays) ?? "Aperto ora";
}

/** A day's hours as the page writes them: "9:00–13:00, 15:00–19:00" (app/features/hours/hours-text.ts). */
export const writtenHours = formatIntervals;

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

/** What axe checks on every page: WCAG 2.2 AA and its best practices. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Opens a page ready for input: on a page with an island, scrolled to it (its script
 * comes as it nears the viewport: app/islands/load-near-viewport.ts) until it has hydrated.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // Only a page whose route declares an island runs React (app/lib/page-scripts.ts);
  // the others are ready as they load.
  if ((await page.locator("html").getAttribute("data-scripts")) !== "none") {
    await page.locator("[data-island]").scrollIntoViewIfNeeded();
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
