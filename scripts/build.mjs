// @ts-check
// `npm run build`: builds the site into a new folder and swaps it in whole, so
// a server never sees half a build nor two builds mixed
// (docs/decisions/0018-builds-swapped-in-whole.md).
//
// 1. The three steps (react-router build, postbuild.mjs, prepare-hosting.mjs)
//    write into a new folder, <BUILD_DIR>-releases/<instant>-<random>, with the
//    build's instant in BUILD_TIME (the one the pages show; fixed when given).
// 2. The script files of the builds of the last week (the folder BUILD_DIR points
//    to now, which holds those of the one before) are copied into the new build's
//    assets/ when it has no file of that name: a page opened before the deploy
//    still loads its scripts. Their names carry a hash of their content, so no
//    file is ever replaced.
// 3. BUILD_DIR (build) becomes a symlink to the new folder, in one rename:
//    `npm start` serves the new build from its next request on; `build/client`
//    stays the path to publish. A BUILD_DIR that is a plain folder (a build from
//    before this script) is moved aside first, once.
// 4. Only the new build and the one before stay in <BUILD_DIR>-releases/.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

const build = resolve(process.env.BUILD_DIR ?? "build");
const releases = `${build}-releases`;
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();
/** How long the script files of a build stay in the builds after it. */
const keepAssetsMs = 7 * 24 * 60 * 60 * 1000;

/** The folder BUILD_DIR points to now, if any. */
function currentRelease() {
  const stat = lstatSync(build, { throwIfNoEntry: false });
  if (!stat) return undefined;
  return realpathSync(build);
}

mkdirSync(releases, { recursive: true });
const release = mkdtempSync(join(releases, `${buildTime.replace(/[:.]/g, "-")}-`));
const env = { ...process.env, BUILD_DIR: release, BUILD_TIME: buildTime };
for (const [command, ...args] of [
  ["react-router", "build"],
  ["node", "scripts/postbuild.mjs"],
  ["node", "scripts/prepare-hosting.mjs"],
]) {
  // react-router is in node_modules/.bin, which npm puts on PATH.
  const result = spawnSync(/** @type {string} */ (command), args, { stdio: "inherit", env });
  if (result.status !== 0) {
    rmSync(release, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

let previous = currentRelease();
let carried = 0;
if (previous && existsSync(join(previous, "client", "assets"))) {
  const from = join(previous, "client", "assets");
  const to = join(release, "client", "assets");
  for (const name of readdirSync(from)) {
    const file = join(from, name);
    if (existsSync(join(to, name)) || Date.now() - statSync(file).mtimeMs > keepAssetsMs) continue;
    cpSync(file, join(to, name), { preserveTimestamps: true });
    carried++;
  }
}

// A plain folder from an earlier layout: moved among the releases, once.
if (previous === build) {
  previous = join(releases, `earlier-${Date.now()}`);
  renameSync(build, previous);
}
const link = `${build}.swap-${process.pid}`;
symlinkSync(relative(dirname(build), release), link);
renameSync(link, build);

for (const name of readdirSync(releases)) {
  const folder = join(releases, name);
  if (folder !== release && folder !== previous) rmSync(folder, { recursive: true });
}

console.log(
  `build: ${basename(build)} → ${relative(dirname(build), release)}` +
    (carried > 0 ? `; kept ${carried} script files of earlier builds in assets/` : ""),
);
