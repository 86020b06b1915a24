import type { ReactNode } from "react";
import { bookingOptionsOf } from "~/lib/booking";
import { hasDurations, packageTitle, sessionsText, type ServiceItem } from "~/lib/price-list";
import { durationTag, isoDuration, splitDuration } from "~/lib/treatment-duration";
import { BookingLink } from "./booking-link";
import { PriceTag } from "./price-tag";
import { TreatmentNotes } from "./treatment-notes";

interface TitleAndPriceProps {
  title: string;
  price?: number;
  /** How long it takes: a tag beside the price. */
  minutes?: number;
}

/**
 * A title and, aligned right, its price with the length beside it: one line a
 * phone can scan down, joined by a dotted leader on wide screens.
 */
function TitleAndPrice({ title, price, minutes }: TitleAndPriceProps) {
  return (
    <div className="flex items-baseline gap-3">
      <p className="min-w-0 text-lg leading-snug font-semibold">{title}</p>
      {price !== undefined && (
        <>
          <span
            aria-hidden="true"
            className="hidden min-w-6 flex-1 border-b-2 border-dotted border-petal sm:block"
          />
          <span className="ml-auto flex shrink-0 items-baseline gap-2">
            {minutes !== undefined && (
              <span className="rounded-full bg-blush px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-plum print:bg-transparent print:px-0">
                {/* "circa 60 min" to a screen reader, as the description used to say. */}
                <span className="sr-only">circa </span>
                <time dateTime={isoDuration(minutes)}>{durationTag(minutes)}</time>
              </span>
            )}
            <PriceTag
              price={price}
              className="text-lg font-semibold whitespace-nowrap text-rose-dark"
            />
          </span>
        </>
      )}
    </div>
  );
}

const descriptionClass = "min-w-0 flex-1 text-sm leading-snug text-muted print:leading-tight";

interface PriceItemProps {
  item: ServiceItem;
  /** The item's list's namePrefix: "Prenota" then names "Epilazione con cera donna – Ascelle". */
  namePrefix?: string;
  /** The salon's booking page, for treatments without one of their own. */
  salonBookingUrl?: string;
  /** The owner's offers on this treatment, each shown only on its days (app/features/offers/). */
  offers?: ReactNode;
  /** Under each of its packages: how long a package lasts (app/features/offers/package-terms.tsx). */
  packageValidity?: ReactNode;
}

const boxClass = "rounded-2xl border border-petal bg-white px-3 pt-2 print:py-1";

/**
 * One entry of the price list: title, length and price on one line, the
 * description in smaller lines under it with "Prenota" beside them (one per
 * duration for a treatment offered in several). The length is the
 * description's closing "Circa 60 minuti.", shown as a tag
 * (app/lib/treatment-duration.ts). Then its offers, on their days, and its
 * packages, each in a box with its validity and its own "Prenota".
 */
export function PriceItem({
  item,
  namePrefix,
  salonBookingUrl,
  offers,
  packageValidity,
}: PriceItemProps) {
  // One option for a priced item, one per duration otherwise, then one per package, in the same order.
  const options = bookingOptionsOf(item, namePrefix);
  const packagesFrom = hasDurations(item) ? item.durations.length : 1;
  const bookingLink = (index: number) => {
    const option = options[index];
    // Level with the description's first line, under the price: its 44 px reach up into the gap.
    return (
      option && (
        <BookingLink
          option={option}
          salonBookingUrl={salonBookingUrl}
          className="-mt-2.5 shrink-0"
        />
      )
    );
  };
  const extras = (
    <>
      {offers}
      {item.packages && item.packages.length > 0 && (
        <ul className="mt-2 space-y-2">
          {item.packages.map((entry, index) => (
            <li key={`${entry.sessions} ${entry.label ?? ""}`} className={boxClass}>
              <TitleAndPrice title={packageTitle(entry)} price={entry.price} />
              <div className="flex items-start gap-3">
                <div className={`mt-0.5 pb-2 ${descriptionClass}`}>
                  {entry.label && <p>{sessionsText(entry.sessions)}</p>}
                  {packageValidity}
                </div>
                {bookingLink(packagesFrom + index)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  if (hasDurations(item)) {
    return (
      <li className="py-3 print:break-inside-avoid print:py-1.5">
        <TitleAndPrice title={item.title} />
        <p className={`mt-0.5 ${descriptionClass}`}>{item.description}</p>
        <ul className="mt-2 space-y-2">
          {item.durations.map((duration, index) => (
            <li key={duration.time} className={boxClass}>
              <TitleAndPrice title={duration.time} price={duration.price} />
              <div className="flex items-start gap-3">
                <p className={`mt-0.5 pb-2 ${descriptionClass}`}>{duration.description}</p>
                {bookingLink(index)}
              </div>
            </li>
          ))}
        </ul>
        {extras}
        <TreatmentNotes notes={item.notes} className="mt-1" />
      </li>
    );
  }
  const { text, minutes } = splitDuration(item.description);
  return (
    <li className="py-3 print:break-inside-avoid print:py-1.5">
      <TitleAndPrice title={item.title} price={item.price} minutes={minutes} />
      <div className="flex items-start gap-3">
        <p className={`mt-0.5 ${descriptionClass}`}>{text}</p>
        {bookingLink(0)}
      </div>
      {extras}
      <TreatmentNotes notes={item.notes} />
    </li>
  );
}
