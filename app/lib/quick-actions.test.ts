import { describe, expect, it } from "vitest";
import { quickActions } from "./quick-actions";

// Made-up facts: the owner's real ones may change freely.
const facts = { mobile: "+39 333 123 4567", whatsApp: true };
const text = "Ciao, vorrei prenotare un appuntamento.";

describe("quickActions", () => {
  it("calls the mobile, with its international number", () => {
    expect(quickActions(facts, "/contatti", text).call).toEqual({
      href: "tel:+393331234567",
      external: false,
    });
  });

  it("opens WhatsApp on the same number, with the message ready, in a new tab", () => {
    const { whatsApp } = quickActions(facts, "/contatti", text);
    expect(whatsApp?.external).toBe(true);
    const url = new URL(whatsApp!.href);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/393331234567");
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("offers no WhatsApp when the salon does not answer there", () => {
    expect(quickActions({ ...facts, whatsApp: false }, "/contatti", text).whatsApp).toBeUndefined();
  });

  it("books through the contact form, at its anchor", () => {
    expect(quickActions(facts, "/contatti", text).book).toEqual({
      href: "/contatti#modulo",
      external: false,
    });
  });

  it("books on the owner's platform, in a new tab, when she has one", () => {
    const bookingUrl = "https://prenota.example/centro";
    expect(quickActions({ ...facts, bookingUrl }, "/contatti", text).book).toEqual({
      href: bookingUrl,
      external: true,
    });
  });
});
