/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The published address, e.g. https://www.centroestetico.it (app/lib/site-url.ts). */
  readonly SITE_URL?: string;
}
