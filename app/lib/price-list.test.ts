import { describe, expect, it } from "vitest";
import { priceSections } from "~/model/servizi";
import {
  findTreatment,
  flattenPriceList,
  hasDurations,
  hasPackages,
  type PriceSection,
} from "./price-list";

describe("flattenPriceList", () => {
  it("names items with their group's prefix and durations with their time", () => {
    const sections: PriceSection[] = [
      {
        id: "prova",
        title: "Prova",
        intro: "",
        groups: [
          {
            items: [
              { title: "Pulizia", description: "", price: 30 },
              {
                title: "Massaggio",
                description: "",
                durations: [
                  { time: "30 minuti", description: "", price: 20 },
                  { time: "60 minuti", description: "", price: 40 },
                ],
              },
            ],
          },
          { namePrefix: "Cera", items: [{ title: "Ascelle", description: "", price: 5 }] },
        ],
      },
    ];
    expect(flattenPriceList(sections)).toEqual([
      { name: "Pulizia", price: 30 },
      { name: "Massaggio – 30 minuti", price: 20 },
      { name: "Massaggio – 60 minuti", price: 40 },
      { name: "Cera – Ascelle", price: 5 },
    ]);
  });

  it("returns nothing for an empty list", () => {
    expect(flattenPriceList([])).toEqual([]);
  });

  it("puts each package after its treatment's own prices, named by its sessions or the owner's name", () => {
    const sections: PriceSection[] = [
      {
        id: "laser",
        title: "Laser",
        intro: "",
        groups: [
          {
            namePrefix: "Laser",
            items: [
              {
                id: "laser-ascelle",
                title: "Ascelle",
                description: "",
                price: 30,
                packages: [
                  { sessions: 6, price: 150 },
                  { sessions: 8, price: 190, label: "Pacchetto estate" },
                ],
              },
              { id: "laser-mento", title: "Mento", description: "", price: 20 },
            ],
          },
        ],
      },
    ];
    expect(flattenPriceList(sections)).toEqual([
      { name: "Laser – Ascelle", price: 30 },
      { name: "Laser – Ascelle – Pacchetto da 6 sedute", price: 150, sessions: 6 },
      { name: "Laser – Ascelle – Pacchetto estate", price: 190, sessions: 8 },
      { name: "Laser – Mento", price: 20 },
    ]);
    expect(findTreatment(sections, "laser-mento")).toEqual({
      item: sections[0]!.groups[0]!.items[1],
      name: "Laser – Mento",
      sectionId: "laser",
    });
    expect(findTreatment(sections, "laser-gambe")).toBeUndefined();
  });
});

// The owner's list, whatever its prices: only its shape is checked here.
describe("packages' terms", () => {
  const section = (packages?: { sessions: number; price: number }[]): PriceSection => ({
    id: "prova",
    title: "Prova",
    intro: "",
    groups: [{ items: [{ title: "Ascelle", description: "", price: 30, packages }] }],
  });

  it("are due once a treatment is sold in packages", () => {
    expect(hasPackages([section()])).toBe(false);
    expect(hasPackages([section([])])).toBe(false);
    expect(hasPackages([section(), section([{ sessions: 6, price: 150 }])])).toBe(true);
  });
});

describe("the salon's price list", () => {
  const sections: readonly PriceSection[] = priceSections;
  const items = sections.flatMap((section) => section.groups.flatMap((group) => group.items));
  const entries = flattenPriceList(sections);

  it("has one entry per price: one per treatment, or one per duration, and one per package", () => {
    const expected = items.reduce(
      (count, item) =>
        count + (hasDurations(item) ? item.durations.length : 1) + (item.packages?.length ?? 0),
      0,
    );
    expect(entries).toHaveLength(expected);
    expect(entries.length).toBeGreaterThan(0);
  });

  it("gives every treatment a price or durations, never a negative one", () => {
    for (const item of items) {
      const prices = hasDurations(item)
        ? item.durations.map((duration) => duration.price)
        : [item.price];
      expect(prices.length, item.title).toBeGreaterThan(0);
      for (const price of prices) {
        expect(Number.isFinite(price) && price >= 0, `${item.title}: ${price}`).toBe(true);
      }
    }
  });

  it("names the entries so they can be told apart", () => {
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every item a description and the sections unique anchors", () => {
    for (const item of items) {
      expect(item.description.trim(), item.title).not.toBe("");
      if (hasDurations(item)) {
        for (const duration of item.durations) expect(duration.description.trim()).not.toBe("");
      }
    }
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
