// The online withdrawal form's words (withdrawal-form.tsx): labels, hints,
// what a send says, the statement as the e-mail words it. Code, not content, like the other
// forms, whose words for a failed send it shares (app/lib/form-words.ts). It reads no content file: what
// the form needs of the content reaches it as props (model.ts).
import { formatCount } from "../../lib/email-form";
import { formCopy } from "../../lib/form-words";
import { italianDateTime } from "../../lib/italian-dates";
import { withdrawalDays } from "./vouchers";
import { noteMaxLength, type WithdrawalWords } from "./withdrawal";
import { voucherFormCopy } from "./request-words";

/** The statement as the owner receives it (withdrawal.ts). */
export const withdrawalWords: WithdrawalWords = {
  statement: "Recedo dal contratto di acquisto di questo buono regalo.",
  voucher: "Buono",
  paidOn: "Pagato il",
  name: "Nome e cognome",
  email: "E-mail per la conferma di ricevimento",
  note: "Nota",
  sentAt: (at) => `Inviato dal sito ${at} (ora italiana).`,
  summary: (voucher, paidOn) => `${voucher}, pagato il ${paidOn}`,
};

/** The form's own words; how a send fails is said as on Contatti (app/lib/form-words.ts). */
export const withdrawalFormCopy = {
  labels: {
    name: voucherFormCopy.labels.name,
    lastName: voucherFormCopy.labels.lastName,
    voucher: "Nome o codice del buono",
    paidOn: "Giorno del pagamento",
    email: voucherFormCopy.labels.email,
    emailConfirm: voucherFormCopy.labels.emailConfirm,
    note: "Nota (facoltativa)",
  },
  /** Above the two e-mail fields: where the acknowledgement goes. */
  emailLegend: "Dove ti mando la conferma di ricevimento",
  hints: {
    note: `Per esempio, se vuoi il rimborso con un mezzo diverso da quello con cui hai pagato. Al massimo ${formatCount(noteMaxLength)} caratteri.`,
  },
  required: formCopy.required,
  malformedEmail: formCopy.malformedEmail,
  futurePayment: "Scrivi il giorno in cui hai pagato: oggi o un giorno passato.",
  noteTooLong: `La nota può avere al massimo ${formatCount(noteMaxLength)} caratteri.`,
  emailsDiffer: voucherFormCopy.emailsDiffer,
  fieldsSummary: voucherFormCopy.fieldsSummary,
  /** Above the button: what the data are for, instead of a box to tick (the policy's basis is the law). */
  privacy: {
    before:
      "Uso questi dati solo per gestire il tuo recesso e per poter dimostrare di averlo ricevuto, come spiega l'",
    link: "informativa privacy",
    after: ".",
  },
  submit: "Conferma recesso",
  sentToast: "Recesso inviato",
  notSentToast: "Recesso non inviato",
  unsureToast: formCopy.unsureToast,
  /** Under the button after a send, with the instant it was sent; the focus moves to it. */
  sent: (at: Date) =>
    `Recesso inviato ${italianDateTime(at)} (ora italiana). Appena lo leggo ti mando per e-mail la conferma di ricevimento, con il testo del tuo recesso e la data e l'ora di invio; poi ti rimborso entro ${withdrawalDays} giorni.`,
  /** In the failure's explanation, before the e-mail with the model form. */
  otherWay: "Puoi recedere anche per e-mail, con il modulo di recesso:",
  /** At the form's top without JavaScript: the e-mail with the model form, further down. */
  noScript: (mailLabel: string) =>
    `Per inviare il recesso da questa pagina serve JavaScript, che nel tuo browser è disattivato. Puoi recedere anche per e-mail: il pulsante «${mailLabel}», più in basso, apre il tuo programma di posta con il modulo di recesso già pronto.`,
} as const;
