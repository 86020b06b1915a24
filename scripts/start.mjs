// @ts-check
// `npm start`: build the site if there is no build yet, then serve it on
// http://localhost:3000 (PORT overrides) the way the hosts do, with the headers
// the build writes (scripts/site-server.mjs says what it answers). BUILD_DIR
// serves another build folder (the end-to-end tests serve build-e2e, built with
// test keys). `npm run build` while it serves swaps in the new build, which the
// next request gets (scripts/build.mjs): no restart.
//
// On SIGTERM or SIGINT it stops accepting connections, closes the idle ones,
// lets the requests under way finish and exits: within 5 s, whatever the clients do.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { printExampleValues } from "./example-values-notice.mjs";
import { createSiteServer } from "./site-server.mjs";

const build = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);

const built = ["client/index.html", "client/404.html", "hosting/headers.json"].every((file) =>
  existsSync(join(build, file)),
);
if (!built) {
  console.log("No build found: building the site first…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else printExampleValues(build);

const { server, shutDown, currentSite } = createSiteServer({ build });
server.listen(port, () =>
  console.log(`Serving ${currentSite().client} on http://localhost:${port}`),
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => shutDown(() => process.exit(0)));
}
