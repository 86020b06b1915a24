// The Servizi page: the whole price list, in euro, from content/servizi.json.
// Prices are numbers; the page writes them with formatPrice
// (app/lib/format-price.ts), and the schema.org offers come from the same
// sections via flattenPriceList.
import data from "virtual:content/servizi";
import type { PriceSection } from "../lib/price-list";
import { paths } from "./pages";
import { priceSectionsOf } from "./price-sections";

export const serviziMeta = { path: paths.servizi, ...data.meta } as const;

export const serviziIntro = { title: data.title, lead: data.lead } as const;

/** The disclosure under a treatment with the owner's notes (app/components/treatment-notes.tsx). */
export const treatmentNotesCopy = {
  summary: "Da sapere prima di prenotare",
  before: "Prima del trattamento",
  after: "Dopo il trattamento",
  contraindications: "Controindicazioni",
} as const;

/** The small table of contents under the heading: mostly useful on a phone. */
export const serviziIndex = { label: "Sezioni del listino" } as const;

/** The page's sections, in order: one <h2> each, with their lists under <h3>s where needed. */
export const priceSections: readonly PriceSection[] = priceSectionsOf(data);

export const serviziCta = {
  text: data.cta.text,
  button: { title: data.cta.button, to: paths.contatti },
} as const;
