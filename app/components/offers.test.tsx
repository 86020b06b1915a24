// @vitest-environment jsdom
// The home page's offers: whether their prices include VAT, said once under the
// cards, as the owner set it in content/salon.json. (content/ ships no offer:
// tests/e2e/offers.spec.ts sees them on the fixture-edit check's copy.)
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import salon from "virtual:content/salon";
import type { ShownOffer } from "~/model/offers";
import { taxNote } from "~/lib/tax-status";
import { OffersSection } from "./offers";

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
