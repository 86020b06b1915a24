import type { ReactNode } from "react";
import loadNearViewport from "virtual:island-loader";
import { InlineScript } from "~/components/inline-script";

interface IslandProps {
  /** The element's id, where the island's entry hydrates the same children (hydrate.tsx). */
  id: string;
  /** `import src from "virtual:island/<name>"`: the entry's URL (vite-plugin.ts). */
  src: string;
  /**
   * What the entry's component takes, when it comes from the content: written on the
   * element as JSON, so the island's script does not bundle the content it was computed from.
   */
  props?: object;
  children: ReactNode;
}

/**
 * A part of a static page that comes alive in the browser (docs/architecture.md): the prerender renders
 * `children` here, and the entry's script, added once the element nears the viewport
 * (load-near-viewport.ts), hydrates them with React. One island a page.
 */
export function Island({ id, src, props, children }: IslandProps) {
  return (
    <>
      <div id={id} data-island={src} data-props={props && JSON.stringify(props)}>
        {children}
      </div>
      <InlineScript code={loadNearViewport} />
    </>
  );
}
