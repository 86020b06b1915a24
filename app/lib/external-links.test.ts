import { describe, expect, it } from "vitest";
import { directionsUrl, mailtoUrl, telUrl, whatsAppUrl } from "./external-links";

describe("external links", () => {
  it("writes a mailto: link", () => {
    expect(mailtoUrl("info@example.com")).toBe("mailto:info@example.com");
  });

  it("writes a tel: link with +39 and no spaces", () => {
    expect(telUrl("+39 345 000 0000")).toBe("tel:+393450000000");
    expect(telUrl("345 000 0000")).toBe("tel:+393450000000");
    expect(telUrl("051 123456")).toBe("tel:+39051123456");
  });

  it("writes a WhatsApp link with the international number as digits only", () => {
    expect(whatsAppUrl("+39 345 000 0000")).toBe("https://wa.me/393450000000");
    expect(whatsAppUrl("345 000 0000")).toBe("https://wa.me/393450000000");
  });

  it("writes a directions link with the address encoded", () => {
    expect(directionsUrl("Via dell'Esempio 12, 40121 Bologna (BO)")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Via%20dell'Esempio%2012%2C%2040121%20Bologna%20(BO)",
    );
    expect(new URL(directionsUrl("Piazza Maggiore 1 & 2")).searchParams.get("destination")).toBe(
      "Piazza Maggiore 1 & 2",
    );
  });
});
