import { describe, expect, it } from "vitest";
import { applies, conditionsOf, voucherPolicyFacts, type PolicyFacts } from "./policy-conditions";
import type { RequestPayment } from "./payment-links";

const facts: PolicyFacts = {
  whatsApp: true,
  social: [],
  hosting: { provider: "vercel" },
  mailProvider: { provider: "gmail" },
};

describe("conditionsOf", () => {
  it("reads each subject from the salon's facts", () => {
    expect(conditionsOf(facts)).toEqual({
      whatsapp: true,
      social: false,
      "prenotazione-online": false,
      recensioni: false,
      "hosting-usa": true,
      "hosting-ue": false,
      "posta-usa": true,
      "posta-ue": false,
      "buoni-offerti": false,
      "buoni-regalo": false,
      "buoni-whatsapp": false,
      "pagamento-bonifico": false,
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
        mailProvider: { provider: "aruba" },
        vouchers: { requests: true, payments: ["paypal"], transfer: true },
      }),
    ).toEqual({
      whatsapp: false,
      social: true,
      "prenotazione-online": true,
      recensioni: true,
      "hosting-usa": false,
      "hosting-ue": true,
      "posta-usa": false,
      "posta-ue": true,
      "buoni-offerti": true,
      "buoni-regalo": true,
      "buoni-whatsapp": false,
      "pagamento-bonifico": true,
      "pagamento-online": true,
      "pagamento-stripe": false,
      "pagamento-sumup": false,
      "pagamento-paypal": true,
    });
  });
});

describe("conditionsOf: the mailbox", () => {
  it("names a US safeguard for Google Workspace and Microsoft 365, none for a provider in the EU", () => {
    const mail = (mailProvider: PolicyFacts["mailProvider"]) => {
      const { "posta-usa": usa, "posta-ue": eu } = conditionsOf({ ...facts, mailProvider });
      return [usa, eu];
    };
    for (const provider of ["gmail", "outlook"] as const) {
      expect(mail({ provider })).toEqual([true, false]);
    }
    for (const provider of ["aruba"] as const) {
      expect(mail({ provider })).toEqual([false, true]);
    }
    expect(mail({ provider: "own", company: "Register S.p.A.", country: "Italia" })).toEqual([
      false,
      true,
    ]);
  });
});

describe("conditionsOf: the gift vouchers", () => {
  const shown = (whatsApp: boolean, vouchers?: PolicyFacts["vouchers"]) => {
    const all = conditionsOf({ ...facts, whatsApp, vouchers });
    return [all["buoni-offerti"], all["buoni-regalo"], all["buoni-whatsapp"]];
  };
  const form = { requests: true, payments: [], transfer: false };

  it("says the form's WhatsApp button carries the request only with the form and WhatsApp both", () => {
    expect(shown(true, form)).toEqual([true, true, true]);
    expect(shown(false, form)).toEqual([true, true, false]);
    expect(shown(true, { requests: false, payments: [], transfer: false })).toEqual([
      false,
      false,
      false,
    ]);
    expect(shown(true)).toEqual([false, false, false]);
  });

  it("offers vouchers that are only bought online, without the form", () => {
    expect(shown(true, { requests: false, payments: ["stripe"], transfer: false })).toEqual([
      true,
      false,
      false,
    ]);
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
      transfer: false,
    });
    expect(
      voucherPolicyFacts({
        offered: true,
        options: [
          { paymentUrl: "https://buy.stripe.com/abc" },
          { paymentUrl: "https://buy.stripe.com/def" },
        ],
      }),
    ).toEqual({ requests: false, payments: ["stripe"], transfer: false });
    // An amount of the visitor's choosing is asked for with the form.
    expect(
      voucherPolicyFacts({
        offered: true,
        options: [{ paymentUrl: "https://www.paypal.com/ncp/payment/X" }],
        freeAmount: { min: 20, max: 300 },
      }),
    ).toEqual({ requests: true, payments: ["paypal"], transfer: false });
  });

  it("says a requested voucher is paid by bank transfer only while the owner takes transfers", () => {
    const transfer = (payment: RequestPayment, options: { paymentUrl?: string }[] = [{}]) =>
      voucherPolicyFacts({ offered: true, options, payment }).transfer;
    expect(transfer("bonifico")).toBe(true);
    expect(transfer("bonifico-o-in-centro")).toBe(true);
    expect(transfer("in-centro")).toBe(false);
    // No voucher is asked for with the form: nobody pays one by transfer.
    expect(transfer("bonifico", [{ paymentUrl: "https://buy.stripe.com/abc" }])).toBe(false);
    expect(
      voucherPolicyFacts({ offered: false, options: [{}], payment: "bonifico" }).transfer,
    ).toBe(false);
  });

  it("says nothing of vouchers the owner does not offer", () => {
    expect(voucherPolicyFacts({ offered: false, options: [{}], freeAmount: {} })).toEqual({
      requests: false,
      payments: [],
      transfer: false,
    });
  });
});
