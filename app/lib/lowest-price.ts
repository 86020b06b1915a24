// "da 10 €" on the home page's treatment cards: the lowest price of a section
// of the price list, each duration of a treatment counting as a price.
import { hasDurations, type PriceSection } from "./price-list";

/** The lowest price in euro among a section's treatments and their durations. */
export function lowestPrice(section: PriceSection): number {
  const prices = section.groups.flatMap((group) =>
    group.items.flatMap((item) =>
      hasDurations(item) ? item.durations.map((duration) => duration.price) : [item.price],
    ),
  );
  if (prices.length === 0) throw new Error(`The section "${section.id}" has no prices`);
  return Math.min(...prices);
}
