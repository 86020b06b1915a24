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
