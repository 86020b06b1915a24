// Which pages run React in the browser. A page is static HTML unless its route
// declares `export const handle = { hydrate: true } satisfies PageHandle`: then
// the root renders React Router's <Scripts/> (the entry module, the route
// modules, their modulepreloads) and the page hydrates. Everything React Router
// loads in the browser comes from <Scripts/> (react-router 7.18, pinned in
// package.json; scripts/check-page-scripts.mjs fails the build if a static page
// ends up with a script that loads code).

import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/** What a route module may export as `handle`. */
export interface PageHandle {
  /** The page has something only React can do (the contact form): it hydrates. */
  hydrate?: boolean;
}

interface Match {
  id: string;
  handle?: unknown;
}

function declaresHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === true;
}

/**
 * True when the page the matches render must load React. The SPA fallback the
 * build renders (`spaFallback`: React Router's framework context says
 * isSpaMode) always does: React Router refuses to build without its scripts,
 * and the hosting step deletes that file afterwards.
 */
export function pageHydrates(matches: readonly Match[], spaFallback = false): boolean {
  return spaFallback || matches.some((match) => declaresHydration(match.handle));
}

/**
 * Whether React Router is rendering its SPA fallback (__spa-fallback.html).
 * It says so only in its framework context, exported as UNSAFE_: read here
 * alone, for the version pinned in package.json; the build fails loudly if
 * this ever stops working ("Did you forget to include <Scripts/>?").
 */
export function useSpaFallback(): boolean {
  return useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
}
