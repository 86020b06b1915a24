import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";
import type { Duration, PriceSection } from "./price-list";
import { priceLabel, treatmentPrice } from "./treatment-price";

// Made-up treatments, written short: the price rules are all that matter here.
const priced = (id: string, title: string, price: number) => ({
  id,
  title,
  description: "",
  price,
});
const lengths = (id: string, title: string, prices: number[]) => ({
  id,
  title,
  description: "",
  durations: prices.map((price, index) => ({
    time: `${30 * (index + 1)} minuti`,
    description: "",
    price,
  })) as [Duration, ...Duration[]],
});
const section = (id: string, groups: PriceSection["groups"]): PriceSection => ({
  id,
  title: id,
  intro: "",
  groups,
});

const sections: PriceSection[] = [
  section("viso", [
    { items: [priced("tinta", "Tinta sopracciglia", 10), priced("pulizia", "Pulizia viso", 30)] },
  ]),
  section("corpo", [
    {
      items: [lengths("massaggio", "Massaggio", [40, 20]), lengths("pietre", "Pietre calde", [40])],
    },
    {
      title: "Donna",
      namePrefix: "Epilazione con cera donna",
      items: [priced("gamba", "Gamba intera", 25)],
    },
  ]),
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
