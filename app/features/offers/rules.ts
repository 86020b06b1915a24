// Offers with dates: the owner names treatments of the price list by their
// codes, gives an offer price or a discount, and the first and last day. The
// rules live here: when an offer is on (its days, in Italy), what each price
// becomes, which offers a build renders, and what the build refuses. The struck
// price's 30 days are struck-prices.ts.
// model.ts applies them to content/offerte.json; the pages show an
// offer only on its days, by the visitor's clock too (a timeline: decision 0024).
import { addDays, dateParts } from "../../lib/calendar";
import { formatPrice } from "../../lib/format-price";
import { italianDateWithArticle } from "../../lib/italian-dates";
import {
  findTreatment,
  hasDurations,
  nameSeparator,
  type PriceSection,
} from "../../lib/price-list";
import { romeDate, romeMidnight } from "../../lib/rome-time";
import type { TimelineStep } from "../../lib/timeline";

export interface Offer {
  title: string;
  text: string;
  /** Treatment codes of the price list. */
  treatments: readonly string[];
  /** The offer's price: for one treatment, its price; for several, all of them together. */
  price?: number;
  /** Or a discount on each price of each treatment: a percentage (1–99)… */
  percentOff?: number;
  /** …or an amount of euro. */
  amountOff?: number;
  /** The first and the last day, "YYYY-MM-DD", both included, in Italy. */
  from: string;
  to: string;
}

type OfferDays = Pick<Offer, "from" | "to">;

/** On from the first day's midnight in Italy to the end of the last day. */
export function isOfferOn(offer: OfferDays, instant: Date): boolean {
  const today = romeDate(instant);
  return offer.from <= today && today <= offer.to;
}

/**
 * The offers a build renders: those not over on the build's day that begin
 * within `horizonDays` of it. One begun shows at once; one ahead is in the page
 * hidden, and the timeline shows it on its first day. One further ahead waits
 * for a later build (any save in the CMS, or the weekly one).
 */
export function offersToRender<T extends OfferDays>(
  offers: readonly T[],
  buildInstant: Date,
  horizonDays: number,
): T[] {
  const today = romeDate(buildInstant);
  const horizon = addDays(today, horizonDays);
  return offers.filter((offer) => offer.to >= today && offer.from <= horizon);
}

/**
 * The offer's timeline: `text` from the midnight its first day begins to the
 * midnight after its last, nothing before or after (app/lib/timeline.ts).
 */
export function offerTimeline(offer: OfferDays, text: string): TimelineStep[] {
  return [
    { at: romeMidnight(offer.from), text },
    { at: romeMidnight(addDays(offer.to, 1)), text: null },
  ];
}

/** "Fino al 31 dicembre", with the year when it is not the first day's: "Fino al 6 gennaio 2027". */
export function offerUntilText(offer: OfferDays): string {
  return `Fino ${italianDateWithArticle("a", offer.to, dateParts(offer.from)[0])}`;
}

const cents = (euro: number) => Math.round(euro * 100);

/** A price lowered by a percentage or an amount, to the cent (half a cent up). */
export function discountedPrice(
  regular: number,
  { percentOff, amountOff }: Pick<Offer, "percentOff" | "amountOff">,
): number {
  // In whole cents, so 12.50 less 15% is 10.63, not 10.624999….
  if (percentOff !== undefined)
    return Math.round((cents(regular) * (100 - percentOff)) / 100) / 100;
  if (amountOff !== undefined) return (cents(regular) - cents(amountOff)) / 100;
  return regular;
}

/** One price an offer changes, as the pages write it: the offer's, and the regular one beside it. */
export interface OfferLine {
  /** The treatments it is the price of: one, or all of an offer's priced together. */
  treatmentIds: readonly string[];
  /** "Epilazione laser – Ascelle", "Massaggio – 30 minuti", "Manicure + Pedicure". */
  name: string;
  /** For one length of a treatment: "30 minuti". */
  duration?: string;
  /** Euro. */
  regular: number;
  price: number;
}

/** Between the treatments an offer prices together: "Manicure + Pedicure". */
export const togetherSeparator = " + ";

/**
 * The prices an offer changes, in the order of its treatments: an offer price
 * is one line for all of them together (their regular prices added up); a
 * discount lowers every price of every treatment (each length of one).
 * Codes not in the price list are left out (the build refuses them).
 */
export function offerLines(offer: Offer, sections: readonly PriceSection[]): OfferLine[] {
  const found = offer.treatments.flatMap((id) => {
    const treatment = findTreatment(sections, id);
    return treatment ? [{ id, ...treatment }] : [];
  });
  if (offer.price !== undefined) {
    const regular = found.reduce(
      (sum, { item }) => sum + cents(hasDurations(item) ? Number.NaN : item.price),
      0,
    );
    return [
      {
        treatmentIds: found.map(({ id }) => id),
        name: found.map(({ name }) => name).join(togetherSeparator),
        regular: regular / 100,
        price: offer.price,
      },
    ];
  }
  return found.flatMap(({ id, item, name }) =>
    hasDurations(item)
      ? item.durations.map((duration) => ({
          treatmentIds: [id],
          name: `${name}${nameSeparator}${duration.time}`,
          duration: duration.time,
          regular: duration.price,
          price: discountedPrice(duration.price, offer),
        }))
      : [
          {
            treatmentIds: [id],
            name,
            regular: item.price,
            price: discountedPrice(item.price, offer),
          },
        ],
  );
}

/** What the build refuses in an offer once its treatments are known to exist, and in which field. */
export interface OfferProblem {
  field: "price" | "amountOff";
  message: string;
}

/**
 * An offer price for a treatment with several lengths (which one?), or not
 * below the regular price; an amount off that leaves a price of zero or less.
 */
export function offerProblems(offer: Offer, sections: readonly PriceSection[]): OfferProblem[] {
  const found = offer.treatments.flatMap((id) => findTreatment(sections, id) ?? []);
  if (offer.price !== undefined) {
    const inLengths = found.filter(({ item }) => hasDurations(item)).map(({ name }) => name);
    if (inLengths.length > 0) {
      return [
        {
          field: "price",
          message: `${inLengths.join(", ")} ha più durate, ognuna con il suo prezzo: un prezzo d'offerta non dice per quale. Usa invece uno sconto (in percentuale o in euro), che vale per ogni durata`,
        },
      ];
    }
    const [line] = offerLines(offer, sections);
    if (line && offer.price >= line.regular) {
      const whose = found.length > 1 ? `di ${line.name} insieme` : `di ${line.name}`;
      return [
        {
          field: "price",
          message: `${formatPrice(offer.price)} non è meno del prezzo normale ${whose} (${formatPrice(line.regular)}): il prezzo dell'offerta dev'essere più basso`,
        },
      ];
    }
  }
  if (offer.amountOff !== undefined) {
    const amount = formatPrice(offer.amountOff);
    return offerLines(offer, sections)
      .filter((line) => line.price <= 0)
      .map((line) => ({
        field: "amountOff" as const,
        message: `${amount} di sconto su ${line.name}, che costa ${formatPrice(line.regular)}, lascerebbe un prezzo di zero o meno: lo sconto dev'essere minore del prezzo`,
      }));
  }
  return [];
}
