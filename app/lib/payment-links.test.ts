import { describe, expect, it } from "vitest";
import { paymentProvider, paymentUrlPattern } from "./payment-links";

describe("payment links", () => {
  it("accepts the payment pages of Stripe, SumUp and PayPal, over https", () => {
    expect(paymentProvider("https://buy.stripe.com/test_14k3cd")).toBe("stripe");
    expect(paymentProvider("https://pay.sumup.com/b2c/QABCDEF")).toBe("sumup");
    expect(paymentProvider("https://www.paypal.com/ncp/payment/ABC123")).toBe("paypal");
    expect(paymentProvider("https://paypal.me/centroaurora/50")).toBe("paypal");
  });

  it("refuses any other address, or one without https", () => {
    for (const url of [
      "http://buy.stripe.com/test_14k3cd",
      "buy.stripe.com/test_14k3cd",
      "https://stripe.com.example.org/pay",
      "https://notpaypal.com/x",
      "https://www.example.com/paga",
      "https://buy.stripe.com/ spazio",
    ]) {
      expect(paymentUrlPattern.test(url), url).toBe(false);
      expect(paymentProvider(url), url).toBeUndefined();
    }
  });
});
