// Words of the frame around every page: header, menu, footer, error pages.
// They stay in code: the spec fixes some, and the owner has no reason to change them.
import { salon } from "./salon";

export const headerCopy = {
  homeLinkLabel: "torna alla homepage",
  navLabel: "Principale",
  skipLink: "Vai al contenuto",
} as const;

export const menuCopy = {
  open: "Apri il menu",
  close: "Chiudi il menu",
  dialogLabel: "Menu",
  actionsLabel: "Contattami",
} as const;

/** The phone's action bar and menu, and "Prenota" in the wide header. */
export const quickActionsCopy = {
  label: "Azioni rapide",
  call: "Chiama",
  whatsApp: "WhatsApp",
  book: "Prenota",
} as const;

export const footerCopy = {
  policyLink: "Informativa sulla privacy",
  /**
   * The online withdrawal from a voucher (art. 54-bis Codice del consumo: «recedere dal
   * contratto qui» or wording as unambiguous), on every page while vouchers are offered.
   */
  withdrawalLink: "Recedi dal contratto qui",
  socialLink: "Seguimi su",
  newTab: "(si apre in una nuova scheda)",
  navLabel: "Informazioni legali e social",
  pagesLabel: "Pagine del sito",
} as const;

export const notFoundCopy = {
  heading: "Oops!",
  // The first sentence as the spec's tests know it; the second says where to go instead.
  text: "La pagina che stai cercando non esiste o è stata spostata. Dalla home ritrovi i trattamenti con i prezzi e i miei contatti.",
  homeButton: "Torna alla homepage",
  meta: {
    title: `Pagina non trovata | ${salon.name}`,
    description: `Questa pagina non esiste sul sito ${salon.nameForms.of}. Dalla home ritrovi i trattamenti con i prezzi e i contatti.`,
  },
} as const;

export const errorCopy = {
  // Kept in English on purpose: the spec's wording for the router's fallback.
  heading: "Unexpected Application Error!",
  unknown: "Si è verificato un errore imprevisto.",
  homeButton: "Torna alla homepage",
} as const;
