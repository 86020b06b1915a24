// @ts-check
// `npm run bench:load`: how many requests a second `npm start` and nginx answer,
// and their p99 latency, for a page and for the largest script, compressed
// (Accept-Encoding: gzip, br), with autocannon on loopback. Three servers:
//   npm start            scripts/start.mjs (the build's .br/.gz)
//   nginx gzip_static    scripts/serve-nginx.mjs with the build's nginx-site.conf
//   nginx gzip on        the same, with the old on-the-fly gzip (level 6) instead
// Writes bench/load.md. Bounded: LOAD_SECONDS (10) a run, 6 runs, 10 connections;
// nginx runs one worker, as Node runs one thread, on this 2-core machine.
// Not part of `npm test`: throughput on a shared machine is too noisy to gate on.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error autocannon 9 ships no types; this script reads four numbers of its result.
import autocannon from "autocannon";

const build = process.env.BUILD_DIR ?? "build";
const client = join(build, "client");
const siteConf = join(build, "hosting", "nginx-site.conf");
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = 10;
const basePort = Number(process.env.LOAD_PORT ?? 4490);
const acceptEncoding = "gzip, br";

if (!existsSync(siteConf) || !existsSync(join(client, "index.html"))) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const assets = join(client, "assets");
const largestScript = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, size: statSync(join(assets, name)).size }))
  .sort((a, b) => b.size - a.size)[0];
if (!largestScript) throw new Error(`load: no script in ${assets}`);
const targets = [
  { label: "page /servizi", path: "/servizi" },
  {
    label: `script ${largestScript.name} (${(largestScript.size / 1024).toFixed(0)} KB)`,
    path: `/assets/${largestScript.name}`,
  },
];

// The nginx config as it was before compression moved to the build: gzip per request.
const work = mkdtempSync(join(tmpdir(), "site-load-"));
const oldConf = join(work, "nginx-site-gzip-on.conf");
const current = readFileSync(siteConf, "utf8");
if (!current.includes("gzip_static on;"))
  throw new Error("load: nginx-site.conf has no gzip_static");
writeFileSync(
  oldConf,
  current.replace(
    "gzip_static on;",
    [
      "gzip on;",
      "gzip_comp_level 6;",
      "gzip_min_length 256;",
      "gzip_proxied any;",
      "gzip_types text/css application/javascript text/javascript image/svg+xml application/json application/manifest+json application/xml text/xml text/plain;",
    ].join("\n"),
  ),
);

const servers = [
  { name: "npm start (.br/.gz)", script: "scripts/start.mjs", env: {} },
  { name: "nginx gzip_static (.gz)", script: "scripts/serve-nginx.mjs", env: {} },
  {
    name: "nginx gzip on (old, per request)",
    script: "scripts/serve-nginx.mjs",
    env: { NGINX_SITE: oldConf },
  },
];

/**
 * The status, encoding and size of one answer, as sent.
 * @param {string} url
 */
function probe(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers["content-encoding"] ?? "identity",
          bytes,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** @param {string} url */
async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await probe(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`load: ${url} never answered`);
}

/** @type {{ server: string, target: string, encoding: string, kb: string, rps: number, p99: number, errors: number }[]} */
const rows = [];
try {
  for (const [index, server] of servers.entries()) {
    const port = basePort + index;
    const child = spawn("node", [server.script], {
      env: { ...process.env, ...server.env, PORT: String(port), BUILD_DIR: build },
      stdio: "ignore",
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${base}/`);
      for (const target of targets) {
        const url = `${base}${target.path}`;
        const answer = /** @type {{ status: number, encoding: string, bytes: number }} */ (
          await probe(url)
        );
        if (answer.status !== 200) throw new Error(`load: ${url} answered ${answer.status}`);
        console.log(`load: ${server.name}, ${target.label}, ${seconds} s…`);
        const result = await autocannon({
          url,
          connections,
          duration: seconds,
          headers: { "accept-encoding": acceptEncoding },
        });
        rows.push({
          server: server.name,
          target: target.label,
          encoding: answer.encoding,
          kb: (answer.bytes / 1024).toFixed(1),
          rps: Math.round(result.requests.average),
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      }
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const script = targets[1]?.label ?? "";
const rpsOf = (/** @type {string} */ server) =>
  rows.find((row) => row.server === server && row.target === script)?.rps ?? 0;
const ratio = rpsOf(servers[1]?.name ?? "") / Math.max(1, rpsOf(servers[2]?.name ?? ""));
const nginxVersion = spawnSync("/usr/sbin/nginx", ["-v"], { encoding: "utf8" }).stderr.trim();
const table = [
  "| server | target | sent as | KB | requests/s | p99 ms | errors |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.server} | ${row.target} | ${row.encoding} | ${row.kb} | ${row.rps} | ${row.p99} | ${row.errors} |`,
  ),
].join("\n");
const report = `# Load, ${new Date().toISOString().slice(0, 10)}

\`npm run bench:load\` (scripts/load.mjs): autocannon 9, ${connections} connections, ${seconds} s a run,
\`Accept-Encoding: ${acceptEncoding}\`, on 127.0.0.1; ${cpus().length} cores, Node ${process.version},
${nginxVersion} with one worker. Average requests per second and the 99th-percentile latency.

${table}

Precompressed (gzip_static) against per-request gzip, for the script: **${ratio.toFixed(1)}×**
(target: at least 5×) — ${ratio >= 5 ? "met" : "missed"}.
`;
writeFileSync("bench/load.md", report);
console.log(
  `\n${table}\n\ngzip_static / gzip on, script: ${ratio.toFixed(1)}×; wrote bench/load.md`,
);
