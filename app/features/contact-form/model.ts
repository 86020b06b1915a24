// The contact form's words (contact-form.tsx, booking-fields.tsx): its heading and intro are
// content (content/contatti.json), its labels and messages code. What every form says alike
// is app/lib/form-words.ts.
import data from "virtual:content/contatti";
import { formatCount } from "../../lib/email-form";
import { formCopy, quotedList } from "../../lib/form-words";
import type { TimeOfDay } from "./booking";
import { messageMaxLength } from "./rules";

export const contactFormCopy = {
  heading: data.form.heading,
  intro: data.form.intro,
  labels: {
    name: "Nome",
    lastName: "Cognome",
    email: "E-mail",
    emailConfirm: "Conferma e-mail",
    message: "Messaggio",
  },
  /** The message's length: a counter under it, and the error when it is too long. */
  messageLength: {
    counter: (count: number) =>
      `${formatCount(count)} caratteri su ${formatCount(messageMaxLength)}`,
    /** In the counter's place until the form's script runs (without it, for good). */
    limit: `Al massimo ${formatCount(messageMaxLength)} caratteri`,
    /** Announced once, when the message comes near the limit or goes past it. */
    nearLimit: `Il messaggio si avvicina al limite di ${formatCount(messageMaxLength)} caratteri.`,
    overLimit: `Il messaggio ha superato il limite di ${formatCount(messageMaxLength)} caratteri.`,
    tooLong: (count: number) => {
      const over = count - messageMaxLength;
      return `Il messaggio ha ${formatCount(count)} caratteri, ${formatCount(over)} più dei ${formatCount(messageMaxLength)} consentiti. Accorcialo e invialo di nuovo.`;
    },
  },
  /**
   * Announced once per send stopped for the required fields, naming them:
   * "Compila i campi «Nome» e «Messaggio»." (each field's own message is read
   * when it is reached).
   */
  fieldsSummary: (missing: readonly string[], malformed: readonly string[]) =>
    [
      missing.length === 1 && `Compila il campo ${quotedList(missing)}.`,
      missing.length > 1 && `Compila i campi ${quotedList(missing)}.`,
      malformed.length === 1 && `L'indirizzo del campo ${quotedList(malformed)} non è valido.`,
      malformed.length > 1 && `Gli indirizzi dei campi ${quotedList(malformed)} non sono validi.`,
    ]
      .filter(Boolean)
      .join(" "),
  emailsDiffer: {
    toast: formCopy.emailsDiffer.toast,
    hint: "Scrivi qui lo stesso indirizzo del campo «E-mail».",
  },
  submit: "Invia",
  unsureToast: formCopy.unsureToast,
  sentToast: "Messaggio Inviato !",
  /** Under the button after a send; the focus moves to it. */
  sent: "Grazie, il tuo messaggio è arrivato. Ti rispondo appena posso.",
  notSentToast: "Messaggio non inviato !",
  noScript:
    "Per inviare il modulo serve JavaScript, che nel tuo browser è disattivato. Puoi chiamarmi o scrivermi ai recapiti qui sopra.",
} as const;

/** The form's appointment fields (booking-fields.tsx); the rules are in booking.ts. */
export const bookingFieldsCopy = {
  legend: "Il trattamento e quando venire",
  /** The select's label before a treatment is chosen, and once one is. */
  treatment: "Trattamento",
  changeTreatment: "Cambia trattamento",
  noTreatment: "Nessuno in particolare",
  /** Above the treatment chosen, shown whole. */
  chosen: "Hai scelto",
  length: "Durata",
  price: "Prezzo",
  /** A package's length: each of its sessions. */
  perSession: (length: string) => `${length} a seduta`,
  days: "Giorni preferiti",
  times: "Momento della giornata",
  timeNames: { morning: "Mattina", afternoon: "Pomeriggio" } satisfies Record<TimeOfDay, string>,
} as const;
