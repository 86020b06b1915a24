import { hasDurations, type ServiceItem } from "~/lib/price-list";
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

/** One entry of the price list: title, price and description in the same list item. */
export function PriceItem({ item }: { item: ServiceItem }) {
  return (
    <li className="py-5 print:break-inside-avoid print:py-1.5">
      <TitleAndPrice title={item.title} price={hasDurations(item) ? undefined : item.price} />
      <p className="mt-1 leading-relaxed text-muted print:text-sm print:leading-snug">
        {item.description}
      </p>
      {hasDurations(item) && (
        <ul className="mt-3 space-y-2">
          {item.durations.map((duration) => (
            <li key={duration.time} className="rounded-2xl border border-petal bg-white px-4 py-3">
              <TitleAndPrice title={duration.time} price={duration.price} />
              <p className="mt-1 leading-relaxed text-muted">{duration.description}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
