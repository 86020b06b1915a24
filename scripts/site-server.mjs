// @ts-check
// The HTTP server of `npm start` (scripts/start.mjs), serving a build the way
// nginx-site.conf does, on node:http with `negotiator` for Accept-Encoding and
// `fresh` for conditional requests (both Express's). Tested by
// site-server.test.mjs and, with nginx, tests/e2e/hosting.spec.ts. Why not a
// static file library: docs/decisions/0020-npm-start-without-sirv.md.
//
// What it answers:
// - GET and HEAD only; any other method 405 with Allow: GET, HEAD;
// - HTTP/1.0 and 1.1 only (505 otherwise); an HTTP/1.1 request with no Host, or
//   any request with two, 400 (RFC 9112, 3.2);
// - a page at its address without a trailing slash (/servizi from servizi.html),
//   /servizi/ and /servizi.html 301 to /servizi; /admin, the CMS's page;
// - the files the build holds, listed with their size and time when the build is
//   loaded (a build never changes once swapped in), and nothing else; anything
//   else 404 with 404.html;
// - the .br/.gz the build wrote beside each text file (prepare-hosting.mjs),
//   chosen by Accept-Encoding (q-values, q=0 refuses a coding, names in any
//   case), with Vary: Accept-Encoding and an ETag per encoding; 304 for a
//   matching If-None-Match, with its ETag and Vary; any Range ignored (the
//   whole file: nothing here is worth resuming);
// - the security headers of the build (build/hosting/headers.json) on every
//   answer, redirects and errors included, even Node's own 400, 408 and 431
//   for requests it cannot parse or that come too slowly.
//
// The build folder is usually a symlink that `npm run build` swaps to a new
// build (scripts/build.mjs): each request looks at it (one lstat) and, when it
// has changed, the new build is loaded whole, its files, headers and hashes
// together, so no answer mixes two builds. A request begun on the old build ends
// on it. Any error while answering (a file gone, a failed read) is logged and
// becomes an answer with the headers; the server goes on serving.
import {
  createReadStream,
  lstatSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
} from "node:fs";
import { STATUS_CODES, createServer } from "node:http";
import { join, relative, sep } from "node:path";
import fresh from "fresh";
import mime from "mime-types";
import Negotiator from "negotiator";
import { adminPrefix, cacheControl } from "../deploy/headers.mjs";
import { headersAt, pageOf, pageRedirects } from "./host-configs.mjs";

/** The compressed forms the build writes beside a text file, most preferred first. */
const codings = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);
const preferredCodings = [...codings.map(([coding]) => coding), "identity"];

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/**
 * The codings of `available` the request accepts, best first, ties broken by
 * preferredCodings: Chromium's "gzip, deflate, br, zstd" gets br.
 * @param {Request} request
 * @param {string[]} available
 */
function acceptedCodings(request, available) {
  // negotiator 1 takes the server's preference; @types/negotiator still describes 0.6.
  const negotiator =
    /** @type {{ encodings(available: string[], options: { preferred: string[] }): string[] }} */ (
      /** @type {unknown} */ (new Negotiator(request))
    );
  return negotiator.encodings(available, { preferred: preferredCodings });
}

/**
 * One build as served, read once when it becomes the current one.
 * @param {string} folder the build's real folder (holds client/ and hosting/)
 */
export function loadSite(folder) {
  const client = join(folder, "client");
  /** @type {import("./host-configs.mjs").HeaderRule[]} */
  const headerRules = JSON.parse(readFileSync(join(folder, "hosting", "headers.json"), "utf8"));

  /**
   * Every file of the build by its address ("/assets/x.js"), dotfiles left out.
   * @type {Map<string, { file: string, type: string, size: number, etag: string, lastModified: string }>}
   */
  const files = new Map();
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(client, file).split(sep).join("/")}`;
    if (!entry.isFile() || path.includes("/.")) continue;
    const { size, mtime } = statSync(file);
    // nginx's kind of validator, from size and time: one per encoding.
    const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    // The type of what is sent: x.js.br is JavaScript.
    const type = mime.contentType(entry.name.replace(/\.(br|gz)$/, "")) || "";
    files.set(path, { file, type, size, etag, lastModified: mtime.toUTCString() });
  }
  const pages = [...files.keys()]
    .map((path) => pageOf(path.slice(1)))
    .filter((page) => page !== undefined);
  const hasAdmin = files.has(`${adminPrefix}/index.html`);
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
  // The not-found page in memory, in each encoding: it answers even if its file goes.
  /** @type {Map<string, Buffer>} coding ("identity", "br", "gzip") → body */
  const notFound = new Map(
    [/** @type {const} */ (["identity", ""]), ...codings]
      .filter(([, suffix]) => files.has(`/404.html${suffix}`))
      .map(([coding, suffix]) => [coding, readFileSync(join(client, `404.html${suffix}`))]),
  );

  /** The headers of the address `path` (host-configs.mjs, headerRules). */
  const headersFor = (/** @type {string} */ path) => headersAt(headerRules, path);

  return { folder, client, files, pageFiles, redirects, notFound, headersFor };
}

/** @typedef {ReturnType<typeof loadSite>} Site */

/**
 * The coding to send `path` in, among those the build holds for it, by the
 * request's Accept-Encoding (RFC 9110, 12.5.3).
 * @param {Site} site
 * @param {Request} request
 * @param {string} path
 */
function codingFor(site, request, path) {
  const available = codings
    .filter(([, suffix]) => site.files.has(`${path}${suffix}`))
    .map(([coding]) => coding);
  if (available.length === 0) return "identity";
  return acceptedCodings(request, [...available, "identity"])[0] ?? "identity";
}

/** @param {Request} request */
function log(request, /** @type {string} */ message) {
  console.error(`${new Date().toISOString()} ${request.method} ${request.url}: ${message}`);
}

/** Headers of a file that must not describe another answer. */
const fileHeaders = ["ETag", "Last-Modified", "Content-Encoding", "Content-Type"];

/**
 * A short plain-text answer with the headers already set on `response`.
 * @param {Request} request
 * @param {Response} response
 * @param {number} status
 */
function sendStatus(request, response, status) {
  for (const name of fileHeaders) response.removeHeader(name);
  const body = `${status} ${STATUS_CODES[status] ?? ""}\n`;
  response.statusCode = status;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", "text/plain;charset=utf-8");
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * @param {Site} site
 * @param {Request} request
 * @param {Response} response
 */
function sendNotFound(site, request, response) {
  const [coding = "identity"] = acceptedCodings(request, [...site.notFound.keys()]);
  const body = site.notFound.get(coding) ?? Buffer.alloc(0);
  for (const name of fileHeaders) response.removeHeader(name);
  response.statusCode = 404;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", "text/html;charset=utf-8");
  response.setHeader("Content-Length", body.length);
  response.setHeader("Vary", "Accept-Encoding");
  if (coding !== "identity") response.setHeader("Content-Encoding", coding);
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * What is wrong with the request's framing, as an error status, or undefined.
 * @param {Request} request
 */
function framingError(request) {
  // Node's parser refuses HTTP/1.2 and 3.0 itself (400), but lets 2.0 through.
  if (request.httpVersionMajor !== 1) return 505;
  let hosts = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]?.toLowerCase() === "host") hosts++;
  }
  if (hosts > 1 || (hosts === 0 && request.httpVersionMinor === 1)) return 400;
  return undefined;
}

/**
 * @param {Site} site
 * @param {Request} request
 * @param {Response} response
 */
function answer(site, request, response) {
  // The path as sent: a URL parser would read "//evil.example/" as another host.
  const cleanPath = (request.url ?? "/").replace(/[?#].*$/s, "");
  let path = cleanPath;
  try {
    path = decodeURI(cleanPath);
  } catch {
    // Not valid percent-encoding: matched as sent, which no file or rule is.
  }
  for (const [name, value] of Object.entries(site.headersFor(path))) {
    response.setHeader(name, value);
  }

  const error = framingError(request);
  if (error !== undefined) {
    response.setHeader("Connection", "close");
    return sendStatus(request, response, error);
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.setHeader("Allow", "GET, HEAD");
    return sendStatus(request, response, 405);
  }
  const target = site.redirects.get(cleanPath);
  if (target !== undefined) {
    response.statusCode = 301;
    response.setHeader("Location", target);
    response.setHeader("Cache-Control", cacheControl.revalidate);
    return response.end();
  }
  // A trailing slash names a folder, and no folder is a page here (/ aside).
  const file =
    cleanPath !== "/" && cleanPath.endsWith("/")
      ? undefined
      : (site.pageFiles.get(cleanPath) ?? (site.files.has(path) ? path : undefined));
  if (file === undefined) return sendNotFound(site, request, response);

  const coding = codingFor(site, request, file);
  const suffix = codings.find(([name]) => name === coding)?.[1] ?? "";
  const sent = site.files.get(`${file}${suffix}`);
  if (sent === undefined) return sendNotFound(site, request, response);
  response.setHeader("Vary", "Accept-Encoding");
  response.setHeader("ETag", sent.etag);
  response.setHeader("Last-Modified", sent.lastModified);
  if (fresh(request.headers, { etag: sent.etag, "last-modified": sent.lastModified })) {
    // 304: the validators, Vary and the other headers a 200 would carry, no content.
    response.statusCode = 304;
    return response.end();
  }
  response.setHeader("Content-Type", sent.type);
  if (coding !== "identity") response.setHeader("Content-Encoding", coding);
  // Every Range is ignored, as nginx-site.conf's max_ranges 0: the whole file.
  response.setHeader("Content-Length", sent.size);
  if (request.method === "HEAD") return response.end();
  const stream = createReadStream(sent.file);
  stream.on("error", (error) => {
    log(request, `${error.message}`);
    // Cut off mid-file: closing the connection is the only honest end.
    if (response.headersSent) return response.destroy();
    sendNotFound(site, request, response);
  });
  response.on("close", () => stream.destroy());
  stream.pipe(response);
}

/**
 * @param {{ build: string, serverOptions?: import("node:http").ServerOptions }} options
 *   build: the build folder (BUILD_DIR), a folder or a symlink to one
 */
export function createSiteServer({ build, serverOptions = {} }) {
  /** The build folder's identity (its inode: a swapped symlink is a new one). */
  const identity = () => lstatSync(build).ino;
  let site = loadSite(realpathSync(build));
  let loadedFrom = identity();
  let closing = false;

  /** The current build: loaded again, whole, when the build folder has been swapped. */
  function currentSite() {
    try {
      const now = identity();
      if (now !== loadedFrom) {
        site = loadSite(realpathSync(build));
        loadedFrom = now;
        console.log(`Serving the new build in ${site.folder}`);
      }
    } catch (error) {
      // Half there (removed by hand?): keep serving the build already loaded.
      console.error(
        `Could not load the build in ${build}: ${/** @type {Error} */ (error).message}`,
      );
    }
    return site;
  }

  const server = createServer(
    // An HTTP/1.1 request without Host gets the site's own 400, with its headers.
    { requireHostHeader: false, ...serverOptions },
    (request, response) => {
      const served = currentSite();
      if (closing) response.setHeader("Connection", "close");
      // Each connection that falls idle during a shutdown closes at once.
      response.on("finish", () => closing && server.closeIdleConnections());
      try {
        answer(served, request, response);
      } catch (error) {
        log(request, `500 ${/** @type {Error} */ (error).stack}`);
        if (response.headersSent) response.destroy();
        else sendStatus(request, response, 500);
      }
    },
  );

  // A request Node's parser refuses (a malformed request line, headers over 16 KB)
  // or that comes too slowly gets its error with the security headers too, as
  // nginx's own error pages do.
  server.on("clientError", (error, socket) => {
    if (!socket.writable) return socket.destroy();
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    const status =
      code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const headers = { ...site.headersFor("/"), "Cache-Control": cacheControl.revalidate };
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        "Content-Length: 0",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
  });

  /**
   * Stops accepting, closes idle keep-alive connections at once, lets each
   * request under way finish (its connection then closes), and calls `done`
   * once every connection is gone; connections still open after `graceMs`
   * (a stalled download) are cut.
   * @param {() => void} done
   * @param {number} [graceMs]
   */
  function shutDown(done, graceMs = 4000) {
    closing = true;
    server.close(() => done());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  }

  return { server, shutDown, currentSite };
}
