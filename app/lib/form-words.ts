// What every form that reaches the salon by e-mail says alike (Contatti's, the gift vouchers'
// request, the withdrawal): the consent box, the honeypot, a field left empty or malformed, the
// send under way and why it failed. Each form's own words are in its feature (app/features/).
import type { SendFailure } from "./send-message";

export const formCopy = {
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
  /**
   * Hidden honeypot: only bots read it. Worded so that no autofill or
   * password manager takes it for a field it knows, and so that a person who
   * somehow meets it (styles off) knows what to do.
   */
  honeypot: "Lascia vuoto questo campo",
  /** Under a required field left empty, from a send until it is filled in. */
  required: "Campo obbligatorio",
  /** Under an e-mail field whose address cannot be one. */
  malformedEmail: "Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.",
  emailsDiffer: { toast: "Le email non combaciano" },
  sending: "Invio in corso…",
  /** When the message may have arrived (uncertainFailures in send-message.ts). */
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
  toastRegion: "Notifiche",
} as const;

/** «Nome», «Cognome» e «Messaggio». */
export function quotedList(labels: readonly string[]): string {
  const quoted = labels.map((label) => `«${label}»`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(", ")} e ${quoted.at(-1)}`
    : quoted.join("");
}
