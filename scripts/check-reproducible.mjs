// @ts-check
// `npm run test:reproducible`, in `npm test` on the one build the tests make
// (BUILD_DIR, build-e2e there): the build's instant reaches the pages only.
// The pages show the day (<html data-built>, app/root.tsx) and the browser's
// code reads it from there, so the scripts, the host configurations with their
// CSP hashes and every other file stay the same from one day's build to the
// next, and a rebuild changes file names only when something visitors get has
// changed. Any file but a page (and its .br/.gz) that holds the instant, as an
// ISO date-time or as milliseconds, fails the check
// (docs/decisions/0026-one-build-per-test-run.md says what a second build used to add).
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const build = process.env.BUILD_DIR ?? "build";

/** A page, which shows the build's day: client/<name>.html and its .br/.gz. */
const isPage = (/** @type {string} */ path) => /^client\/[^/]+\.html(\.br|\.gz)?$/.test(path);
/** A compressed copy: checked through the file it was made from. */
const isCompressed = (/** @type {string} */ path) => /\.(br|gz)$/.test(path);

const firstPage = join(build, "client", "index.html");
const built = /data-built="([^"]+)"/.exec(readFileSync(firstPage, "utf8"))?.[1];
if (!built) throw new Error(`check-reproducible: ${firstPage} has no data-built; build first`);
const instant = new Date(built);
const forms = [instant.toISOString(), String(instant.getTime())];

const files = readdirSync(build, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(build, join(entry.parentPath, entry.name)).split(sep).join("/"))
  .filter((path) => !isPage(path) && !isCompressed(path));
const leaks = files.filter((path) => {
  const bytes = readFileSync(join(build, path));
  return forms.some((form) => bytes.includes(form));
});
if (leaks.length > 0) {
  console.error(
    `check-reproducible: the build's instant (${forms.join(", ")}) is in files that are not pages:\n  ` +
      leaks.join("\n  "),
  );
  process.exit(1);
}
console.log(
  `check-reproducible: the build's instant is in the pages only, in none of the other ${files.length} files`,
);
