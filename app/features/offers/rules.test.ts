import { describe, expect, it } from "vitest";
import type { PriceSection } from "~/lib/price-list";
import { encodeTimeline, timelineTextAt } from "~/lib/timeline";
import {
  discountedPrice,
  isOfferOn,
  offerLines,
  offerProblems,
  offersToRender,
  offerTimeline,
  offerUntilText,
  type Offer,
} from "./rules";

// A made-up price list and offers, fixed here so the owner can change hers freely.
const sections: PriceSection[] = [
  {
    id: "mani",
    title: "Mani",
    intro: "",
    groups: [
      {
        items: [
          { id: "manicure", title: "Manicure", description: "", price: 10 },
          { id: "pedicure", title: "Pedicure", description: "", price: 20 },
          {
            id: "massaggio",
            title: "Massaggio",
            description: "",
            durations: [
              { time: "30 minuti", description: "", price: 20 },
              { time: "60 minuti", description: "", price: 40 },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "laser",
    title: "Epilazione laser",
    intro: "",
    groups: [
      {
        namePrefix: "Epilazione laser",
        items: [{ id: "laser-ascelle", title: "Ascelle", description: "", price: 30 }],
      },
    ],
  },
];

const offer = (fields: Partial<Offer>): Offer => ({
  title: "Natale laser",
  text: "Il 20% in meno.",
  treatments: ["laser-ascelle"],
  percentOff: 20,
  from: "2026-12-01",
  to: "2026-12-24",
  ...fields,
});

// Instants in UTC on purpose: Rome is UTC+1 in winter, UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe("isOfferOn", () => {
  it.each([
    ["one minute before the first day begins in Rome", "2026-11-30T22:59:00Z", false],
    ["at midnight of the first day in Rome (23:00Z the day before)", "2026-11-30T23:00:00Z", true],
    ["on the last day at 23:59 in Rome", "2026-12-24T22:59:00Z", true],
    ["at midnight after the last day in Rome", "2026-12-24T23:00:00Z", false],
  ])("%s: %s", (_, instant, on) => {
    expect(isOfferOn(offer({}), at(instant))).toBe(on);
  });

  it("ends at Rome's midnight in summer time too (22:00Z)", () => {
    const summer = offer({ from: "2026-07-01", to: "2026-07-31" });
    expect(isOfferOn(summer, at("2026-07-31T21:59:00Z"))).toBe(true);
    expect(isOfferOn(summer, at("2026-07-31T22:00:00Z"))).toBe(false);
  });

  it("is on all day for an offer of one day", () => {
    const oneDay = offer({ from: "2026-12-08", to: "2026-12-08" });
    expect(isOfferOn(oneDay, at("2026-12-07T23:00:00Z"))).toBe(true);
    expect(isOfferOn(oneDay, at("2026-12-08T22:59:00Z"))).toBe(true);
    expect(isOfferOn(oneDay, at("2026-12-08T23:00:00Z"))).toBe(false);
  });
});

describe("offersToRender", () => {
  const build = at("2026-12-10T10:00:00Z");
  const over = offer({ title: "finita", from: "2026-11-01", to: "2026-12-09" });
  const lastDay = offer({ title: "ultimo giorno", from: "2026-12-01", to: "2026-12-10" });
  const soon = offer({ title: "presto", from: "2027-01-05", to: "2027-01-31" });
  const later = offer({ title: "più avanti", from: "2027-03-20", to: "2027-03-31" });

  it("leaves out the offers over by the build's day, and those beyond the horizon", () => {
    expect(offersToRender([over, lastDay, soon, later], build, 91).map((o) => o.title)).toEqual([
      "ultimo giorno",
      "presto",
    ]);
  });

  it("renders one beginning on the horizon's last day, not the day after", () => {
    expect(
      offersToRender([offer({ from: "2026-12-20", to: "2026-12-31" })], build, 10),
    ).toHaveLength(1);
    expect(
      offersToRender([offer({ from: "2026-12-21", to: "2026-12-31" })], build, 10),
    ).toHaveLength(0);
  });
});

describe("offerTimeline", () => {
  const text = offerUntilText(offer({}));
  const timeline = encodeTimeline(offerTimeline(offer({}), text));

  it("shows the offer's last day from its first midnight to the midnight after its last, in Rome", () => {
    expect(timelineTextAt(timeline, at("2026-11-30T22:59:00Z"))).toBeNull();
    expect(timelineTextAt(timeline, at("2026-11-30T23:00:00Z"))).toBe("Fino al 24 dicembre");
    expect(timelineTextAt(timeline, at("2026-12-24T22:59:00Z"))).toBe("Fino al 24 dicembre");
    expect(timelineTextAt(timeline, at("2026-12-24T23:00:00Z"))).toBeNull();
    expect(timelineTextAt(timeline, at("2027-06-01T10:00:00Z"))).toBeNull();
  });

  it("agrees with isOfferOn at every hour around both ends, across the change to summer time", () => {
    const spring = offer({ from: "2026-03-20", to: "2026-03-29" });
    const springTimeline = encodeTimeline(offerTimeline(spring, "on"));
    for (let hour = 0; hour < 24 * 12; hour++) {
      const instant = new Date(Date.UTC(2026, 2, 18) + hour * 3_600_000);
      expect(timelineTextAt(springTimeline, instant) !== null, instant.toISOString()).toBe(
        isOfferOn(spring, instant),
      );
    }
  });
});

describe("offerUntilText", () => {
  it("writes the last day in Italian, with the year only when it is not the first day's", () => {
    expect(offerUntilText(offer({}))).toBe("Fino al 24 dicembre");
    expect(offerUntilText(offer({ from: "2026-10-01", to: "2026-11-01" }))).toBe(
      "Fino al 1° novembre",
    );
    expect(offerUntilText(offer({ from: "2026-12-01", to: "2026-12-08" }))).toBe(
      "Fino all'8 dicembre",
    );
    expect(offerUntilText(offer({ from: "2026-12-20", to: "2027-01-06" }))).toBe(
      "Fino al 6 gennaio 2027",
    );
  });
});

describe("discountedPrice", () => {
  it.each([
    [30, { percentOff: 20 }, 24],
    [12.5, { percentOff: 15 }, 10.63],
    [19.99, { percentOff: 10 }, 17.99],
    [40, { amountOff: 10 }, 30],
    [12.5, { amountOff: 2.3 }, 10.2],
    [5, { amountOff: 5 }, 0],
    [5, { amountOff: 8 }, -3],
    [30, {}, 30],
  ])("%s € with %o is %s €", (regular, discount, expected) => {
    expect(discountedPrice(regular, discount)).toBe(expected);
  });
});

describe("offerLines", () => {
  it("lowers the price of each treatment by a discount", () => {
    expect(offerLines(offer({ treatments: ["laser-ascelle", "manicure"] }), sections)).toEqual([
      {
        treatmentIds: ["laser-ascelle"],
        name: "Epilazione laser – Ascelle",
        regular: 30,
        price: 24,
      },
      { treatmentIds: ["manicure"], name: "Manicure", regular: 10, price: 8 },
    ]);
  });

  it("lowers each length of a treatment offered in several", () => {
    expect(
      offerLines(
        offer({ treatments: ["massaggio"], percentOff: undefined, amountOff: 5 }),
        sections,
      ),
    ).toEqual([
      {
        treatmentIds: ["massaggio"],
        name: "Massaggio – 30 minuti",
        duration: "30 minuti",
        regular: 20,
        price: 15,
      },
      {
        treatmentIds: ["massaggio"],
        name: "Massaggio – 60 minuti",
        duration: "60 minuti",
        regular: 40,
        price: 35,
      },
    ]);
  });

  it("prices several treatments together with an offer price, against their prices added up", () => {
    expect(
      offerLines(
        offer({ treatments: ["manicure", "pedicure"], percentOff: undefined, price: 25 }),
        sections,
      ),
    ).toEqual([
      {
        treatmentIds: ["manicure", "pedicure"],
        name: "Manicure + Pedicure",
        regular: 30,
        price: 25,
      },
    ]);
  });

  it("leaves out a code the price list does not have (the build refuses it)", () => {
    expect(offerLines(offer({ treatments: ["non-esiste", "manicure"] }), sections)).toHaveLength(1);
  });
});

describe("offerProblems", () => {
  const priced = (fields: Partial<Offer>) => offer({ percentOff: undefined, ...fields });

  it("finds nothing wrong in a sound offer", () => {
    expect(offerProblems(offer({}), sections)).toEqual([]);
    expect(
      offerProblems(priced({ price: 25, treatments: ["manicure", "pedicure"] }), sections),
    ).toEqual([]);
    expect(offerProblems(priced({ amountOff: 9.99, treatments: ["manicure"] }), sections)).toEqual(
      [],
    );
  });

  it("refuses an offer price not below the regular one", () => {
    expect(offerProblems(priced({ price: 30 }), sections)).toEqual([
      {
        field: "price",
        message:
          "30\u00a0€ non è meno del prezzo normale di Epilazione laser – Ascelle (30\u00a0€): il prezzo dell'offerta dev'essere più basso",
      },
    ]);
    expect(
      offerProblems(priced({ price: 35, treatments: ["manicure", "pedicure"] }), sections),
    ).toEqual([
      {
        field: "price",
        message:
          "35\u00a0€ non è meno del prezzo normale di Manicure + Pedicure insieme (30\u00a0€): il prezzo dell'offerta dev'essere più basso",
      },
    ]);
  });

  it("refuses an offer price for a treatment with several lengths: which one?", () => {
    expect(offerProblems(priced({ price: 15, treatments: ["massaggio"] }), sections)).toEqual([
      {
        field: "price",
        message:
          "Massaggio ha più durate, ognuna con il suo prezzo: un prezzo d'offerta non dice per quale. Usa invece uno sconto (in percentuale o in euro), che vale per ogni durata",
      },
    ]);
  });

  it("refuses an amount off that leaves a price of zero or less, naming each", () => {
    expect(
      offerProblems(priced({ amountOff: 20, treatments: ["manicure", "massaggio"] }), sections),
    ).toEqual([
      {
        field: "amountOff",
        message:
          "20\u00a0€ di sconto su Manicure, che costa 10\u00a0€, lascerebbe un prezzo di zero o meno: lo sconto dev'essere minore del prezzo",
      },
      {
        field: "amountOff",
        message:
          "20\u00a0€ di sconto su Massaggio – 30 minuti, che costa 20\u00a0€, lascerebbe un prezzo di zero o meno: lo sconto dev'essere minore del prezzo",
      },
    ]);
  });
});
