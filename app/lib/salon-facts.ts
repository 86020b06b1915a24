// Rules for the salon's facts (content/salon.json). The content schema
// (app/model/schema.ts) uses them, so a mistyped P.IVA, e-mail or phone
// number stops the build instead of reaching the footer; the pages use
// toInternationalPhone for tel: and WhatsApp links.

/** Italian P.IVA: 11 digits, the last a Luhn-style check digit over the first 10. */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = digits[i] ?? 0;
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === digits[10];
}

// The e-mail and phone rules are regular expressions so that the CMS, which
// takes a field's rule as a pattern, refuses what the build refuses.

/** The shape of an address a person can write to: one @, a dotted domain, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value);
}

/**
 * An Italian phone number as people write it: optional +39 prefix, then a
 * mobile (3xx, 9 or 10 digits) or a landline (0x, 6 to 11 digits); spaces allowed.
 */
export const italianPhonePattern = /^ *(?:\+ *3 *9 *)?(?:3(?: *\d){8,9}|0(?: *\d){5,10}) *$/;

export function isValidItalianPhone(value: string): boolean {
  return italianPhonePattern.test(value);
}

/** Digits only with the +39 prefix, for tel: and WhatsApp links. */
export function toInternationalPhone(value: string): string {
  const compact = value.replace(/ /g, "");
  return compact.startsWith("+39") ? compact : `+39${compact}`;
}
