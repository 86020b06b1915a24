// @ts-check
// `npm run shots`: screenshots of every page, for review. Serves the build as
// `npm start` does (building it first if there is none: `--build` rebuilds
// anyway) and writes, with Debian's Chromium launched as the end-to-end tests
// launch it (scripts/chromium.mjs):
//
// - every page (the not-found page too) at 320, 390, 768 and 1440 px, full
//   page: shots/<width>/<page>.png;
// - at each width, the screen Contatti opens on after the price list's
//   "Prenota" with the longest name: shots/<width>/contatti-prenota.png;
// - at 390 px, the phone menu open and the contact form just after an empty
//   submit (the screen as the visitor sees it, then the whole page):
//   shots/390/menu-aperto.png, contatti-invio-vuoto.png, contatti-invio-vuoto-pagina.png.
//
// SHOTS_DIR (default shots/, ignored by git and the linters) is emptied first;
// BUILD_DIR (default build) and SHOTS_PORT (default 4380) as for the other scripts.
// Motion is reduced, so the menu and the carousels are still when shot.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const outDir = resolve(process.env.SHOTS_DIR ?? "shots");
const port = Number(process.env.SHOTS_PORT ?? 4380);
const base = `http://localhost:${port}`;

const pages = [
  { name: "home", path: "/" },
  { name: "servizi", path: "/servizi" },
  { name: "chi-sono", path: "/chi-sono" },
  { name: "galleria", path: "/galleria" },
  // While the owner offers gift vouchers; otherwise the not-found page is taken.
  { name: "buoni-regalo", path: "/buoni-regalo" },
  { name: "stampa-buono", path: "/stampa-buono" },
  { name: "contatti", path: "/contatti" },
  { name: "policy", path: "/policy" },
  { name: "404", path: "/pagina-inesistente" },
];
const widths = [320, 390, 768, 1440];
const phone = 390;
/** The window's height: a phone's, else a laptop's (full-page shots take the whole page anyway). */
const heightFor = (/** @type {number} */ width) => (width <= phone ? 812 : 900);

async function answers() {
  try {
    await fetch(base);
    return true;
  } catch {
    return false;
  }
}

if (await answers()) {
  console.error(`shots: something already answers on ${base}; set SHOTS_PORT to a free port.`);
  process.exit(1);
}

const built = existsSync(join(buildDir, "client", "index.html"));
if (!built || process.argv.includes("--build")) {
  console.log(built ? "shots: rebuilding…" : "shots: no build yet, building…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopServer = () => server.exitCode === null && server.kill("SIGTERM");
process.on("exit", stopServer);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => process.exit(130));
}

for (let attempt = 0; !(await answers()); attempt++) {
  if (attempt === 100 || server.exitCode !== null) {
    console.error(`shots: the server on ${base} did not start`);
    process.exit(1);
  }
  await new Promise((done) => setTimeout(done, 200));
}

/**
 * Opens a page ready to be shot: its island hydrated where it has one, the
 * carousels' script done, the fonts and pictures in.
 * @param {import("@playwright/test").Page} page
 * @param {string} path
 */
async function open(page, path) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  if ((await page.locator("html").getAttribute("data-scripts")) !== "none") {
    // The island's script comes as it nears the viewport (app/islands/load-near-viewport.ts):
    // scrolled to it until it has hydrated, then back where the page opened.
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.locator("[data-island]").first().scrollIntoViewIfNeeded();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrollY);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the first screen: load them all before a full-page shot.
    for (const image of document.querySelectorAll("img[loading=lazy]")) {
      image.setAttribute("loading", "eager");
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
  });
}

rmSync(outDir, { recursive: true, force: true });
const browser = await chromium.launch({
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: chromiumArgs,
});
let count = 0;
try {
  for (const width of widths) {
    const dir = join(outDir, String(width));
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({
      viewport: { width, height: heightFor(width) },
      locale: "it-IT",
      timezoneId: "Europe/Rome",
      reducedMotion: "reduce",
      ...(width <= phone && { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
    });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      await open(page, path);
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
      count++;
    }

    // Booking from the price list: the treatment whose "Prenota" has the longest name.
    await open(page, "/servizi");
    const bookingLinks = page.locator('main a[href*="trattamento="]');
    const names = await bookingLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("aria-label") ?? link.textContent ?? ""),
    );
    const longest = names.indexOf(names.reduce((a, b) => (b.length > a.length ? b : a), ""));
    await bookingLinks.nth(longest).click();
    await page.waitForURL(/\/contatti/);
    await open(page, page.url().slice(base.length));
    await page.screenshot({ path: join(dir, "contatti-prenota.png") });
    count++;

    if (width === phone) {
      // The phone menu, open over the page.
      await open(page, "/servizi");
      await page.getByRole("button", { name: "Apri il menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      await page.screenshot({ path: join(dir, "menu-aperto.png") });
      // The contact form sent empty: where the browser takes the visitor, then the whole page.
      await open(page, "/contatti");
      await page.getByRole("button", { name: "Invia", exact: true }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(dir, "contatti-invio-vuoto.png") });
      await page.screenshot({ path: join(dir, "contatti-invio-vuoto-pagina.png"), fullPage: true });
      count += 3;
    }
    await context.close();
    console.log(`shots: ${width} px done`);
  }
} finally {
  await browser.close();
  stopServer();
}
console.log(`shots: ${count} screenshots in ${outDir}`);
