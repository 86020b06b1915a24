// Rules for the salon facts in app/content/salon.ts. The build runs
// validateSalonFacts (see vite.config.ts) so a mistyped P.IVA, e-mail or phone
// number stops the build instead of reaching the footer.

/** The facts the checks need; app/content/salon.ts satisfies this shape. */
export interface CheckedSalonFacts {
  name: string;
  vatNumber: string;
  email: string;
  mobile: string;
  socialUrl: string;
  address: { street: string; postalCode: string; city: string };
}

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

/** The shape of an address a person can write to: one @, a dotted domain, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/**
 * An Italian phone number as people write it: optional +39 prefix, then a
 * mobile (3xx, 9 or 10 digits) or a landline (0x, 6 to 11 digits); spaces allowed.
 */
export function isValidItalianPhone(value: string): boolean {
  const compact = value.replace(/ /g, "");
  const national = compact.startsWith("+39") ? compact.slice(3) : compact;
  return /^3\d{8,9}$/.test(national) || /^0\d{5,10}$/.test(national);
}

/** Digits only with the +39 prefix, for tel: and WhatsApp links. */
export function toInternationalPhone(value: string): string {
  const compact = value.replace(/ /g, "");
  return compact.startsWith("+39") ? compact : `+39${compact}`;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Every problem found, each naming its field; an empty list means the facts are good. */
export function validateSalonFacts(facts: CheckedSalonFacts): string[] {
  const problems: string[] = [];
  if (facts.name.trim() === "") problems.push("name: must not be empty");
  if (!isValidPartitaIva(facts.vatNumber)) {
    problems.push(
      `vatNumber: "${facts.vatNumber}" is not a valid P.IVA (11 digits with a correct check digit)`,
    );
  }
  if (!isValidEmail(facts.email)) {
    problems.push(`email: "${facts.email}" is not an e-mail address`);
  }
  if (!isValidItalianPhone(facts.mobile)) {
    problems.push(`mobile: "${facts.mobile}" is not an Italian phone number`);
  }
  if (!isHttpsUrl(facts.socialUrl)) {
    problems.push(`socialUrl: "${facts.socialUrl}" is not an https:// address`);
  }
  if (!/^\d{5}$/.test(facts.address.postalCode)) {
    problems.push(`address.postalCode: "${facts.address.postalCode}" is not a 5-digit CAP`);
  }
  if (facts.address.street.trim() === "" || facts.address.city.trim() === "") {
    problems.push("address: street and city must not be empty");
  }
  return problems;
}
