import type { ReactNode } from "react";
import islandsScript from "virtual:inline-script/islands";
import { InlineScript } from "./inline-script";

interface IslandProps {
  /** The element's id, where the island's entry hydrates `children`. */
  id: string;
  /** `import src from "virtual:island/<name>"` (scripts/inline-script-plugin.ts). */
  src: string;
  /**
   * The data its component takes, when it comes from the content: written on the element
   * (data-props, JSON) for the entry to read back, so the island's script does not bundle
   * the content it was computed from (the gift vouchers' form: docs/decisions/0035).
   */
  props?: object;
  children: ReactNode;
}

/**
 * A part of a static page that hydrates in the browser: its entry in app/islands/
 * calls `hydrateRoot` on this element with the same children, on Preact's compat
 * layer (docs/decisions/0028-preact-runs-the-island.md).
 * The page loads that entry and nothing of React Router
 * (docs/decisions/0025-the-form-alone-hydrates.md), once the element is within a
 * screen of the viewport (app/enhance/islands.ts,
 * docs/decisions/0037-islands-load-near-the-viewport.md). One island a page.
 */
export function Island({ id, src, props, children }: IslandProps) {
  return (
    <>
      <div id={id} data-island={src} data-props={props && JSON.stringify(props)}>
        {children}
      </div>
      <InlineScript code={islandsScript} />
    </>
  );
}

/** The props the prerender wrote on an island's element (`props` above). */
export function islandProps<T>(root: HTMLElement): T {
  return JSON.parse(root.dataset.props ?? "{}") as T;
}
