import type { ReactNode } from "react";

interface IslandProps {
  /** The element's id, where the island's entry hydrates `children`. */
  id: string;
  /** `import src from "virtual:island/<name>"` (scripts/inline-script-plugin.ts). */
  src: string;
  children: ReactNode;
}

/**
 * A part of a static page that hydrates in the browser: its entry in app/islands/
 * calls `hydrateRoot` on this element with the same children, on Preact's compat
 * layer (docs/decisions/0028-preact-runs-the-island.md).
 * The page loads that entry and nothing of React Router
 * (docs/decisions/0025-the-form-alone-hydrates.md). A module script runs once
 * the document is parsed, wherever it stands.
 */
export function Island({ id, src, children }: IslandProps) {
  return (
    <>
      <div id={id}>{children}</div>
      <script type="module" src={src} />
    </>
  );
}
