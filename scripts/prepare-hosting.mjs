// @ts-check
// The last build step, after postbuild.mjs has finished rewriting the pages:
// 1. each page becomes <page>.html (servizi/index.html → servizi.html), the
//    layout with which every host serves /servizi itself, without a trailing
//    slash (with folders, Netlify and Cloudflare Pages redirect to /servizi/);
// 2. the SPA fallback page goes: every host answers unknown paths with 404.html;
//    admin/, the CMS (scripts/admin-plugin.ts), stays a folder: it holds the CMS's files;
// 3. the hashes of every inline script of every page go into the
//    Content-Security-Policy, and each host's configuration is written
//    (scripts/host-configs.mjs, from the headers in deploy/headers.mjs):
//      <build>/client/_headers              Netlify and Cloudflare Pages
//      <build>/hosting/serve.json           npm start (serve)
//      <build>/hosting/nginx-site.conf      nginx, included by deploy/nginx.conf
//      <build>/hosting/vercel-config.json   Vercel; on Vercel (VERCEL is set) the
//                                           build also writes .vercel/output/
// 4. no page declared static ships a script that loads code (scripts/check-page-scripts.mjs);
// 5. every text file gets its .br and .gz beside it (scripts/compress.mjs), which
//    nginx and `npm start` send as they are instead of compressing per request.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { pageScriptProblems } from "./check-page-scripts.mjs";
import { compressFolder } from "./compress.mjs";
import {
  headersFile,
  inlineScriptHashes,
  nginxSite,
  pageOf,
  serveConfig,
  vercelConfig,
} from "./host-configs.mjs";

const build = process.env.BUILD_DIR ?? "build";
const client = join(build, "client");
const hosting = join(build, "hosting");

// Cloudflare Pages' limits for _headers.
const maxLineLength = 2000;
const maxRules = 100;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`prepare-hosting: ${message}`);
  process.exit(1);
}

if (!existsSync(join(client, "index.html")) || !existsSync(join(client, "404.html"))) {
  fail(`${client} has no index.html or 404.html; run react-router build and postbuild first`);
}

const admin = existsSync(join(client, "admin", "index.html"));

for (const entry of readdirSync(client, { withFileTypes: true })) {
  if (!entry.isDirectory() || entry.name === "assets" || entry.name === "admin") continue;
  const folder = join(client, entry.name);
  const rest = readdirSync(folder).filter((name) => name !== "index.html");
  if (rest.length > 0) fail(`${folder} holds more than a page (${rest.join(", ")})`);
  renameSync(join(folder, "index.html"), `${folder}.html`);
  rmSync(folder, { recursive: true });
}
rmSync(join(client, "__spa-fallback.html"), { force: true });

const rootFiles = readdirSync(client, { withFileTypes: true })
  // Not the .br/.gz of an earlier run (scripts/compress.mjs): the same addresses, compressed.
  .filter((entry) => entry.isFile() && entry.name !== "_headers" && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => entry.name)
  .sort();
const htmlFiles = rootFiles.filter((name) => name.endsWith(".html"));

// No page ships a script that loads code unless its route declares it (app/lib/page-scripts.ts).
const scriptProblems = htmlFiles.flatMap((name) =>
  pageScriptProblems(readFileSync(join(client, name), "utf8")).map(
    (problem) => `${name}: ${problem}`,
  ),
);
if (scriptProblems.length > 0)
  fail(`pages with the wrong scripts:\n  ${scriptProblems.join("\n  ")}`);
const site = {
  pages: htmlFiles
    .map(pageOf)
    .filter((page) => page !== undefined)
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path))),
  files: rootFiles.filter((name) => !pageOf(name)).map((name) => `/${name}`),
  scriptHashes: [
    ...new Set(
      htmlFiles.flatMap((name) => inlineScriptHashes(readFileSync(join(client, name), "utf8"))),
    ),
  ].sort(),
  admin,
};

const headers = headersFile(site);
const longLine = headers.split("\n").find((line) => line.length > maxLineLength);
if (longLine) {
  fail(`a _headers line is longer than Cloudflare Pages allows (${maxLineLength}): ${longLine}`);
}
const rules = headers.split("\n").filter((line) => line.startsWith("/")).length;
if (rules > maxRules) fail(`_headers has ${rules} rules; Cloudflare Pages allows ${maxRules}`);

mkdirSync(hosting, { recursive: true });
writeFileSync(join(client, "_headers"), headers);
writeFileSync(join(hosting, "serve.json"), `${JSON.stringify(serveConfig(site), null, 2)}\n`);
writeFileSync(join(hosting, "nginx-site.conf"), nginxSite(site));
const vercel = `${JSON.stringify(vercelConfig(site), null, 2)}\n`;
writeFileSync(join(hosting, "vercel-config.json"), vercel);

const compressed = await compressFolder(client);

// Vercel deploys .vercel/output as it is when a build leaves one behind.
if (process.env.VERCEL) {
  const output = join(".vercel", "output");
  rmSync(output, { recursive: true, force: true });
  cpSync(client, join(output, "static"), { recursive: true });
  writeFileSync(join(output, "config.json"), vercel);
}

console.log(
  `prepare-hosting: ${site.pages.length} pages, ${site.scriptHashes.length} inline script hashes` +
    (admin ? ", the CMS in admin/; " : "; ") +
    `wrote ${client}/_headers and ${hosting}/{serve.json,nginx-site.conf,vercel-config.json}` +
    (process.env.VERCEL ? " and .vercel/output" : "") +
    `; compressed ${compressed.files} text files (${compressed.written} .br/.gz)`,
);
