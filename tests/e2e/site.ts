// What the end-to-end specs share: the site's pages as a visitor knows them, and
// the content they show, read from the content files exactly as the build reads
// them (content/, or CONTENT_DIR: the fixture-edit check builds and tests an
// edited copy). The specs never copy a fact, a price or a text: editing the
// content must not break a test that is not about the content's shape. Words
// that live in code (labels, toasts, the spec's fixed strings) stay literal.
import { expect, type Page } from "@playwright/test";
import { loadSiteContent } from "../../app/content/load";
import { paths } from "../../app/content/pages";
import type { Treatment } from "../../app/content/schema";
import { formatAddress } from "../../app/lib/format-address";
import { weekDays, type WeekDay } from "../../app/lib/opening-hours";
import type { PriceSection, ServiceItem } from "../../app/lib/price-list";

/** The content as the pages show it: placeholders such as {nome} filled in. */
export const content = loadSiteContent();

export const salon = content.salon;

/** "Via dell'Esempio 12, 40121 Bologna (BO)". */
export const salonAddress = formatAddress(salon.address);

export const sitePages = [
  { path: paths.home, heading: content.home.hero.heading },
  { path: paths.servizi, heading: content.servizi.title },
  { path: paths.chiSono, heading: content["chi-sono"].title },
  { path: paths.galleria, heading: content.galleria.title },
  { path: paths.contatti, heading: content.contatti.title },
  { path: paths.policy, heading: content.policy.title },
] as const;

/** The accessible name of the logo link in the header. */
export const homeLinkName = `${salon.name}, torna alla home`;

/** The title of the not-found page (its words are code: app/content/layout.ts). */
export const notFoundTitle = `Pagina non trovata | ${salon.name}`;

// ── The price list ───────────────────────────────────────────────────────────

/** One price as a visitor finds it on /servizi: in a section, maybe under a list title. */
export interface PriceRow {
  section: string;
  sectionId: string;
  /** The <h3> the item's list sits under, if any. */
  list?: string;
  item: string;
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
 * Weeks whose every day has one offset in Rome, each from a Monday: a summer
 * week, the week after the change to winter time, the week after the change to
 * summer time.
 */
export const weeks = {
  summer: { monday: "2026-06-01", offset: "+02:00" },
  afterWinterTimeChange: { monday: "2026-10-26", offset: "+01:00" },
  afterSummerTimeChange: { monday: "2026-03-30", offset: "+02:00" },
} as const;

/** The instant a wall clock in Rome shows `minutes` past midnight on `day` of `week`. */
export function romeInstant(
  day: WeekDay,
  minutes: number,
  week: (typeof weeks)[keyof typeof weeks] = weeks.summer,
): Date {
  const [year = 0, month = 1, date = 1] = week.monday.split("-").map(Number);
  const ymd = new Date(Date.UTC(year, month - 1, date + weekDays.indexOf(day)))
    .toISOString()
    .slice(0, 10);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return new Date(`${ymd}T${hhmm}:00${week.offset}`);
}

/** A day's hours as the page writes them: "9:00–13:00, 15:00–19:00". */
export function writtenHours(intervals: readonly { opens: string; closes: string }[]): string {
  const short = (time: string) => time.replace(/^0(?=\d)/, "");
  return intervals.map(({ opens, closes }) => `${short(opens)}–${short(closes)}`).join(", ");
}

// ── Browser helpers ──────────────────────────────────────────────────────────

/** Collects console errors and uncaught exceptions, e.g. hydration mismatches. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
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
