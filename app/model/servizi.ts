// The Servizi page: the whole price list, in euro, from content/servizi.json.
// Prices are numbers; the page writes them with formatPrice
// (app/lib/format-price.ts), and the schema.org offers come from the same
// sections via flattenPriceList.
import data from "virtual:content/servizi";
import {
  hasPackages,
  packageValidity,
  packageValidityTerm,
  type PriceSection,
} from "../lib/price-list";
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

/**
 * The owner's terms for the packages (content/servizi.json), while the list has
 * any (the schema asks for them then): the validity under each package, with a
 * link to the terms, written once after the list.
 */
export const packageTerms =
  data.packageTerms && hasPackages(priceSections)
    ? {
        id: "condizioni-pacchetti",
        heading: "Condizioni dei pacchetti",
        /** Under each package: "Validità 12 mesi dall'acquisto". */
        validity: packageValidity(data.packageTerms.validityMonths),
        /** After it: "vedi le condizioni", named in full to a screen reader. */
        link: "vedi le condizioni",
        linkContext: "dei pacchetti",
        terms: [
          packageValidityTerm(data.packageTerms.validityMonths),
          data.packageTerms.unusedSessions,
        ],
      }
    : undefined;

export const serviziCta = {
  text: data.cta.text,
  button: { title: data.cta.button, to: paths.contatti },
} as const;
