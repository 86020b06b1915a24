// One grid: on every page, at a phone's, a tablet's and a desktop's width, the
// content of every band (the header, each section of the page, the footer)
// starts at one left edge. "Content" is what a visitor sees: text, pictures,
// controls, and boxes with a background, border or shadow of their own (cards)
// that do not span the whole band (a band's full-width colour is not content).
import { expect, test } from "@playwright/test";
import { offers, sitePages } from "./site";

const pages = [
  ...sitePages.map(({ path }) => path),
  ...(offers.vouchers ? ["/stampa-buono"] : []),
  "/pagina-inesistente",
];

/** Each visible band's name and the left edge of its content, in CSS pixels. */
function contentEdges() {
  const main = document.querySelector("main")!;
  const bands = [
    document.querySelector("body > header")!,
    ...main.children,
    document.querySelector("body > footer")!,
  ].filter((band) => band.getAttribute("aria-hidden") !== "true");

  const seen = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const painted = (style: CSSStyleDeclaration) =>
    style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
    style.backgroundImage !== "none" ||
    style.boxShadow !== "none" ||
    (style.borderLeftStyle !== "none" && style.borderLeftWidth !== "0px");
  const replaced = new Set(["IMG", "svg", "INPUT", "SELECT", "TEXTAREA", "VIDEO", "CANVAS"]);

  return bands.flatMap((band) => {
    if (!seen(band)) return [];
    const bandWidth = band.getBoundingClientRect().width;
    let left = Infinity;
    const walker = document.createTreeWalker(band, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !seen(parent)) continue;
        // Words for screen readers only sit in a 1 px box.
        if (parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) left = Math.min(left, rect.left);
      } else if (node instanceof Element && seen(node)) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const wholeBand = box.width >= bandWidth - 1;
        if (replaced.has(node.tagName) || (!wholeBand && painted(getComputedStyle(node)))) {
          left = Math.min(left, box.left);
        }
      }
    }
    if (left === Infinity) return [];
    const name =
      band.getAttribute("aria-labelledby") ??
      band.getAttribute("aria-label") ??
      `${band.tagName.toLowerCase()}.${band.className.split(" ")[0] ?? ""}`;
    return [{ name, left }];
  });
}

for (const width of [390, 768, 1440]) {
  test(`at ${width} px every band's content starts at the same left edge, on every page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      const edges = await page.evaluate(contentEdges);
      // The header, at least one band of the page, the footer.
      expect(edges.length, path).toBeGreaterThanOrEqual(3);
      const [header] = edges;
      for (const edge of edges) {
        expect(
          Math.abs(edge.left - header!.left),
          `${path}, ${edge.name}: ${edge.left}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
}
