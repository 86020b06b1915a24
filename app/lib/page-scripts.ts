// Which code a page loads in the browser. Every page is static HTML; a route
// may declare `export const handle = { island: true } satisfies PageHandle`
// when part of it hydrates on its own (app/islands/island.tsx): the page
// then loads that island's entry and nothing of React Router. Only the SPA
// fallback the build must write (deleted by the hosting step) renders React
// Router's <Scripts/>. tests/e2e/page-scripts.spec.ts checks, page by page, that
// what a page downloads is what it declared.

import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/** What a route module may export as `handle`. */
export interface PageHandle {
  /** Part of the page hydrates alone (the contact form): it loads that part's script. */
  island?: boolean;
}

/** What a page declares on <html data-scripts>, for the end-to-end tests. */
export type PageScripts = "none" | "island" | "react";

interface Match {
  id: string;
  handle?: unknown;
}

function declaresIsland(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).island === true;
}

/**
 * The scripts of the page the matches render. The SPA fallback (`spaFallback`:
 * React Router's framework context says isSpaMode) loads React Router: it
 * refuses to build without its scripts.
 */
export function pageScripts(matches: readonly Match[], spaFallback = false): PageScripts {
  if (spaFallback) return "react";
  return matches.some((match) => declaresIsland(match.handle)) ? "island" : "none";
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
