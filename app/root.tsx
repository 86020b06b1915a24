import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches } from "react-router";
import displayFont from "@font-subsets/cormorant-garamond.woff2?url";
import sansFont from "@font-subsets/nunito-sans.woff2?url";
import type { Route } from "./+types/root";
import { ActionBar } from "./components/action-bar";
import { ButtonLink } from "./components/button-link";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SpeculationRules } from "./components/speculation-rules";
import { TodayHours } from "./features/hours/today-hours";
import { errorCopy, headerCopy } from "./model/layout";
import { paths } from "./model/pages";
import { salon } from "./model/salon";
import { buildInstant } from "./model/timeline";
import { pageScripts, useSpaFallback } from "./lib/page-scripts";
import { lateResourcesScript, manifest, stylesheet } from "./styles/late-resources";

// The default for any document without its own meta (the SPA fallback, errors):
// a title, and no place in search results.
export const meta: Route.MetaFunction = () => [
  { title: salon.name },
  { name: "robots", content: "noindex" },
];

// The two web fonts, fetched at once by every page: the @font-face rules in its <head>
// (scripts/fonts-plugin.ts, scripts/postbuild.mjs) name the same files, so the first
// paint has them or, for an instant, their metric-matched fallbacks (font-display: swap).
// The icons and manifest are made at build time (scripts/site-files-plugin.ts);
// the manifest is linked once the page has loaded (app/styles/late-resources.ts).
export const links: Route.LinksFunction = () => [
  ...[sansFont, displayFont].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    // Fonts are always fetched in CORS mode: without it the preload goes unused.
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Static HTML; React Router's scripts only in the SPA fallback (app/lib/page-scripts.ts).
  const scripts = pageScripts(useMatches(), useSpaFallback());
  return (
    // data-scripts says what the page declared, for the end-to-end tests
    // (tests/e2e/page-scripts.spec.ts).
    <html
      lang="it"
      data-scripts={scripts}
      // The instant of the build, for the browser's code (app/model/timeline.ts).
      data-built={buildInstant.toISOString()}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a63d63" />
        <Meta />
        <Links />
        {/* The whole stylesheet and the manifest, once the page has loaded. */}
        <script dangerouslySetInnerHTML={{ __html: lateResourcesScript }} />
        <noscript>
          <link rel="manifest" href={manifest} />
        </noscript>
        {/* The development server inlines no critical CSS (scripts/postbuild.mjs does). */}
        {import.meta.env.DEV && <link rel="stylesheet" href={stylesheet} />}
      </head>
      {/* The page ends with room for the phone's action bar (app/components/action-bar.tsx). */}
      <body className="flex min-h-dvh flex-col pb-(--action-bar-height) print:pb-0">
        {children}
        {/* Links are document loads, so the browser itself restores the scroll
            position on back/forward: no <ScrollRestoration />, nothing stored. */}
        {scripts === "react" && <Scripts />}
        {/* Without JavaScript the whole stylesheet comes last and at low priority, so it
            never delays the first paint: the build inlines in <head> the CSS each page
            uses (scripts/postbuild.mjs). With it, app/styles/late-resources.ts adds it. */}
        <noscript>
          <link rel="stylesheet" href={stylesheet} fetchPriority="low" />
        </noscript>
        {/* Every page is a document load: the next one is prerendered on hover or touch. */}
        <SpeculationRules />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <a
        href="#contenuto"
        className="sr-only z-50 rounded-full bg-rose px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {headerCopy.skipLink}
      </a>
      <SiteHeader />
      <main id="contenuto" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter todayHours={<TodayHours />} />
      <ActionBar />
    </>
  );
}

/** The router's last resort: the status (400, 403, 404, 405…) or the error's message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let details: string = errorCopy.unknown;
  if (isRouteErrorResponse(error)) {
    details = error.statusText ? `${error.status} ${error.statusText}` : String(error.status);
  } else if (error instanceof Error && error.message) {
    details = error.message;
  }
  return (
    <main className="site-container flex flex-1 flex-col items-start gap-6 py-24">
      <h1 className="font-display text-4xl font-semibold text-rose-dark">{errorCopy.heading}</h1>
      <p className="text-lg">{details}</p>
      <ButtonLink title={errorCopy.homeButton} to={paths.home} />
    </main>
  );
}
