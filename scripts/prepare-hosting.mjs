// @ts-check
// The last build step: servizi/index.html becomes servizi.html, which every host serves
// at /servizi (docs/decisions/0008); the SPA fallback goes; each host's configuration gets the inline scripts' hashes (host-configs.mjs); each text
// file gets a .br and a .gz, which nginx and npm start send as they are.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import * as hosts from "./host-configs.mjs";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const hosting = join(client, "..", "hosting");

for (const entry of readdirSync(client, { withFileTypes: true })) {
  // admin/, the CMS, holds files of its own.
  if (!entry.isDirectory() || entry.name === "assets" || entry.name === "admin") continue;
  const folder = join(client, entry.name);
  const rest = readdirSync(folder).filter((name) => name !== "index.html");
  if (rest.length > 0) throw new Error(`${folder} holds more than a page (${rest.join(", ")})`);
  renameSync(join(folder, "index.html"), `${folder}.html`);
  rmSync(folder, { recursive: true });
}
rmSync(join(client, "__spa-fallback.html"), { force: true });

const rootFiles = readdirSync(client, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)
  .sort();
const html = rootFiles
  .filter((name) => name.endsWith(".html"))
  .map((name) => readFileSync(join(client, name), "utf8"));
const site = {
  pages: rootFiles.flatMap((name) => hosts.pageOf(name) ?? []),
  files: rootFiles.filter((name) => !hosts.pageOf(name)).map((name) => `/${name}`),
  scriptHashes: [...new Set(html.flatMap(hosts.inlineScriptHashes))].sort(),
  admin: existsSync(join(client, "admin", "index.html")),
};
mkdirSync(hosting, { recursive: true });
writeFileSync(join(client, "_headers"), hosts.headersFile(site));
writeFileSync(join(hosting, "headers.json"), JSON.stringify(hosts.headerRules(site), null, 2));
writeFileSync(join(hosting, "nginx-site.conf"), hosts.nginxSite(site));

// Fonts and images are compressed already; under 256 bytes a file fits one packet anyway.
const best = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const compress = { ".br": promisify(brotliCompress), ".gz": promisify(gzip) };
const text = /\.(html|css|js|svg|xml|txt|json|webmanifest)$/;
const texts = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && text.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .map((file) => ({ file, data: readFileSync(file) }))
  .filter(({ data }) => data.length >= 256);
await Promise.all(
  texts.flatMap(({ file, data }) =>
    Object.entries(compress).map(async ([suffix, zip]) => {
      const zipped = await zip(data, suffix === ".br" ? best : { level: 9 });
      if (zipped.length < data.length) writeFileSync(file + suffix, zipped);
    }),
  ),
);

// Vercel deploys .vercel/output as it is when a build leaves one behind.
if (process.env.VERCEL) {
  rmSync(".vercel/output", { recursive: true, force: true });
  cpSync(client, ".vercel/output/static", { recursive: true });
  writeFileSync(".vercel/output/config.json", JSON.stringify(hosts.vercelConfig(site), null, 2));
}
console.log(`prepare-hosting: ${site.pages.length} pages, ${site.scriptHashes.length} hashes`);
