import { describe, expect, it } from "vitest";
import type { PriceSection } from "~/lib/price-list";
import {
  alternatives,
  paymentText,
  treatmentList,
  voucherKey,
  voucherLine,
  voucherTreatmentProblem,
  voucherValue,
  withdrawalForm,
  withdrawalFormText,
  workingDays,
} from "./vouchers";

// A made-up price list, fixed here so the owner can change hers freely.
const sections: PriceSection[] = [
  {
    id: "viso",
    title: "Viso",
    intro: "",
    groups: [
      {
        items: [
          { id: "pulizia-viso", title: "Pulizia viso", description: "", price: 30 },
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
      {
        namePrefix: "Epilazione con cera donna",
        items: [{ id: "cera-ascelle", title: "Ascelle", description: "", price: 5.5 }],
      },
    ],
  },
];

describe("voucherValue", () => {
  it("is the amount of an amount voucher, with no treatments", () => {
    expect(voucherValue({ type: "amount", title: "Buono da 50 €", amount: 50 }, sections)).toEqual({
      lines: [],
      value: 50,
    });
  });

  it("adds up the treatments' prices of the price list, a duration's own price for a treatment in several", () => {
    const value = voucherValue(
      {
        type: "treatments",
        title: "Momento relax",
        treatments: [
          { treatment: "pulizia-viso" },
          { treatment: "massaggio", duration: "60 minuti" },
          { treatment: "cera-ascelle" },
        ],
      },
      sections,
    );
    expect(value).toEqual({
      lines: [
        { name: "Pulizia viso", price: 30 },
        { name: "Massaggio – 60 minuti", price: 40 },
        { name: "Epilazione con cera donna – Ascelle", price: 5.5 },
      ],
      value: 75.5,
    });
    expect(treatmentList(value.lines)).toBe(
      "Pulizia viso + Massaggio – 60 minuti + Epilazione con cera donna – Ascelle",
    );
  });

  it("adds cents exactly", () => {
    const tenCents: PriceSection[] = [
      {
        ...sections[0]!,
        groups: [{ items: [{ id: "a", title: "A", description: "", price: 0.1 }] }],
      },
    ];
    const refs = Array.from({ length: 3 }, () => ({ treatment: "a" }));
    expect(voucherValue({ type: "treatments", title: "T", treatments: refs }, tenCents).value).toBe(
      0.3,
    );
  });

  it("never makes up a price for a treatment the list does not have", () => {
    expect(() =>
      voucherValue(
        { type: "treatments", title: "T", treatments: [{ treatment: "manicure" }] },
        sections,
      ),
    ).toThrow(/manicure/);
  });
});

describe("voucherTreatmentProblem", () => {
  it("wants the duration of a treatment offered in several, by its time as written", () => {
    expect(voucherTreatmentProblem({ treatment: "massaggio" }, sections)).toBe(
      "«massaggio» ha più durate, ciascuna con il suo prezzo: scrivi nella «Durata» quale vale il buono, 30 minuti o 60 minuti",
    );
    expect(
      voucherTreatmentProblem({ treatment: "massaggio", duration: "45 minuti" }, sections),
    ).toBe(
      "«45 minuti» non è una durata di «massaggio»: scrivi 30 minuti o 60 minuti, come nel listino",
    );
    expect(
      voucherTreatmentProblem({ treatment: "massaggio", duration: " 60  Minuti " }, sections),
    ).toBeUndefined();
    expect(voucherLine({ treatment: "massaggio", duration: " 60  Minuti " }, sections)).toEqual({
      name: "Massaggio – 60 minuti",
      price: 40,
    });
  });

  it("refuses a duration for a treatment with one price, and leaves unknown codes to the references' check", () => {
    expect(
      voucherTreatmentProblem({ treatment: "pulizia-viso", duration: "60 minuti" }, sections),
    ).toBe("«pulizia-viso» ha un prezzo solo: lascia vuota la «Durata»");
    expect(voucherTreatmentProblem({ treatment: "pulizia-viso" }, sections)).toBeUndefined();
    expect(voucherTreatmentProblem({ treatment: "manicure" }, sections)).toBeUndefined();
  });
});

describe("voucherKey", () => {
  it("makes a link's code of a title", () => {
    expect(voucherKey("Buono da 50 €")).toBe("buono-da-50");
    expect(voucherKey("Più bella, più serena")).toBe("piu-bella-piu-serena");
  });
});

describe("the information before a purchase", () => {
  it("counts working days, one and several", () => {
    expect(workingDays(1)).toBe("1 giorno lavorativo");
    expect(workingDays(3)).toBe("3 giorni lavorativi");
  });

  it("lists alternatives with «o» before the last", () => {
    expect(alternatives([])).toBe("");
    expect(alternatives(["Stripe"])).toBe("Stripe");
    expect(alternatives(["Stripe", "PayPal"])).toBe("Stripe o PayPal");
    expect(alternatives(["Stripe", "SumUp", "PayPal"])).toBe("Stripe, SumUp o PayPal");
  });

  it("says how a voucher is paid: online with «Acquista», as she chose for those asked for, or both", () => {
    expect(paymentText({ providers: ["stripe", "paypal"], whatsApp: true })).toBe(
      "Si paga online con il pulsante «Acquista» del buono, sulla pagina di pagamento di Stripe o PayPal.",
    );
    expect(paymentText({ providers: [], requests: "bonifico", whatsApp: false })).toBe(
      "Me lo chiedi con il modulo di questa pagina e lo paghi con un bonifico bancario (ti mando io le coordinate): ti rispondo io per accordarci.",
    );
    expect(paymentText({ providers: [], requests: "in-centro", whatsApp: true })).toBe(
      "Me lo chiedi con il modulo di questa pagina (o su WhatsApp) e lo paghi in centro: ti rispondo io per accordarci.",
    );
    expect(
      paymentText({ providers: ["sumup"], requests: "bonifico-o-in-centro", whatsApp: true }),
    ).toBe(
      "I buoni con il pulsante «Acquista» si pagano online, sulla pagina di pagamento di SumUp. Quelli che mi chiedi con il modulo di questa pagina (o su WhatsApp) li paghi con un bonifico bancario (ti mando io le coordinate) o in centro: ti rispondo io per accordarci.",
    );
    expect(paymentText({ providers: [], whatsApp: true })).toBeUndefined();
  });

  it("writes the model withdrawal form word for word, the recipient filled in", () => {
    const form = withdrawalForm({
      legalName: "Rosa di Anna Prova",
      address: "Via Roma 1, 00100 Roma (RM)",
      email: "anna@centro.example",
    });
    expect(withdrawalFormText(form)).toBe(
      [
        "Modulo di recesso tipo",
        "(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)",
        "",
        "– Destinatario: Rosa di Anna Prova, Via Roma 1, 00100 Roma (RM), anna@centro.example",
        "– Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)",
        "– Ordinato il (*)/ricevuto il (*)",
        "– Nome del/dei consumatore(i)",
        "– Indirizzo del/dei consumatore(i)",
        "– Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)",
        "– Data",
        "",
        "(*) Cancellare la dicitura inutile.",
      ].join("\n"),
    );
  });
});
