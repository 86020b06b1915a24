// @ts-check
// `npm start`: build the site if there is no build yet, then serve build/client
// on http://localhost:3000 (PORT overrides) the way the hosts do, with sirv on
// node:http and the headers the build writes (build/hosting/serve.json, made
// from deploy/headers.mjs): BUILD_DIR serves another build folder (the
// end-to-end tests serve build-e2e, built with test keys).
//
// What it answers, as nginx-site.conf does:
// - GET and HEAD only; any other method 405 with Allow: GET, HEAD;
// - a page at its address without a trailing slash (/servizi from servizi.html),
//   /servizi/ and /servizi.html 301 to /servizi; /admin, the CMS's page;
// - the files sirv found in the build when it started, and nothing else (no
//   path is ever looked up on disk); anything else 404 with 404.html;
// - the .br/.gz the build wrote beside each text file (scripts/compress.mjs),
//   chosen by Accept-Encoding, with Vary: Accept-Encoding and an ETag per
//   encoding (sirv's: size and time of the file sent);
// - a single well-formed byte range, or the whole file: a malformed Range is ignored;
// - the security headers on every answer, redirects and errors included, even
//   Node's own 400 and 431 for requests it cannot parse.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import sirv from "sirv";
import { adminPrefix, cacheControl } from "../deploy/headers.mjs";
import { printExampleValues } from "./example-values-notice.mjs";
import { pageOf, pageRedirects } from "./host-configs.mjs";

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
} else printExampleValues(build);

/** @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule */
/** @type {{ headers: HeaderRule[] }} */
const config = JSON.parse(readFileSync(configFile, "utf8"));

/**
 * The headers of the address `path`: every rule of serve.json whose source
 * matches it ("**", or "/prefix/**" for the prefix itself and under it), in
 * order, a later one replacing what an earlier one set.
 * @param {string} path
 */
function headersFor(path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of config.headers) {
    const prefix = rule.source.replace(/\/?\*\*$/, "");
    if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

// The pages, from the files the build left at its root, as every host's configuration is made.
const pages = readdirSync(client)
  .map(pageOf)
  .filter((page) => page !== undefined);
const hasAdmin = existsSync(resolve(client, "admin", "index.html"));
/** Address → the file that answers it. */
const pageFiles = new Map([
  ...pages.map(({ path, file }) => /** @type {const} */ ([path, `/${file}`])),
  ...(hasAdmin ? [/** @type {const} */ ([adminPrefix, `${adminPrefix}/index.html`])] : []),
]);
/** Address → where it redirects. */
const redirects = new Map([
  ...pageRedirects(pages).map(({ from, to }) => /** @type {const} */ ([from, to])),
  ...(hasAdmin ? [/** @type {const} */ ([`${adminPrefix}/`, adminPrefix])] : []),
]);

// The not-found page, in each encoding the build made of it.
const notFound = Object.fromEntries(
  ["", ".br", ".gz"]
    .filter((suffix) => existsSync(`${client}/404.html${suffix}`))
    .map((suffix) => [suffix, readFileSync(`${client}/404.html${suffix}`)]),
);

/** @param {import("node:http").IncomingMessage} request */
function notFoundEncoding(request) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (notFound[".br"] && /\bbr\b/.test(accepted)) return /** @type {const} */ ([".br", "br"]);
  if (notFound[".gz"] && /\bgzip\b/.test(accepted)) return /** @type {const} */ ([".gz", "gzip"]);
  return /** @type {const} */ (["", undefined]);
}

// Production mode: sirv lists the build's files once, now, and answers only those.
const files = sirv(client, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  // No guessing: /servizi is served from servizi.html by the table above, /404 is not a page.
  extensions: [],
  dotfiles: false,
  onNoMatch: (request, response) => sendNotFound(request, response),
});

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function sendNotFound(request, response) {
  const [suffix, encoding] = notFoundEncoding(request);
  const body = notFound[suffix] ?? Buffer.alloc(0);
  response.statusCode = 404;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", "text/html;charset=utf-8");
  response.setHeader("Content-Length", body.length);
  response.setHeader("Vary", "Accept-Encoding");
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * sirv's own Range parsing answers "bytes=abc" with 416 and "bytes=0-0" with
 * the whole file as 206: only a single "bytes=start-end" or "bytes=start-"
 * reaches it; any other Range, and any with If-Range, gets the whole file (200).
 * @param {import("node:http").IncomingMessage} request
 */
function keepWellFormedRange(request) {
  const range = request.headers.range;
  if (range === undefined) return;
  const [, start, end] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
  const valid =
    start !== undefined &&
    request.headers["if-range"] === undefined &&
    (end === "" || (Number(end) >= Number(start) && Number(end) > 0));
  if (!valid) delete request.headers.range;
}

const server = createServer((request, response) => {
  // The path as sent: a URL parser would read "//evil.example/" as another host.
  const cleanPath = (request.url ?? "/").replace(/[?#].*$/s, "");
  let path = cleanPath;
  try {
    path = decodeURI(cleanPath);
  } catch {
    // Not valid percent-encoding: matched as sent, which no file or rule is.
  }
  for (const [name, value] of Object.entries(headersFor(path))) response.setHeader(name, value);

  if (request.method !== "GET" && request.method !== "HEAD") {
    response.statusCode = 405;
    response.setHeader("Allow", "GET, HEAD");
    response.setHeader("Cache-Control", cacheControl.revalidate);
    response.setHeader("Content-Type", "text/plain;charset=utf-8");
    response.end(request.method === "HEAD" ? undefined : "Method Not Allowed\n");
    return;
  }

  const target = redirects.get(cleanPath);
  if (target !== undefined) {
    response.statusCode = 301;
    response.setHeader("Location", target);
    response.setHeader("Cache-Control", cacheControl.revalidate);
    response.end();
    return;
  }

  // A trailing slash names a folder, and no folder is a page here (/ aside).
  if (cleanPath !== "/" && cleanPath.endsWith("/")) {
    sendNotFound(request, response);
    return;
  }
  const file = pageFiles.get(cleanPath);
  if (file !== undefined) request.url = file;
  keepWellFormedRange(request);
  files(request, response);
});
// A request Node's parser refuses (a malformed request line, headers over 16 KB)
// gets its error with the security headers too, as nginx's own error pages do.
server.on("clientError", (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const [status, reason] =
    /** @type {NodeJS.ErrnoException} */ (error).code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large"]
      : [400, "Bad Request"];
  const headers = { ...headersFor("/"), "Cache-Control": cacheControl.revalidate };
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "Content-Length: 0",
      "Connection: close",
      "",
      "",
    ].join("\r\n"),
  );
});
server.listen(port, () => console.log(`Serving ${client} on http://localhost:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
