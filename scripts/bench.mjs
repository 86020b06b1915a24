// @ts-check
// `npm run bench`: builds the site, serves it as `npm start` does, runs Lighthouse 12
// (mobile defaults: a mid-range phone on a slow 4G connection, simulated) on every
// page, then measures the forms' islands (scripts/bench-islands.mjs), and prints the
// tables it also writes to bench/results.md with the date.
// Not part of `npm test`: timings on a busy 2-core machine are too noisy to gate on.
//   BUILD_DIR=build-x   builds into (and serves) that folder instead of build/
//   BENCH_RUNS=3        runs each measure that many times a page; the tables give
//                       each number's median, and the spread of the timings
//   BENCH_ONLY=islands  measures the islands alone, without Lighthouse
// What Lighthouse's simulated LCP counts on these pages: docs/decisions/0017-first-paint-budget.md
// and 0040-the-brand-in-the-first-paint.md (the two preloaded fonts count).
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { benchIslands, formInFirstScreen, islandsReport } from "./bench-islands.mjs";

const port = Number(process.env.BENCH_PORT ?? 4390);
const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const base = `http://localhost:${port}`;
const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The not-found page answers 404, which Lighthouse refuses to score: the bench
// serves a copy of 404.html under this address for the length of the run.
const notFoundCopy = "/bench-404";
// /buoni-regalo and /recesso only while the owner offers gift vouchers (the build makes them then):
// see below.
const allPages = [
  "/",
  "/servizi",
  "/chi-sono",
  "/galleria",
  "/buoni-regalo",
  "/recesso",
  "/contatti",
  "/policy",
  notFoundCopy,
];
// Pages whose form is an island: it loads its script as the form nears the viewport,
// which Lighthouse's run (at the page's top) never does (docs/architecture.md).
const islandPages = ["/contatti", "/buoni-regalo", "/recesso"];
const lighthouseToo = process.env.BENCH_ONLY !== "islands";
// Performance at least 98 and LCP at most 1.5 s with the brand's fonts in the first paint
// (docs/decisions/0040); the other three categories at 100; CLS as the end-to-end tests hold it.
const targets = {
  performance: 98,
  score: 100,
  fcp: 900,
  lcp: 1500,
  tbt: 200,
  cls: 0.005,
  htmlKb: 14,
};
/** @param {"performance" | "accessibility" | "bestPractices" | "seo"} key */
const scoreTarget = (key) => (key === "performance" ? targets.performance : targets.score);
// The not-found page asks search engines not to index it (noindex, as it should):
// Lighthouse's is-crawlable audit fails it, and that alone takes its SEO score to
// 63. Expected, as long as that is the only SEO audit it fails.
const expectedSeoFailures = new Map([[notFoundCopy, "is-crawlable"]]);

/**
 * The parts of a Lighthouse JSON report the table reads.
 * @typedef {{
 *   categories: Record<string, {
 *     score: number | null,
 *     auditRefs?: { id: string, weight: number }[],
 *   } | undefined>,
 *   audits: Record<string, {
 *     score?: number | null,
 *     numericValue?: number,
 *     details?: { items?: { resourceType?: string, url: string }[] },
 *   } | undefined>,
 * }} Report
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`bench: the server on ${base} did not start`);
}

/** @param {string} path */
function htmlFile(path) {
  return join(buildDir, "client", path === "/" ? "index.html" : `${path.slice(1)}.html`);
}
// With its .br and .gz, so that it is served compressed, as 404.html is.
const notFoundFiles = ["", ".br", ".gz"].map(
  (suffix) =>
    /** @type {const} */ ([`${htmlFile("/404")}${suffix}`, `${htmlFile(notFoundCopy)}${suffix}`]),
);

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try.
 * @param {string} path
 * @param {string} outDir
 * @param {number} run
 * @returns {Report}
 */
function lighthouse(path, outDir, run, attempts = 2) {
  const output = join(outDir, `${path === "/" ? "home" : path.slice(1)}-${run}.json`);
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      `${base}${path}`,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync`,
    ],
    { stdio: "inherit", env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (result.status === 0) return JSON.parse(readFileSync(output, "utf8"));
  if (attempts > 1) return lighthouse(path, outDir, run, attempts - 1);
  process.exit(result.status ?? 1);
}

/**
 * @param {string} path
 * @param {Report} report
 */
function row(path, report) {
  const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  // The gzip size of each script file the page downloaded (transferSize would
  // also count the response headers, about 1.5 KB each with the CSP).
  const scriptBytes = requests
    .filter((request) => request.resourceType === "Script")
    .map((request) => join(buildDir, "client", new URL(request.url).pathname))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  // The SEO audits that count and fail.
  const seoFailures = (report.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: Math.round(audit("first-contentful-paint")),
    lcp: Math.round(audit("largest-contentful-paint")),
    tbt: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    transferKb: kb(audit("total-byte-weight")),
    jsBytes: scriptBytes,
    jsKb: kb(scriptBytes),
    htmlKb: kb(gzipSync(readFileSync(htmlFile(path))).length),
    seoFailures,
  };
}

/** @typedef {ReturnType<typeof row>} Row */

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * One row from several runs of a page: the median of each number, the spread
 * of FCP and LCP, and the SEO failures of the median run (by SEO score).
 * @param {Row[]} each
 */
function medianRow(each) {
  const first = /** @type {Row} */ (each[0]);
  /** @param {"performance" | "accessibility" | "bestPractices" | "seo" | "fcp" | "lcp" | "tbt" | "cls"} key */
  const mid = (key) => median(each.map((r) => r[key]));
  const spread = (/** @type {"fcp" | "lcp"} */ key) =>
    each.length > 1
      ? ` (${Math.min(...each.map((r) => r[key]))}–${Math.max(...each.map((r) => r[key]))})`
      : "";
  const seo = mid("seo");
  return {
    ...first,
    performance: mid("performance"),
    accessibility: mid("accessibility"),
    bestPractices: mid("bestPractices"),
    seo,
    fcp: mid("fcp"),
    lcp: mid("lcp"),
    tbt: mid("tbt"),
    cls: mid("cls"),
    fcpSpread: spread("fcp"),
    lcpSpread: spread("lcp"),
    seoFailures: (each.find((r) => r.seo === seo) ?? first).seoFailures,
  };
}

if (!existsSync(chrome)) {
  console.error(`bench: no Chromium at ${chrome}; set CHROMIUM_PATH`);
  process.exit(1);
}

run("npm", ["run", "build"], { env: { ...process.env, BUILD_DIR: buildDir } });
// Every page the build made (the gift vouchers' only while they are offered).
const pages = allPages.filter((path) => path === notFoundCopy || existsSync(htmlFile(path)));
for (const [from, to] of notFoundFiles) copyFileSync(from, to);
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
  stdio: "ignore",
});
const outDir = mkdtempSync(join(tmpdir(), "bench-"));
let rows;
let islands;
try {
  await waitForServer();
  rows = (lighthouseToo ? pages : []).map((path) => {
    const each = Array.from({ length: runs }, (_, run) => {
      console.log(`bench: Lighthouse on ${path}${runs > 1 ? ` (${run + 1} of ${runs})` : ""}…`);
      return row(path, lighthouse(path, outDir, run));
    });
    return medianRow(each);
  });
  islands = islandsReport(
    await benchIslands({
      base,
      buildDir,
      pages: islandPages.filter((path) =>
        readFileSync(htmlFile(path), "utf8").includes("data-island"),
      ),
      runs,
    }),
  );
} finally {
  server.kill();
  rmSync(outDir, { recursive: true, force: true });
  for (const [, copy] of notFoundFiles) rmSync(copy, { force: true });
}

const header =
  "| page | perf. | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | transfer KB | JS KB gz | HTML KB gz |";
const label = (/** @type {string} */ path) => (path === notFoundCopy ? "404 page" : path);
const lines = rows.map(
  (r) =>
    `| ${label(r.path)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp}${r.fcpSpread} | ${r.lcp}${r.lcpSpread} | ${r.tbt} | ${r.cls} | ${r.transferKb} | ${r.jsKb} | ${r.htmlKb} |`,
);
/** @param {Row} r */
const seoAsExpected = (r) => {
  const expected = expectedSeoFailures.get(r.path);
  return expected !== undefined && r.seoFailures.join() === expected;
};
const expectedLines = rows
  .filter((r) => r.seo < targets.score && seoAsExpected(r))
  .map(
    (r) =>
      `- ${label(r.path)}: SEO ${r.seo}, expected: it asks search engines not to index it ` +
      `(\`noindex\`), and that (Lighthouse's ${r.seoFailures.join(", ")}) is the only SEO audit it fails`,
  );
const misses = rows.flatMap((r) => [
  .../** @type {const} */ (["performance", "accessibility", "bestPractices", "seo"])
    .filter((key) => r[key] < scoreTarget(key) && !(key === "seo" && seoAsExpected(r)))
    .map(
      (key) =>
        `${label(r.path)}: ${key} ${r[key]} < ${scoreTarget(key)}` +
        (key === "seo" ? ` (failing: ${r.seoFailures.join(", ")})` : ""),
    ),
  ...(r.fcp > targets.fcp ? [`${label(r.path)}: FCP ${r.fcp} ms > ${targets.fcp} ms`] : []),
  ...(r.lcp > targets.lcp ? [`${label(r.path)}: LCP ${r.lcp} ms > ${targets.lcp} ms`] : []),
  ...(r.tbt > targets.tbt ? [`${label(r.path)}: TBT ${r.tbt} ms > ${targets.tbt} ms`] : []),
  ...(r.cls > targets.cls ? [`${label(r.path)}: CLS ${r.cls} > ${targets.cls}`] : []),
  ...(r.jsBytes > 0 && !formInFirstScreen.includes(r.path)
    ? [`${label(r.path)}: ${r.jsBytes} bytes of JavaScript, none expected`]
    : []),
  ...(Number(r.htmlKb) > targets.htmlKb
    ? [`${label(r.path)}: first HTML ${r.htmlKb} KB > ${targets.htmlKb} KB`]
    : []),
]);
const allMisses = [...misses, ...(islands?.misses ?? [])];
const lighthouseTable = [
  "Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown), Debian Chromium, served by",
  "`npm start`. Transfer counts headers too; JS is the gzip size of the scripts the page downloaded;",
  "HTML is the prerendered file, gzip.",
  runs > 1
    ? `${runs} runs a page: each number is the median, FCP and LCP with their range in brackets.`
    : "One run a page.",
  `Targets: performance ≥ ${targets.performance}, 100 in the other three categories, FCP ≤ ${targets.fcp} ms,`,
  `LCP ≤ ${targets.lcp} ms, TBT ≤ ${targets.tbt} ms, CLS ≤ ${targets.cls}, first HTML ≤ ${targets.htmlKb} KB gzip,`,
  "no JavaScript downloaded on any page (a form's comes only as it nears the viewport,",
  "and Lighthouse never scrolls). The 404 page is served for the run under /bench-404, since",
  "Lighthouse does not score a page answered with status 404.",
  "",
  header,
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...lines,
  "",
];
const table = [
  `# Benchmark, ${new Date().toISOString().slice(0, 10)}`,
  "",
  ...(lighthouseToo ? lighthouseTable : []),
  ...(islands?.lines ?? []),
  allMisses.length === 0
    ? "Every target met."
    : `Targets missed:\n${allMisses.map((m) => `- ${m}`).join("\n")}`,
  ...(expectedLines.length > 0 ? ["", "Expected:", ...expectedLines] : []),
  "",
  ...(rows.some((r) => r.lcp > targets.lcp)
    ? [
        "What Lighthouse's simulated LCP counts on these pages (every request that ends before the",
        "largest paint, the two preloaded web fonts among them): docs/decisions/0017 and 0040.",
        "",
      ]
    : []),
].join("\n");

mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.md", table);
console.log(`\n${table}`);
