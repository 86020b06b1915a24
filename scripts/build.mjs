// @ts-check
// `npm run build`: the three steps build into a new folder, with the build's
// instant in BUILD_TIME (kept when given), which then replaces the build served
// in one rename (releases.mjs; docs/decisions/0019-builds-swapped-in-whole.md).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { basename, resolve } from "node:path";
import { newRelease, swapIn } from "./releases.mjs";

const build = resolve(process.env.BUILD_DIR ?? "build");
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();
const release = newRelease(build, buildTime);
const env = { ...process.env, BUILD_DIR: release, BUILD_TIME: buildTime };
// react-router is in node_modules/.bin, which npm puts on PATH.
const steps =
  "react-router build && node scripts/postbuild.mjs && node scripts/prepare-hosting.mjs";
const { status } = spawnSync(steps, { shell: true, stdio: "inherit", env });
if (status !== 0) {
  rmSync(release, { recursive: true, force: true });
  process.exit(status ?? 1);
}
const { kept } = swapIn(build, release);
console.log(`build: ${basename(build)} → ${basename(release)}; kept ${kept} earlier script files`);
