// @ts-check
// The islands' part of `npm run bench` (scripts/bench.mjs): on each page with a form, in
// Chromium at a phone's size with the CPU slowed down 4× (as Lighthouse's mobile run), what
// the page downloads before and after its form nears the viewport, the longest main-thread
// task while the island's script loads and hydrates, and the longest while a visitor types
// in the form. Each run in a fresh browser context: nothing in the cache.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/** The islands' budgets (docs/architecture.md). */
export const islandTargets = { scriptKbBefore: 0, scriptKbNear: 100, hydrateMs: 150, typingMs: 50 };

/** A field of each page's form to type in. */
/**
 * Pages whose form is in their first screen: the visitor came for it, so its script loads
 * with the page, by design (docs/decisions/0037-islands-load-near-the-viewport.md). Scripts
 * before the scroll are expected there, and so is JavaScript in Lighthouse's run.
 */
export const formInFirstScreen = ["/recesso"];

const typedField = {
  "/contatti": "#modulo-message",
  "/buoni-regalo": "#buono-dedication",
  "/recesso": "#recesso-note",
};
const typed = "Buongiorno, vorrei prenotare un appuntamento per sabato mattina.";

/**
 * The longest top-level task, in ms, on a renderer's main thread in a Chromium trace.
 * @param {Buffer} trace
 */
function longestTask(trace) {
  /** @type {{ traceEvents: { ph: string, name: string, pid: number, tid: number, dur?: number, args?: { name?: string } }[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = traceEvents.filter(
    (e) =>
      e.ph === "X" &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
      mainThreads.has(`${e.pid}:${e.tid}`),
  );
  return Math.round(Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)));
}

const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

/**
 * One run on one page.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} base
 * @param {string} path
 * @param {string} buildDir
 */
async function measure(browser, base, path, buildDir) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  /** @type {string[]} */
  const scripts = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  const before = [...scripts];

  await browser.startTracing(page, { categories });
  await page.locator("[data-island]").evaluate((island) => island.scrollIntoView());
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  // The island's own effects after hydration (what the form holds read once).
  await page.waitForTimeout(1_000);
  const hydrateMs = longestTask(await browser.stopTracing());

  const field = page.locator(typedField[/** @type {keyof typeof typedField} */ (path)]);
  await field.focus();
  await browser.startTracing(page, { categories });
  await page.keyboard.type(typed, { delay: 50 });
  await page.waitForTimeout(500);
  const typingMs = longestTask(await browser.stopTracing());
  await context.close();

  const files = scripts.map((script) => ({
    file: script.replace(/^\/assets\//, ""),
    bytes: gzipSync(readFileSync(join(buildDir, "client", script)), { level: 9 }).length,
  }));
  return { before, files, hydrateMs, typingMs };
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Every island page, `runs` times each: sizes from the first run (they do not vary), the
 * tasks' medians with their range.
 * @param {{ base: string, buildDir: string, pages: string[], runs: number }} options
 */
export async function benchIslands({ base, buildDir, pages, runs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const rows = [];
    for (const path of pages) {
      /** @type {Awaited<ReturnType<typeof measure>>[]} */
      const each = [];
      for (let run = 0; run < runs; run++) {
        console.log(`bench: the island of ${path}${runs > 1 ? ` (${run + 1} of ${runs})` : ""}…`);
        each.push(await measure(browser, base, path, buildDir));
      }
      const [first] = /** @type {[Awaited<ReturnType<typeof measure>>]} */ (each);
      const spread = (/** @type {"hydrateMs" | "typingMs"} */ key) => {
        const values = each.map((run) => run[key]);
        return {
          value: median(values),
          range: runs > 1 ? ` (${Math.min(...values)}–${Math.max(...values)})` : "",
        };
      };
      rows.push({
        path,
        before: first.before,
        files: first.files.sort((a, b) => b.bytes - a.bytes),
        nearBytes: first.files.reduce((sum, file) => sum + file.bytes, 0),
        hydrate: spread("hydrateMs"),
        typing: spread("typingMs"),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof benchIslands>>[number]} IslandRow */

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * The section of bench/results.md, and what missed its target.
 * @param {IslandRow[]} rows
 */
export function islandsReport(rows) {
  const lines = [
    "## The forms' islands",
    "",
    "Chromium at 412 × 823 with the CPU slowed down 4× (no network throttling), a fresh context a run:",
    "scripts downloaded once the page has loaded at its top, then once the form has been scrolled",
    "into view (gzip -9 of each file); the longest main-thread task from that scroll until the island",
    "has hydrated and settled, and while typing 64 characters in one of its fields (50 ms apart).",
    `Budgets: no script before, at most ${islandTargets.scriptKbNear} KB near the form, tasks at most`,
    `${islandTargets.hydrateMs} ms loading and hydrating, ${islandTargets.typingMs} ms typing.`,
    "",
    "| page | scripts before | scripts near | JS near KB gz | longest task, load + hydrate ms | longest task, typing ms |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.before.length} | ${r.files.length} | ${kb(r.nearBytes)} | ${r.hydrate.value}${r.hydrate.range} | ${r.typing.value}${r.typing.range} |`,
    ),
    "",
    ...rows.flatMap((r) => [
      `${r.path}, near the form: ${r.files.map((f) => `${f.file} ${kb(f.bytes)}`).join(", ")}.`,
      "",
    ]),
  ];
  const misses = rows.flatMap((r) => [
    ...(r.before.length > 0 && !formInFirstScreen.includes(r.path)
      ? [`${r.path}: ${r.before.length} scripts before the form nears`]
      : []),
    ...(r.nearBytes / 1024 > islandTargets.scriptKbNear
      ? [
          `${r.path}: ${kb(r.nearBytes)} KB of script near the form > ${islandTargets.scriptKbNear} KB`,
        ]
      : []),
    ...(r.hydrate.value > islandTargets.hydrateMs
      ? [
          `${r.path}: a ${r.hydrate.value} ms task loading the island > ${islandTargets.hydrateMs} ms`,
        ]
      : []),
    ...(r.typing.value > islandTargets.typingMs
      ? [`${r.path}: a ${r.typing.value} ms task while typing > ${islandTargets.typingMs} ms`]
      : []),
  ]);
  return { lines, misses };
}
