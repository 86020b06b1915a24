// Who runs the site, as art. 7(1) of d.lgs. 70/2003 asks a business to say on
// it, "in modo facile, diretto e permanente": the legal name, the seat, the
// e-mail, the REA number where the business is registered, the P.IVA. The
// footer of every page writes them on one line, from content/salon.json.
import { addressLines, type PostalAddress } from "./format-address";

export interface LegalFacts {
  /** "Aurora di Laura Esempio": the name registered at the Camera di commercio. */
  legalName: string;
  address: PostalAddress;
  vatNumber: string;
  /** "BO-123456", when the business is in the Registro delle imprese. */
  rea?: string;
  email: string;
}

/** One piece of the line: a fact to read, or the address to write to (a link). */
export type LegalPart = { kind: "fact"; text: string } | { kind: "email"; email: string };

/** The abbreviations an Italian reader expects before the numbers. */
export const legalLabels = { vatNumber: "P.IVA", rea: "REA" } as const;

/**
 * The footer's legal line, in reading order: name, address, P.IVA, REA (only
 * when set), e-mail. No-break spaces keep each number with its label, and the
 * house number, the postcode and the province with their words
 * (app/lib/format-address.ts), so a narrow screen wraps the line cleanly.
 */
export function legalParts({ legalName, address, vatNumber, rea, email }: LegalFacts): LegalPart[] {
  const fact = (text: string): LegalPart => ({ kind: "fact", text });
  return [
    fact(legalName),
    fact(addressLines(address).join(" ")),
    fact(`${legalLabels.vatNumber}\u00a0${vatNumber}`),
    ...(rea ? [fact(`${legalLabels.rea}\u00a0${rea}`)] : []),
    { kind: "email", email },
  ];
}

/** After each part but the last; the no-break space keeps the dot at the end of a line, never at the start of one. */
export const legalSeparator = "\u00a0·";

/** The line as text: "Aurora di Laura Esempio · Via dell'Esempio 12, 40121 Bologna (BO) · P.IVA … · REA … · info@…". */
export function legalLine(facts: LegalFacts): string {
  return legalParts(facts)
    .map((part) => (part.kind === "fact" ? part.text : part.email))
    .join(`${legalSeparator} `);
}
