// @vitest-environment node
// buoni-regalo.json: the mistakes the build refuses, each made on a copy of the
// real content, and the words the owner reads (file, field as the CMS labels it,
// key path, what to do). Codes and prices are read from the content.
import { describe, expect, it } from "vitest";
import { checkContentFile, loadContent, referenceProblems } from "~/model/load.server";
import type { BuoniRegalo, Content } from "~/model/schema";
import { voucherProblems } from "./voucher-checks.server";

const content = loadContent();

function problemsAfter(edit: (data: BuoniRegalo) => void): string[] {
  const data = structuredClone(content["buoni-regalo"]);
  edit(data);
  return checkContentFile("buoni-regalo", data);
}

/** A copy of the content whose first voucher is a treatment voucher naming `treatments`. */
function withTreatments(treatments: { treatment: string; duration?: string }[]): Content {
  const copy = structuredClone(content);
  copy["buoni-regalo"].options = [{ type: "treatments", title: "Prova", treatments }];
  return copy;
}

const items = content.servizi.sections.flatMap((section) =>
  section.groups.flatMap((group) => group.items),
);
const single = items.find((item) => item.price !== undefined)!;
const several = items.find((item) => (item.durations?.length ?? 0) > 1);

describe("buoni-regalo.json", () => {
  it("refuses a treatment that is not in the price list, naming the codes there are", () => {
    expect(referenceProblems(withTreatments([{ treatment: "manicuree" }]))).toEqual([
      `• buoni-regalo.json: «Buoni» › n. 1 › «Trattamenti» › n. 1 › «Trattamento del listino» (options[0].treatments[0].treatment): «manicuree» non è il codice di un trattamento del listino (in servizi.json): usa uno di ${items.map((item) => item.id).join(", ")}`,
    ]);
  });

  it("wants the duration of a treatment offered in several, one of its own", () => {
    if (!several) return;
    const times = several.durations!.map((duration) => duration.time);
    expect(voucherProblems(withTreatments([{ treatment: several.id }]))).toEqual([
      `• buoni-regalo.json: «Buoni» › n. 1 › «Trattamenti» › n. 1 › «Durata» (options[0].treatments[0].duration): «${several.id}» ha più durate, ciascuna con il suo prezzo: scrivi nella «Durata» quale vale il buono, ${times.join(" o ")}`,
    ]);
    expect(
      voucherProblems(withTreatments([{ treatment: several.id, duration: "un'ora e mezza" }])),
    ).toEqual([expect.stringContaining(`«un'ora e mezza» non è una durata di «${several.id}»`)]);
    expect(
      voucherProblems(withTreatments([{ treatment: several.id, duration: times[0] }])),
    ).toEqual([]);
  });

  it("refuses a duration for a treatment with one price", () => {
    expect(
      voucherProblems(withTreatments([{ treatment: single.id, duration: "60 minuti" }])),
    ).toEqual([
      `• buoni-regalo.json: «Buoni» › n. 1 › «Trattamenti» › n. 1 › «Durata» (options[0].treatments[0].duration): «${single.id}» ha un prezzo solo: lascia vuota la «Durata»`,
    ]);
  });

  it("refuses a payment link that is not https://, or not Stripe's, SumUp's or PayPal's", () => {
    for (const url of ["http://buy.stripe.com/abc", "https://www.example.com/paga"]) {
      expect(
        problemsAfter((data) => {
          data.options[0]!.paymentUrl = url;
        }),
      ).toEqual([
        "• buoni-regalo.json: «Buoni» › n. 1 › «Link di pagamento» (options[0].paymentUrl): non è un link di pagamento di Stripe, SumUp o PayPal completo, che inizia con https:// (per esempio https://buy.stripe.com/…): il sito sa descrivere nell'informativa privacy solo questi tre servizi",
      ]);
    }
    expect(
      problemsAfter((data) => {
        data.options[0]!.paymentUrl = "https://buy.stripe.com/test_abc";
      }),
    ).toEqual([]);
  });

  it("refuses a minimum above the maximum, and an amount with cents", () => {
    expect(
      problemsAfter((data) => {
        data.freeAmount = { min: 300, max: 20 };
      }),
    ).toEqual([
      "• buoni-regalo.json: «Importo a scelta» (freeAmount): l'importo minimo (300 €) è più alto del massimo (20 €): scrivi prima il più basso",
    ]);
    expect(
      problemsAfter((data) => {
        data.freeAmount = { min: 20.5, max: 300 };
      }),
    ).toEqual([
      "• buoni-regalo.json: «Importo a scelta» › «Importo minimo (€)» (freeAmount.min): scrivi un numero intero di euro, senza € e senza centesimi: per esempio 50",
    ]);
    expect(
      problemsAfter((data) => {
        Reflect.set(data, "freeAmount", { min: "20", max: "20,50" });
      }),
    ).toEqual([
      "• buoni-regalo.json: «Importo a scelta» › «Importo massimo (€)» (freeAmount.max): scrivi un numero intero di euro, senza € e senza centesimi: per esempio 50",
    ]);
  });

  it("refuses vouchers offered with none to offer, and accepts none while they are off", () => {
    expect(
      problemsAfter((data) => {
        data.options = [];
        delete data.freeAmount;
      }),
    ).toEqual([
      "• buoni-regalo.json: «Buoni» (options): offri i buoni regalo, ma non ce n'è nessuno: aggiungi un buono all'elenco (o compila «Importo a scelta»), oppure spegni «Offri i buoni regalo sul sito»",
    ]);
    expect(
      problemsAfter((data) => {
        data.offered = false;
        data.options = [];
        delete data.freeAmount;
      }),
    ).toEqual([]);
  });

  it("refuses a kind of voucher it does not know, and a voucher of no value", () => {
    expect(
      problemsAfter((data) => {
        Reflect.set(data.options[0]!, "type", "sconto");
      }),
    ).toEqual([
      "• buoni-regalo.json: «Buoni» › n. 1 › «Tipo di buono» (options[0].type): non è un tipo di buono conosciuto: scegli «Buono a valore» o «Buono trattamenti»",
    ]);
    expect(
      problemsAfter((data) => {
        data.options[0] = { type: "amount", title: "Buono", amount: 0 };
      }),
    ).toEqual([
      "• buoni-regalo.json: «Buoni» › n. 1 › «Importo (€)» (options[0].amount): deve essere almeno 1 €",
    ]);
  });

  it("wants how vouchers asked for are paid, among the ways the site can say", () => {
    expect(
      problemsAfter((data) => {
        Reflect.set(data, "payment", "paypal");
      }),
    ).toEqual([
      "• buoni-regalo.json: «Pagamento dei buoni chiesti con il modulo» (payment): scegli come ti pagano i buoni chiesti con il modulo: con bonifico bancario, in centro, o l'uno o l'altro",
    ]);
  });

  it("wants the delivery time in whole working days, from 1 to 30", () => {
    for (const days of ["0", "31", "2,5", "tre"]) {
      expect(
        problemsAfter((data) => {
          Reflect.set(data, "deliveryDays", days);
        }),
        days,
      ).toEqual([
        expect.stringMatching(
          /^• buoni-regalo\.json: «Consegna entro \(giorni lavorativi\)» \(deliveryDays\): /,
        ),
      ]);
    }
    expect(
      problemsAfter((data) => {
        Reflect.set(data, "deliveryDays", "31");
      }),
    ).toEqual([
      "• buoni-regalo.json: «Consegna entro (giorni lavorativi)» (deliveryDays): al massimo 30 giorni",
    ]);
  });
});
