import type { ReactNode } from "react";

interface IslandProps {
  /** The element's id, where the island's entry hydrates `children`. */
  id: string;
  /** `import script from "virtual:island/<name>"` (scripts/inline-script-plugin.ts). */
  script: { src: string; imports: string[] };
  children: ReactNode;
}

/**
 * A part of a static page that React hydrates in the browser: its entry in
 * app/islands/ calls `hydrateRoot` on this element with the same children.
 * The page loads that entry and nothing of React Router
 * (docs/decisions/0025-the-form-alone-hydrates.md). A module script runs once
 * the document is parsed, wherever it stands; React 19 hoists the preloads of
 * its chunks into <head>, so they download at once.
 */
export function Island({ id, script, children }: IslandProps) {
  return (
    <>
      <div id={id}>{children}</div>
      {script.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={script.src} />
    </>
  );
}
