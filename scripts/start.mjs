// @ts-check
// `npm start`: build the site if there is no build yet, then serve build/client
// on http://localhost:3000 (PORT overrides) the way the hosts do: serve's
// request handler (serve-handler, the engine of the `serve` CLI) with the
// configuration the build writes (build/hosting/serve.json): the same headers,
// caching and addresses as every host, unknown paths answered with status 404
// and 404.html. BUILD_DIR serves another build folder (the end-to-end tests
// serve build-e2e, built with test keys).
//
// Not the CLI itself: it answers 500 to a request whose path the file system
// refuses (a NUL byte, a name longer than 255 bytes); here that is a 404.
import { spawnSync } from "node:child_process";
import { existsSync, lstat, readFileSync, realpath } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { promisify } from "node:util";

const build = process.env.BUILD_DIR ?? "build";
const client = resolve(build, "client");
const configFile = resolve(build, "hosting", "serve.json");
const port = Number(process.env.PORT ?? 3000);

const built = [`${client}/index.html`, `${client}/404.html`, configFile].every((file) =>
  existsSync(file),
);
if (!built) {
  console.log("No build found: building the site first…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// serve's own dependencies, resolved from serve, so they stay at the versions it uses.
const fromServe = createRequire(createRequire(import.meta.url).resolve("serve/package.json"));
const handler = fromServe("serve-handler");
// gzip from 256 bytes, as nginx-site.conf does (the CLI starts at 1 KB): the sitemap too.
const compress = promisify(fromServe("compression")({ threshold: 256 }));

// As the CLI does: serve.json, the folder to serve, ETags.
const config = { ...JSON.parse(readFileSync(configFile, "utf8")), public: client, etag: true };

const unservablePath = new Set(["ENAMETOOLONG", "ERR_INVALID_ARG_VALUE", "ERR_INVALID_ARG_TYPE"]);

/**
 * A path the file system cannot even look up is a path that does not exist.
 * @template T
 * @param {(path: string, callback: (error: NodeJS.ErrnoException | null, result: T) => void) => void} fsCall
 */
function notFoundIfUnservable(fsCall) {
  const call = promisify(fsCall);
  return async (/** @type {string} */ path) => {
    try {
      return await call(path);
    } catch (caught) {
      const error = /** @type {NodeJS.ErrnoException} */ (caught);
      if (unservablePath.has(error.code ?? "")) error.code = "ENOENT";
      throw error;
    }
  };
}
const methods = { lstat: notFoundIfUnservable(lstat), realpath: notFoundIfUnservable(realpath) };

const server = createServer((request, response) => {
  compress(request, response)
    .then(() => handler(request, response, config, methods))
    .catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
});
server.listen(port, () => console.log(`Serving ${client} on http://localhost:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
