import { describe, expect, it } from "vitest";
import type { PriceSection } from "~/lib/price-list";
import { romeMidnight, romeTime } from "~/lib/rome-time";
import { offerLines, type Offer } from "./rules";
import {
  checkStruckPrices,
  historyGapText,
  linePrice,
  lookBackWindow,
  priceTableOf,
  struckPriceMessage,
  type PriceVersion,
} from "./struck-prices";

// Made-up price lists, fixed here so the owner can change hers freely.
interface Prices {
  manicure?: number | string;
  pedicure?: number | string;
  massaggio?: [number | string, number | string];
}

/** A price list file's data, as servizi.json holds it (prices as text or number). */
function servizi({ manicure, pedicure, massaggio }: Prices) {
  const items: unknown[] = [];
  if (manicure !== undefined) items.push({ id: "manicure", title: "Manicure", price: manicure });
  if (pedicure !== undefined) items.push({ id: "pedicure", title: "Pedicure", price: pedicure });
  if (massaggio !== undefined) {
    items.push({
      id: "massaggio",
      title: "Massaggio",
      durations: [
        { time: "30 minuti", description: "", price: massaggio[0] },
        { time: "60 minuti", description: "", price: massaggio[1] },
      ],
    });
  }
  return { sections: [{ id: "mani", groups: [{ items }] }] };
}

/** The price list being built, as the pages read it. */
function sections({ manicure = 10, pedicure = 20, massaggio = [20, 40] }: Prices): PriceSection[] {
  return [
    {
      id: "mani",
      title: "Mani",
      intro: "",
      groups: [
        {
          items: [
            { id: "manicure", title: "Manicure", description: "", price: Number(manicure) },
            { id: "pedicure", title: "Pedicure", description: "", price: Number(pedicure) },
            {
              id: "massaggio",
              title: "Massaggio",
              description: "",
              durations: [
                { time: "30 minuti", description: "", price: Number(massaggio[0]) },
                { time: "60 minuti", description: "", price: Number(massaggio[1]) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

const version = (since: Date, prices: Prices): PriceVersion => ({
  since,
  prices: priceTableOf(servizi(prices)),
});

const offer = (fields: Partial<Offer>): Offer => ({
  title: "Mani curate",
  text: "",
  treatments: ["manicure"],
  percentOff: 20,
  from: "2026-12-01",
  to: "2026-12-24",
  ...fields,
});

/** An offer's lines on the price list `now`, checked against `versions` (the last one is `now`'s). */
function check(fields: Partial<Offer>, now: Prices, versions: PriceVersion[]) {
  const theOffer = offer(fields);
  return checkStruckPrices(theOffer.from, offerLines(theOffer, sections(now)), versions);
}

const longAgo = romeMidnight("2026-09-01");
const buildTime = romeTime("2026-11-27", "15:00");

describe("priceTableOf", () => {
  it("reads prices typed as text or number, and each duration's", () => {
    const table = priceTableOf(servizi({ manicure: "12,50", pedicure: 20, massaggio: ["25", 40] }));
    expect(table?.get("manicure")).toEqual({ price: 12.5 });
    expect(table?.get("pedicure")).toEqual({ price: 20 });
    expect(table?.get("massaggio")?.durations).toEqual(
      new Map([
        ["30 minuti", 25],
        ["60 minuti", 40],
      ]),
    );
  });

  it("reads an old version leniently, and nothing from a file that is not a price list", () => {
    const old = { sections: [{ groups: [{ items: [{ id: "manicure", price: " 9.5 " }, {}] }] }] };
    expect(priceTableOf(old)?.get("manicure")).toEqual({ price: 9.5 });
    expect(priceTableOf({ sections: [{ groups: "none" }] })?.size).toBe(0);
    expect(priceTableOf({ title: "Servizi" })).toBeUndefined();
    expect(priceTableOf(undefined)).toBeUndefined();
  });
});

describe("linePrice", () => {
  const table = priceTableOf(servizi({ manicure: 10, pedicure: "15,50", massaggio: [20, 40] }))!;
  it("is one treatment's price, one duration's, or several added up", () => {
    expect(linePrice(table, { treatmentIds: ["manicure"] })).toBe(10);
    expect(linePrice(table, { treatmentIds: ["massaggio"], duration: "60 minuti" })).toBe(40);
    expect(linePrice(table, { treatmentIds: ["manicure", "pedicure"] })).toBe(25.5);
  });
  it("is unknown when the version lacks a treatment or has it priced otherwise", () => {
    expect(linePrice(table, { treatmentIds: ["manicure", "laser"] })).toBeUndefined();
    expect(linePrice(table, { treatmentIds: ["massaggio"] })).toBeUndefined();
    expect(linePrice(table, { treatmentIds: ["manicure"], duration: "30 minuti" })).toBeUndefined();
  });
});

describe("lookBackWindow", () => {
  it("is the 30 days before the first day, from midnight to midnight in Italy", () => {
    expect(lookBackWindow("2026-12-01")).toEqual({
      start: new Date("2026-10-31T23:00:00Z"),
      end: new Date("2026-11-30T23:00:00Z"),
    });
    // Across the change to winter time (25 October 2026).
    expect(lookBackWindow("2026-11-10").start).toEqual(new Date("2026-10-10T22:00:00Z"));
  });
});

describe("checkStruckPrices", () => {
  it("passes a struck price that was the price all along", () => {
    const result = check({}, {}, [version(longAgo, {}), version(buildTime, {})]);
    expect(result).toEqual({ excesses: [], gaps: [] });
  });

  it("refuses a price raised within the 30 days, with the lowest, its last day and the first day without it", () => {
    const raised = romeTime("2026-11-12", "10:00");
    const result = check({}, { manicure: 15 }, [
      version(longAgo, { manicure: 12 }),
      version(romeTime("2026-11-05", "09:00"), { manicure: "10" }),
      version(raised, { manicure: 15 }),
      version(buildTime, { manicure: 15 }),
    ]);
    expect(result.gaps).toEqual([]);
    expect(result.excesses).toEqual([
      {
        line: expect.objectContaining({ name: "Manicure", regular: 15 }),
        lowest: 10,
        lastDay: "2026-11-12",
        // 10 € until the 12th at 10:00: the first 30 days without it begin on the 13th.
        laterFrom: "2026-12-13",
      },
    ]);
  });

  it("passes a price raised before the 30 days began, even at their first midnight", () => {
    const atStart = [
      version(longAgo, { manicure: 10 }),
      version(romeMidnight("2026-11-01"), { manicure: 15 }),
      version(buildTime, { manicure: 15 }),
    ];
    expect(check({}, { manicure: 15 }, atStart).excesses).toEqual([]);
    const lastMinute = [atStart[0]!, { ...atStart[1]!, since: romeTime("2026-11-01", "00:01") }];
    expect(check({}, { manicure: 15 }, lastMinute).excesses[0]).toMatchObject({
      lowest: 10,
      lastDay: "2026-11-01",
      laterFrom: "2026-12-02",
    });
  });

  it("counts today's price as in force until an offer ahead begins", () => {
    // Raised now, not yet committed: the offer on 10 December looks back to 10 November.
    const raisedNow = [version(longAgo, { manicure: 10 }), version(buildTime, { manicure: 15 })];
    expect(
      check({ from: "2026-12-10", to: "2026-12-20" }, { manicure: 15 }, raisedNow).excesses,
    ).toEqual([
      expect.objectContaining({ lowest: 10, lastDay: "2026-11-27", laterFrom: "2026-12-28" }),
    ]);
    // An offer whose 30 days all lie ahead compares with today's price alone.
    expect(check({ from: "2027-01-15", to: "2027-01-20" }, { manicure: 15 }, raisedNow)).toEqual({
      excesses: [],
      gaps: [],
    });
  });

  it("checks each duration of a treatment on its own", () => {
    const result = check({ treatments: ["massaggio"] }, { massaggio: [25, 40] }, [
      version(longAgo, { massaggio: [20, 45] }),
      version(romeTime("2026-11-20", "18:00"), { massaggio: [25, 40] }),
      version(buildTime, { massaggio: [25, 40] }),
    ]);
    expect(result.excesses).toEqual([
      expect.objectContaining({
        line: expect.objectContaining({ name: "Massaggio – 30 minuti", duration: "30 minuti" }),
        lowest: 20,
        lastDay: "2026-11-20",
      }),
    ]);
  });

  it("adds up several treatments priced together, only from versions that have them all", () => {
    const together = { treatments: ["manicure", "pedicure"], price: 25, percentOff: undefined };
    const result = check(together, { manicure: 10, pedicure: 20 }, [
      version(longAgo, { manicure: 10 }),
      version(romeTime("2026-11-03", "12:00"), { manicure: 10, pedicure: 18 }),
      version(romeTime("2026-11-06", "12:00"), { manicure: 10, pedicure: 20 }),
      version(buildTime, { manicure: 10, pedicure: 20 }),
    ]);
    expect(result.excesses).toEqual([
      expect.objectContaining({ lowest: 28, lastDay: "2026-11-06", laterFrom: "2026-12-07" }),
    ]);
  });

  it("takes nothing from a version without the treatment", () => {
    const added = check({}, { manicure: 15 }, [
      version(longAgo, { pedicure: 5 }),
      version(romeTime("2026-11-15", "12:00"), { manicure: 15 }),
      version(buildTime, { manicure: 15 }),
    ]);
    expect(added).toEqual({ excesses: [], gaps: [] });
  });

  it("names the days it cannot vouch for: a history starting late, none, a version unread", () => {
    const late = romeTime("2026-11-10", "12:00");
    expect(check({}, {}, [version(late, {}), version(buildTime, {})]).gaps).toEqual([
      { kind: "starts", since: late },
    ]);
    expect(check({}, {}, [version(buildTime, {})]).gaps).toEqual([
      { kind: "starts", since: buildTime },
    ]);
    expect(check({}, {}, []).gaps).toEqual([{ kind: "starts", since: undefined }]);
    const unread = {
      since: romeTime("2026-11-20", "12:00"),
      prices: undefined,
      label: "commit abc1234",
    };
    expect(check({}, {}, [version(longAgo, {}), unread, version(buildTime, {})]).gaps).toEqual([
      { kind: "unreadable", since: unread.since, label: "commit abc1234" },
    ]);
    // Unread, but replaced before the 30 days began: nothing missing.
    const before = { ...unread, since: romeTime("2026-10-01", "12:00") };
    const after = version(romeTime("2026-10-02", "12:00"), {});
    expect(
      check({}, {}, [version(longAgo, {}), before, after, version(buildTime, {})]).gaps,
    ).toEqual([]);
  });

  it("still refuses what the history it has proves", () => {
    const result = check({}, { manicure: 15 }, [
      version(romeTime("2026-11-10", "12:00"), { manicure: 10 }),
      version(buildTime, { manicure: 15 }),
    ]);
    expect(result.excesses).toHaveLength(1);
    expect(result.gaps).toHaveLength(1);
  });
});

describe("struckPriceMessage", () => {
  it("says the struck price, the lowest and until when, and the two ways out", () => {
    const [excess] = check({}, { manicure: 15 }, [
      version(longAgo, { manicure: "12,50" }),
      version(romeTime("2026-11-12", "10:00"), { manicure: 15 }),
      version(buildTime, { manicure: 15 }),
    ]).excesses;
    expect(struckPriceMessage(excess!, offer({}))).toBe(
      "il prezzo barrato di Manicure è 15\u00a0€, ma nei 30 giorni prima dell'offerta (dal 1° novembre al 30 novembre) nel listino costava 12,50\u00a0€, fino al 12 novembre. Per legge il prezzo barrato dev'essere il più basso di quei 30 giorni: riporta nel listino il prezzo di Manicure a 12,50\u00a0€, oppure fai cominciare l'offerta il 13 dicembre (12 giorni dopo), quando l'aumento avrà 30 giorni",
    );
  });

  it("speaks of several treatments together, and of the last day when the new first one passes it", () => {
    const together = { treatments: ["manicure", "pedicure"], price: 25, percentOff: undefined };
    const short = { ...together, from: "2027-01-08", to: "2027-01-10" };
    const [excess] = check(short, { manicure: 10, pedicure: 20 }, [
      version(longAgo, { manicure: 10, pedicure: 18 }),
      version(romeTime("2026-12-20", "12:00"), { manicure: 10, pedicure: 20 }),
      version(buildTime, { manicure: 10, pedicure: 20 }),
    ]).excesses;
    expect(struckPriceMessage(excess!, offer(short))).toBe(
      "il prezzo barrato di Manicure + Pedicure insieme è 30\u00a0€, ma nei 30 giorni prima dell'offerta (dal 9 dicembre 2026 al 7 gennaio) nel listino costavano 28\u00a0€ in tutto, fino al 20 dicembre 2026. Per legge il prezzo barrato dev'essere il più basso di quei 30 giorni: riporta nel listino i prezzi di Manicure e Pedicure a 28\u00a0€ in tutto, oppure fai cominciare l'offerta il 20 gennaio (12 giorni dopo), quando l'aumento avrà 30 giorni, e sposta anche l'ultimo giorno",
    );
  });
});

describe("historyGapText", () => {
  const file = "content/servizi.json";
  it("says where the history stops, or which version it could not read", () => {
    expect(historyGapText({ kind: "starts", since: romeTime("2026-11-10", "12:00") }, file)).toBe(
      "la storia di content/servizi.json comincia il 10 novembre, dopo il primo di quei 30 giorni",
    );
    expect(historyGapText({ kind: "starts" }, file)).toBe(
      "content/servizi.json non è in nessun commit, quindi non ha una storia da leggere",
    );
    expect(
      historyGapText(
        { kind: "unreadable", since: romeTime("2026-11-08", "12:00"), label: "commit abc1234" },
        file,
      ),
    ).toBe(
      "la versione di content/servizi.json dell'8 novembre (commit abc1234) non si legge e non l'ho contata",
    );
  });
});
