// @vitest-environment node
// Every mistake the build must refuse, each made on a copy of the real content
// with one thing broken, and the exact words the owner then reads: the file,
// the field as the CMS labels it, the key path for whoever edits the JSON, and
// what to do. Indices and codes are read from the content, so the owner can
// change her texts, prices and hours without breaking these tests.
// (load.ts reads files from disk: Node, not jsdom.)
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatPrice } from "~/lib/format-price";
import { findTreatment } from "~/lib/price-list";
import { priceSectionsOf } from "./price-sections";
import {
  checkContentFile,
  loadContent,
  offerPriceProblems,
  referenceProblems,
} from "./load.server";
import * as v from "valibot";
import { treatmentSchema, type Content, type ContentFileName, type Treatment } from "./schema";

const content = loadContent();

/** The problems found in one file of the real content after `edit` breaks something in a copy. */
function problemsAfter<N extends ContentFileName>(
  name: N,
  edit: (data: Content[N]) => void,
): string[] {
  const data = structuredClone(content[name]);
  edit(data);
  return checkContentFile(name, data);
}

/** Writes a value the content's types forbid, as a hand-edited file could. */
function put(target: object, key: string, value: unknown): void {
  Reflect.set(target, key, value);
}

const placeholderHint =
  "Puoi scrivere {nome}, {il nome}, {al nome}, {del nome}, {dal nome}, {città}, {email}, {telefono}, {hosting}, {posta}: il sito li sostituisce con il nome del centro, la città, l'e-mail, il telefono, chi ospita il sito e chi custodisce la tua posta.";

describe("the real content", () => {
  it("passes every check", () => {
    expect(() => loadContent()).not.toThrow();
    for (const name of Object.keys(content) as ContentFileName[]) {
      expect(checkContentFile(name, content[name]), name).toEqual([]);
    }
  });
});

describe("salon.json: opening hours", () => {
  const hours = "• salon.json: «Orari di apertura» › n. 1";

  it("refuses a day that is not a weekday", () => {
    expect(problemsAfter("salon", (salon) => put(salon.openingHours[0]!, "day", "lunedì"))).toEqual(
      [
        `${hours} › «Giorno» (openingHours[0].day): non è un giorno della settimana: usa uno di "monday" (lunedì), "tuesday" (martedì), "wednesday" (mercoledì), "thursday" (giovedì), "friday" (venerdì), "saturday" (sabato), "sunday" (domenica)`,
      ],
    );
  });

  it("refuses an opening time after its closing time, or the same", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours[0]!.intervals = [{ opens: "18:00", closes: "09:00" }];
      }),
    ).toEqual([
      `${hours} › «Fasce orarie» › n. 1 (openingHours[0].intervals[0]): l'orario di apertura 18:00 viene dopo quello di chiusura 09:00 (o è lo stesso)`,
    ]);
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours[0]!.intervals = [{ opens: "09:00", closes: "09:00" }];
      }),
    ).toEqual([
      `${hours} › «Fasce orarie» › n. 1 (openingHours[0].intervals[0]): l'orario di apertura 09:00 viene dopo quello di chiusura 09:00 (o è lo stesso)`,
    ]);
  });

  it("refuses a time not written as HH:MM", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours[0]!.intervals = [{ opens: "9:00", closes: "18:00" }];
      }),
    ).toEqual([
      `${hours} › «Fasce orarie» › n. 1 › «Apre alle» (openingHours[0].intervals[0].opens): non è un orario: scrivilo come 09:00 o 18:30 (ore da 00 a 23, due cifre)`,
    ]);
  });

  it("refuses intervals that overlap, or are out of order", () => {
    const overlapping = [
      { opens: "09:00", closes: "13:00" },
      { opens: "12:00", closes: "18:00" },
    ];
    const outOfOrder = [
      { opens: "15:00", closes: "19:00" },
      { opens: "09:00", closes: "13:00" },
    ];
    for (const intervals of [overlapping, outOfOrder]) {
      expect(
        problemsAfter("salon", (salon) => {
          salon.openingHours[0]!.intervals = intervals;
        }),
      ).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${escapeRegExp(hours)} \\(openingHours\\[0\\]\\): le fasce orarie di \\p{L}+ si sovrappongono o non sono in ordine: scrivile dalla prima all'ultima, ognuna dopo la fine della precedente$`,
            "u",
          ),
        ),
      ]);
    }
  });

  it("accepts a lunch break, and a day with no intervals (closed)", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours[0]!.intervals = [
          { opens: "09:00", closes: "13:00" },
          { opens: "15:00", closes: "19:00" },
        ];
      }),
    ).toEqual([]);
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours[0]!.intervals = [];
      }),
    ).toEqual([]);
  });

  it("refuses a day listed twice", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours.push(structuredClone(salon.openingHours[0]!));
      }),
    ).toEqual([
      expect.stringMatching(
        /^• salon\.json: «Orari di apertura» \(openingHours\): \p{L}+ compare due volte: tieni una sola voce per giorno$/u,
      ),
    ]);
  });

  it("refuses an empty list of days", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.openingHours = [];
      }),
    ).toEqual([
      "• salon.json: «Orari di apertura» (openingHours): è vuoto: indica almeno un giorno",
    ]);
  });
});

describe("salon.json: closures, against the day of the build", () => {
  afterEach(() => vi.unstubAllEnvs());
  const closure = { reason: "Ferie estive", from: "2026-08-01", to: "2026-08-23" };

  it("refuses a closure over more than a year before the build (BUILD_TIME), as the pages date it", () => {
    vi.stubEnv("BUILD_TIME", "2027-09-01T10:00:00Z");
    expect(problemsAfter("salon", (salon) => salon.closures.push(closure)).join("\n")).toContain(
      "è finita il 2026-08-23, più di un anno fa",
    );
    vi.stubEnv("BUILD_TIME", "2027-08-01T10:00:00Z");
    expect(problemsAfter("salon", (salon) => salon.closures.push(closure))).toEqual([]);
  });
});

describe("salon.json: the salon's facts", () => {
  it("refuses a P.IVA whose check digit is wrong", () => {
    expect(problemsAfter("salon", (salon) => (salon.vatNumber = "07654321013"))).toEqual([
      "• salon.json: «Partita IVA» (vatNumber): non è una partita IVA valida: l'ultima cifra (quella di controllo) non torna. Ricopiala dal certificato di attribuzione",
    ]);
  });

  it("asks for the prices' tax status when it is missing or unknown", () => {
    expect(problemsAfter("salon", (salon) => Reflect.deleteProperty(salon, "taxStatus"))).toEqual([
      "• salon.json: «Prezzi e IVA» (taxStatus): manca: è obbligatorio",
    ]);
    expect(problemsAfter("salon", (salon) => put(salon, "taxStatus", "esente"))).toEqual([
      "• salon.json: «Prezzi e IVA» (taxStatus): scegli se i tuoi prezzi comprendono l'IVA o se sei in regime forfettario: la legge chiede che i prezzi lo dicano",
    ]);
  });

  it("refuses a REA number without its province", () => {
    expect(problemsAfter("salon", (salon) => (salon.rea = "123456"))).toEqual([
      "• salon.json: «Numero REA» (rea): non è un numero REA: la sigla della provincia in maiuscolo, un trattino e il numero (per esempio BO-123456)",
    ]);
  });

  it("refuses a P.IVA written as a number", () => {
    expect(problemsAfter("salon", (salon) => put(salon, "vatNumber", 7654321012))).toEqual([
      "• salon.json: «Partita IVA» (vatNumber): deve essere un testo di 11 cifre",
    ]);
  });

  it("refuses an e-mail address without a domain", () => {
    expect(problemsAfter("salon", (salon) => (salon.email = "prenotazioni@centro"))).toEqual([
      "• salon.json: «E-mail» (email): non è un indirizzo e-mail (per esempio nome@dominio.it)",
    ]);
  });

  it("refuses a phone number that is not Italian", () => {
    for (const mobile of ["12345", "+44 20 7946 0000", "333-123-4567"]) {
      expect(
        problemsAfter("salon", (salon) => (salon.mobile = mobile)),
        mobile,
      ).toEqual([
        "• salon.json: «Cellulare» (mobile): non è un numero di telefono italiano (per esempio +39 345 123 4567 o 051 123456)",
      ]);
    }
  });

  it("refuses a CAP that is not 5 digits", () => {
    for (const postalCode of ["2012", "201210", "20I21"]) {
      expect(
        problemsAfter("salon", (salon) => (salon.address.postalCode = postalCode)),
        postalCode,
      ).toEqual([
        "• salon.json: «Indirizzo» › «CAP» (address.postalCode): non è un CAP: servono 5 cifre (per esempio 40121)",
      ]);
    }
  });

  it("refuses a province that is not two capital letters", () => {
    expect(problemsAfter("salon", (salon) => (salon.address.province = "bo"))).toEqual([
      "• salon.json: «Indirizzo» › «Provincia (sigla)» (address.province): non è una sigla di provincia: due lettere maiuscole (per esempio BO)",
    ]);
  });

  it("refuses a social address without https://", () => {
    for (const url of ["http://www.instagram.com/centro", "www.instagram.com/centro"]) {
      expect(
        problemsAfter("salon", (salon) => {
          salon.social = [{ name: "Instagram", url }];
        }),
        url,
      ).toEqual([
        "• salon.json: «Profili social» › n. 1 › «Indirizzo della pagina» (social[0].url): non è un indirizzo web completo che inizia con https://",
      ]);
    }
  });

  it("accepts no social profiles at all", () => {
    expect(problemsAfter("salon", (salon) => (salon.social = []))).toEqual([]);
  });

  it("refuses an empty name, and a missing owner", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.name = "   ";
        Reflect.deleteProperty(salon, "owner");
      }),
    ).toEqual([
      "• salon.json: «Nome del centro» (name): è vuoto: scrivi un testo",
      "• salon.json: «Il tuo nome» (owner): manca: è obbligatorio",
    ]);
  });
});

describe("servizi.json: the price list", () => {
  const item =
    "• servizi.json: «Sezioni del listino» › n. 1 › «Gruppi di trattamenti» › n. 1 › «Trattamenti» › n. 1";
  const itemPath = "sections[0].groups[0].items[0]";
  const firstTreatment = (servizi: Content["servizi"]): Treatment =>
    servizi.sections[0]!.groups[0]!.items[0]!;
  const bothOrNeither =
    "serve un prezzo oppure un elenco di durate con i loro prezzi (non tutti e due, non nessuno)";
  const notAPrice =
    "scrivi solo il numero in euro, senza € e senza punto delle migliaia: per esempio 35, 1200 o 12,50 (al massimo due decimali)";
  /** The first treatment, priced `price` as the CMS saves it (a text) or as typed by hand. */
  const pricedAt = (price: unknown) => {
    const treatment = structuredClone(firstTreatment(content.servizi));
    delete treatment.durations;
    delete treatment.packages;
    put(treatment, "price", price);
    return treatment;
  };

  it("reads a price as she types it, with a comma or a point, as a number", () => {
    for (const [typed, read] of [
      ["12,50", 12.5],
      ["12.50", 12.5],
      ["12", 12],
      [" 35 ", 35],
      ["1200", 1200],
      [12.5, 12.5],
    ] as const) {
      expect(v.parse(treatmentSchema, pricedAt(typed)).price, JSON.stringify(typed)).toBe(read);
      expect(
        problemsAfter("servizi", (servizi) => {
          const treatment = firstTreatment(servizi);
          delete treatment.durations;
          delete treatment.packages;
          put(treatment, "price", typed);
        }),
        JSON.stringify(typed),
      ).toEqual([]);
    }
  });

  it("refuses a price in words, with three decimals, with a thousands point, a euro sign or a minus", () => {
    for (const typed of ["trenta", "12,555", "1.200", "30 €", "-3", "", "12,", ",50"]) {
      expect(
        problemsAfter("servizi", (servizi) => {
          const treatment = firstTreatment(servizi);
          delete treatment.durations;
          put(treatment, "price", typed);
        }),
        typed,
      ).toEqual([`${item} › «Prezzo (€)» (${itemPath}.price): ${notAPrice}`]);
      const result = v.safeParse(treatmentSchema, pricedAt(typed));
      expect(result.issues?.map((issue) => issue.message)).toEqual([notAPrice]);
    }
  });

  it("refuses a price written with the euro sign", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        const treatment = firstTreatment(servizi);
        delete treatment.durations;
        put(treatment, "price", "30 €");
      }),
    ).toEqual([`${item} › «Prezzo (€)» (${itemPath}.price): ${notAPrice}`]);
  });

  it("refuses a negative price", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        const treatment = firstTreatment(servizi);
        delete treatment.durations;
        treatment.price = -5;
      }),
    ).toEqual([`${item} › «Prezzo (€)» (${itemPath}.price): ${notAPrice}`]);
  });

  it("refuses a price with more than two decimals", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        const treatment = firstTreatment(servizi);
        delete treatment.durations;
        treatment.price = 12.345;
      }),
    ).toEqual([`${item} › «Prezzo (€)» (${itemPath}.price): ${notAPrice}`]);
  });

  it("refuses a treatment with both a price and durations", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        const treatment = firstTreatment(servizi);
        treatment.price = 30;
        treatment.durations = [{ time: "30 minuti", description: "Schiena e spalle.", price: 20 }];
      }),
    ).toEqual([`${item} (${itemPath}): ${bothOrNeither}`]);
  });

  it("refuses a treatment with neither a price nor durations", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        const treatment = firstTreatment(servizi);
        delete treatment.price;
        delete treatment.durations;
      }),
    ).toEqual([`${item} (${itemPath}): ${bothOrNeither}`]);
  });

  it("refuses a duration's price written with the euro sign", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        const treatment = firstTreatment(servizi);
        delete treatment.price;
        treatment.durations = [{ time: "30 minuti", description: "Schiena e spalle.", price: 20 }];
        put(treatment.durations[0]!, "price", "20 €");
      }),
    ).toEqual([
      `${item} › «Durate con il loro prezzo» › n. 1 › «Prezzo (€)» (${itemPath}.durations[0].price): ${notAPrice}`,
    ]);
  });

  it("refuses two treatments with the same code, in one section or in two", () => {
    const id = firstTreatment(content.servizi).id;
    const duplicated = `• servizi.json: «Sezioni del listino» (sections): due trattamenti hanno lo stesso codice (${id}): ogni codice dev'essere unico`;
    expect(
      problemsAfter("servizi", (servizi) => {
        const group = servizi.sections[0]!.groups[0]!;
        group.items.push(structuredClone(group.items[0]!));
      }),
    ).toEqual([duplicated]);
    expect(
      problemsAfter("servizi", (servizi) => {
        servizi.sections.push({
          id: "sezione-nuova-di-prova",
          title: "Novità",
          intro: "Un trattamento copiato da un'altra sezione.",
          groups: [{ items: [structuredClone(firstTreatment(servizi))] }],
        });
      }),
    ).toEqual([duplicated]);
  });

  it("refuses two sections with the same code", () => {
    const id = content.servizi.sections[0]!.id;
    expect(
      problemsAfter("servizi", (servizi) => {
        const copy = structuredClone(servizi.sections[0]!);
        // Only the section's code repeats: its treatments get codes of their own.
        for (const group of copy.groups) {
          for (const treatment of group.items) treatment.id = `${treatment.id}-copia-di-prova`;
        }
        servizi.sections.push(copy);
      }),
    ).toEqual([
      `• servizi.json: «Sezioni del listino» (sections): due sezioni hanno lo stesso codice (${id}): ogni codice dev'essere unico`,
    ]);
  });

  it("refuses a code with capitals or spaces", () => {
    expect(
      problemsAfter("servizi", (servizi) => (firstTreatment(servizi).id = "Pulizia Viso")),
    ).toEqual([
      `${item} › «Codice» (${itemPath}.id): deve contenere solo lettere minuscole senza accenti, numeri e trattini (per esempio pulizia-viso)`,
    ]);
  });

  it("refuses a group with no treatments", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        servizi.sections[0]!.groups[0]!.items = [];
      }),
    ).toEqual([
      "• servizi.json: «Sezioni del listino» › n. 1 › «Gruppi di trattamenti» › n. 1 › «Trattamenti» (sections[0].groups[0].items): è vuoto: serve almeno una voce",
    ]);
  });
});

describe("servizi.json: packages of several sessions", () => {
  const treatments = content.servizi.sections.flatMap((section, s) =>
    section.groups.flatMap((group, g) =>
      group.items.map((treatment, i) => ({ treatment, at: [s, g, i] as const })),
    ),
  );
  const priced = treatments.find(({ treatment }) => treatment.price !== undefined)!;
  const inLengths = treatments.find(({ treatment }) => treatment.durations?.length);
  const where = ([s, g, i]: readonly [number, number, number]) =>
    `• servizi.json: «Sezioni del listino» › n. ${s + 1} › «Gruppi di trattamenti» › n. ${g + 1} › «Trattamenti» › n. ${i + 1}`;
  const pathOf = ([s, g, i]: readonly [number, number, number]) =>
    `sections[${s}].groups[${g}].items[${i}]`;
  const treatmentAt = (servizi: Content["servizi"], [s, g, i]: readonly [number, number, number]) =>
    servizi.sections[s]!.groups[g]!.items[i]!;

  it("refuses a package of fewer than 2 sessions, or of part of one", () => {
    const price = priced.treatment.price! * 3;
    expect(
      problemsAfter("servizi", (servizi) => {
        treatmentAt(servizi, priced.at).packages = [{ sessions: 1, price }];
      }),
    ).toEqual([
      `${where(priced.at)} › «Pacchetti di più sedute» › n. 1 › «Sedute» (${pathOf(priced.at)}.packages[0].sessions): un pacchetto ha almeno 2 sedute: per una seduta basta il prezzo del trattamento`,
    ]);
    expect(
      problemsAfter("servizi", (servizi) => {
        treatmentAt(servizi, priced.at).packages = [{ sessions: 5.5, price }];
      }),
    ).toEqual([
      `${where(priced.at)} › «Pacchetti di più sedute» › n. 1 › «Sedute» (${pathOf(priced.at)}.packages[0].sessions): scrivi un numero intero di sedute, per esempio 6`,
    ]);
    for (const sessions of ["12,5", "12.5", "sei"]) {
      expect(
        problemsAfter("servizi", (servizi) => {
          treatmentAt(servizi, priced.at).packages = [{ sessions: 6, price }];
          put(treatmentAt(servizi, priced.at).packages![0]!, "sessions", sessions);
        }),
        sessions,
      ).toEqual([
        `${where(priced.at)} › «Pacchetti di più sedute» › n. 1 › «Sedute» (${pathOf(priced.at)}.packages[0].sessions): scrivi un numero intero di sedute, per esempio 6`,
      ]);
    }
  });

  it("reads the sessions as she types them, as a number", () => {
    const price = priced.treatment.price! * 3;
    expect(
      problemsAfter("servizi", (servizi) => {
        treatmentAt(servizi, priced.at).packages = [{ sessions: 6, price }];
        put(treatmentAt(servizi, priced.at).packages![0]!, "sessions", "6");
        put(treatmentAt(servizi, priced.at).packages![0]!, "price", String(price));
      }),
    ).toEqual([]);
    const treatment = structuredClone(priced.treatment);
    treatment.packages = [{ sessions: 6, price }];
    put(treatment.packages[0]!, "sessions", "6");
    expect(v.parse(treatmentSchema, treatment).packages).toEqual([{ sessions: 6, price }]);
  });

  it("refuses a package that costs no more than one session: the price of a session, written by mistake", () => {
    const single = priced.treatment.price!;
    expect(
      problemsAfter("servizi", (servizi) => {
        treatmentAt(servizi, priced.at).packages = [{ sessions: 6, price: single }];
      }),
    ).toEqual([
      `${where(priced.at)} (${pathOf(priced.at)}): il pacchetto da 6 sedute costa ${formatPrice(single)}, non più di una seduta sola (${formatPrice(single)}): scrivi il prezzo di tutte le sedute insieme`,
    ]);
  });

  it("asks which length a package of a treatment in several lengths is of", () => {
    if (!inLengths) return;
    const dearest = Math.max(...inLengths.treatment.durations!.map((duration) => duration.price));
    expect(
      problemsAfter("servizi", (servizi) => {
        treatmentAt(servizi, inLengths.at).packages = [{ sessions: 5, price: dearest * 4 }];
      }),
    ).toEqual([
      `${where(inLengths.at)} (${pathOf(inLengths.at)}): ha più durate: scrivi nel «Nome del pacchetto» di ogni pacchetto quale durata comprende (per esempio 5 massaggi da 60 minuti)`,
    ]);
    expect(
      problemsAfter("servizi", (servizi) => {
        treatmentAt(servizi, inLengths.at).packages = [
          { sessions: 5, price: dearest * 4, label: "5 massaggi lunghi" },
        ];
      }),
    ).toEqual([]);
  });
});

describe("servizi.json: the packages' terms", () => {
  const terms = "• servizi.json: «Condizioni dei pacchetti»";
  const withoutPackages = (servizi: Content["servizi"]) => {
    for (const section of servizi.sections)
      for (const group of section.groups) for (const item of group.items) delete item.packages;
  };
  const aPackage = (servizi: Content["servizi"]) => {
    const item = servizi.sections
      .flatMap((section) => section.groups.flatMap((group) => group.items))
      .find((treatment) => treatment.price !== undefined)!;
    item.packages = [{ sessions: 6, price: item.price! * 5 }];
  };

  it("asks for them while the list has a package", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        aPackage(servizi);
        delete servizi.packageTerms;
      }),
    ).toEqual([
      `${terms} (packageTerms): nel listino ci sono pacchetti di più sedute, ma mancano le loro condizioni: compila «Condizioni dei pacchetti» (per quanti mesi vale un pacchetto e cosa succede alle sedute non fatte per motivi di salute), oppure togli i pacchetti`,
    ]);
  });

  it("needs none without packages", () => {
    expect(
      problemsAfter("servizi", (servizi) => {
        withoutPackages(servizi);
        delete servizi.packageTerms;
      }),
    ).toEqual([]);
  });

  it("asks for a whole number of months, and for the text on sessions left unused", () => {
    for (const months of ["12,5", "un anno", "0"]) {
      expect(
        problemsAfter("servizi", (servizi) => {
          aPackage(servizi);
          servizi.packageTerms = { validityMonths: 12, unusedSessions: "Testo." };
          put(servizi.packageTerms, "validityMonths", months);
        }),
        months,
      ).toEqual([
        `${terms} › «Validità (mesi)» (packageTerms.validityMonths): ${months === "0" ? "deve essere almeno 1 mese" : "scrivi un numero intero di mesi, per esempio 12"}`,
      ]);
    }
    expect(
      problemsAfter("servizi", (servizi) => {
        aPackage(servizi);
        servizi.packageTerms = { validityMonths: 12, unusedSessions: " " };
      }),
    ).toEqual([
      `${terms} › «Sedute non fatte per motivi di salute» (packageTerms.unusedSessions): è vuoto: scrivi un testo`,
    ]);
  });
});

describe("offerte.json: offers with dates", () => {
  const ids = content.servizi.sections.flatMap((section) =>
    section.groups.flatMap((group) => group.items),
  );
  const priced = ids.find((treatment) => treatment.price !== undefined)!;
  const inLengths = ids.find((treatment) => treatment.durations?.length);
  /** As the pages name them: "Epilazione con cera donna – Ascelle". */
  const nameOf = (id: string) => findTreatment(priceSectionsOf(content.servizi), id)!.name;
  const offer = {
    title: "Offerta di prova",
    text: "Il 20% in meno.",
    treatments: [priced.id],
    percentOff: 20,
    from: "2026-12-01",
    to: "2026-12-24",
  };
  const first = "• offerte.json: «Offerte» › n. 1";
  /** The problems of offerte.json with `fields` changed in a sound offer. */
  const offerProblems = (fields: Record<string, unknown>) =>
    problemsAfter("offerte", (offerte) => {
      offerte.offers = [{ ...offer, ...fields } as Content["offerte"]["offers"][number]];
    });

  it("accepts a sound offer, and none at all", () => {
    expect(offerProblems({})).toEqual([]);
    expect(checkContentFile("offerte", { heading: "Offerte del momento" })).toEqual([]);
  });

  it("refuses an offer ending before it starts", () => {
    expect(offerProblems({ from: "2026-12-24", to: "2026-12-01" })).toEqual([
      `${first} (offers[0]): finisce prima di cominciare: «Al (compreso)» 2026-12-01 viene prima di «Dal» 2026-12-24`,
    ]);
  });

  it("refuses an offer with neither a price nor a discount, or with two", () => {
    const oneOnly =
      "scrivi uno solo tra «Prezzo dell'offerta (€)», «Sconto in percentuale (%)» e «Sconto in euro (€)»";
    expect(offerProblems({ percentOff: undefined })).toEqual([`${first} (offers[0]): ${oneOnly}`]);
    expect(offerProblems({ amountOff: 5 })).toEqual([`${first} (offers[0]): ${oneOnly}`]);
  });

  it("refuses a percentage outside 1–99, or not whole", () => {
    const percent = `${first} › «Sconto in percentuale (%)» (offers[0].percentOff)`;
    expect(offerProblems({ percentOff: 0 })).toEqual([
      `${percent}: è meno di 1: scrivi una percentuale da 1 a 99`,
    ]);
    expect(offerProblems({ percentOff: 100 })).toEqual([
      `${percent}: è più di 99: scrivi una percentuale da 1 a 99`,
    ]);
    for (const percentOff of [12.5, "12,5", "12.5", "20 %", "venti"]) {
      expect(offerProblems({ percentOff }), String(percentOff)).toEqual([
        `${percent}: scrivi solo il numero intero, senza %: per esempio 20`,
      ]);
    }
    expect(offerProblems({ percentOff: "20" })).toEqual([]);
    expect(offerProblems({ percentOff: "100" })).toEqual([
      `${percent}: è più di 99: scrivi una percentuale da 1 a 99`,
    ]);
  });

  it("refuses a date not written as the CMS writes it, and the same treatment twice", () => {
    expect(offerProblems({ to: "24/12/2026" })).toEqual([
      `${first} › «Al (compreso)» (offers[0].to): non è una data: scrivila come 2026-08-01 (anno-mese-giorno)`,
    ]);
    expect(offerProblems({ treatments: [priced.id, priced.id] })).toEqual([
      `${first} › «Trattamenti in offerta» (offers[0].treatments): ${priced.id} compare due volte: scrivi ogni trattamento una volta sola`,
    ]);
  });

  it("refuses a treatment code that is not in the price list, naming those there are", () => {
    const copy = structuredClone(content);
    copy.offerte.offers = [{ ...offer, treatments: [priced.id, "laser-ascele"] }];
    expect(referenceProblems(copy)).toEqual([
      `${first} › «Trattamenti in offerta» › n. 2 (offers[0].treatments[1]): «laser-ascele» non è il codice di un trattamento del listino (in servizi.json): usa uno di ${ids.map((treatment) => treatment.id).join(", ")}`,
    ]);
  });

  it("refuses, against the price list, a discount leaving nothing to pay and a price no lower than the regular one", () => {
    const copy = structuredClone(content);
    const regular = formatPrice(priced.price!);
    copy.offerte.offers = [
      { ...offer, percentOff: undefined, amountOff: priced.price! + 1 },
      { ...offer, percentOff: undefined, price: priced.price! },
    ];
    expect(offerPriceProblems(copy)).toEqual([
      `${first} › «Sconto in euro (€)» (offers[0].amountOff): ${formatPrice(priced.price! + 1)} di sconto su ${nameOf(priced.id)}, che costa ${regular}, lascerebbe un prezzo di zero o meno: lo sconto dev'essere minore del prezzo`,
      `• offerte.json: «Offerte» › n. 2 › «Prezzo dell'offerta (€)» (offers[1].price): ${regular} non è meno del prezzo normale di ${nameOf(priced.id)} (${regular}): il prezzo dell'offerta dev'essere più basso`,
    ]);
    expect(offerPriceProblems(content)).toEqual([]);
  });

  it("refuses an offer price for a treatment in several lengths", () => {
    if (!inLengths) return;
    const copy = structuredClone(content);
    copy.offerte.offers = [
      { ...offer, percentOff: undefined, price: 1, treatments: [inLengths.id] },
    ];
    expect(offerPriceProblems(copy)).toEqual([
      `${first} › «Prezzo dell'offerta (€)» (offers[0].price): ${nameOf(inLengths.id)} ha più durate, ognuna con il suo prezzo: un prezzo d'offerta non dice per quale. Usa invece uno sconto (in percentuale o in euro), che vale per ogni durata`,
    ]);
  });
});

describe("pictures: every picture needs its alt text", () => {
  const alt = "«Immagine» › «Descrizione della foto (testo alternativo)»";

  it("refuses the home hero without alt text", () => {
    expect(
      problemsAfter("home", (home) => Reflect.deleteProperty(home.hero.picture, "alt")),
    ).toEqual([
      `• home.json: «Apertura della pagina» › ${alt} (hero.picture.alt): manca: è obbligatorio`,
    ]);
  });

  it("refuses a gallery item whose alt text is empty", () => {
    for (const text of ["", "   "]) {
      expect(
        problemsAfter("galleria", (galleria) => (galleria.treatments.items[0]!.picture.alt = text)),
      ).toEqual([
        `• galleria.json: «Galleria dei trattamenti» › «Immagini» › n. 1 › ${alt} (treatments.items[0].picture.alt): è vuoto: scrivi un testo`,
      ]);
    }
    expect(
      problemsAfter("galleria", (galleria) => (galleria.interiors.items[0]!.picture.alt = "")),
    ).toEqual([
      `• galleria.json: «Galleria del centro» › «Immagini» › n. 1 › ${alt} (interiors.items[0].picture.alt): è vuoto: scrivi un testo`,
    ]);
  });

  it("refuses a picture with neither a photo nor an illustration", () => {
    expect(
      problemsAfter("home", (home) => {
        delete home.hero.picture.illustration;
        delete home.hero.picture.photo;
      }),
    ).toEqual([
      "• home.json: «Apertura della pagina» › «Immagine» (hero.picture): manca la foto: caricane una",
    ]);
  });
});

describe("home.json: the treatment cards' treatments of the price list", () => {
  const treatmentIds = content.servizi.sections.flatMap((section) =>
    section.groups.flatMap((group) => group.items.map((item) => item.id)),
  );

  it("refuses a treatment that is not in servizi.json, naming the codes there are", () => {
    const copy = structuredClone(content);
    copy.home.treatments.cards[1]!.treatment = "manicuree";
    expect(referenceProblems(copy)).toEqual([
      `• home.json: «Trattamenti» › «Trattamenti in evidenza» › n. 2 › «Trattamento del listino» (treatments.cards[1].treatment): «manicuree» non è il codice di un trattamento del listino (in servizi.json): usa uno di ${treatmentIds.join(", ")}`,
    ]);
  });

  it("refuses a card left pointing at a treatment renamed in servizi.json", () => {
    const copy = structuredClone(content);
    const referred = copy.home.treatments.cards[0]!.treatment;
    const item = copy.servizi.sections
      .flatMap((section) => section.groups.flatMap((group) => group.items))
      .find(({ id }) => id === referred)!;
    item.id = `${referred}-nuovo`;
    const problems = referenceProblems(copy);
    expect(problems.every((problem) => problem.includes(`«${referred}»`))).toBe(true);
    const problem = problems.find((candidate) => candidate.includes("cards[0]"));
    expect(problem).toContain(
      `(treatments.cards[0].treatment): «${referred}» non è il codice di un trattamento del listino (in servizi.json): usa uno di `,
    );
    expect(problem).toContain(`${referred}-nuovo`);
  });

  it("accepts the example content's cards, and refuses a missing treatment", () => {
    expect(referenceProblems(content)).toEqual([]);
    expect(
      problemsAfter("home", (home) => put(home.treatments.cards[0]!, "treatment", undefined)),
    ).toEqual([
      "• home.json: «Trattamenti» › «Trattamenti in evidenza» › n. 1 › «Trattamento del listino» (treatments.cards[0].treatment): manca: è obbligatorio",
    ]);
  });
});

describe("home.json and salon.json: reviews", () => {
  const review = { name: "Giulia R.", text: "Bravissima e gentile.", date: "2026-05-12" };

  it("accepts no reviews at all, the list left out as the CMS saves it", () => {
    expect(problemsAfter("home", (home) => put(home.testimonials, "items", undefined))).toEqual([]);
  });

  it("accepts a review with only a name and a text, or with a date and a treatment", () => {
    expect(
      problemsAfter("home", (home) => {
        home.testimonials.items = [
          { name: "M. B.", text: "Puntuale." },
          { ...review, treatment: "Pulizia viso" },
        ];
      }),
    ).toEqual([]);
  });

  it("refuses a review without its words, or without a name", () => {
    expect(
      problemsAfter("home", (home) => {
        home.testimonials.items = [
          { name: "Giulia R.", text: " " },
          { ...review, name: "" },
        ];
      }),
    ).toEqual([
      "• home.json: «Recensioni» › «Elenco delle recensioni» › n. 1 › «Testo» (testimonials.items[0].text): è vuoto: scrivi un testo",
      "• home.json: «Recensioni» › «Elenco delle recensioni» › n. 2 › «Nome o iniziali» (testimonials.items[1].name): è vuoto: scrivi un testo",
    ]);
  });

  it("refuses a date that is not one, or is in the future", () => {
    expect(
      problemsAfter("home", (home) => {
        home.testimonials.items = [
          { ...review, date: "12/05/2026" },
          { ...review, date: "2999-01-01" },
        ];
      }),
    ).toEqual([
      "• home.json: «Recensioni» › «Elenco delle recensioni» › n. 1 › «Data» (testimonials.items[0].date): non è una data: scrivila come 2026-08-01 (anno-mese-giorno)",
      "• home.json: «Recensioni» › «Elenco delle recensioni» › n. 2 › «Data» (testimonials.items[1].date): è nel futuro: scrivi quando l'hai ricevuta",
    ]);
  });

  it("refuses a reviews page without https://", () => {
    expect(
      problemsAfter("salon", (salon) => (salon.reviewsUrl = "www.google.com/recensioni")),
    ).toEqual([
      "• salon.json: «Pagina delle tue recensioni» (reviewsUrl): non è un indirizzo web completo che inizia con https://",
    ]);
    expect(
      problemsAfter("salon", (salon) => (salon.reviewsUrl = "http://www.example.com/recensioni")),
    ).toEqual([
      "• salon.json: «Pagina delle tue recensioni» (reviewsUrl): non è un indirizzo web completo che inizia con https://",
    ]);
    expect(
      problemsAfter("salon", (salon) => (salon.reviewsUrl = "https://g.page/r/esempio/review")),
    ).toEqual([]);
  });
});

describe("texts", () => {
  it("refuses an unknown placeholder, such as a mistyped {nome}", () => {
    expect(
      problemsAfter("home", (home) => (home.hero.heading = "Benvenuta da {nomee} a {città}")),
    ).toEqual([
      `• home.json: «Apertura della pagina» › «Titolo» (hero.heading): contiene {nomee}, che il sito non conosce. ${placeholderHint}`,
    ]);
  });

  it("finds an unknown placeholder in an optional field too", () => {
    expect(
      problemsAfter(
        "servizi",
        (servizi) => (servizi.sections[0]!.groups[0]!.namePrefix = "{Nome}"),
      ),
    ).toEqual([
      `• servizi.json: «Sezioni del listino» › n. 1 › «Gruppi di trattamenti» › n. 1 › «Nome completo dei trattamenti» (sections[0].groups[0].namePrefix): contiene {Nome}, che il sito non conosce. ${placeholderHint}`,
    ]);
  });

  it("refuses an empty required text", () => {
    expect(problemsAfter("chi-sono", (chiSono) => (chiSono.title = "  "))).toEqual([
      "• chi-sono.json: «Titolo della pagina» (title): è vuoto: scrivi un testo",
    ]);
    expect(problemsAfter("contatti", (contatti) => (contatti.meta.description = ""))).toEqual([
      "• contatti.json: «Google e condivisioni» › «Descrizione nei risultati di ricerca» (meta.description): è vuoto: scrivi un testo",
    ]);
  });

  it("refuses a missing text, and a text that is not one", () => {
    expect(
      problemsAfter("contatti", (contatti) => Reflect.deleteProperty(contatti.form, "intro")),
    ).toEqual([
      "• contatti.json: «Modulo di contatto» › «Testo sopra il modulo» (form.intro): manca: è obbligatorio",
    ]);
    expect(problemsAfter("contatti", (contatti) => put(contatti, "title", 5))).toEqual([
      "• contatti.json: «Titolo della pagina» (title): deve essere un testo",
    ]);
  });

  it("refuses an empty list", () => {
    expect(problemsAfter("chi-sono", (chiSono) => (chiSono.values.items = []))).toEqual([
      "• chi-sono.json: «I miei valori» › «Valori» (values.items): è vuoto: serve almeno una voce",
    ]);
  });

  it("takes a certification's year, if she writes one, as four digits", () => {
    expect(
      problemsAfter("chi-sono", (chiSono) => (chiSono.certifications.items[0]!.year = "2016")),
    ).toEqual([]);
    expect(
      problemsAfter("chi-sono", (chiSono) => (chiSono.certifications.items[0]!.year = "'16")),
    ).toEqual([
      "• chi-sono.json: «Certificazioni e corsi» › «Certificazioni e corsi» › n. 1 › «Anno» (certifications.items[0].year): non è un anno: scrivilo con quattro cifre, per esempio 2016",
    ]);
  });
});

describe("policy.json", () => {
  it("refuses a date not written as year-month-day", () => {
    for (const lastUpdated of ["22/11/2026", "2026-13-01", "22 novembre 2026"]) {
      expect(
        problemsAfter("policy", (policy) => (policy.lastUpdated = lastUpdated)),
        lastUpdated,
      ).toEqual([
        "• policy.json: «Data dell'ultimo aggiornamento» (lastUpdated): non è una data: scrivila come 2026-11-22 (anno-mese-giorno)",
      ]);
    }
  });

  it("refuses an empty paragraph, naming it by its kind of block", () => {
    expect(
      problemsAfter("policy", (policy) => {
        policy.sections[0]!.blocks[0] = { type: "paragraph", text: "" };
      }),
    ).toEqual([
      "• policy.json: «Sezioni» › n. 1 › «Contenuto» › n. 1 › «Paragrafo» (sections[0].blocks[0].text): è vuoto: scrivi un testo",
    ]);
  });

  it("refuses a block of a kind it does not know", () => {
    expect(
      problemsAfter("policy", (policy) => {
        put(policy.sections[0]!.blocks, "0", { type: "tabella" });
      }),
    ).toEqual([
      "• policy.json: «Sezioni» › n. 1 › «Contenuto» › n. 1 › «Tipo di blocco» (sections[0].blocks[0].type): non è un tipo di blocco conosciuto: usa un paragrafo, un elenco o i dati del titolare",
    ]);
  });

  it("lets a paragraph hold links, {email} and {telefono}", () => {
    expect(
      problemsAfter("policy", (policy) => {
        policy.sections[0]!.blocks[0] = {
          type: "paragraph",
          text: "Leggi [la guida del Garante](https://www.garanteprivacy.it/) o scrivi a {email} o chiama il {telefono}.",
        };
      }),
    ).toEqual([]);
  });

  it("refuses a condition it does not know, naming the ones there are", () => {
    expect(
      problemsAfter("policy", (policy) => {
        put(policy.sections[0]!.blocks[0]!, "when", "telegram");
      }),
    ).toEqual([
      "• policy.json: «Sezioni» › n. 1 › «Contenuto» › n. 1 › «Mostra solo se» (sections[0].blocks[0].when): non è una condizione conosciuta: usa una di whatsapp, social, prenotazione-online, recensioni, hosting-usa, hosting-ue, posta-usa, posta-ue, buoni-offerti, buoni-regalo, buoni-whatsapp, pagamento-bonifico, pagamento-online, pagamento-stripe, pagamento-sumup, pagamento-paypal",
    ]);
  });
});

describe("salon.json: the host named in the policy", () => {
  it("accepts each host the repository deploys to", () => {
    for (const provider of ["netlify", "vercel", "cloudflare"]) {
      expect(problemsAfter("salon", (salon) => put(salon, "hosting", { provider }))).toEqual([]);
    }
  });

  it("wants a provider of her own named, with its country in the EU or the EEA", () => {
    expect(problemsAfter("salon", (salon) => put(salon, "hosting", { provider: "own" }))).toEqual([
      "• salon.json: «Hosting del sito» (hosting): per «un altro fornitore» scrivi la ragione sociale e il Paese",
    ]);
    expect(
      problemsAfter("salon", (salon) =>
        put(salon, "hosting", { provider: "own", company: "Esempio Inc.", country: "Stati Uniti" }),
      ),
    ).toEqual([
      "• salon.json: «Hosting del sito» › «Paese del fornitore» (hosting.country): non è un Paese dell'UE o dello SEE: un fornitore fuori da lì va descritto nell'informativa da chi ha realizzato il sito",
    ]);
    expect(
      problemsAfter("salon", (salon) =>
        put(salon, "hosting", { provider: "own", company: "Esempio S.r.l.", country: "Italia" }),
      ),
    ).toEqual([]);
  });
});

describe("several mistakes at once", () => {
  it("lists them all, in the order of the file", () => {
    expect(
      problemsAfter("salon", (salon) => {
        salon.email = "prenotazioni@centro";
        salon.vatNumber = "07654321013";
        salon.address.postalCode = "2012";
      }),
    ).toEqual([
      "• salon.json: «Partita IVA» (vatNumber): non è una partita IVA valida: l'ultima cifra (quella di controllo) non torna. Ricopiala dal certificato di attribuzione",
      "• salon.json: «E-mail» (email): non è un indirizzo e-mail (per esempio nome@dominio.it)",
      "• salon.json: «Indirizzo» › «CAP» (address.postalCode): non è un CAP: servono 5 cifre (per esempio 40121)",
    ]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
