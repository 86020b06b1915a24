import { describe, expect, it } from "vitest";
import { priceSections } from "~/content/servizi";
import { flattenPriceList, hasDurations, type PriceSection } from "./price-list";

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
});

describe("the salon's price list", () => {
  const entries = flattenPriceList(priceSections);

  // Spec section 9 lists 39 prices: face 5, body 9 (two massage lengths), hands 4 (two gel
  // prices), feet 3, waxing 7 + 2, laser 9.
  it("has the 39 prices of the spec, each named and priced as the spec says", () => {
    expect(entries).toHaveLength(39);
    expect(entries).toEqual([
      { name: "Pulizia viso", price: 30 },
      { name: "Trattamento anti-age", price: 40 },
      { name: "Microneedling VIP", price: 80 },
      { name: "Laminazione ciglia", price: 40 },
      { name: "Tinta sopracciglia", price: 10 },
      { name: "Massaggio – 30 minuti", price: 20 },
      { name: "Massaggio – 60 minuti", price: 40 },
      { name: "Pressoterapia", price: 20 },
      { name: "Bendaggio", price: 20 },
      { name: "Lipolaser", price: 20 },
      { name: "Starvac", price: 40 },
      { name: "Massaggio con pietre calde", price: 40 },
      { name: "Scrub corpo", price: 30 },
      { name: "Bambuterapia", price: 30 },
      { name: "Epilazione con cera donna – Gamba intera", price: 25 },
      { name: "Epilazione con cera donna – Mezza gamba", price: 10 },
      { name: "Epilazione con cera donna – Inguine parziale", price: 5 },
      { name: "Epilazione con cera donna – Inguine totale", price: 10 },
      { name: "Epilazione con cera donna – Ascelle", price: 5 },
      { name: "Epilazione con cera donna – Sopracciglia", price: 5 },
      { name: "Epilazione con cera donna – Labbro superiore", price: 5 },
      { name: "Epilazione con cera uomo – Addome", price: 25 },
      { name: "Epilazione con cera uomo – Schiena", price: 20 },
      { name: "Epilazione laser – Gambe", price: 90 },
      { name: "Epilazione laser – Ascelle", price: 30 },
      { name: "Epilazione laser – Inguine parziale", price: 30 },
      { name: "Epilazione laser – Inguine totale", price: 40 },
      { name: "Epilazione laser – Labbro superiore", price: 20 },
      { name: "Epilazione laser – Mento", price: 20 },
      { name: "Epilazione laser – Braccia", price: 40 },
      { name: "Epilazione laser – Schiena", price: 40 },
      { name: "Epilazione laser – Addome", price: 40 },
      { name: "Manicure", price: 10 },
      { name: "Manicure semipermanente", price: 20 },
      { name: "Copertura in gel", price: 30 },
      { name: "Ricostruzione in gel", price: 40 },
      { name: "Pedicure", price: 20 },
      { name: "Pedicure semipermanente", price: 25 },
      { name: "Pedicure con paraffina", price: 30 },
    ]);
  });

  it("includes both massage durations and both gel prices", () => {
    expect(entries.filter((entry) => entry.name.startsWith("Massaggio – "))).toHaveLength(2);
    expect(entries.filter((entry) => entry.name.endsWith(" in gel"))).toEqual([
      { name: "Copertura in gel", price: 30 },
      { name: "Ricostruzione in gel", price: 40 },
    ]);
  });

  it("has only positive, finite prices and names that tell the entries apart", () => {
    for (const { name, price } of entries) {
      expect(Number.isFinite(price) && price > 0, `${name}: ${price}`).toBe(true);
    }
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every item a description and the sections unique anchors", () => {
    const sections: readonly PriceSection[] = priceSections;
    const items = sections.flatMap((section) => section.groups.flatMap((group) => group.items));
    for (const item of items) {
      expect(item.description.length, item.title).toBeGreaterThan(15);
      if (hasDurations(item)) {
        for (const duration of item.durations) expect(duration.description).not.toBe("");
      }
    }
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
