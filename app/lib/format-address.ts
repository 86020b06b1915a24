export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** "Via dell'Esempio 12, 40121 Bologna (BO)", as Italians write an address on one line. */
export function formatAddress({ street, postalCode, city, province }: PostalAddress): string {
  return `${street}, ${postalCode} ${city} (${province})`;
}

const nbsp = "\u00a0";

/** The space before the last word becomes a non-breaking one: "Via dell'Esempio 12" keeps "Esempio 12". */
const keepLastTwo = (text: string) => text.replace(/ (?=\S+$)/, nbsp);

/**
 * The same address in its two natural pieces, street and town, for a page
 * that lets it wrap: ["Via dell'Esempio 12,", "40121 Bologna (BO)"]. Non-breaking
 * spaces keep the house number with its street, the postcode with the town and
 * the province with the town's last word, so no line ever holds "(BO)" or
 * "12" alone; the town's own words may still wrap if it is very long.
 */
export function addressLines({
  street,
  postalCode,
  city,
  province,
}: PostalAddress): [string, string] {
  return [`${keepLastTwo(street)},`, `${postalCode}${nbsp}${keepLastTwo(`${city} (${province})`)}`];
}
