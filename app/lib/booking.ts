// Booking links: every treatment of the price list can be asked for by name.
// "Prenota" on /servizi leads to /contatti?trattamento=<id> (and &durata=<key>
// for one length of a treatment offered in several, &pacchetto=<key> for one of
// its packages), where the contact form
// preselects it (app/features/contact-form/booking.ts). The ids are the content's own (content/servizi.json, "Codice"
// in the CMS), so links stay valid while titles and prices change.
// docs/email.md lists what the e-mail then carries.
import {
  hasDurations,
  nameSeparator,
  packageTitle,
  sessionsText,
  treatmentName,
  type PriceSection,
  type ServiceItem,
} from "./price-list";
import { durationTag, splitDuration } from "./treatment-duration";

/** The query parameters of a booking link: /contatti?trattamento=massaggio&durata=60-minuti. */
export const bookingParams = {
  treatment: "trattamento",
  duration: "durata",
  package: "pacchetto",
} as const;

/** The contact form's own anchor, so a booking link lands on the form rather than the page top. */
export const bookingFormAnchor = "modulo";

/** One thing a visitor can ask to book: a treatment, or one length of it. */
export interface BookingOption {
  /** Unique in the price list: the select's value ("massaggio/60-minuti"). */
  value: string;
  /** The treatment's id in the content. */
  treatmentId: string;
  /** For one length of a treatment: its key in links ("60-minuti"). */
  duration?: string;
  /** For one of its packages: its key in links ("6-sedute"). */
  package?: string;
  /** Named so it makes sense on its own, as the e-mail and WhatsApp say it: "Massaggio – 60 minuti". */
  name: string;
  /** What "Prenota" books, read by screen readers after it: "Massaggio, 60 minuti". */
  linkName: string;
  /**
   * Its name within its group of the form's select ("Ascelle – 6 sedute" under "Epilazione
   * laser"): short, so a closed select shows it whole on a narrow phone.
   */
  label: string;
  /** Euro: its price on the price list. */
  price: number;
  /** How long it takes as the price list says it ("60 min", "30 minuti"); a package's, each session. */
  length?: string;
  /** For a package: how many sessions its price buys. */
  sessions?: number;
  /** The treatment's own page on a booking platform, if the owner set one. */
  bookingUrl?: string;
}

/** The options of one section of the price list, or of one of its named groups: an <optgroup> in the form. */
export interface BookingGroup {
  label: string;
  options: BookingOption[];
}

/** "60 minuti" → "60-minuti": a duration as it appears in a link. */
export function durationKey(time: string): string {
  return time
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Keys for links, from what the owner wrote: never empty, never twice for one item. */
function uniqueKeys(texts: readonly string[]): string[] {
  const used = new Set<string>();
  return texts.map((text, index) => {
    let key = durationKey(text) || String(index + 1);
    if (used.has(key)) key = `${key}-${index + 1}`;
    used.add(key);
    return key;
  });
}

/**
 * What can be booked of one item: the item itself, or each of its durations;
 * then each of its packages. An item without an id (never in the content: the
 * schema requires one) has none.
 */
export function bookingOptionsOf(item: ServiceItem, namePrefix?: string): BookingOption[] {
  const { id, bookingUrl } = item;
  if (!id) return [];
  // Named as in the schema.org offers (flattenPriceList), so a treatment has one name.
  const name = treatmentName(item, namePrefix);
  const shared = { treatmentId: id, ...(bookingUrl ? { bookingUrl } : {}) };
  const oneOf = (key: string, words: string, short: string) => ({
    value: `${id}/${key}`,
    name: `${name}${nameSeparator}${words}`,
    linkName: `${name}, ${words}`,
    label: `${item.title}${nameSeparator}${short}`,
  });

  const durations = hasDurations(item) ? item.durations : [];
  const durationKeys = uniqueKeys(durations.map((duration) => duration.time));
  // The closing "Circa 60 minuti." of a description, as the price list's tag says it.
  const minutes = hasDurations(item) ? undefined : splitDuration(item.description).minutes;
  const length = minutes ? { length: durationTag(minutes) } : {};
  const own: BookingOption[] = hasDurations(item)
    ? durations.map((duration, index) => ({
        ...shared,
        ...oneOf(durationKeys[index]!, duration.time, duration.time),
        duration: durationKeys[index],
        price: duration.price,
        length: duration.time,
      }))
    : [
        {
          ...shared,
          value: id,
          name,
          linkName: name,
          label: item.title,
          price: item.price,
          ...length,
        },
      ];

  // Keyed by their sessions, which stay when the owner renames one.
  const packages = item.packages ?? [];
  const packageKeys = uniqueKeys(packages.map((entry) => `${entry.sessions} sedute`));
  return [
    ...own,
    ...packages.map((entry, index) => ({
      ...shared,
      // "pacchetto/6-sedute": never the same value as a duration's.
      ...oneOf(
        `${bookingParams.package}/${packageKeys[index]}`,
        packageTitle(entry),
        sessionsText(entry.sessions),
      ),
      package: packageKeys[index],
      price: entry.price,
      sessions: entry.sessions,
      ...length,
    })),
  ];
}

/**
 * Every option of the price list, in page order: grouped by section, or by the section's
 * named groups ("Epilazione con cera donna", "… uomo"), so each option's short label says
 * enough within its group.
 */
export function bookingGroups(sections: readonly PriceSection[]): BookingGroup[] {
  const groups: BookingGroup[] = [];
  for (const section of sections) {
    for (const group of section.groups) {
      const label = group.namePrefix ?? section.title;
      const options = group.items.flatMap((item) => bookingOptionsOf(item, group.namePrefix));
      const last = groups.at(-1);
      if (options.length === 0) continue;
      if (last?.label === label) last.options.push(...options);
      else groups.push({ label, options });
    }
  }
  return groups;
}

/** "?trattamento=massaggio&durata=60-minuti": the query that preselects an option. */
export function bookingSearch(
  option: Pick<BookingOption, "treatmentId" | "duration" | "package">,
): string {
  const params = new URLSearchParams({ [bookingParams.treatment]: option.treatmentId });
  if (option.duration) params.set(bookingParams.duration, option.duration);
  if (option.package) params.set(bookingParams.package, option.package);
  return `?${params.toString()}`;
}

/**
 * Where "Prenota" leads: the treatment's booking page, else the salon's, else
 * the contact form with the treatment chosen (`contactPath` is the Contatti page).
 */
export function bookingTarget(
  option: BookingOption,
  contactPath: string,
  salonBookingUrl?: string,
): { href: string; external: boolean } {
  const external = option.bookingUrl ?? salonBookingUrl;
  if (external) return { href: external, external: true };
  return { href: `${contactPath}${bookingSearch(option)}#${bookingFormAnchor}`, external: false };
}

/**
 * The option a link asks for, or undefined for anything unknown. A treatment
 * with one price is found by its id alone; one length of a treatment needs its
 * duration too, one of its packages its package. An unknown package asks for
 * the treatment itself.
 */
export function findBookingOption<
  Option extends Pick<BookingOption, "treatmentId" | "duration" | "package">,
>(options: readonly Option[], params: URLSearchParams): Option | undefined {
  const treatmentId = params.get(bookingParams.treatment);
  if (!treatmentId) return undefined;
  const duration = params.get(bookingParams.duration);
  const treatment = options.filter((option) => option.treatmentId === treatmentId);
  const wanted = params.get(bookingParams.package);
  return (
    treatment.find((option) => wanted !== null && option.package === wanted) ??
    treatment.find(
      (option) =>
        option.package === undefined &&
        (option.duration === undefined || option.duration === duration),
    )
  );
}

/** The WhatsApp message: naming the treatment when one is chosen. */
export function whatsAppMessage(
  words: { general: string; treatment: (name: string) => string },
  treatmentName?: string,
): string {
  return treatmentName ? words.treatment(treatmentName) : words.general;
}
