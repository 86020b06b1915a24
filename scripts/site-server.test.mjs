// @vitest-environment node
// @ts-check
// What `npm start` does that only it can (scripts/site-server.mjs), over real
// HTTP on loopback against small builds made here: it survives a file that
// goes, takes a new build swapped in whole, answers a slow client 408 and
// shuts down without waiting for keep-alive clients. The HTTP rules both
// servers share are checked on both in tests/e2e/hosting.spec.ts.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { headerRules } from "./host-configs.mjs";
import { createSiteServer } from "./site-server.mjs";

let root = "";
/** @type {ReturnType<typeof createSiteServer> | undefined} */
let running;

/**
 * A build in `<root>/releases/<name>`, its page saying `text`, its CSP allowing `hash`.
 * @param {string} name
 * @param {string} text
 * @param {string} hash
 */
function makeBuild(name, text, hash) {
  const folder = join(root, "releases", name);
  /** @type {Record<string, string>} */
  const files = {
    "index.html": `<!doctype html><title>${text}</title><p>${text}</p>`.padEnd(400, " "),
    "404.html": "<!doctype html><title>Non trovata</title>".padEnd(400, " "),
    [`assets/app-${name}.js`]: `console.log(${JSON.stringify(text)});`.padEnd(400, " "),
  };
  for (const [path, body] of Object.entries(files)) {
    const file = join(folder, "client", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
  const site = { pages: [{ path: "/", file: "index.html" }], files: [], scriptHashes: [hash] };
  mkdirSync(join(folder, "hosting"));
  writeFileSync(join(folder, "hosting", "headers.json"), JSON.stringify(headerRules(site)));
  return folder;
}

/** Points `<root>/build` at a release at once, as scripts/build.mjs does. */
function swapTo(/** @type {string} */ name) {
  symlinkSync(join("releases", name), join(root, "build.next"));
  renameSync(join(root, "build.next"), join(root, "build"));
}

/** @param {import("node:http").ServerOptions} [serverOptions] */
async function start(serverOptions) {
  running = createSiteServer({ build: join(root, "build"), serverOptions });
  await new Promise((resolve) => running?.server.listen(0, "127.0.0.1", () => resolve(null)));
  const address = running.server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/**
 * @param {number} port
 * @param {string} path
 * @param {{ headers?: Record<string, string>, agent?: Agent }} [options]
 */
function get(port, path, { headers = {}, agent } = {}) {
  return new Promise(
    /** @param {(value: { status: number, headers: import("node:http").IncomingHttpHeaders, body: string }) => void} resolve */
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers, agent }, (response) => {
        let body = "";
        response.setEncoding("latin1");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "site-server-"));
  makeBuild("a", "Prima", "sha256-primo");
  swapTo("a");
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(async () => {
  const server = running?.server;
  running = undefined;
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(() => resolve(null)) : resolve(null)));
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("npm start's server", () => {
  it("answers a file that went away with the not-found page and its headers, logs it, and serves on", async () => {
    const port = await start();
    rmSync(join(root, "releases", "a", "client", "assets", "app-a.js"));
    const gone = await get(port, "/assets/app-a.js");
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("<title>Non trovata</title>");
    expect(gone.headers["content-security-policy"]).toContain("'sha256-primo'");
    expect(gone.headers["x-content-type-options"]).toBe("nosniff");
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("/assets/app-a.js"));
    const home = await get(port, "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("<p>Prima</p>");
  });

  it("serves a build swapped in from the next request on, its pages and headers together", async () => {
    const port = await start();
    expect((await get(port, "/")).body).toContain("<p>Prima</p>");
    makeBuild("b", "Seconda", "sha256-secondo");
    swapTo("b");
    const home = await get(port, "/", { headers: { "accept-encoding": "identity" } });
    expect(home.body).toContain("<p>Seconda</p>");
    expect(home.headers["content-security-policy"]).toContain("'sha256-secondo'");
    expect(home.headers["content-security-policy"]).not.toContain("'sha256-primo'");
    expect(Number(home.headers["content-length"])).toBe(Buffer.byteLength(home.body, "latin1"));
    expect((await get(port, "/assets/app-b.js")).status).toBe(200);
  });

  it("answers a client too slow to send its request 408, with the security headers", async () => {
    const port = await start({
      headersTimeout: 200,
      requestTimeout: 300,
      connectionsCheckingInterval: 50,
    });
    const head = await new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: a\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/^Content-Security-Policy: default-src 'self'/m);
    expect(head).toMatch(/^X-Content-Type-Options: nosniff/m);
  });

  it("shuts down with busy keep-alive clients: every request under way answered, then closed", async () => {
    const port = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    let stopping = false;
    /** @type {number[]} */
    const statuses = [];
    // Ten clients, each asking again as soon as its answer ends, on the same connection.
    const clients = Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 10_000 && !stopping; i++) {
        const answer = await get(port, "/", { agent }).catch(() => undefined);
        if (!answer) break;
        statuses.push(answer.status);
      }
    });
    while (statuses.length < 50) await new Promise((resolve) => setImmediate(resolve));
    const closed = new Promise((resolve) => running?.shutDown(() => resolve(null), 60_000));
    await closed;
    stopping = true;
    await Promise.all(clients);
    agent.destroy();
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expect(get(port, "/")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("shuts down while a request is under way: it is answered, and its idle connection closes at once", async () => {
    const port = await start({ keepAliveTimeout: 60_000 });
    const agent = new Agent({ keepAlive: true });
    const closed = new Promise((resolve) =>
      running?.server.once("request", () => running?.shutDown(() => resolve(null), 60_000)),
    );
    const answer = await get(port, "/", { agent });
    await closed;
    agent.destroy();
    expect(answer.status).toBe(200);
  });
});
