import { describe, expect, it } from "vitest";
import { applies, conditionsOf, type PolicyFacts } from "./policy-conditions";

const facts: PolicyFacts = { whatsApp: true, social: [], hosting: { provider: "vercel" } };

describe("conditionsOf", () => {
  it("reads each subject from the salon's facts", () => {
    expect(conditionsOf(facts)).toEqual({
      whatsapp: true,
      social: false,
      "prenotazione-online": false,
      recensioni: false,
      "hosting-usa": true,
      "hosting-ue": false,
    });
    expect(
      conditionsOf({
        whatsApp: false,
        social: [{}],
        bookingUrl: "https://prenota.example.com",
        reviewsUrl: "https://recensioni.example.com",
        hosting: { provider: "own", company: "Esempio S.r.l.", country: "Italia" },
      }),
    ).toEqual({
      whatsapp: false,
      social: true,
      "prenotazione-online": true,
      recensioni: true,
      "hosting-usa": false,
      "hosting-ue": true,
    });
  });
});

describe("applies", () => {
  const conditions = conditionsOf(facts);
  it("keeps a block without a condition, and one whose condition holds", () => {
    expect(applies({}, conditions)).toBe(true);
    expect(applies({ when: "whatsapp" }, conditions)).toBe(true);
  });
  it("drops a block whose condition does not hold", () => {
    expect(applies({ when: "social" }, conditions)).toBe(false);
    expect(applies({ when: "hosting-ue" }, conditions)).toBe(false);
  });
});
