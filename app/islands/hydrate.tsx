import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * How an entry of this folder starts: hydrates what `render` gives, with the props the
 * prerender wrote on the element (<Island props>), on the element `<Island id>` rendered.
 */
export function hydrateIsland<Props>(id: string, render: (props: Props) => ReactNode) {
  const root = document.getElementById(id);
  if (!root) return;
  const props = JSON.parse(root.dataset.props ?? "{}") as Props;
  hydrateRoot(root, <Live>{render(props)}</Live>);
}

/** Marks the page once the island is live: the end-to-end tests wait for `html[data-hydrated]`. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return children;
}
