import { describe, expect, it } from "vitest";
import { legalLine, legalParts, type LegalFacts } from "./legal-identity";

// Made-up facts: the salon's own are content, read by the end-to-end tests.
const facts: LegalFacts = {
  legalName: "Rosa di Maria Prova",
  address: { street: "Via Roma 3", postalCode: "50123", city: "Firenze", province: "FI" },
  vatNumber: "01234567897",
  rea: "FI-654321",
  email: "ciao@rosa.example",
};

/** The line as a reader sees it: no-break spaces are spaces. */
const read = (text: string) => text.replace(/\u00a0/g, " ");

describe("legalLine", () => {
  it("names the business, its seat, its P.IVA, its REA number and its e-mail, in that order", () => {
    expect(read(legalLine(facts))).toBe(
      "Rosa di Maria Prova · Via Roma 3, 50123 Firenze (FI) · P.IVA 01234567897 · REA FI-654321 · ciao@rosa.example",
    );
  });

  it("leaves the REA out when the business has none", () => {
    const unregistered = { ...facts, rea: undefined };
    expect(read(legalLine(unregistered))).toBe(
      "Rosa di Maria Prova · Via Roma 3, 50123 Firenze (FI) · P.IVA 01234567897 · ciao@rosa.example",
    );
    expect(legalLine(unregistered)).not.toContain("REA");
  });

  it("breaks a line only between words of a name or street, never inside a number, a label or the town", () => {
    const breaks = legalLine(facts)
      .split(" ")
      .map((piece) => read(piece));
    expect(breaks).toEqual([
      "Rosa",
      "di",
      "Maria",
      "Prova ·",
      "Via",
      "Roma 3,",
      "50123 Firenze (FI) ·",
      "P.IVA 01234567897 ·",
      "REA FI-654321 ·",
      "ciao@rosa.example",
    ]);
  });
});

describe("legalParts", () => {
  it("gives the e-mail as an address to link to, the rest as facts to read", () => {
    expect(legalParts(facts).map((part) => part.kind)).toEqual([
      "fact",
      "fact",
      "fact",
      "fact",
      "email",
    ]);
    expect(legalParts(facts).at(-1)).toEqual({ kind: "email", email: facts.email });
  });
});
