// The words of the Contatti page: the owner speaks in the first person, as in
// the page's opening line. Salon facts (e-mail, phone, address, hours) come
// from salon.ts; these are only the words around them.
import type { SendFailure } from "../lib/send-message";
import type { WeekDay } from "./salon";

export const contattiIntro = {
  title: "Contatti",
  lead: "Scrivimi, chiamami o passa a trovarmi: ti risponderò al più presto per fissare il tuo appuntamento.",
} as const;

export const contactLabels = {
  heading: "Dove trovarmi",
  email: "Email",
  mobile: "Cellulare",
  address: "Indirizzo",
  whatsApp: "Scrivimi su WhatsApp",
  directions: "Indicazioni stradali",
} as const;

/** Read by screen readers after every link that opens a new tab. */
export const newTabNote = "(si apre in una nuova scheda)";

export const openingHoursCopy = {
  heading: "Orari di apertura",
  closed: "Chiuso",
  openNow: "Aperto ora",
  closedNow: "Chiuso ora",
} as const;

export const dayNames = {
  monday: "Lunedì",
  tuesday: "Martedì",
  wednesday: "Mercoledì",
  thursday: "Giovedì",
  friday: "Venerdì",
  saturday: "Sabato",
  sunday: "Domenica",
} as const satisfies Record<WeekDay, string>;

export const contactFormCopy = {
  heading: "Scrivimi un messaggio",
  intro:
    "Raccontami cosa desideri o quando vorresti venire: ti risponderò via email il prima possibile. Tutti i campi sono obbligatori.",
  labels: {
    name: "Nome",
    lastName: "Cognome",
    email: "Email",
    emailConfirm: "Conferma email",
    message: "Messaggio",
    /** Hidden honeypot: worded like an ordinary field, since only bots read it. */
    honeypot: "Sito web",
  },
  consent: {
    before: "Ho letto l'",
    // Worded apart from the footer's "Informativa sulla privacy" link, so that
    // a search for that link by its name still finds exactly one.
    link: "informativa privacy",
    after: " e acconsento al trattamento dei miei dati personali per ricevere una risposta.",
    missing: "Spunta la casella per il trattamento dei dati personali",
  },
  emailsDiffer: {
    toast: "Le email non combaciano",
    hint: "Scrivi qui lo stesso indirizzo del campo Email.",
  },
  submit: "Invia",
  sending: "Invio in corso…",
  sentToast: "Messaggio Inviato !",
  sent: "Grazie, il tuo messaggio è arrivato: ti risponderò al più presto.",
  notSentToast: "Messaggio non inviato !",
  notSent: {
    kept: "Quello che hai scritto è ancora nel modulo.",
    otherWays: "Puoi anche scrivermi a",
    or: "o chiamarmi al",
  },
  /** Why the send failed, in words a visitor can act on. */
  failures: {
    "not-configured":
      "Il modulo non è ancora configurato per inviare email, quindi il messaggio non è partito.",
    rejected: "Il servizio che invia le email non ha accettato la richiesta.",
    blocked: "Il servizio che invia le email ha bloccato questo messaggio.",
    "rate-limited": "Sono partite troppe richieste in poco tempo: aspetta un momento e riprova.",
    unavailable:
      "Il servizio che invia le email non accetta messaggi da questo browser: prova con un altro browser.",
    server: "Il servizio che invia le email ha un problema temporaneo: riprova tra qualche minuto.",
    network:
      "Non è stato possibile raggiungere il servizio che invia le email: controlla la connessione a internet e riprova.",
    timeout:
      "Il servizio che invia le email non ha risposto in tempo: riprova tra qualche istante.",
    unknown: "Si è verificato un errore imprevisto durante l'invio.",
  } satisfies Record<SendFailure, string>,
  noScript:
    "Per inviare il modulo serve JavaScript, che in questo browser è disattivato. Puoi comunque scrivermi o chiamarmi ai recapiti qui sopra.",
  toastRegion: "Notifiche",
} as const;
