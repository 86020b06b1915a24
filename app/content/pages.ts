// The one list of pages. It drives app/routes.ts, the prerender list in
// react-router.config.ts, the header and mobile menu, and every page's title
// and description. Adding a page is one entry here plus its route file.
import { salon } from "./salon";

export const paths = {
  home: "/",
  servizi: "/servizi",
  chiSono: "/chi-sono",
  galleria: "/galleria",
  contatti: "/contatti",
  policy: "/policy",
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

export interface Page {
  path: PagePath;
  /** Route module, relative to app/. */
  file: string;
  /** Label in the navigation; pages without one are not in the menus. */
  navLabel?: string;
  title: string;
  description: string;
}

export const pages = [
  {
    path: paths.home,
    file: "routes/home.tsx",
    navLabel: "Home",
    title: `${salon.name} a ${salon.address.city} | Trattamenti viso e corpo`,
    description: `${salon.name} a ${salon.address.city}: trattamenti viso e corpo, massaggi, epilazione con cera e laser a diodo, manicure e pedicure. Prenota il tuo momento di benessere.`,
  },
  {
    path: paths.servizi,
    file: "routes/servizi.tsx",
    navLabel: "Servizi",
    title: `Servizi e prezzi | ${salon.name}`,
    description: `Il listino di ${salon.name}: trattamenti viso, ciglia e sopracciglia, massaggi e corpo, epilazione con cera e laser, mani e piedi, con tutti i prezzi.`,
  },
  {
    path: paths.chiSono,
    file: "routes/chi-sono.tsx",
    navLabel: "Chi Sono",
    title: `Chi sono | ${salon.name}`,
    description: `Oltre dieci anni di esperienza nell'estetica professionale: la mia formazione, le certificazioni e i valori con cui mi prendo cura di te da ${salon.name}.`,
  },
  {
    path: paths.galleria,
    file: "routes/galleria.tsx",
    navLabel: "Galleria",
    title: `Galleria | ${salon.name}`,
    description: `Uno sguardo ai trattamenti e agli ambienti di ${salon.name} a ${salon.address.city}: cabine accoglienti, igiene curata e tecnologie moderne.`,
  },
  {
    path: paths.contatti,
    file: "routes/contatti.tsx",
    navLabel: "Contatti",
    title: `Contatti e orari | ${salon.name}`,
    description: `Scrivi a ${salon.name}, chiama o passa a trovarci in ${salon.address.street} a ${salon.address.city}. Orari di apertura e modulo per richiedere un appuntamento.`,
  },
  {
    path: paths.policy,
    file: "routes/policy.tsx",
    title: `Informativa sulla privacy | ${salon.name}`,
    description: `Come ${salon.name} tratta i dati personali inviati con il modulo di contatto: titolare, finalità, conservazione e diritti, ai sensi del GDPR.`,
  },
] as const satisfies readonly Page[];

/** The not-found page: prerendered at this path and copied to 404.html. */
export const notFoundPage = {
  path: "/404",
  file: "routes/not-found.tsx",
  title: `Pagina non trovata | ${salon.name}`,
  description: `La pagina che cerchi non esiste su ${salon.name}. Torna alla home per scoprire trattamenti, prezzi e contatti.`,
} as const;

/** Pages in the mobile menu, in order. */
export const menuPages = pages.filter((page) => "navLabel" in page);

/** Pages in the wide-screen header: the logo already leads home. */
export const headerPages = menuPages.filter((page) => page.path !== paths.home);

export function pageFor(path: PagePath): Page {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page for ${path} in app/content/pages.ts`);
  return page;
}
