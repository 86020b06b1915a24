// A treatment named out of the price list, with its price, as the home page's
// cards show it: "Pulizia viso 30 €", "Massaggio da 20 €". "da" only when the
// treatment has more than one price (its durations), so a price shown is
// always the price of the treatment it is shown with.
import { formatPrice } from "./format-price";
import { findTreatment, hasDurations, type PriceSection, type ServiceItem } from "./price-list";

export interface TreatmentPrice {
  /** Its name in full: "Epilazione con cera donna – Gamba intera". */
  name: string;
  /** "30 €", or "da 20 €" for a treatment with several prices. */
  price: string;
  /** The section of the price list it is in. */
  sectionId: string;
}

/** Its one price, or the lowest of its durations with "da" when they differ. */
export function priceLabel(item: ServiceItem): string {
  if (!hasDurations(item)) return formatPrice(item.price);
  const prices = [...new Set(item.durations.map((duration) => duration.price))];
  const lowest = formatPrice(Math.min(...prices));
  return prices.length > 1 ? `da ${lowest}` : lowest;
}

/** The treatment with this id, named and priced; undefined when the list has none. */
export function treatmentPrice(
  sections: readonly PriceSection[],
  id: string,
): TreatmentPrice | undefined {
  const found = findTreatment(sections, id);
  return found && { name: found.name, price: priceLabel(found.item), sectionId: found.sectionId };
}
