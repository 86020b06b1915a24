// The illustrations' SVG source, for the one picture that is drawn inline: the
// home page's hero, so its artwork comes with the HTML and paints with it. Only
// the home route imports this module; it runs at build time (the home page
// loads no JavaScript), so the sources never reach a visitor's download twice.
import type { Picture } from "./schema";
import { fileName, inlineSvg } from "../lib/site-images";

const sources = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?raw",
  import: "default",
});

const byName = new Map(
  Object.entries(sources).map(([path, svg]) => [fileName(path).replace(/\.svg$/, ""), svg]),
);

/** The slot's illustration as inline SVG, or undefined once the owner has set a photo. */
export function inlineIllustration(slot: Picture, prefix: string): string | undefined {
  if (slot.photo || !slot.illustration) return undefined;
  const svg = byName.get(slot.illustration);
  return svg === undefined ? undefined : inlineSvg(svg, prefix, slot.alt);
}
