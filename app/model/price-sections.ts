// The price list as the content stores it (content/servizi.json) in the shape
// the rules work on (app/lib/price-list.ts): each treatment with one price or
// with its durations, never both. The pages (servizi.ts) and the build's
// checks across files (load.server.ts) read it the same way.
import type { Duration, PriceSection, ServiceItem } from "../lib/price-list";
import type { Servizi, Treatment } from "./schema";

/** A treatment as the page shows it: with one price, or with its durations (the schema allows only one of the two). */
function serviceItem({ durations, price, ...item }: Treatment): ServiceItem {
  const [first, ...rest] = durations ?? [];
  if (first) return { ...item, durations: [first, ...rest] satisfies [Duration, ...Duration[]] };
  return { ...item, price: price ?? 0 };
}

/** The sections in order, their treatments shaped as above. */
export function priceSectionsOf(servizi: Servizi): PriceSection[] {
  return servizi.sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({ ...group, items: group.items.map(serviceItem) })),
  }));
}
