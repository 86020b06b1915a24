import { chromium } from "@playwright/test";
const [, , url, out, w, h, action] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
const errors = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: "networkidle" });
if (action === "menu") {
  await page.getByRole("button", { name: "Apri il menu" }).click();
  await page.waitForTimeout(900);
}
await page.screenshot({ path: out, fullPage: action !== "menu" });
console.log(errors.join("\n"));
await browser.close();
