import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const [path, selectors] of [["/buoni-regalo", ["#buoni p", "section:has(h2:text-is('Condizioni'))", "section:has(h2:text-is('Prima di acquistare'))", "section:has(h2:text-is('Diritto di recesso'))"]], ["/servizi", ["header + * p, main p >> nth=1"]]]) {
  await page.goto(`http://localhost:4173${path}`, { waitUntil: "networkidle" });
  for (const s of selectors) {
    const t = await page.locator(s).first().innerText().catch((e) => "ERR " + e.message.slice(0, 80));
    console.log(`\n### ${path} ${s}\n${t}`);
  }
}
await browser.close();
