// The words of the Contatti page. The page's own texts are content
// (content/contatti.json); its labels stay here, in code, with two the whole site uses (the
// new-tab note and the booking words). The form's are app/features/contact-form/model.ts, the
// hours' app/features/hours/model.ts. Salon facts (e-mail, phone, address, hours) come from
// content/salon.json.
import data from "virtual:content/contatti";
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

/**
 * Booking: "Prenota" on the price list and the WhatsApp message (the footer's, the action
 * bar's, Contatti's). The rules are in app/lib/booking.ts; the form's fields are in
 * app/features/contact-form/.
 */
export const bookingCopy = {
  /** The visible words of every "Prenota" link; the treatment follows for screen readers. */
  link: "Prenota",
  whatsApp: {
    general: "Ciao, vorrei prenotare un appuntamento.",
    treatment: (name: string) => `Ciao, vorrei prenotare: ${name}.`,
  },
} as const;
