import { describe, expect, it } from "vitest";
import { directionsUrl, mailtoUrl, telUrl, whatsAppUrl } from "./external-links";

describe("external links", () => {
  it("writes a mailto: link", () => {
    expect(mailtoUrl("prenotazioni@centro.example")).toBe("mailto:prenotazioni@centro.example");
  });

  it("writes a mailto: link with the subject and the text written, each line ending in CR LF", () => {
    expect(
      mailtoUrl("info@centro.example", { subject: "Recesso & rimborso", body: "Riga 1\nRiga 2 è" }),
    ).toBe(
      "mailto:info@centro.example?subject=Recesso%20%26%20rimborso&body=Riga%201%0D%0ARiga%202%20%C3%A8",
    );
  });

  it("writes a tel: link with +39 and no spaces", () => {
    expect(telUrl("+39 333 123 4567")).toBe("tel:+393331234567");
    expect(telUrl("333 123 4567")).toBe("tel:+393331234567");
    expect(telUrl("051 123456")).toBe("tel:+39051123456");
  });

  it("writes a WhatsApp link with the international number as digits only", () => {
    expect(whatsAppUrl("+39 333 123 4567")).toBe("https://wa.me/393331234567");
    expect(whatsAppUrl("333 123 4567")).toBe("https://wa.me/393331234567");
  });

  it("writes a WhatsApp link with a message ready in the chat, encoded", () => {
    const url = whatsAppUrl("+39 333 123 4567", "Ciao, vorrei prenotare: Cera – Ascelle & più.");
    expect(url).toBe(
      "https://wa.me/393331234567?text=Ciao%2C%20vorrei%20prenotare%3A%20Cera%20%E2%80%93%20Ascelle%20%26%20pi%C3%B9.",
    );
    expect(new URL(url).searchParams.get("text")).toBe(
      "Ciao, vorrei prenotare: Cera – Ascelle & più.",
    );
    expect(whatsAppUrl("333 123 4567", "")).toBe("https://wa.me/393331234567");
  });

  it("writes a directions link with the address encoded", () => {
    expect(directionsUrl("Via della Prova 3, 20121 Milano (MI)")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Via%20della%20Prova%203%2C%2020121%20Milano%20(MI)",
    );
    expect(new URL(directionsUrl("Piazza Maggiore 1 & 2")).searchParams.get("destination")).toBe(
      "Piazza Maggiore 1 & 2",
    );
  });
});
