import { pricesTaxNote } from "~/model/salon";
import { formatPrice } from "~/lib/format-price";
import { SectionHeading } from "~/components/section-heading";
import { timelineAttributes } from "~/components/timeline-text";
import { offerCopy, offersOf, type ShownOffer } from "./model";
import type { OfferLine } from "./rules";

/**
 * The offer's price and, struck through beside it, the regular one: "24 €
 * invece di 30 €" to a screen reader, which does not say a strikethrough.
 */
export function OfferPrice({ line }: { line: OfferLine }) {
  return (
    <>
      <strong className="whitespace-nowrap text-rose-dark">{formatPrice(line.price)}</strong>{" "}
      <s className="whitespace-nowrap text-muted">
        <span className="sr-only">{offerCopy.insteadOf} </span>
        {formatPrice(line.regular)}
      </s>
    </>
  );
}

/**
 * Where an offer shows, on the home page or beside a treatment: present only on
 * its days. The timeline script sets data-index by the visitor's clock (-1
 * before the first day and after the last: hidden), and writes the last day
 * in the [data-text] inside; without it, what the build saw.
 */
function offerTimeline(offer: ShownOffer) {
  return { ...timelineAttributes(offer.timeline, offer.initial), suppressHydrationWarning: true };
}

/** "Fino al 31 dicembre", written again by the timeline script. */
function Until({ offer }: { offer: ShownOffer }) {
  return (
    <span data-text suppressHydrationWarning>
      {offer.initial}
    </span>
  );
}

/**
 * The home page's offers, below the first screen: a card each, the section
 * shown only while one of them is (so it never stands empty on the visitor's
 * day), whether the prices include VAT under them. Small on purpose: it adds to
 * the home page's first response.
 */
export function OffersSection({
  heading,
  offers,
}: {
  heading: string;
  offers: readonly ShownOffer[];
}) {
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="offerte"
      className="site-container hidden pb-12 has-data-[index=0]:block md:pb-16"
    >
      <SectionHeading id="offerte" title={heading} />
      <ul className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6">
        {offers.map((offer) => (
          <li
            key={`${offer.title} ${offer.from}`}
            {...offerTimeline(offer)}
            className="rounded-3xl bg-blush p-6 data-[index=-1]:hidden"
          >
            <h3 className="font-display text-2xl font-semibold">{offer.title}</h3>
            <p className="mt-1">{offer.text}</p>
            <ul className="mt-3">
              {offer.lines.map((line) => (
                <li key={line.name}>
                  {line.name} <OfferPrice line={line} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm font-semibold">
              <Until offer={offer} />
            </p>
            <a
              href={offer.href}
              className="mt-1 inline-block py-2 font-semibold text-rose-dark underline underline-offset-4"
            >
              {offerCopy.link}
              <span className="sr-only">: {offer.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {/* Whether the prices include VAT, once under the cards (beside a treatment on
          Servizi, the page's own note says it). */}
      <p className="mt-4 text-sm text-muted">{pricesTaxNote}</p>
    </section>
  );
}

/**
 * An offer beside a treatment of the price list, on its days: "Offerta «Natale
 * laser»: 24 € invece di 30 € · Fino al 31 dicembre". The lines name a length
 * of the treatment, or the treatments priced together, when there is one to name.
 */
export function OfferNote({ offer }: { offer: ShownOffer }) {
  return (
    <p
      {...offerTimeline(offer)}
      className="mt-2 rounded-xl bg-blush px-3 py-2 text-sm data-[index=-1]:hidden print:px-0 print:py-0"
    >
      <strong>
        {offerCopy.label} «{offer.title}»:
      </strong>{" "}
      {offer.lines.map((line, index) => {
        const named = line.duration ?? (line.treatmentIds.length > 1 ? line.name : undefined);
        return (
          <span key={line.name}>
            {index > 0 && ", "}
            {named && `${named} `}
            <OfferPrice line={line} />
          </span>
        );
      })}{" "}
      · <Until offer={offer} />
    </p>
  );
}

/** The offers on a treatment of the price list, each beside it on its days. */
export function TreatmentOffers({ treatmentId }: { treatmentId: string | undefined }) {
  return offersOf(treatmentId).map((offer) => (
    <OfferNote key={`${offer.title} ${offer.from}`} offer={offer} />
  ));
}
