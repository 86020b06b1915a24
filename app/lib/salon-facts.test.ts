// The rules behind the salon's facts, on made-up values. Whether the real facts
// in content/salon.json follow them is the schema's job (app/model/schema.test.ts).
import { describe, expect, it } from "vitest";
import {
  isValidEmail,
  isValidItalianPhone,
  isValidPartitaIva,
  toInternationalPhone,
} from "./salon-facts";

describe("isValidPartitaIva", () => {
  it.each(["07654321012", "12345678903", "00000000000"])("accepts %s", (value) => {
    expect(isValidPartitaIva(value)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "07654321013"],
    ["10 digits", "0765432101"],
    ["12 digits", "076543210120"],
    ["letters", "0765432101A"],
    ["spaces", "076 5432 1012"],
    ["the IT prefix", "IT07654321012"],
    ["nothing", ""],
  ])("rejects %s", (_, value) => {
    expect(isValidPartitaIva(value)).toBe(false);
  });
});

describe("isValidEmail", () => {
  it.each(["prenotazioni@centro.example", "nome.cognome+salone@posta.example.it"])(
    "accepts %s",
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    "prenotazioni@centro",
    "prenotazioni.centro.example",
    "preno tazioni@centro.example",
    "@centro.example",
    "a@b@c.it",
    "",
  ])("rejects %j", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe("isValidItalianPhone", () => {
  it.each(["+39 333 123 4567", "3331234567", "333 123 456", "+39 051 765 4321", "051765432"])(
    "accepts %s",
    (value) => {
      expect(isValidItalianPhone(value)).toBe(true);
    },
  );

  it.each(["+44 20 7946 0000", "12345", "333-123-4567", "+39 845 123 4567", "telefono", ""])(
    "rejects %j",
    (value) => {
      expect(isValidItalianPhone(value)).toBe(false);
    },
  );
});

describe("toInternationalPhone", () => {
  it("adds +39 and drops spaces", () => {
    expect(toInternationalPhone("333 123 4567")).toBe("+393331234567");
    expect(toInternationalPhone("+39 333 123 4567")).toBe("+393331234567");
    expect(toInternationalPhone("051 765432")).toBe("+39051765432");
  });
});
