// @ts-check
// `npm run test:reproducible`, in `npm test` right after `npm run build`: builds
// the site once more, with the same code, content and environment but the
// build's instant a day later, into build-reproducible/, and compares it with
// BUILD_DIR (build/). Only the pages (and their .br/.gz) may differ: they show
// the day. Every other file, the scripts and the host configurations with their
// CSP hashes, must be byte for byte the same, so a rebuild changes file names
// and hashes only when something visitors get has changed. build/ may also hold
// script files kept from earlier builds (scripts/build.mjs): older than its pages.
// Removes the second build when it passes; keeps it for a look when it fails.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const build = process.env.BUILD_DIR ?? "build";
const second = "build-reproducible";

/**
 * Every file under `folder`, by its path inside it, with the sha256 of its bytes.
 * @param {string} folder
 */
function fileHashes(folder) {
  return new Map(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
        return [relative(folder, file).split(sep).join("/"), hash];
      }),
  );
}

/** A page, which shows the build's day: client/<name>.html and its .br/.gz. */
const isPage = (/** @type {string} */ path) => /^client\/[^/]+\.html(\.br|\.gz)?$/.test(path);

const firstPage = join(build, "client", "index.html");
const built = /data-built="([^"]+)"/.exec(readFileSync(firstPage, "utf8"))?.[1];
if (!built) throw new Error(`check-reproducible: ${firstPage} has no data-built; build first`);
const dayLater = new Date(Date.parse(built) + 24 * 60 * 60 * 1000).toISOString();

rmSync(second, { recursive: true, force: true });
rmSync(`${second}-releases`, { recursive: true, force: true });
const result = spawnSync("npm", ["run", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, BUILD_DIR: second, BUILD_TIME: dayLater },
});
if (result.status !== 0) process.exit(result.status ?? 1);

const first = fileHashes(build);
const again = fileHashes(second);
const pagesTime = statSync(firstPage).mtimeMs;
/** @type {string[]} */
const problems = [];
for (const [path, hash] of again) {
  if (!first.has(path)) problems.push(`${path}: only in the second build`);
  else if (first.get(path) !== hash && !isPage(path)) problems.push(`${path}: different bytes`);
}
for (const path of first.keys()) {
  if (again.has(path)) continue;
  const kept = path.startsWith("client/assets/") && statSync(join(build, path)).mtimeMs < pagesTime;
  if (!kept) problems.push(`${path}: only in ${build}`);
}
const pages = [...again.keys()].filter(isPage).length;
if (problems.length > 0) {
  console.error(
    `check-reproducible: ${build} and ${second} (built for ${dayLater}) differ beyond the pages:\n  ` +
      problems.join("\n  "),
  );
  process.exit(1);
}
rmSync(second, { recursive: true, force: true });
rmSync(`${second}-releases`, { recursive: true, force: true });
console.log(
  `check-reproducible: built again for ${dayLater}: ${again.size} files, the same bytes ` +
    `but the ${pages} page files, which show the day`,
);
