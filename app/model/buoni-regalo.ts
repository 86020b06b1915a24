// The gift vouchers' page (/buoni-regalo) and the owner's printable voucher
// (/stampa-buono), from content/buoni-regalo.json: the options with their
// value (an amount, or the treatments' prices of content/servizi.json added up),
// the terms, the request form's words. The rules are app/lib/vouchers.ts and
// app/lib/voucher-form.ts; the owner's guide is docs/gestire-il-sito.md.
import data from "virtual:content/buoni-regalo";
import { formatPrice } from "../lib/format-price";
import { treatmentList, voucherKey, voucherValue, type VoucherLine } from "../lib/vouchers";
import { amountRange, type VoucherFormProps } from "../lib/voucher-form";
import type { SiteImage } from "../lib/site-images";
import { paths } from "./pages";
import { siteImage } from "./pictures";
import { salon } from "./salon";
import { priceSections } from "./servizi";

export const buoniRegaloMeta = { path: paths.buoniRegalo, ...data.meta } as const;

export const buoniRegaloIntro = { title: data.title, lead: data.lead } as const;

/** One voucher the owner offers, as the page shows it. */
export interface VoucherCard {
  /** Its code in links and the form ("buono-da-50"), made from its title. */
  key: string;
  title: string;
  text?: string;
  picture?: { image: SiteImage; alt: string };
  /** The treatments, each with its price of the price list; none for an amount. */
  lines: VoucherLine[];
  /** "70 €": the amount, or the treatments' prices added up. */
  price: string;
  /** Where «Acquista» leads: the owner's payment link (Stripe, SumUp or PayPal). */
  paymentUrl?: string;
  /** The option in words, as the request and the e-mail name it. */
  words: string;
}

export const voucherCards: readonly VoucherCard[] = data.options.map((option) => {
  const { lines, value } = voucherValue(option, priceSections);
  return {
    key: voucherKey(option.title),
    title: option.title,
    ...(option.text && { text: option.text }),
    ...(option.picture && {
      picture: { image: siteImage(option.picture), alt: option.picture.alt },
    }),
    lines,
    price: formatPrice(value),
    ...(option.paymentUrl && { paymentUrl: option.paymentUrl }),
    words: lines.length > 0 ? `${option.title} (${treatmentList(lines)})` : option.title,
  };
});

/** The vouchers asked for with the form (or WhatsApp): those without a payment link. */
export const requestableVouchers = voucherCards.filter((card) => !card.paymentUrl);

/** The limits of an amount the visitor chooses, if the owner offers that. */
export const freeAmount = data.freeAmount;

/** "12 mesi", "1 mese". */
const months = (count: number) => `${count} ${count === 1 ? "mese" : "mesi"}`;

export const voucherTerms = {
  heading: "Condizioni",
  validity: `Il buono vale ${months(data.validityMonths)} dalla data in cui lo emetto: la scadenza è scritta sul buono.`,
  items: data.terms,
} as const;

/** How long a voucher is valid, for the printable voucher's hint. */
export const validityMonths = data.validityMonths;

export const voucherPageCopy = {
  optionsHeading: "Scegli il buono",
  /** Under a treatment voucher's list. */
  total: "Totale",
  request: "Richiedi questo buono",
  buy: "Acquista",
  /** "da 20 a 300 €". */
  freeAmount: (range: string) =>
    `Preferisci un altro importo? Puoi chiedere un buono a valore ${range}.`,
  freeAmountLink: "Richiedi un buono a valore",
  otherWaysHeading: "Preferisci parlarne?",
  otherWays: "Chiamami o scrivimi, e ti aiuto a scegliere.",
  call: "Chiama",
  whatsApp: "Scrivimi su WhatsApp",
} as const;

export const freeAmountRange = freeAmount && amountRange(freeAmount);

/** The request form's data, handed to its island as it is (app/islands/island.tsx). */
export const voucherFormProps: VoucherFormProps = {
  choices: requestableVouchers.map(({ key, title, price, words }) => ({
    key,
    title,
    price,
    words,
  })),
  ...(freeAmount && { freeAmount }),
};

/** The form's heading and the text above it, from the content. */
export const voucherFormIntro = { heading: data.form.heading, intro: data.form.intro } as const;

// ── The owner's printable voucher (/stampa-buono) ─────────────────────

/** Not a page for visitors: noindex, in no menu, sitemap or link (app/model/pages.ts). */
export const stampaBuonoMeta = {
  path: paths.stampaBuono,
  title: `Stampa un buono regalo | ${salon.name}`,
  description:
    "La pagina per stampare un buono regalo del centro: compila il buono e stampalo in A6 o in A5.",
} as const;

export const printCopy = {
  title: "Stampa un buono regalo",
  lead: "Compila il buono e stampalo su un foglio A6 o A5: questa pagina non invia e non salva nulla.",
  howHeading: "Come si usa",
  steps: [
    "Scrivi sul buono qui sotto: il nome di chi lo riceve, il buono, la dedica se c'è, un codice e la scadenza.",
    "Scegli il formato del foglio, A6 o A5.",
    "Stampa con il comando Stampa del browser (Ctrl+P, su Mac ⌘+P): nella finestra di stampa scegli lo stesso formato, in orizzontale, senza margini.",
    "Annota nel tuo registro dei buoni il codice, il nome, il buono e la scadenza: questa pagina non ricorda niente, e ricaricandola si svuota.",
  ],
  format: "Formato del foglio",
  formats: [
    { id: "formato-a6", label: "A6 (14,8 × 10,5 cm)" },
    { id: "formato-a5", label: "A5 (21 × 14,8 cm)" },
  ],
  heading: "Buono regalo",
  recipient: "Per",
  recipientPlaceholder: "Nome di chi lo riceve",
  option: "Il buono comprende",
  amountOption: "Un buono del valore di",
  amountLabel: "Importo in euro",
  dedication: "Dedica",
  dedicationPlaceholder: "Una dedica, se c'è",
  code: "Codice",
  codePlaceholder: "Per esempio 2026-001",
  expiry: "Valido fino al",
  expiryPlaceholder: "Per esempio 31/12/2027",
  /** Under the expiry on screen: the owner's validity (content/buoni-regalo.json). */
  validity: `Di solito ${months(data.validityMonths)} da oggi.`,
  terms: "Condizioni",
  privacy: "Informativa privacy",
} as const;
