// The one list of pages. It drives app/routes.ts, the prerender list in
// react-router.config.ts, the header and the mobile menu. Each page's title and
// description are content: the `meta` of its file under content/. Adding a page
// is one entry here plus its route file.

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
}

export const pages = [
  { path: paths.home, file: "routes/home.tsx", navLabel: "Home" },
  { path: paths.servizi, file: "routes/servizi.tsx", navLabel: "Servizi" },
  { path: paths.chiSono, file: "routes/chi-sono.tsx", navLabel: "Chi sono" },
  { path: paths.galleria, file: "routes/galleria.tsx", navLabel: "Galleria" },
  { path: paths.contatti, file: "routes/contatti.tsx", navLabel: "Contatti" },
  { path: paths.policy, file: "routes/policy.tsx" },
] as const satisfies readonly Page[];

/** The not-found page: prerendered at this path and copied to 404.html. */
export const notFoundPage = { path: "/404", file: "routes/not-found.tsx" } as const;

/** Pages in the mobile menu, in order. */
export const menuPages = pages.filter((page) => "navLabel" in page);

/** Pages in the wide-screen header: the logo already leads home. */
export const headerPages = menuPages.filter((page) => page.path !== paths.home);
