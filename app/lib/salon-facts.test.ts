import { describe, expect, it } from "vitest";
import { salon } from "~/content/salon";
import {
  isValidEmail,
  isValidItalianPhone,
  isValidPartitaIva,
  toInternationalPhone,
  validateSalonFacts,
} from "./salon-facts";

describe("isValidPartitaIva", () => {
  it.each(["01234567897", "12345678903", "00000000000"])("accepts %s", (value) => {
    expect(isValidPartitaIva(value)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "01234567890"],
    ["10 digits", "0123456789"],
    ["12 digits", "012345678970"],
    ["letters", "0123456789A"],
    ["spaces", "012 3456 7897"],
    ["the IT prefix", "IT01234567897"],
    ["nothing", ""],
  ])("rejects %s", (_, value) => {
    expect(isValidPartitaIva(value)).toBe(false);
  });
});

describe("isValidEmail", () => {
  it.each(["info@example.com", "nome.cognome+salone@posta.example.it"])("accepts %s", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    "info@example",
    "info.example.com",
    "in fo@example.com",
    "@example.com",
    "a@b@c.it",
    "",
  ])("rejects %j", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe("isValidItalianPhone", () => {
  it.each(["+39 345 000 0000", "3450000000", "345 000 000", "+39 051 000 0000", "051000000"])(
    "accepts %s",
    (value) => {
      expect(isValidItalianPhone(value)).toBe(true);
    },
  );

  it.each(["+44 20 7946 0000", "12345", "345-000-0000", "+39 845 000 0000", "telefono", ""])(
    "rejects %j",
    (value) => {
      expect(isValidItalianPhone(value)).toBe(false);
    },
  );
});

describe("toInternationalPhone", () => {
  it("adds +39 and drops spaces", () => {
    expect(toInternationalPhone("345 000 0000")).toBe("+393450000000");
    expect(toInternationalPhone("+39 345 000 0000")).toBe("+393450000000");
  });
});

describe("validateSalonFacts", () => {
  it("finds nothing wrong with the shipped example facts", () => {
    expect(validateSalonFacts(salon)).toEqual([]);
  });

  it("names every bad field", () => {
    const problems = validateSalonFacts({
      ...salon,
      name: " ",
      vatNumber: "01234567890",
      email: "info@example",
      mobile: "12345",
      socialUrl: "http://example.com",
      address: { ...salon.address, postalCode: "4012" },
    });
    expect(problems).toEqual([
      "name: must not be empty",
      'vatNumber: "01234567890" is not a valid P.IVA (11 digits with a correct check digit)',
      'email: "info@example" is not an e-mail address',
      'mobile: "12345" is not an Italian phone number',
      'socialUrl: "http://example.com" is not an https:// address',
      'address.postalCode: "4012" is not a 5-digit CAP',
    ]);
  });
});
