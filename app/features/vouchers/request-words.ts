// The gift-voucher request form's words (voucher-form.tsx): labels, the
// ways of receiving a voucher, the request as WhatsApp and the e-mail word it. Code, not
// content, like Contatti's form, whose words for a failed send it shares (app/lib/form-words.ts). It
// reads no content file: the vouchers reach the form as its props (model.ts),
// so the form's script carries neither the price list nor the pictures.
import type { VoucherRequestWords } from "./request";
import { formCopy, quotedList } from "../../lib/form-words";

/** The words of the request, for WhatsApp and the e-mail (request.ts). */
export const voucherRequestWords: VoucherRequestWords = {
  general: "Ciao, vorrei un buono regalo.",
  voucher: (voucher, value) =>
    `Ciao, vorrei un buono regalo: ${voucher}${value ? `, ${value}` : ""}.`,
  recipient: "Per",
  dedication: "Dedica",
  delivery: "Come riceverlo",
  from: "Da parte di",
};

/** The ways of receiving a voucher: the value is what the e-mail and WhatsApp say. */
export const deliveryChoices = [
  {
    value: "ritiro in centro",
    label: "Ritiro in centro",
    hint: "Lo preparo io e passi a prenderlo quando vuoi.",
  },
  {
    value: "per e-mail, da stampare",
    label: "Per e-mail, da stampare",
    hint: "Te lo mando come file da stampare all'indirizzo che scrivi qui sotto.",
  },
] as const;

/** The form's own words; how a send fails is said as on Contatti (app/lib/form-words.ts). */
export const voucherFormCopy = {
  option: "Il buono",
  /** The option for an amount of the visitor's choosing. */
  freeAmountOption: "Un importo a tua scelta",
  freeAmountWords: "Importo a tua scelta",
  amount: "Importo (€)",
  amountHint: (range: string) => `In euro, senza decimali, ${range}.`,
  amountProblem: (range: string) => `Scrivi un importo intero ${range}.`,
  recipient: "Per chi è il buono",
  recipientHint: "Il nome da scrivere sul buono.",
  dedication: "Dedica (facoltativa)",
  dedicationCount: (count: string, max: string) => `${count} caratteri su ${max}`,
  /** In the counter's place until the form's script runs (without it, for good). */
  dedicationLimit: (max: string) => `Al massimo ${max} caratteri`,
  dedicationTooLong: (max: string) => `La dedica può avere al massimo ${max} caratteri.`,
  delivery: "Come vuoi riceverlo",
  deliveryMissing: "Scegli come vuoi ricevere il buono",
  optionMissing: "Scegli un buono",
  you: "I tuoi dati",
  labels: {
    name: "Il tuo nome",
    lastName: "Il tuo cognome",
    email: "La tua e-mail",
    emailConfirm: "Conferma la tua e-mail",
  },
  required: formCopy.required,
  malformedEmail: formCopy.malformedEmail,
  emailsDiffer: {
    toast: formCopy.emailsDiffer.toast,
    hint: "Scrivi qui lo stesso indirizzo del campo «La tua e-mail».",
  },
  consentMissing: formCopy.consent.missing,
  submit: "Invia la richiesta",
  whatsApp: "Oppure invia la richiesta su WhatsApp",
  sentToast: "Richiesta inviata",
  notSentToast: "Richiesta non inviata",
  unsureToast: formCopy.unsureToast,
  sent: "Grazie, la tua richiesta è arrivata. Ti scrivo appena posso per il pagamento e la consegna del buono.",
  noScript:
    "Per inviare il modulo serve JavaScript, che nel tuo browser è disattivato. Puoi chiedermi il buono anche per telefono, al numero che trovi in questa pagina.",
  /**
   * Announced once per send stopped, naming the fields to fix: "Compila i campi «Per chi è
   * il buono» e «Il tuo nome». Controlla il campo «Importo (€)»."
   */
  fieldsSummary: (missing: readonly string[], malformed: readonly string[]) =>
    [
      missing.length === 1 && `Compila il campo ${quotedList(missing)}.`,
      missing.length > 1 && `Compila i campi ${quotedList(missing)}.`,
      malformed.length === 1 && `Controlla il campo ${quotedList(malformed)}.`,
      malformed.length > 1 && `Controlla i campi ${quotedList(malformed)}.`,
    ]
      .filter(Boolean)
      .join(" "),
} as const;
