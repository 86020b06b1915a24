// The shapes of the price list (spec section 3) and the one walk over it that
// lists every price: the Servizi page renders the same sections, and the
// schema.org offers are built from `flattenPriceList`, so they cannot drift.

/** The owner's notes on a treatment or a whole section: each part optional. */
export interface TreatmentNotes {
  before?: string;
  after?: string;
  contraindications?: string;
}

/**
 * Several sessions of a treatment bought together (e.g. six of laser hair
 * removal), at a price of their own. The spec: laser packages exist.
 */
export interface TreatmentPackage {
  /** At least 2. */
  sessions: number;
  /** Euro, for all the sessions together. */
  price: number;
  /** The owner's name for it; without one the site writes "Pacchetto da 6 sedute". */
  label?: string;
}

/** One priced line: a waxing area, a laser area, a nail treatment… Prices are euro. */
export interface PriceItem {
  /** Stable across edits: the treatment's name in links and forms. */
  id?: string;
  /** The owner's booking page for this treatment, if she uses a booking platform. */
  bookingUrl?: string;
  title: string;
  description: string;
  price: number;
  packages?: readonly TreatmentPackage[];
  notes?: TreatmentNotes;
}

/** One of the lengths a treatment is offered in (e.g. a 30 or 60 minute massage). */
export interface Duration {
  /** As a visitor reads it: "30 minuti". */
  time: string;
  description: string;
  price: number;
}

/** A treatment offered in several lengths has no single price: each duration has its own. */
export interface DurationItem {
  id?: string;
  bookingUrl?: string;
  title: string;
  description: string;
  durations: readonly [Duration, ...Duration[]];
  packages?: readonly TreatmentPackage[];
  notes?: TreatmentNotes;
}

/** Spec "service item": title, description, and a price or a list of durations with prices. */
export type ServiceItem = PriceItem | DurationItem;

/** A list of items inside a section, under its own <h3> when it has a title. */
export interface PriceGroup {
  title?: string;
  /**
   * Put before each item's title wherever an item is named out of context
   * (e.g. in search results), so "Sopracciglia" becomes
   * "Epilazione con cera donna – Sopracciglia". Items whose titles already
   * say what they are ("Pulizia viso") need none.
   */
  namePrefix?: string;
  items: readonly ServiceItem[];
}

/** One <h2> section of the Servizi page. */
export interface PriceSection {
  /** The section's anchor on the page (`/servizi#viso`). */
  id: string;
  title: string;
  intro: string;
  /** A remark shown after the lists, e.g. that packages are available. */
  note?: string;
  /** Notes that hold for every treatment of the section, shown once under its intro. */
  notes?: TreatmentNotes;
  groups: readonly PriceGroup[];
}

/** One price, named so it makes sense on its own. */
export interface PriceEntry {
  name: string;
  price: number;
  bookingUrl?: string;
  /** For a package: how many sessions the price buys. */
  sessions?: number;
}

export function hasDurations(item: ServiceItem): item is DurationItem {
  return "durations" in item;
}

/** Between the parts of a treatment's full name: "Epilazione con cera donna – Ascelle". */
export const nameSeparator = " – ";

/** A treatment's name out of context: its group's prefix, if any, before its title. */
export function treatmentName(item: Pick<ServiceItem, "title">, namePrefix?: string): string {
  return namePrefix ? `${namePrefix}${nameSeparator}${item.title}` : item.title;
}

/** "6 sedute". */
export const sessionsText = (sessions: number) => `${sessions} sedute`;

/** "Pacchetto da 6 sedute", or the owner's name for it. */
export function packageTitle(treatmentPackage: TreatmentPackage): string {
  return treatmentPackage.label ?? `Pacchetto da ${sessionsText(treatmentPackage.sessions)}`;
}

/** Whether any treatment of the list is sold in packages (then the owner's terms for them are due: app/features/offers/packages.ts). */
export function hasPackages(
  sections: readonly {
    groups: readonly { items: readonly { packages?: readonly unknown[] }[] }[];
  }[],
): boolean {
  return sections.some((section) =>
    section.groups.some((group) => group.items.some((item) => (item.packages ?? []).length > 0)),
  );
}

/** The prices of one item: its own (one per duration), then its packages'. */
function itemEntries(item: ServiceItem, namePrefix?: string): PriceEntry[] {
  const name = treatmentName(item, namePrefix);
  const booking = item.bookingUrl ? { bookingUrl: item.bookingUrl } : {};
  const own = hasDurations(item)
    ? item.durations.map((duration) => ({
        name: `${name}${nameSeparator}${duration.time}`,
        price: duration.price,
        ...booking,
      }))
    : [{ name, price: item.price, ...booking }];
  const packages = (item.packages ?? []).map((treatmentPackage) => ({
    name: `${name}${nameSeparator}${packageTitle(treatmentPackage)}`,
    price: treatmentPackage.price,
    sessions: treatmentPackage.sessions,
    ...booking,
  }));
  return [...own, ...packages];
}

/** Every price in the list, in page order: one entry per price (each duration and package counts). */
export function flattenPriceList(sections: readonly PriceSection[]): PriceEntry[] {
  return sections.flatMap((section) =>
    section.groups.flatMap((group) =>
      group.items.flatMap((item) => itemEntries(item, group.namePrefix)),
    ),
  );
}

/** A treatment of the list, with what names it out of context and where it is. */
export interface FoundTreatment {
  item: ServiceItem;
  /** Its name in full: "Epilazione con cera donna – Ascelle". */
  name: string;
  sectionId: string;
}

/** The treatment with this id, or undefined when the list has none. */
export function findTreatment(
  sections: readonly PriceSection[],
  id: string,
): FoundTreatment | undefined {
  for (const section of sections) {
    for (const group of section.groups) {
      const item = group.items.find((candidate) => candidate.id === id);
      if (item) return { item, name: treatmentName(item, group.namePrefix), sectionId: section.id };
    }
  }
  return undefined;
}
