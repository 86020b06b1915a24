import { bookingOptionsOf } from "~/lib/booking";
import { hasDurations, type ServiceItem } from "~/lib/price-list";
import { BookingLink } from "./booking-link";
import { PriceTag } from "./price-tag";

const priceClass = "shrink-0 text-lg font-semibold whitespace-nowrap text-rose-dark";

/** A title and its price on one line, joined by a dotted leader on wide screens. */
function TitleAndPrice({ title, price }: { title: string; price?: number }) {
  return (
    <div className="flex items-baseline gap-3">
      <p className="text-lg font-semibold">{title}</p>
      {price !== undefined && (
        <>
          <span
            aria-hidden="true"
            className="hidden min-w-6 flex-1 border-b-2 border-dotted border-petal sm:block"
          />
          <PriceTag price={price} className={`ml-auto ${priceClass}`} />
        </>
      )}
    </div>
  );
}

interface PriceItemProps {
  item: ServiceItem;
  /** The item's list's namePrefix: "Prenota" then names "Epilazione con cera donna – Ascelle". */
  namePrefix?: string;
  /** The salon's booking page, for treatments without one of their own. */
  salonBookingUrl?: string;
}

/**
 * One entry of the price list: title, price and description in the same list
 * item, then "Prenota" (one per duration for a treatment offered in several).
 */
export function PriceItem({ item, namePrefix, salonBookingUrl }: PriceItemProps) {
  // One option for a priced item, one per duration otherwise, in the same order.
  const options = bookingOptionsOf(item, namePrefix);
  const bookingLink = (index: number) => {
    const option = options[index];
    return option && <BookingLink option={option} salonBookingUrl={salonBookingUrl} />;
  };
  return (
    <li className="py-5 print:break-inside-avoid print:py-1.5">
      <TitleAndPrice title={item.title} price={hasDurations(item) ? undefined : item.price} />
      <p className="mt-1 leading-relaxed text-muted print:text-sm print:leading-snug">
        {item.description}
      </p>
      {hasDurations(item) ? (
        <ul className="mt-3 space-y-2">
          {item.durations.map((duration, index) => (
            <li
              key={duration.time}
              className="rounded-2xl border border-petal bg-white px-4 pt-3 pb-1 print:pb-3"
            >
              <TitleAndPrice title={duration.time} price={duration.price} />
              <p className="mt-1 leading-relaxed text-muted">{duration.description}</p>
              {bookingLink(index)}
            </li>
          ))}
        </ul>
      ) : (
        bookingLink(0)
      )}
    </li>
  );
}
