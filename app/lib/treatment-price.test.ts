import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";
import type { PriceSection } from "./price-list";
import { priceLabel, treatmentPrice } from "./treatment-price";

const sections: PriceSection[] = [
  {
    id: "viso",
    title: "Viso",
    intro: "",
    groups: [
      {
        items: [
          { id: "tinta", title: "Tinta sopracciglia", description: "", price: 10 },
          { id: "pulizia", title: "Pulizia viso", description: "", price: 30 },
        ],
      },
    ],
  },
  {
    id: "corpo",
    title: "Corpo",
    intro: "",
    groups: [
      {
        items: [
          {
            id: "massaggio",
            title: "Massaggio",
            description: "",
            durations: [
              { time: "60 minuti", description: "", price: 40 },
              { time: "30 minuti", description: "", price: 20 },
            ],
          },
          {
            id: "pietre",
            title: "Pietre calde",
            description: "",
            durations: [{ time: "60 minuti", description: "", price: 40 }],
          },
        ],
      },
      {
        title: "Donna",
        namePrefix: "Epilazione con cera donna",
        items: [{ id: "gamba", title: "Gamba intera", description: "", price: 25 }],
      },
    ],
  },
];

describe("treatmentPrice", () => {
  it("gives the treatment's own price, not its section's lowest", () => {
    expect(treatmentPrice(sections, "pulizia")).toEqual({
      name: "Pulizia viso",
      price: formatPrice(30),
      sectionId: "viso",
    });
  });

  it("says «da» with the lowest price only for a treatment with several prices", () => {
    expect(treatmentPrice(sections, "massaggio")?.price).toBe(`da ${formatPrice(20)}`);
    expect(treatmentPrice(sections, "pietre")?.price).toBe(formatPrice(40));
  });

  it("names the treatment in full, with its group's prefix", () => {
    expect(treatmentPrice(sections, "gamba")).toEqual({
      name: "Epilazione con cera donna – Gamba intera",
      price: formatPrice(25),
      sectionId: "corpo",
    });
  });

  it("finds nothing for an id the list does not have", () => {
    expect(treatmentPrice(sections, "laser")).toBeUndefined();
  });
});

describe("priceLabel", () => {
  it("writes one price without «da» when every duration costs the same", () => {
    expect(
      priceLabel({
        title: "Scrub",
        description: "",
        durations: [
          { time: "30 minuti", description: "", price: 30 },
          { time: "45 minuti", description: "", price: 30 },
        ],
      }),
    ).toBe(formatPrice(30));
  });
});
