// @ts-check
// The build's folders (docs/decisions/0019-builds-swapped-in-whole.md):
// <build>-releases/<instant>-<id>/ holds each build; <build> is a symlink to the one served.
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { realpathSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { dirname, join, relative } from "node:path";

export const keepAssetsMs = 7 * 24 * 60 * 60 * 1000;

/** A new, empty folder for a build, named after its instant (ISO 8601); `build` is absolute. */
export function newRelease(/** @type {string} */ build, /** @type {string} */ buildTime) {
  mkdirSync(`${build}-releases`, { recursive: true });
  return mkdtempSync(join(`${build}-releases`, `${buildTime.replace(/[:.]/g, "-")}-`));
}

/**
 * Copies into `release`'s assets/ each file of `previous`'s it lacks that is younger
 * than a week, its time kept: the script files a page opened before the deploy may
 * still ask for (a hashed name is the same file). Returns how many.
 */
export function keepRecentAssets(
  /** @type {string} */ previous,
  /** @type {string} */ release,
  now = Date.now(),
) {
  const from = join(previous, "client", "assets");
  const to = join(release, "client", "assets");
  if (!existsSync(from)) return 0;
  const young = (/** @type {string} */ name) =>
    now - statSync(join(from, name)).mtimeMs <= keepAssetsMs;
  const kept = readdirSync(from).filter((name) => !existsSync(join(to, name)) && young(name));
  for (const name of kept) cpSync(join(from, name), join(to, name), { preserveTimestamps: true });
  return kept.length;
}

/**
 * Points `build` at `release` in one rename, so a reader sees the old build or the
 * new one, never neither, after keeping the recent script files of the one served
 * until now; every other build goes but that one, for the requests under way. A
 * plain `build` folder (the layout before 0019) is first moved among the builds.
 */
export function swapIn(
  /** @type {string} */ build,
  /** @type {string} */ release,
  now = Date.now(),
) {
  let previous = lstatSync(build, { throwIfNoEntry: false }) ? realpathSync(build) : undefined;
  if (previous === build) renameSync(build, (previous = `${build}-releases/earlier-${now}`));
  const kept = previous ? keepRecentAssets(previous, release, now) : 0;
  symlinkSync(relative(dirname(build), release), `${build}.swap-${process.pid}`);
  renameSync(`${build}.swap-${process.pid}`, build);
  for (const name of readdirSync(`${build}-releases`)) {
    const folder = join(`${build}-releases`, name);
    if (folder !== release && folder !== previous) rmSync(folder, { recursive: true });
  }
  return { previous, kept };
}
