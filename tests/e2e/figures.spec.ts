// Every number the site shows, prices first, in lining, tabular figures: Cormorant
// Garamond's default figures are old-style («Buono da 50 €» read «5o»), and the
// subsets keep the two features that replace them (scripts/fonts-plugin.ts).
import { expect, test } from "@playwright/test";
import { gotoHydrated, sitePages } from "./site";

for (const { path } of sitePages) {
  test(`${path} shows its figures lining and tabular, in either face`, async ({ page }) => {
    await gotoHydrated(page, path);
    const numbers = await page.locator("body").evaluate((body) => {
      const found: { text: string; family: string; figures: string }[] = [];
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!/\d/.test(node.textContent!) || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        found.push({
          text: node.textContent!.trim(),
          family: style.fontFamily.split(",")[0]!,
          figures: style.fontVariantNumeric,
        });
      }
      return found;
    });
    expect(numbers.length).toBeGreaterThan(0);
    for (const { text, family, figures } of numbers) {
      expect(figures, `«${text}» in ${family}`).toBe("lining-nums tabular-nums");
    }
  });
}
