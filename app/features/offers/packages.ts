// The owner's terms for the packages of the price list (several sessions of a
// treatment bought together: app/lib/price-list.ts), in the pages' words.

/** "12 mesi", "1 mese". */
const monthsText = (months: number) => `${months} ${months === 1 ? "mese" : "mesi"}`;

/** Under each package: "Validità 12 mesi dall'acquisto". */
export const packageValidity = (months: number) => `Validità ${monthsText(months)} dall'acquisto`;

/** The first of the packages' terms, after the list. */
export const packageValidityTerm = (months: number) =>
  `Ogni pacchetto vale ${monthsText(months)} dal giorno dell'acquisto: entro quella data fissiamo insieme tutte le sedute.`;
