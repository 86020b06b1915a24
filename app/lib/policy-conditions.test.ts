import { describe, expect, it } from "vitest";
import { applies, conditionsOf, voucherPolicyFacts, type PolicyFacts } from "./policy-conditions";

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
      "buoni-regalo": false,
      "pagamento-online": false,
      "pagamento-stripe": false,
      "pagamento-sumup": false,
      "pagamento-paypal": false,
    });
    expect(
      conditionsOf({
        whatsApp: false,
        social: [{}],
        bookingUrl: "https://prenota.example.com",
        reviewsUrl: "https://recensioni.example.com",
        hosting: { provider: "own", company: "Esempio S.r.l.", country: "Italia" },
        vouchers: { requests: true, payments: ["paypal"] },
      }),
    ).toEqual({
      whatsapp: false,
      social: true,
      "prenotazione-online": true,
      recensioni: true,
      "hosting-usa": false,
      "hosting-ue": true,
      "buoni-regalo": true,
      "pagamento-online": true,
      "pagamento-stripe": false,
      "pagamento-sumup": false,
      "pagamento-paypal": true,
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

describe("voucherPolicyFacts", () => {
  it("reads the form and the payment services from the vouchers offered", () => {
    expect(voucherPolicyFacts({ offered: true, options: [{}] })).toEqual({
      requests: true,
      payments: [],
    });
    expect(
      voucherPolicyFacts({
        offered: true,
        options: [
          { paymentUrl: "https://buy.stripe.com/abc" },
          { paymentUrl: "https://buy.stripe.com/def" },
        ],
      }),
    ).toEqual({ requests: false, payments: ["stripe"] });
    // An amount of the visitor's choosing is asked for with the form.
    expect(
      voucherPolicyFacts({
        offered: true,
        options: [{ paymentUrl: "https://www.paypal.com/ncp/payment/X" }],
        freeAmount: { min: 20, max: 300 },
      }),
    ).toEqual({ requests: true, payments: ["paypal"] });
  });

  it("says nothing of vouchers the owner does not offer", () => {
    expect(voucherPolicyFacts({ offered: false, options: [{}], freeAmount: {} })).toEqual({
      requests: false,
      payments: [],
    });
  });
});
