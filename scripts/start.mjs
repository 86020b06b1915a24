// `npm start`: build the site if there is no build yet, then serve build/client
// on http://localhost:3000 (PORT overrides) with `serve`, which answers unknown
// paths with status 404 and build/client/404.html. BUILD_DIR serves another
// build folder (the end-to-end tests serve build-e2e, built with test keys).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const client = `${process.env.BUILD_DIR ?? "build"}/client`;
const port = process.env.PORT ?? "3000";

if (!existsSync(`${client}/index.html`) || !existsSync(`${client}/404.html`)) {
  console.log("No build found: building the site first…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serveBin = createRequire(import.meta.url).resolve("serve/build/main.js");
const server = spawn(
  process.execPath,
  [serveBin, client, "--listen", port, "--no-port-switching", "--no-clipboard"],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
