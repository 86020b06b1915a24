// Gift vouchers (buoni regalo): what an option of content/buoni-regalo.json is
// worth (an amount, or treatments of the price list added up), its code, how it is
// paid in words, and the model withdrawal form. The page is app/routes/buoni-regalo.tsx;
// the request form's rules (the amount a visitor chooses, the request written out) are
// request.ts; which service a payment link belongs to, app/lib/payment-links.ts.
import { durationKey } from "../../lib/booking";
import {
  paymentProviders,
  type PaymentProvider,
  type RequestPayment,
} from "../../lib/payment-links";
import { nameSeparator, treatmentName } from "../../lib/price-list";

/**
 * The price list as far as vouchers read it: the content's own shape (a price, or
 * durations) and the page's (app/lib/price-list.ts) both fit, so the build's check
 * and the page use the same rules.
 */
export interface PricedItem {
  id?: string;
  title: string;
  price?: number;
  durations?: readonly { time: string; price: number }[];
}
export type PricedSections = readonly {
  groups: readonly { namePrefix?: string; items: readonly PricedItem[] }[];
}[];

/** A treatment a voucher names: its code in the price list and, for one offered in several lengths, which. */
export interface VoucherTreatmentRef {
  treatment: string;
  duration?: string;
}

/** One treatment of a voucher, named in full and priced as the price list has it. */
export interface VoucherLine {
  /** "Pulizia viso", "Massaggio – 60 minuti". */
  name: string;
  price: number;
}

/** A voucher option as the content holds it: an amount, or treatments of the price list. */
export type VoucherOptionData =
  | { type: "amount"; title: string; amount: number }
  | { type: "treatments"; title: string; treatments: readonly VoucherTreatmentRef[] };

/** Two durations are the same when written alike, whatever the case and spacing. */
const sameTime = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/** The item of the price list with this code, with the prefix of its group. */
function findItem(sections: PricedSections, id: string) {
  for (const section of sections) {
    for (const group of section.groups) {
      const item = group.items.find((candidate) => candidate.id === id);
      if (item) return { item, namePrefix: group.namePrefix };
    }
  }
  return undefined;
}

/**
 * What is wrong with one treatment a voucher names, in the owner's words, or
 * undefined. A code not in the price list is the reference check's to report
 * (app/model/load.server.ts); here, the duration: needed, and one of the
 * treatment's, exactly when the treatment has several.
 */
export function voucherTreatmentProblem(
  ref: VoucherTreatmentRef,
  sections: PricedSections,
): string | undefined {
  const found = findItem(sections, ref.treatment);
  if (!found) return undefined;
  const { item } = found;
  if (!item.durations?.length) {
    return ref.duration === undefined
      ? undefined
      : `«${ref.treatment}» ha un prezzo solo: lascia vuota la «Durata»`;
  }
  const times = item.durations.map((duration) => duration.time);
  const choices = times.join(" o ");
  if (ref.duration === undefined) {
    return `«${ref.treatment}» ha più durate, ciascuna con il suo prezzo: scrivi nella «Durata» quale vale il buono, ${choices}`;
  }
  if (!times.some((time) => sameTime(time, ref.duration!))) {
    return `«${ref.duration}» non è una durata di «${ref.treatment}»: scrivi ${choices}, come nel listino`;
  }
  return undefined;
}

/** A treatment of a voucher named and priced, or undefined if the price list does not have it (so). */
export function voucherLine(
  ref: VoucherTreatmentRef,
  sections: PricedSections,
): VoucherLine | undefined {
  const found = findItem(sections, ref.treatment);
  if (!found || voucherTreatmentProblem(ref, sections)) return undefined;
  const { item, namePrefix } = found;
  const name = treatmentName(item, namePrefix);
  if (!item.durations?.length) {
    return item.price === undefined ? undefined : { name, price: item.price };
  }
  const duration = item.durations.find((candidate) => sameTime(candidate.time, ref.duration!))!;
  return { name: `${name}${nameSeparator}${duration.time}`, price: duration.price };
}

/** An option as the page shows it: its treatments with their prices, and what it is worth. */
export interface VoucherValue {
  /** The treatments, each with its own price; none for an amount. */
  lines: VoucherLine[];
  /** Euro: the amount, or the treatments' prices added up. */
  value: number;
}

export function voucherValue(option: VoucherOptionData, sections: PricedSections): VoucherValue {
  if (option.type === "amount") return { lines: [], value: option.amount };
  const lines = option.treatments.map((ref) => {
    const line = voucherLine(ref, sections);
    // The build refuses such content first (app/model/load.server.ts): never a made-up price.
    if (!line) throw new Error(`Voucher "${option.title}": no price for ${ref.treatment}`);
    return line;
  });
  // In cents, so 12.5 + 0.1 is 12.6 and not 12.600000000000001.
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100), 0);
  return { lines, value: cents / 100 };
}

/** "Massaggio – 60 minuti + Pulizia viso": a voucher's treatments in one line. */
export function treatmentList(lines: readonly VoucherLine[]): string {
  return lines.map((line) => line.name).join(" + ");
}

/** An option's code in links (?buono=…) and the form: from its title, as a duration's key is made. */
export function voucherKey(title: string): string {
  return durationKey(title);
}

// ── Selling at a distance (Codice del consumo, artt. 49–59) ──────────────────
// A voucher paid by a payment link or a bank transfer and sent by e-mail is a distance
// contract: before it, the page says who sells, what, the price with its taxes, how it is
// paid and delivered, how long it is valid and how to withdraw (art. 49), with the model
// withdrawal form (Allegato I, parte B); after it, the owner's confirmation e-mail says
// the same (art. 51(7)). The words are the model's (model.ts).

/** The days of the right of withdrawal, from the day the contract is concluded (art. 52). */
export const withdrawalDays = 14;

const transfer = "con un bonifico bancario (ti mando io le coordinate)";

/** The same choices in a sentence: «… e lo paghi con un bonifico bancario …». */
const requestPaymentWords: Record<RequestPayment, string> = {
  bonifico: transfer,
  "in-centro": "in centro",
  "bonifico-o-in-centro": `${transfer} o in centro`,
};

/** "3 giorni lavorativi", "1 giorno lavorativo". */
export function workingDays(count: number): string {
  return count === 1 ? "1 giorno lavorativo" : `${count} giorni lavorativi`;
}

/** "Stripe", "Stripe o PayPal", "Stripe, SumUp o PayPal". */
export function alternatives(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} o ${words.at(-1)}`;
}

/** The ways a voucher is paid, from the content. */
export interface PaymentWays {
  /** The services the vouchers' «Acquista» lead to, in the order of the vouchers. */
  providers: readonly PaymentProvider[];
  /** How the vouchers asked for with the form are paid; none when no voucher is asked for. */
  requests?: RequestPayment;
  /** She answers on WhatsApp: a voucher can be asked for there too. */
  whatsApp: boolean;
}

/**
 * How a voucher is paid, in the owner's words: online on the payment page «Acquista»
 * opens, and for those asked for, as she chose. Undefined when neither (no voucher offered).
 */
export function paymentText({ providers, requests, whatsApp }: PaymentWays): string | undefined {
  const names = alternatives(providers.map((provider) => paymentProviders[provider].name));
  const asked = `con il modulo di questa pagina${whatsApp ? " (o su WhatsApp)" : ""}`;
  if (providers.length > 0 && requests) {
    return `I buoni con il pulsante «Acquista» si pagano online, sulla pagina di pagamento di ${names}. Quelli che mi chiedi ${asked} li paghi ${requestPaymentWords[requests]}: ti rispondo io per accordarci.`;
  }
  if (providers.length > 0) {
    return `Si paga online con il pulsante «Acquista» del buono, sulla pagina di pagamento di ${names}.`;
  }
  if (requests) {
    return `Me lo chiedi ${asked} e lo paghi ${requestPaymentWords[requests]}: ti rispondo io per accordarci.`;
  }
  return undefined;
}

/** The model withdrawal form's parts (Allegato I, parte B, Codice del consumo). */
export interface WithdrawalForm {
  title: string;
  /** "(compilare e restituire …)". */
  instruction: string;
  /** The lines to fill in, the first with the trader's name, address and e-mail. */
  lines: readonly string[];
  /** "(*) Cancellare la dicitura inutile." */
  footnote: string;
}

/**
 * The model withdrawal form, word for word as the Codice del consumo has it (Allegato I,
 * parte B; no fax since the Omnibus directive, (EU) 2019/2161), with the «Destinatario» filled
 * in as the trader must: name, geographical address, e-mail.
 */
export function withdrawalForm(recipient: {
  legalName: string;
  address: string;
  email: string;
}): WithdrawalForm {
  return {
    title: "Modulo di recesso tipo",
    instruction:
      "(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)",
    lines: [
      `Destinatario: ${recipient.legalName}, ${recipient.address}, ${recipient.email}`,
      "Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)",
      "Ordinato il (*)/ricevuto il (*)",
      "Nome del/dei consumatore(i)",
      "Indirizzo del/dei consumatore(i)",
      "Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)",
      "Data",
    ],
    footnote: "(*) Cancellare la dicitura inutile.",
  };
}

/** The form as plain text, to copy into an e-mail or to print: a line a part, a dash a field. */
export function withdrawalFormText(form: WithdrawalForm): string {
  return [
    form.title,
    form.instruction,
    "",
    ...form.lines.map((line) => `– ${line}`),
    "",
    form.footnote,
  ].join("\n");
}
