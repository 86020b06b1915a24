// @ts-check
// `npm run build`: builds the site into a new folder and swaps it in whole, so
// a server never sees half a build nor two builds mixed
// (docs/decisions/0019-builds-swapped-in-whole.md; the folders: releases.mjs).
//
// 1. The three steps (react-router build, postbuild.mjs, prepare-hosting.mjs)
//    write into a new folder, <BUILD_DIR>-releases/<instant>-<random>, with the
//    build's instant in BUILD_TIME (the one the pages show; kept when given).
// 2. The script files of the builds of the last week (in the build BUILD_DIR
//    points to now, which holds those of the one before) are copied into the new
//    build's assets/: a page opened before the deploy still loads its scripts.
// 3. BUILD_DIR (build) becomes a symlink to the new folder, in one rename:
//    `npm start` serves the new build from its next request on; `build/client`
//    stays the path to publish. Only the new build and the one before are kept.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { currentRelease, keepRecentAssets, newRelease, swapIn } from "./releases.mjs";

const build = resolve(process.env.BUILD_DIR ?? "build");
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();

const release = newRelease(build, buildTime);
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

const previous = currentRelease(build);
const kept = previous ? keepRecentAssets(previous, release) : 0;
swapIn(build, release);
console.log(
  `build: ${basename(build)} → ${relative(dirname(build), release)}` +
    (kept > 0 ? `; kept ${kept} script files of earlier builds in assets/` : ""),
);
