import { describe, expect, it } from "vitest";
import { lowestPrice } from "./lowest-price";
import type { PriceSection } from "./price-list";

const section = (groups: PriceSection["groups"]): PriceSection => ({
  id: "corpo",
  title: "Corpo",
  intro: "",
  groups,
});

describe("lowestPrice", () => {
  it("finds the lowest price across the groups of a section", () => {
    expect(
      lowestPrice(
        section([
          { items: [{ title: "Pressoterapia", description: "", price: 30 }] },
          { title: "Uomo", items: [{ title: "Schiena", description: "", price: 12.5 }] },
        ]),
      ),
    ).toBe(12.5);
  });

  it("counts each duration of a treatment as a price", () => {
    expect(
      lowestPrice(
        section([
          {
            items: [
              { title: "Scrub", description: "", price: 30 },
              {
                title: "Massaggio",
                description: "",
                durations: [
                  { time: "60 minuti", description: "", price: 40 },
                  { time: "30 minuti", description: "", price: 20 },
                ],
              },
            ],
          },
        ]),
      ),
    ).toBe(20);
  });

  it("takes a free treatment at its word", () => {
    expect(
      lowestPrice(section([{ items: [{ title: "Consulenza", description: "", price: 0 }] }])),
    ).toBe(0);
  });

  it("refuses a section with no prices", () => {
    expect(() => lowestPrice(section([]))).toThrow(/corpo/);
  });
});
