// The rule for a struck-through price (art. 17-bis Codice del consumo for goods,
// arts. 20–22 for a discount on a service that would mislead): the regular price
// an offer strikes through may be no higher than the lowest price of the same
// thing in the 30 days before the offer's first day. The prices over time are the
// versions of the price list, each in force from its instant until the next
// (price-history.server.ts reads them from git); this decides, with no
// git and no clock of its own (docs/decisions/0042-struck-prices-from-history.md).
import { addDays, daysBetween } from "../../lib/calendar";
import { formatPrice } from "../../lib/format-price";
import { italianDateWithArticle, type DatePreposition } from "../../lib/italian-dates";
import { romeDate, romeMidnight } from "../../lib/rome-time";
import { togetherSeparator, type OfferLine } from "./rules";

/** How far back the lowest price is looked for: 30 days (art. 17-bis, comma 2). */
export const lookBackDays = 30;

/** A treatment's prices in one version of the price list: one price, or one per duration ("30 minuti"). */
export interface TreatmentPrices {
  price?: number;
  durations?: ReadonlyMap<string, number>;
}

/** One version of the price list: each treatment's prices by its code. */
export type PriceTable = ReadonlyMap<string, TreatmentPrices>;

/** A version of the price list, in force from `since` until the next one. */
export interface PriceVersion {
  since: Date;
  /** Undefined when this version could not be read: its days are unknown. */
  prices: PriceTable | undefined;
  /** Names it in a message: "commit 1a2b3c4". */
  label?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** «35», «12,50», 12.5: a price as the file may hold it (typedNumber in app/model/schema.ts). */
function euroOf(value: unknown): number | undefined {
  if (typeof value !== "number" && typeof value !== "string") return undefined;
  const text = String(value).trim().replace(",", ".");
  const euro = text === "" ? Number.NaN : Number(text);
  return Number.isFinite(euro) && euro >= 0 ? euro : undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The prices of a price list file's data (content/servizi.json), read leniently:
 * an old version written before a field was added or renamed still gives the
 * prices it has. Undefined when the data has no list of sections at all.
 */
export function priceTableOf(servizi: unknown): PriceTable | undefined {
  if (!isRecord(servizi) || !Array.isArray(servizi.sections)) return undefined;
  const table = new Map<string, TreatmentPrices>();
  for (const section of servizi.sections) {
    for (const group of list(isRecord(section) ? section.groups : undefined)) {
      for (const item of list(isRecord(group) ? group.items : undefined)) {
        if (!isRecord(item) || typeof item.id !== "string") continue;
        const durations = new Map<string, number>();
        for (const duration of list(item.durations)) {
          const price = isRecord(duration) ? euroOf(duration.price) : undefined;
          if (isRecord(duration) && typeof duration.time === "string" && price !== undefined) {
            durations.set(duration.time.trim(), price);
          }
        }
        table.set(item.id, {
          price: euroOf(item.price),
          ...(durations.size > 0 ? { durations } : {}),
        });
      }
    }
  }
  return table;
}

/** The days whose lowest price an offer may strike through: the 30 before its first, in Italy. */
export function lookBackWindow(from: string): { start: Date; end: Date } {
  return { start: romeMidnight(addDays(from, -lookBackDays)), end: romeMidnight(from) };
}

/** What an offer's line strikes through: its treatments, and its duration if it is one. */
export type StruckLine = Pick<OfferLine, "treatmentIds" | "duration" | "regular" | "name">;

/**
 * A line's price in one version: one duration's price, one treatment's price, or
 * the sum of several priced together. Undefined when the version lacks any of them.
 */
export function linePrice(
  prices: PriceTable,
  line: Pick<StruckLine, "treatmentIds" | "duration">,
): number | undefined {
  let cents = 0;
  for (const id of line.treatmentIds) {
    const treatment = prices.get(id);
    const price =
      line.duration === undefined ? treatment?.price : treatment?.durations?.get(line.duration);
    if (price === undefined) return undefined;
    cents += Math.round(price * 100);
  }
  return line.treatmentIds.length > 0 ? cents / 100 : undefined;
}

/** Why the history cannot vouch for every day of a window. */
export type HistoryGap =
  /** The oldest version known begins after the window does (`since` undefined: no version at all). */
  | { kind: "starts"; since?: Date }
  /** A version in force during the window could not be read. */
  | { kind: "unreadable"; since: Date; label?: string };

/** A struck price above a price in force in the window. */
export interface StruckPriceExcess {
  line: StruckLine;
  /** The lowest price in force in the window. */
  lowest: number;
  /** The last day of the window it was in force: "2026-11-12". */
  lastDay: string;
  /** The first day an offer could begin with no lower price in its 30 days, if the prices stay as they are. */
  laterFrom?: string;
}

export interface StruckPriceCheck {
  excesses: StruckPriceExcess[];
  /** Empty when every day of the window is known. */
  gaps: HistoryGap[];
}

const cents = (euro: number) => Math.round(euro * 100);

/** The first day whose midnight, in Italy, is at or after `instant`. */
function firstDayFrom(instant: number): string {
  const day = romeDate(new Date(instant));
  return romeMidnight(day).getTime() < instant ? addDays(day, 1) : day;
}

/**
 * Checks an offer's lines against the versions of the price list (oldest
 * first; the last one, the price list being built, lasts on). A version lacking
 * a line's treatments says nothing of it.
 */
export function checkStruckPrices(
  from: string,
  lines: readonly StruckLine[],
  versions: readonly PriceVersion[],
): StruckPriceCheck {
  const { start, end } = lookBackWindow(from);
  const spans = versions.map((version, index) => ({
    ...version,
    from: version.since.getTime(),
    until: versions[index + 1]?.since.getTime() ?? Number.POSITIVE_INFINITY,
  }));
  const inWindow = spans.filter(
    (span) => span.from < end.getTime() && span.until > start.getTime() && span.until > span.from,
  );

  const gaps: HistoryGap[] = [];
  const oldest = spans[0];
  if (!oldest || oldest.from > start.getTime()) gaps.push({ kind: "starts", since: oldest?.since });
  for (const span of inWindow) {
    if (!span.prices) gaps.push({ kind: "unreadable", since: span.since, label: span.label });
  }

  const excesses = lines.flatMap((line): StruckPriceExcess[] => {
    const priced = (span: (typeof spans)[number]) => {
      const price = span.prices && linePrice(span.prices, line);
      return price !== undefined && cents(price) < cents(line.regular) ? [{ ...span, price }] : [];
    };
    const lower = inWindow.flatMap(priced);
    if (lower.length === 0) return [];
    const lowest = Math.min(...lower.map(({ price }) => price));
    const lastSpan = lower.filter(({ price }) => cents(price) === cents(lowest)).at(-1)!;
    const lastDay = romeDate(new Date(Math.min(lastSpan.until, end.getTime()) - 1));
    // Every lower price, in the window or after it (one lowered and raised again during the offer).
    const lowerUntil = Math.max(...spans.flatMap(priced).map(({ until }) => until));
    const laterFrom = Number.isFinite(lowerUntil)
      ? addDays(firstDayFrom(lowerUntil), lookBackDays)
      : undefined;
    return [{ line, lowest, lastDay, ...(laterFrom ? { laterFrom } : {}) }];
  });
  return { excesses, gaps };
}

/**
 * The build's refusal of a struck price, in Italian, after the field's name:
 * which price, the lowest of the 30 days and until when, and the two ways out.
 */
export function struckPriceMessage(
  { line, lowest, lastDay, laterFrom }: StruckPriceExcess,
  offer: { from: string; to: string },
): string {
  const year = Number(offer.from.slice(0, 4));
  const day = (preposition: DatePreposition, date: string) =>
    italianDateWithArticle(preposition, date, year);
  const together = line.treatmentIds.length > 1;
  const names = line.name.split(togetherSeparator).join(" e ");
  const lowered = together
    ? `riporta nel listino i prezzi di ${names} a ${formatPrice(lowest)} in tutto`
    : `riporta nel listino il prezzo di ${line.name} a ${formatPrice(lowest)}`;
  const waited = laterFrom
    ? `, oppure fai cominciare l'offerta ${day("", laterFrom)} (${daysLater(offer.from, laterFrom)}), quando l'aumento avrà ${lookBackDays} giorni${laterFrom > offer.to ? ", e sposta anche l'ultimo giorno" : ""}`
    : "";
  return (
    `il prezzo barrato ${together ? `di ${line.name} insieme` : `di ${line.name}`} è ${formatPrice(line.regular)},` +
    ` ma nei ${lookBackDays} giorni prima dell'offerta (${day("da", addDays(offer.from, -lookBackDays))} ${day("a", addDays(offer.from, -1))})` +
    ` nel listino ${together ? "costavano" : "costava"} ${formatPrice(lowest)}${together ? " in tutto" : ""}, fino ${day("a", lastDay)}.` +
    ` Per legge il prezzo barrato dev'essere il più basso di quei ${lookBackDays} giorni: ${lowered}${waited}`
  );
}

/** "11 giorni dopo", "un giorno dopo". */
function daysLater(from: string, later: string): string {
  const days = daysBetween(from, later);
  return days === 1 ? "un giorno dopo" : `${days} giorni dopo`;
}

/** Why the history could not vouch for a window, in Italian: `file` is the price list's path. */
export function historyGapText(gap: HistoryGap, file: string): string {
  if (gap.kind === "starts") {
    return gap.since
      ? `la storia di ${file} comincia ${italianDateWithArticle("", romeDate(gap.since))}, dopo il primo di quei ${lookBackDays} giorni`
      : `${file} non è in nessun commit, quindi non ha una storia da leggere`;
  }
  const which = gap.label ? ` (${gap.label})` : "";
  return `la versione di ${file} ${italianDateWithArticle("di", romeDate(gap.since))}${which} non si legge e non l'ho contata`;
}
