/// <reference types="vite/client" />

// The build-time variables the site reads (see .env.example, docs/email.md and docs/deploying.md).
interface ImportMetaEnv {
  /** The published address, e.g. https://www.centroestetico.it (app/lib/site-url.ts). */
  readonly SITE_URL?: string;
  /** When the site was built (ISO 8601), set by vite.config.ts for the prerender only: app/model/timeline.ts. */
  readonly BUILD_TIME?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
}
