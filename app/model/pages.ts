// The one list of pages. It drives app/routes.ts, the prerender list in
// react-router.config.ts, the sitemap, the header, the mobile menu and the
// footer. Each page's title and description are content: the `meta` of its file
// under content/. Adding a page is one entry here plus its route file.
//
// A page may exist only while the owner offers what it is about (`offer`): the
// gift vouchers' pages are built only while content/buoni-regalo.json says
// `offered` (app/model/built-pages.server.ts reads it for the router and the
// prerender, app/model/site-pages.ts for the menus).

export const paths = {
  home: "/",
  servizi: "/servizi",
  chiSono: "/chi-sono",
  galleria: "/galleria",
  contatti: "/contatti",
  policy: "/policy",
  buoniRegalo: "/buoni-regalo",
  stampaBuono: "/stampa-buono",
  recesso: "/recesso",
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

export interface Page {
  path: PagePath;
  /** Route module, relative to app/. */
  file: string;
  /** Label in the navigation; pages without one are not in the menus. */
  navLabel?: string;
  /** Built only while the owner offers this (content/buoni-regalo.json → `offered`). */
  offer?: Offer;
  /** Left out of the sitemap (the page itself says noindex): the owner's tools. */
  unlisted?: boolean;
}

/** What the owner may offer or not, each turning its pages on and off. */
export type Offer = "vouchers";

/** Which offers are on: read from the content (content/buoni-regalo.json → `offered`). */
export type Offers = Record<Offer, boolean>;

export const pages = [
  { path: paths.home, file: "routes/home.tsx", navLabel: "Home" },
  { path: paths.servizi, file: "routes/servizi.tsx", navLabel: "Servizi" },
  { path: paths.chiSono, file: "routes/chi-sono.tsx", navLabel: "Chi sono" },
  { path: paths.galleria, file: "routes/galleria.tsx", navLabel: "Galleria" },
  {
    path: paths.buoniRegalo,
    file: "routes/buoni-regalo.tsx",
    navLabel: "Buoni regalo",
    offer: "vouchers",
  },
  { path: paths.contatti, file: "routes/contatti.tsx", navLabel: "Contatti" },
  { path: paths.policy, file: "routes/policy.tsx" },
  // The online withdrawal from a voucher: «Recedi dal contratto qui» in every page's footer.
  { path: paths.recesso, file: "routes/recesso.tsx", offer: "vouchers" },
  // The owner's printable voucher: no link leads there; she bookmarks it (docs/gestire-il-sito.md).
  { path: paths.stampaBuono, file: "routes/stampa-buono.tsx", offer: "vouchers", unlisted: true },
] as const satisfies readonly Page[];

/** The not-found page: prerendered at this path and copied to 404.html. */
export const notFoundPage = { path: "/404", file: "routes/not-found.tsx" } as const;

/** Which offers the content turns on. */
export function offersOf(content: { "buoni-regalo": { offered: boolean } }): Offers {
  return { vouchers: content["buoni-regalo"].offered };
}

/** The pages the build makes with these offers on: every page, but those of an offer that is off. */
export function builtPages(offers: Offers): Page[] {
  return pages.filter((page: Page) => page.offer === undefined || offers[page.offer]);
}

/** The sitemap's pages: those built, but the owner's unlisted tools. */
export function sitemapPages(offers: Offers): Page[] {
  return builtPages(offers).filter((page) => !page.unlisted);
}

/** Pages in the mobile menu and the footer, in order. */
export function menuPagesFor(offers: Offers): (Page & { navLabel: string })[] {
  return builtPages(offers).filter((page): page is Page & { navLabel: string } =>
    Boolean(page.navLabel),
  );
}

/** Pages in the wide-screen header: the logo already leads home. */
export function headerPagesFor(offers: Offers): (Page & { navLabel: string })[] {
  return menuPagesFor(offers).filter((page) => page.path !== paths.home);
}
