// The gift vouchers' page (/buoni-regalo) and the owner's printable voucher
// (/stampa-buono), from content/buoni-regalo.json: the options with their
// value (an amount, or the treatments' prices of content/servizi.json added up),
// the terms, the request form's words; and the online withdrawal (/recesso). The rules are
// vouchers.ts, request.ts and withdrawal.ts; the owner's guide is docs/gestire-il-sito.md.
import data from "virtual:content/buoni-regalo";
import { mailtoUrl, telUrl } from "../../lib/external-links";
import { formatAddress } from "../../lib/format-address";
import { formatPrice } from "../../lib/format-price";
import { linkedText, type LinkedText } from "../../lib/inline-links";
import { paymentProvider } from "../../lib/payment-links";
import { taxNote, taxShort } from "../../lib/tax-status";
import {
  paymentText,
  treatmentList,
  voucherKey,
  voucherValue,
  withdrawalDays,
  withdrawalForm,
  withdrawalFormText,
  workingDays,
  type VoucherLine,
} from "./vouchers";
import { amountRange, type VoucherFormProps } from "./request";
import type { WithdrawalFormProps } from "./withdrawal";
import type { SiteImage } from "../../lib/site-images";
import { absoluteUrl } from "../../lib/site-url";
import { footerCopy } from "../../model/layout";
import { paths } from "../../model/pages";
import { siteImage } from "../../model/pictures";
import { salon } from "../../model/salon";
import { priceSections } from "../../model/servizi";

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

/** The anchors of the information before a purchase, the withdrawal right and its form. */
export const purchaseAnchors = {
  info: "prima-di-acquistare",
  withdrawal: "diritto-di-recesso",
  form: "modulo-di-recesso",
} as const;

const withdrawalLink = { text: "Diritto di recesso", href: `#${purchaseAnchors.withdrawal}` };

/**
 * The terms: first those the site writes, which the owner cannot delete (how long a voucher
 * is valid, the withdrawal right before anything says it is not refunded, and what a voucher
 * for a treatment she cannot give is worth), then hers.
 */
export const voucherTerms = {
  heading: "Condizioni",
  site: [
    linkedText(
      `Il buono vale ${months(data.validityMonths)} dalla data in cui lo emetto: la scadenza è scritta sul buono.`,
    ),
    linkedText(
      `Hai ${withdrawalDays} giorni dal pagamento per recedere dall'acquisto e riavere quello che hai pagato: come fare è spiegato in {recesso}.`,
      { "{recesso}": withdrawalLink },
    ),
    // Only while a voucher names treatments: an amount is spent on any of them.
    ...(data.options.some((option) => option.type === "treatments")
      ? [
          linkedText(
            "Se un trattamento di un buono non è più nel mio listino, o non è adatto a chi riceve il buono (per esempio per una controindicazione), il buono vale per altri trattamenti dello stesso valore.",
          ),
        ]
      : []),
  ],
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

// ── Before a purchase: the information of art. 49 Codice del consumo ──────────
// A voucher paid by a payment link or a bank transfer is a distance contract: the page
// says who sells, what, the price with its taxes, how it is paid and delivered, how long it
// is valid, the withdrawal right and how to use it, with the model form; the owner's
// confirmation e-mail repeats it (below). The rules are vouchers.ts.

const address = formatAddress(salon.address);
const emailLink = { text: salon.email, href: mailtoUrl(salon.email) };

/** A voucher can be asked for with the form (one has no payment link, or a free amount). */
export const hasRequests = requestableVouchers.length > 0 || freeAmount !== undefined;

/** One fact of the information, a line a part (the seller's name, address, numbers…). */
export interface PurchaseFact {
  label: string;
  lines: readonly LinkedText[];
}

/** Who sells, as the law names the business (art. 49(1)(b)–(c), d.lgs. 70/2003 art. 7). */
const seller: PurchaseFact = {
  label: "Chi vende",
  lines: [
    [salon.legalName],
    [address],
    [`P.IVA ${salon.vatNumber}${salon.rea ? ` · REA ${salon.rea}` : ""}`],
    [emailLink],
    [{ text: salon.mobile, href: telUrl(salon.mobile) }],
  ],
};

const delivery = `Lo preparo entro ${workingDays(data.deliveryDays)} dal pagamento: lo ritiri in centro, oppure te lo mando per e-mail da stampare, come preferisci.`;

/** Before the vouchers: the prices' taxes, the validity and the withdrawal in two lines. */
export const purchaseSummary = {
  text: `${taxNote[salon.taxStatus]} Ogni buono vale ${months(data.validityMonths)} e, dopo il pagamento, hai ${withdrawalDays} giorni per ripensarci.`,
  link: "Tutte le informazioni prima di acquistare",
} as const;

/** The payment services the vouchers' «Acquista» lead to, each once. */
const providers = [
  ...new Set(
    voucherCards.flatMap((card) => (card.paymentUrl && paymentProvider(card.paymentUrl)) || []),
  ),
];

const payment = paymentText({
  providers,
  ...(hasRequests && { requests: data.payment }),
  whatsApp: salon.whatsApp,
});

export const purchaseInfo = {
  heading: "Prima di acquistare",
  lead: "Quello che ti serve sapere prima di comprare un buono.",
  facts: [
    seller,
    {
      label: "Che cosa compri",
      lines: [
        [
          `Un buono regalo ${salon.nameForms.of}: i trattamenti che comprende, o l'importo da spendere, sono scritti nella sua scheda in questa pagina.`,
        ],
      ],
    },
    {
      label: "Prezzo",
      lines: [
        [
          `Quello scritto nella scheda del buono${freeAmount ? " (o l'importo che scegli)" : ""}, ${taxShort[salon.taxStatus]}. Non ci sono spese di consegna né altri costi.`,
        ],
      ],
    },
    ...(payment ? [{ label: "Pagamento", lines: [[payment]] }] : []),
    { label: "Consegna", lines: [[delivery]] },
    {
      label: "Validità",
      lines: [[`${months(data.validityMonths)} dalla data in cui lo emetto.`]],
    },
    {
      label: "Recesso",
      lines: [
        [
          `${withdrawalDays} giorni dal pagamento, senza dirmi il motivo: ti restituisco quello che hai pagato.`,
        ],
        // Art. 49(1)(h): that the online withdrawal function exists, and where it is.
        linkedText(
          "Puoi recedere online da {online}, un link che trovi anche in fondo a ogni pagina del sito; come recedere per e-mail o per lettera è spiegato in {recesso}.",
          {
            "{online}": { text: footerCopy.withdrawalLink, href: paths.recesso },
            "{recesso}": withdrawalLink,
          },
        ),
      ],
    },
  ] satisfies PurchaseFact[],
} as const;

const form = withdrawalForm({ legalName: salon.legalName, address, email: salon.email });

/** The withdrawal right (artt. 52–57 Codice del consumo) and the model form (Allegato I, parte B). */
export const withdrawalInfo = {
  heading: "Diritto di recesso",
  paragraphs: [
    linkedText(
      `Hai ${withdrawalDays} giorni per recedere dall'acquisto di un buono, senza dirmi il motivo e senza alcun costo. I ${withdrawalDays} giorni partono dal giorno in cui il contratto è concluso, cioè dal giorno in cui paghi il buono.`,
    ),
    linkedText(
      `Per recedere prima che i ${withdrawalDays} giorni siano passati, il modo più semplice è online: premi «${footerCopy.withdrawalLink}», scrivi i tuoi dati e quelli del buono e premi «Conferma recesso». Ti mando per e-mail la conferma di ricevimento. Lo stesso link è in fondo a ogni pagina del sito.`,
    ),
  ],
  /** The online withdrawal (art. 54-bis Codice del consumo), under the paragraph that says it. */
  online: { label: footerCopy.withdrawalLink, href: paths.recesso },
  /** After it: the other ways, the refund, who may withdraw. */
  more: [
    linkedText(
      `Puoi anche mandarmi una dichiarazione esplicita della tua decisione, per e-mail a {email} o per lettera a questo indirizzo: ${salon.legalName}, ${address}. Puoi usare il modulo di recesso qui sotto, ma non è obbligatorio.`,
      { "{email}": emailLink },
    ),
    linkedText(
      `Ti rimborso tutto quello che hai pagato senza ritardo, al più tardi entro ${withdrawalDays} giorni dal giorno in cui ricevo la tua comunicazione, con lo stesso mezzo di pagamento che hai usato, a meno che tu non mi chieda espressamente un altro mezzo. Il rimborso non ti costa nulla.`,
    ),
    linkedText(
      `Se usi il buono prima che i ${withdrawalDays} giorni siano passati, puoi recedere lo stesso per la parte che non hai usato: ti rimborso quello che hai pagato meno il valore dei trattamenti già fatti.`,
    ),
    linkedText("Può recedere chi ha comprato il buono, non chi lo riceve in regalo."),
  ],
  formHeading: "Modulo di recesso",
  formIntro:
    "Compilalo e mandamelo solo se vuoi recedere: copialo in un'e-mail, oppure stampalo, firmalo e spediscilo.",
  form,
  /** The form in an e-mail to the salon, ready to fill in (the visitor's own mail program). */
  mail: {
    label: "Scrivi l'e-mail con il modulo",
    href: mailtoUrl(salon.email, {
      subject: "Recesso dall'acquisto di un buono regalo",
      body: withdrawalFormText(form),
    }),
  },
} as const;

/** A text with its links as plain words; a link within the page as the title it leads to. */
function plain(text: LinkedText): string {
  return text
    .map((piece) =>
      typeof piece === "string"
        ? piece
        : piece.href.startsWith("#")
          ? `«${piece.text}»`
          : piece.text,
    )
    .join("");
}

/**
 * The e-mail the owner sends once a voucher is paid: the confirmation on a durable medium
 * with the information and the model form (art. 51(7) Codice del consumo), with her facts
 * and terms as the page shows them. She copies it from /stampa-buono and fills in what is
 * [in square brackets].
 */
export const confirmationEmail = {
  subject: `Il tuo buono regalo – ${salon.name}`,
  body: [
    "Ciao [nome],",
    "grazie: ho ricevuto il pagamento del buono regalo. Qui sotto trovi il riepilogo, le condizioni e come recedere: conserva questa e-mail.",
    "",
    "Buono: [il buono, per esempio Buono da 50 €]",
    `Valore: [valore], ${taxShort[salon.taxStatus]}`,
    "Per: [nome di chi lo riceve]",
    "Codice: [codice]",
    "Valido fino al: [scadenza]",
    "Pagato il: [data del pagamento], con [mezzo di pagamento]",
    "Come lo ricevi: [in allegato a questa e-mail, da stampare / pronto da ritirare in centro]",
    "",
    voucherTerms.heading.toUpperCase(),
    ...[...voucherTerms.site.map(plain), ...voucherTerms.items].map((term) => `– ${term}`),
    "",
    withdrawalInfo.heading.toUpperCase(),
    ...withdrawalInfo.paragraphs.map(plain).flatMap((paragraph) => [paragraph, ""]),
    `${withdrawalInfo.online.label}: ${absoluteUrl(withdrawalInfo.online.href)}`,
    "",
    ...withdrawalInfo.more.map(plain).flatMap((paragraph) => [paragraph, ""]),
    withdrawalFormText(form),
    "",
    seller.label.toUpperCase(),
    ...seller.lines.map(plain),
    "",
    "A presto,",
    salon.owner,
    salon.name,
  ].join("\n"),
} as const;

/**
 * The acknowledgement the owner sends at once when a withdrawal arrives: on a durable medium,
 * with its content and the date and time it was sent (art. 54-bis Codice del consumo). She
 * copies it from /stampa-buono, pastes the withdrawal as it came and fills in what is
 * [in square brackets].
 */
export const withdrawalAcknowledgement = {
  subject: `Ho ricevuto il tuo recesso – ${salon.name}`,
  body: [
    "Ciao [nome],",
    "ti confermo che ho ricevuto il tuo recesso dall'acquisto del buono regalo, inviato [il giorno e l'ora di invio, per esempio il 27 novembre 2026 alle 10:32]. Questo è il testo che mi hai mandato:",
    "",
    "[il testo del recesso, copiato così come ti è arrivato]",
    "",
    `Ti rimborso [importo] entro il [data: al più tardi ${withdrawalDays} giorni dopo il giorno in cui il recesso ti è arrivato], con [lo stesso mezzo con cui hai pagato / il mezzo che mi hai chiesto], senza nessun costo per te. Con il recesso il buono non vale più.`,
    "",
    "Conserva questa e-mail: è la conferma che il tuo recesso mi è arrivato.",
    "",
    "A presto,",
    salon.owner,
    salon.name,
  ].join("\n"),
} as const;

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
  emailHeading: "L'e-mail di conferma",
  emailIntro:
    "Quando ti pagano un buono, manda a chi lo ha comprato questa e-mail: la legge chiede di confermare per iscritto l'acquisto a distanza, con le condizioni, le informazioni sul recesso e il modulo (art. 51 del Codice del consumo). Copia l'oggetto e il testo nel tuo programma di posta, scrivi i dati del buono al posto delle parti tra parentesi quadre e, se il buono è da stampare, allegalo in PDF.",
  emailSubject: "Oggetto",
  emailBody: "Testo",
  withdrawalHeading: "La conferma di un recesso",
  withdrawalIntro: `Quando qualcuno recede dall'acquisto di un buono (dal sito ti arriva un'e-mail con l'oggetto «Recesso: …»), mandagli subito questa conferma di ricevimento: la legge chiede di mandarla senza ritardo, con il testo del recesso e il giorno e l'ora in cui è stato inviato (art. 54-bis del Codice del consumo). Copia l'oggetto e il testo, incolla il recesso così come ti è arrivato (l'ultima riga dice il giorno e l'ora di invio) e completa le parti tra parentesi quadre. Poi rimborsa entro ${withdrawalDays} giorni.`,
} as const;

// ── The online withdrawal (/recesso) ─────────────────────────────────────────
// The function art. 54-bis Codice del consumo asks of a contract concluded online, reached
// by «Recedi dal contratto qui» in the footer of every page and in /buoni-regalo's «Diritto
// di recesso». Its words are code, like the withdrawal right they apply; the form's are
// withdrawal-words.ts, its rules withdrawal.ts.

export const recessoMeta = {
  path: paths.recesso,
  title: `Recedere dall'acquisto di un buono | ${salon.name}`,
  description: `Hai comprato un buono regalo ${salon.nameForms.of} e ci hai ripensato? Entro ${withdrawalDays} giorni dal pagamento recedi da qui, online, e ti rimborso quello che hai pagato.`,
} as const;

export const recessoIntro = {
  title: "Recedere dall'acquisto di un buono",
  lead: `Hai comprato un buono regalo e ci hai ripensato? Entro ${withdrawalDays} giorni dal pagamento puoi recedere da qui, senza dirmi il motivo.`,
} as const;

const withdrawalRight = {
  text: "Diritto di recesso",
  href: `${paths.buoniRegalo}#${purchaseAnchors.withdrawal}`,
};

export const recessoCopy = {
  howHeading: "Come funziona",
  how: [
    linkedText(
      `Hai ${withdrawalDays} giorni dal giorno in cui hai pagato il buono. Scrivi i tuoi dati e quelli del buono e premi «Conferma recesso»: il recesso mi arriva subito, e ti mando per e-mail la conferma di ricevimento.`,
    ),
    linkedText(
      `Ti rimborso quello che hai pagato entro ${withdrawalDays} giorni, con lo stesso mezzo di pagamento e senza costi. Tutte le condizioni sono in {recesso}, nella pagina dei buoni regalo.`,
      { "{recesso}": withdrawalRight },
    ),
    linkedText("Può recedere chi ha comprato il buono, non chi lo riceve in regalo."),
  ],
  formHeading: "La tua dichiarazione di recesso",
  formIntro:
    "Il nome e il codice del buono li trovi sul buono stesso e nell'e-mail con cui ti ho confermato l'acquisto. Tutti i campi sono obbligatori, tranne la nota.",
  otherHeading: "Altri modi per recedere",
  other: linkedText(
    "Puoi recedere anche con un'e-mail a {email} o con una lettera, come spiega {recesso}. Il pulsante qui sotto apre il tuo programma di posta con il modulo di recesso già pronto.",
    {
      "{email}": { text: salon.email, href: mailtoUrl(salon.email) },
      "{recesso}": withdrawalRight,
    },
  ),
} as const;

/** The form's data, handed to its island as it is: the e-mail with the model form of /buoni-regalo. */
export const withdrawalFormProps: WithdrawalFormProps = {
  mail: { label: withdrawalInfo.mail.label, href: withdrawalInfo.mail.href },
};
