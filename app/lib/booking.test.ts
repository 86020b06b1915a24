import { describe, expect, it } from "vitest";
import { priceSections } from "~/model/servizi";
import {
  bookingGroups,
  bookingOptionsOf,
  bookingSearch,
  bookingTarget,
  durationKey,
  findBookingOption,
  whatsAppMessage,
} from "./booking";
import { flattenPriceList, type PriceSection } from "./price-list";

// A made-up price list, fixed here so the owner can change hers freely.
const sections: PriceSection[] = [
  {
    id: "viso",
    title: "Viso",
    intro: "",
    groups: [
      {
        items: [
          {
            id: "pulizia-viso",
            title: "Pulizia viso",
            description: "Detersione e maschera. Circa 60 minuti.",
            price: 30,
            packages: [{ sessions: 5, price: 130 }],
          },
          {
            id: "massaggio",
            title: "Massaggio",
            description: "",
            durations: [
              { time: "30 minuti", description: "", price: 20 },
              { time: "60 minuti", description: "", price: 40 },
            ],
            packages: [{ sessions: 5, price: 180, label: "5 massaggi da 60 minuti" }],
          },
        ],
      },
    ],
  },
  {
    id: "cera",
    title: "Epilazione con cera",
    intro: "",
    groups: [
      {
        title: "Donna",
        namePrefix: "Epilazione con cera donna",
        items: [
          {
            id: "cera-donna-ascelle",
            title: "Ascelle",
            description: "",
            price: 5,
            bookingUrl: "https://prenota.example/ascelle",
          },
        ],
      },
      {
        title: "Uomo",
        namePrefix: "Epilazione con cera uomo",
        items: [{ id: "cera-uomo-schiena", title: "Schiena", description: "", price: 20 }],
      },
    ],
  },
  {
    id: "mani",
    title: "Mani",
    intro: "",
    groups: [
      { items: [{ id: "manicure", title: "Manicure", description: "", price: 10 }] },
      {
        title: "Gel",
        items: [{ id: "gel", title: "Ricostruzione in gel", description: "", price: 40 }],
      },
    ],
  },
];

const options = bookingGroups(sections).flatMap((group) => group.options);
const option = (value: string) => {
  const found = options.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`No option ${value}`);
  return found;
};

describe("bookingGroups", () => {
  it("lists every treatment by section, each duration and each package as its own option", () => {
    expect(bookingGroups(sections)).toEqual([
      {
        label: "Viso",
        options: [
          {
            value: "pulizia-viso",
            treatmentId: "pulizia-viso",
            name: "Pulizia viso",
            linkName: "Pulizia viso",
            label: "Pulizia viso",
            price: 30,
            length: "60 min",
          },
          {
            value: "pulizia-viso/pacchetto/5-sedute",
            treatmentId: "pulizia-viso",
            package: "5-sedute",
            name: "Pulizia viso – Pacchetto da 5 sedute",
            linkName: "Pulizia viso, Pacchetto da 5 sedute",
            label: "Pulizia viso – 5 sedute",
            price: 130,
            sessions: 5,
            length: "60 min",
          },
          {
            value: "massaggio/30-minuti",
            treatmentId: "massaggio",
            duration: "30-minuti",
            name: "Massaggio – 30 minuti",
            linkName: "Massaggio, 30 minuti",
            label: "Massaggio – 30 minuti",
            price: 20,
            length: "30 minuti",
          },
          {
            value: "massaggio/60-minuti",
            treatmentId: "massaggio",
            duration: "60-minuti",
            name: "Massaggio – 60 minuti",
            linkName: "Massaggio, 60 minuti",
            label: "Massaggio – 60 minuti",
            price: 40,
            length: "60 minuti",
          },
          {
            // Its sessions' length is not one: none is said.
            value: "massaggio/pacchetto/5-sedute",
            treatmentId: "massaggio",
            package: "5-sedute",
            name: "Massaggio – 5 massaggi da 60 minuti",
            linkName: "Massaggio, 5 massaggi da 60 minuti",
            label: "Massaggio – 5 sedute",
            price: 180,
            sessions: 5,
          },
        ],
      },
      {
        // A named group is a group of its own, its options named within it.
        label: "Epilazione con cera donna",
        options: [
          {
            value: "cera-donna-ascelle",
            treatmentId: "cera-donna-ascelle",
            name: "Epilazione con cera donna – Ascelle",
            linkName: "Epilazione con cera donna – Ascelle",
            label: "Ascelle",
            price: 5,
            bookingUrl: "https://prenota.example/ascelle",
          },
        ],
      },
      {
        label: "Epilazione con cera uomo",
        options: [
          {
            value: "cera-uomo-schiena",
            treatmentId: "cera-uomo-schiena",
            name: "Epilazione con cera uomo – Schiena",
            linkName: "Epilazione con cera uomo – Schiena",
            label: "Schiena",
            price: 20,
          },
        ],
      },
      {
        // Groups without a prefix stay together under their section.
        label: "Mani",
        options: [
          {
            value: "manicure",
            treatmentId: "manicure",
            name: "Manicure",
            linkName: "Manicure",
            label: "Manicure",
            price: 10,
          },
          {
            value: "gel",
            treatmentId: "gel",
            name: "Ricostruzione in gel",
            linkName: "Ricostruzione in gel",
            label: "Ricostruzione in gel",
            price: 40,
          },
        ],
      },
    ]);
  });

  it("names each option as the schema.org offers do, for the whole real price list", () => {
    const names = bookingGroups(priceSections).flatMap((group) =>
      group.options.map((entry) => entry.name),
    );
    expect(names).toEqual(flattenPriceList(priceSections).map((entry) => entry.name));
  });

  it("gives every option of the real price list its own value", () => {
    const values = bookingGroups(priceSections).flatMap((group) =>
      group.options.map((entry) => entry.value),
    );
    expect(new Set(values).size).toBe(values.length);
  });

  it("leaves out an item without an id, and a section left empty", () => {
    const noIds: PriceSection[] = [
      {
        id: "x",
        title: "X",
        intro: "",
        groups: [{ items: [{ title: "A", description: "", price: 1 }] }],
      },
    ];
    expect(bookingGroups(noIds)).toEqual([]);
  });
});

describe("durationKey and bookingOptionsOf", () => {
  it("writes a duration as lowercase words joined by dashes, without accents", () => {
    expect(durationKey("60 minuti")).toBe("60-minuti");
    expect(durationKey(" 1 Ora e ½ ")).toBe("1-ora-e");
    expect(durationKey("Più lungo")).toBe("piu-lungo");
  });

  it("keys a package by its sessions, which stay when the owner renames it; two alike apart", () => {
    const item = {
      id: "laser",
      title: "Laser",
      description: "",
      price: 30,
      packages: [
        { sessions: 6, price: 150 },
        { sessions: 6, price: 140, label: "Pacchetto estate" },
      ],
    } as const;
    expect(bookingOptionsOf(item).map((entry) => entry.package)).toEqual([
      undefined,
      "6-sedute",
      "6-sedute-2",
    ]);
  });

  it("never gives two durations of one item the same key, nor an empty one", () => {
    const item = {
      id: "rito",
      title: "Rito",
      description: "",
      durations: [
        { time: "½", description: "", price: 1 },
        { time: "Breve", description: "", price: 2 },
        { time: "breve!", description: "", price: 3 },
      ],
    } as const;
    expect(bookingOptionsOf(item).map((entry) => entry.duration)).toEqual([
      "1",
      "breve",
      "breve-3",
    ]);
  });
});

describe("bookingSearch and findBookingOption", () => {
  it("writes the treatment's id, and the duration for one length", () => {
    expect(bookingSearch(option("pulizia-viso"))).toBe("?trattamento=pulizia-viso");
    expect(bookingSearch(option("massaggio/60-minuti"))).toBe(
      "?trattamento=massaggio&durata=60-minuti",
    );
    expect(bookingSearch(option("massaggio/pacchetto/5-sedute"))).toBe(
      "?trattamento=massaggio&pacchetto=5-sedute",
    );
  });

  it("takes a package no longer there for the treatment itself, when it has one price", () => {
    const params = new URLSearchParams("trattamento=pulizia-viso&pacchetto=10-sedute");
    expect(findBookingOption(options, params)?.value).toBe("pulizia-viso");
    const inLengths = new URLSearchParams("trattamento=massaggio&pacchetto=10-sedute");
    expect(findBookingOption(options, inLengths)).toBeUndefined();
  });

  it("finds every option again from its own link", () => {
    for (const entry of options) {
      const params = new URLSearchParams(bookingSearch(entry));
      expect(findBookingOption(options, params)).toBe(entry);
    }
  });

  it("finds a treatment with one price by its id, whatever else the link says", () => {
    const params = new URLSearchParams("trattamento=pulizia-viso&durata=60-minuti&utm_source=x");
    expect(findBookingOption(options, params)?.value).toBe("pulizia-viso");
  });

  it("ignores unknown ids, a missing or unknown duration, and no parameter at all", () => {
    for (const query of [
      "",
      "trattamento=",
      "trattamento=inesistente",
      "trattamento=Pulizia-Viso",
      "trattamento=massaggio",
      "trattamento=massaggio&durata=90-minuti",
      "durata=60-minuti",
    ]) {
      expect(findBookingOption(options, new URLSearchParams(query)), query).toBeUndefined();
    }
  });
});

describe("bookingTarget", () => {
  it("leads to the contact form's anchor with the treatment chosen", () => {
    expect(bookingTarget(option("massaggio/30-minuti"), "/contatti")).toEqual({
      href: "/contatti?trattamento=massaggio&durata=30-minuti#modulo",
      external: false,
    });
  });

  it("prefers the treatment's booking page, then the salon's", () => {
    const salonPage = "https://prenota.example/centro";
    expect(bookingTarget(option("cera-donna-ascelle"), "/contatti", salonPage)).toEqual({
      href: "https://prenota.example/ascelle",
      external: true,
    });
    expect(bookingTarget(option("pulizia-viso"), "/contatti", salonPage)).toEqual({
      href: salonPage,
      external: true,
    });
  });
});

describe("whatsAppMessage", () => {
  const words = {
    general: "Ciao, vorrei prenotare un appuntamento.",
    treatment: (name: string) => `Ciao, vorrei prenotare: ${name}.`,
  };

  it("asks for an appointment, naming the treatment when one is chosen", () => {
    expect(whatsAppMessage(words)).toBe("Ciao, vorrei prenotare un appuntamento.");
    expect(whatsAppMessage(words, "Massaggio – 60 minuti")).toBe(
      "Ciao, vorrei prenotare: Massaggio – 60 minuti.",
    );
  });
});
