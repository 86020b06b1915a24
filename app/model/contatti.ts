// The words of the Contatti page. The page's own texts are content
// (content/contatti.json); the form's labels, messages and the strings the spec
// fixes stay here, in code. Salon facts (e-mail, phone, address, hours) come
// from content/salon.json.
import data from "virtual:content/contatti";
import type { TimeOfDay } from "../lib/booking";
import { formatCount, messageMaxLength } from "../lib/contact-form";
import type { SendFailure } from "../lib/send-message";
import { paths } from "./pages";

export const contattiMeta = { path: paths.contatti, ...data.meta } as const;

export const contattiIntro = { title: data.title, lead: data.lead } as const;

export const contactLabels = {
  heading: data.contactsHeading,
  email: "E-mail",
  mobile: "Cellulare",
  address: data.addressHeading,
  whatsApp: "Scrivimi su WhatsApp",
  /** The phone card's action when the salon does not answer on WhatsApp. */
  call: "Chiamami",
  directions: "Indicazioni stradali",
  /** The e-mail card's action: down to the form on the same page. */
  form: "Scrivimi dal modulo",
} as const;

/** Read by screen readers after every link that opens a new tab. */
export const newTabNote = "(si apre in una nuova scheda)";

export const openingHoursCopy = {
  heading: data.hoursHeading,
  closed: "Chiuso",
  openNow: "Aperto ora",
  /** After a time, for a visitor whose clock does not read Italy's time. */
  italianTime: "(ora italiana)",
  /** Before the week in one line (the footer's, without JavaScript). */
  week: "Orari:",
} as const;

/** The days as Contatti's hours and the booking fields label them: "Lunedì". */
export { dayLabels as dayNames } from "../lib/italian-dates";

export const contactFormCopy = {
  heading: data.form.heading,
  intro: data.form.intro,
  labels: {
    name: "Nome",
    lastName: "Cognome",
    email: "E-mail",
    emailConfirm: "Conferma e-mail",
    message: "Messaggio",
    /**
     * Hidden honeypot: only bots read it. Worded so that no autofill or
     * password manager takes it for a field it knows, and so that a person who
     * somehow meets it (styles off) knows what to do.
     */
    honeypot: "Lascia vuoto questo campo",
  },
  // The reply rests on the visitor's request (art. 6(1)(b) GDPR, as the policy
  // says), not on consent: the box says what the policy says of it, that she read
  // the policy and asks for a reply, and nowhere calls itself a consent. "missing"
  // is the spec's wording, kept to the letter.
  consent: {
    before: "Ho letto l'",
    // Worded apart from the footer's "Informativa sulla privacy" link, so that
    // a search for that link by its name still finds exactly one.
    link: "informativa privacy",
    after: " e ti chiedo di rispondermi.",
    missing: "Spunta la casella per il trattamento dei dati personali",
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
  /** Under a required field left empty, from a send until it is filled in. */
  required: "Campo obbligatorio",
  /** Under an e-mail field whose address cannot be one. */
  malformedEmail: "Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.",
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
    toast: "Le email non combaciano",
    hint: "Scrivi qui lo stesso indirizzo del campo «E-mail».",
  },
  submit: "Invia",
  sending: "Invio in corso…",
  sentToast: "Messaggio Inviato !",
  /** Under the button after a send; the focus moves to it. */
  sent: "Grazie, il tuo messaggio è arrivato. Ti rispondo appena posso.",
  notSentToast: "Messaggio non inviato !",
  /** When the message may have arrived (uncertainFailures in lib/send-message.ts). */
  unsureToast: "Invio non confermato",
  notSent: {
    kept: "Quello che hai scritto è ancora nel modulo.",
    otherWays: "Puoi anche scrivermi a",
    or: "o chiamarmi al",
  },
  /** Why the send failed, in words a visitor can act on. */
  failures: {
    "not-configured":
      "Il modulo non è ancora pronto per inviare e-mail e il messaggio non è partito.",
    offline:
      "Il tuo dispositivo non è connesso a internet e il messaggio non è partito. Controlla la connessione e riprova.",
    rejected: "Il servizio che invia le e-mail non ha accettato la richiesta.",
    "too-large":
      "Il servizio che invia le e-mail ha rifiutato il messaggio perché è troppo grande. Accorcialo e riprova.",
    blocked: "Il servizio che invia le e-mail ha bloccato questo messaggio.",
    "rate-limited": "Sono partite troppe richieste in poco tempo. Aspetta un momento e riprova.",
    unavailable:
      "Il servizio che invia le e-mail non accetta messaggi da questo browser. Prova con un altro.",
    server:
      "Il servizio che invia le e-mail ha un problema temporaneo. Riprova tra qualche minuto.",
    // The two where the message may have arrived: say so, rather than invite a copy.
    network:
      "La connessione si è interrotta durante l'invio, ma il messaggio potrebbe essere arrivato. Prima di riprovare chiedimi conferma ai recapiti qui sotto, così non lo ricevo due volte.",
    timeout:
      "Il servizio che invia le e-mail non ha risposto in tempo, ma il messaggio potrebbe essere arrivato. Prima di riprovare chiedimi conferma ai recapiti qui sotto, così non lo ricevo due volte.",
    unknown: "Si è verificato un errore imprevisto durante l'invio.",
  } satisfies Record<SendFailure, string>,
  noScript:
    "Per inviare il modulo serve JavaScript, che nel tuo browser è disattivato. Puoi chiamarmi o scrivermi ai recapiti qui sopra.",
  toastRegion: "Notifiche",
} as const;

/** «Nome», «Cognome» e «Messaggio». */
export function quotedList(labels: readonly string[]): string {
  const quoted = labels.map((label) => `«${label}»`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(", ")} e ${quoted.at(-1)}`
    : quoted.join("");
}

/**
 * Booking requests: "Prenota" on the price list, the form's appointment fields,
 * the WhatsApp message. The rules are in app/lib/booking.ts.
 */
export const bookingCopy = {
  /** The visible words of every "Prenota" link; the treatment follows for screen readers. */
  link: "Prenota",
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
  whatsApp: {
    general: "Ciao, vorrei prenotare un appuntamento.",
    treatment: (name: string) => `Ciao, vorrei prenotare: ${name}.`,
  },
} as const;
