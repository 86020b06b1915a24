// @vitest-environment jsdom
// The offers as the pages show them: the home page's cards, with whether their
// prices include VAT said once under them, as the owner set it in
// content/salon.json, and the note beside a treatment on Servizi. (content/
// ships no offer: tests/e2e/offers.spec.ts sees them on the fixture-edit
// check's copy.)
import { render, screen } from "@testing-library/react";
import salon from "virtual:content/salon";
import { describe, expect, it } from "vitest";
import { taxNote } from "~/lib/tax-status";
import type { ShownOffer } from "./model";
import { OfferNote, OffersSection } from "./offers";

// A made-up offer: the owner's own come and go.
const offer: ShownOffer = {
  title: "Natale",
  text: "Il 20% in meno.",
  from: "2026-12-01",
  to: "2026-12-24",
  lines: [{ treatmentIds: ["cera-donna-ascelle"], name: "Ascelle", regular: 5, price: 4 }],
  timeline: { start: 0, steps: "0:0", texts: ["Fino al 24 dicembre"] },
  initial: "Fino al 24 dicembre",
  href: "/servizi#cera",
};

describe("OffersSection", () => {
  it("says once, under the cards, whether the prices include VAT", () => {
    render(
      <OffersSection
        heading="Offerte del momento"
        offers={[offer, { ...offer, title: "Estate" }]}
      />,
    );
    const region = screen.getByRole("region", { name: "Offerte del momento" });
    const note = screen.getByText(taxNote[salon.taxStatus], { exact: true });
    expect(region).toContainElement(note);
    expect(region.lastElementChild).toBe(note);
  });

  it("is not there without offers, nor is the note", () => {
    render(<OffersSection heading="Offerte del momento" offers={[]} />);
    expect(screen.queryByText(taxNote[salon.taxStatus], { exact: true })).toBeNull();
  });
});

describe("OfferNote, beside a treatment of the price list", () => {
  it("shows the offer price, the regular one struck through and read as «invece di»", () => {
    render(<OfferNote offer={offer} />);
    const note = screen.getByText(/^Offerta «Natale»/).closest("p")!;
    expect(note).toHaveTextContent(/^Offerta «Natale»: 4\s€ invece di 5\s€ · Fino al 24 dicembre$/);
    expect(note.querySelector("s")).toHaveTextContent(/^invece di 5\s€$/);
    expect(note.querySelector(".sr-only")).toHaveTextContent("invece di");
  });

  it("carries its timeline, shown from the build's text and hidden without one", () => {
    render(
      <>
        <OfferNote offer={offer} />
        <OfferNote offer={{ ...offer, title: "Più avanti", initial: "" }} />
      </>,
    );
    const shown = screen.getByText(/^Offerta «Natale»/).closest("p")!;
    const ahead = screen.getByText(/^Offerta «Più avanti»/).closest("p")!;
    expect(shown).toHaveAttribute("data-timeline", "0:0");
    expect(shown).toHaveAttribute("data-index", "0");
    expect(ahead).toHaveAttribute("data-index", "-1");
    expect(ahead.querySelector("[data-text]")).toHaveTextContent(/^$/);
  });

  it("names each length of a treatment in several", () => {
    render(
      <OfferNote
        offer={{
          ...offer,
          lines: [
            {
              treatmentIds: ["massaggio"],
              name: "Massaggio – 30 minuti",
              duration: "30 minuti",
              regular: 20,
              price: 16,
            },
            {
              treatmentIds: ["massaggio"],
              name: "Massaggio – 60 minuti",
              duration: "60 minuti",
              regular: 40,
              price: 32,
            },
          ],
        }}
      />,
    );
    expect(screen.getByText(/^Offerta «Natale»/).closest("p")).toHaveTextContent(
      /: 30 minuti 16\s€ invece di 20\s€, 60 minuti 32\s€ invece di 40\s€ ·/,
    );
  });
});
