// The owner's offers (content/offerte.json) as the home page and Servizi show
// them: those the build renders (rules.ts: not over, begun or
// beginning within the timelines' days), each with its prices and the
// timeline that shows it only on its days, by the visitor's clock
// (decision 0024). Without JavaScript a page shows the offers on at the build,
// with their last day written out; the weekly build drops those over.
import data from "virtual:content/offerte";
import servizi from "virtual:content/servizi";
import { findTreatment, hasPackages } from "../../lib/price-list";
import { encodeTimeline, timelineTextAt, type EncodedTimeline } from "../../lib/timeline";
import { paths } from "../../model/pages";
import { priceSections } from "../../model/servizi";
import { buildInstant, timelineDays } from "../../model/timeline";
import { packageValidity, packageValidityTerm } from "./packages";
import { offerLines, offersToRender, offerTimeline, offerUntilText, type OfferLine } from "./rules";

/** The words around an offer: code, not content. */
export const offerCopy = {
  /** Before the offer's title beside a treatment on Servizi. */
  label: "Offerta",
  /** Read before the struck regular price: "24 € invece di 30 €". */
  insteadOf: "invece di",
  /** The home card's link to the treatment's section of the price list. */
  link: "Vedi nel listino",
} as const;

export interface ShownOffer {
  title: string;
  text: string;
  from: string;
  to: string;
  lines: OfferLine[];
  /** From its first day's midnight to the end of its last: "Fino al 31 dicembre". */
  timeline: EncodedTimeline;
  /** What shows before the script runs and without it: the build day's text, "" if not begun. */
  initial: string;
  /** The section of the price list of its first treatment. */
  href: string;
}

export const offersHeading = data.heading;

export const shownOffers: readonly ShownOffer[] = offersToRender(
  data.offers,
  buildInstant,
  timelineDays,
).map((offer) => {
  const timeline = encodeTimeline(offerTimeline(offer, offerUntilText(offer)));
  const first = findTreatment(priceSections, offer.treatments[0] ?? "");
  return {
    title: offer.title,
    text: offer.text,
    from: offer.from,
    to: offer.to,
    lines: offerLines(offer, priceSections),
    timeline,
    initial: timelineTextAt(timeline, buildInstant) ?? "",
    href: first ? `${paths.servizi}#${first.sectionId}` : paths.servizi,
  };
});

/** The offers beside a treatment on Servizi, each with only the lines about it. */
export function offersOf(treatmentId: string | undefined): ShownOffer[] {
  return shownOffers.flatMap((offer) => {
    const lines = offer.lines.filter((line) => line.treatmentIds.includes(treatmentId ?? ""));
    return lines.length > 0 ? [{ ...offer, lines }] : [];
  });
}

/**
 * The owner's terms for the packages (content/servizi.json), while the list has
 * any (the schema asks for them then): the validity under each package, with a
 * link to the terms, written once after the list.
 */
export const packageTerms =
  servizi.packageTerms && hasPackages(priceSections)
    ? {
        id: "condizioni-pacchetti",
        heading: "Condizioni dei pacchetti",
        /** Under each package: "Validità 12 mesi dall'acquisto". */
        validity: packageValidity(servizi.packageTerms.validityMonths),
        /** After it: "vedi le condizioni", named in full to a screen reader. */
        link: "vedi le condizioni",
        linkContext: "dei pacchetti",
        terms: [
          packageValidityTerm(servizi.packageTerms.validityMonths),
          servizi.packageTerms.unusedSessions,
        ],
      }
    : undefined;
