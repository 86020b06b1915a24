// @ts-check
// The folders of the builds and the swap from one to the next, for
// scripts/build.mjs (docs/decisions/0019-builds-swapped-in-whole.md):
// <build>-releases/<name>/ holds each build; <build> is a symlink to the one served.
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
import { dirname, join, relative } from "node:path";

/** How long the script files of a build stay in the builds after it. */
export const keepAssetsMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A new, empty folder for a build in `<build>-releases/`, named after its instant.
 * @param {string} build the build folder (BUILD_DIR), absolute
 * @param {string} buildTime ISO 8601
 */
export function newRelease(build, buildTime) {
  const releases = `${build}-releases`;
  mkdirSync(releases, { recursive: true });
  return mkdtempSync(join(releases, `${buildTime.replace(/[:.]/g, "-")}-`));
}

/**
 * Copies into `release`'s assets/ each file of `previous`'s it lacks that is
 * younger than keepAssetsMs (times kept by the copy): the script files an open
 * page may still ask for. Their names carry a hash of their content, so a file
 * of the same name is the same file. Returns how many were copied.
 * @param {string} previous the build served until now
 * @param {string} release the new build
 * @param {number} [now]
 */
export function keepRecentAssets(previous, release, now = Date.now()) {
  const from = join(previous, "client", "assets");
  const to = join(release, "client", "assets");
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const name of readdirSync(from)) {
    const file = join(from, name);
    if (existsSync(join(to, name)) || now - statSync(file).mtimeMs > keepAssetsMs) continue;
    cpSync(file, join(to, name), { preserveTimestamps: true });
    copied++;
  }
  return copied;
}

/**
 * The folder `build` points to now, if any.
 * @param {string} build
 */
export function currentRelease(build) {
  return lstatSync(build, { throwIfNoEntry: false }) ? realpathSync(build) : undefined;
}

/**
 * Points `build` at `release` in one rename, so a reader sees the old build or
 * the new one, never neither. A `build` that is a plain folder (an earlier
 * layout) is first moved among the releases. Then every other build in
 * `<build>-releases/` goes but the one served until now, for the requests still
 * under way. Returns the build served until now, if any.
 * @param {string} build
 * @param {string} release
 */
export function swapIn(build, release) {
  const releases = `${build}-releases`;
  let previous = currentRelease(build);
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
  return previous;
}
