// How the site is served, checked with real HTTP: headers, caching,
// compression, addresses, errors and hostile requests; then a visit of every
// page, the phone menu and a sent message with the Content-Security-Policy
// enforced. The desktop project runs it against `npm start`, the nginx project
// against nginx with the site's nginx config (playwright.config.ts).
import { createHash } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { adminContentSecurityPolicy } from "../../deploy/headers.mjs";
import { paths } from "../../app/model/pages";
import {
  content,
  gotoHydrated,
  notFoundTitle as notFoundPageTitle,
  offers,
  sitePages,
  watchConsole,
} from "./site";

test.skip(({ isMobile }) => isMobile, "Headers and addresses do not depend on the viewport.");

const securityHeaders = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};
const deniedFeatures = ["camera", "microphone", "geolocation", "payment", "usb", "serial", "midi"];
const immutable = "public, max-age=31536000, immutable";
const notFoundTitle = `<title>${notFoundPageTitle}</title>`;

function policy(response: APIResponse): Map<string, string[]> {
  const header = response.headers()["content-security-policy"] ?? "";
  return new Map(
    header.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The hashes a browser computes for the inline scripts it would run in `html`. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|application\/ld\+json/.test(attributes))
    .map(([, , code = ""]) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers[name], `${name} on ${response.url()}`).toBe(value);
  }
  const features = (headers["permissions-policy"] ?? "").split(", ");
  for (const feature of deniedFeatures) expect(features).toContain(`${feature}=()`);
  for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);

  const csp = policy(response);
  expect([...csp.keys()].sort()).toEqual(
    [
      "base-uri",
      "connect-src",
      "default-src",
      "font-src",
      "form-action",
      "frame-ancestors",
      "img-src",
      "object-src",
      "script-src",
      "style-src",
    ].sort(),
  );
  expect(csp.get("default-src")).toEqual(["'self'"]);
  const [self, ...hashes] = csp.get("script-src") ?? [];
  expect(self).toBe("'self'");
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
  expect(csp.get("font-src")).toEqual(["'self'"]);
  expect(csp.get("connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
}

test.describe("headers", () => {
  // Every page, the owner's printable voucher too (while vouchers are offered).
  for (const path of [
    ...sitePages.map((page) => page.path),
    ...(offers.vouchers ? [paths.stampaBuono] : []),
  ]) {
    test(`${path}: 200, every security header, inline scripts allowed by hash, revalidated`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()["cache-control"]).toBe("no-cache");

      const scriptSrc = policy(response).get("script-src") ?? [];
      const inline = inlineScriptHashes(await response.text());
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(scriptSrc).toContain(hash);
    });
  }

  test("the sitemap and robots.txt are revalidated", async ({ request }) => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-cache");
      expectSecurityHeaders(response);
    }
  });

  test("hashed assets are cached for a year, immutable", async ({ request }) => {
    const html = await (await request.get("/contatti")).text();
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2|svg)/g))];
    for (const extension of ["js", "css", "woff2"]) {
      expect(assets.some((asset) => asset.endsWith(`.${extension}`))).toBe(true);
    }
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe(immutable);
      expectSecurityHeaders(response);
    }
  });

  test("HTML, CSS, JavaScript, SVG, XML and JSON are sent gzip-compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // Only the contact page loads a script, its form's (docs/decisions/0025-the-form-alone-hydrates.md).
    const contatti = await (await request.get("/contatti")).text();
    const script = /\/assets\/[\w-]+\.js/.exec(contatti)?.[0];
    const style = /\/assets\/[\w-]+\.css/.exec(html)?.[0];
    const svg = /\/assets\/[\w-]+\.svg/.exec(html)?.[0];
    for (const path of [
      "/",
      "/servizi",
      script,
      style,
      svg,
      "/sitemap.xml",
      "/manifest.webmanifest",
    ]) {
      expect(path).toBeDefined();
      const response = await request.get(path!, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers()["content-encoding"], path).toBe("gzip");
    }
  });
});

test.describe("addresses", () => {
  test("a page answers at its address without a trailing slash; the others redirect there", async ({
    request,
  }) => {
    expect((await request.get("/servizi", { maxRedirects: 0 })).status()).toBe(200);
    for (const [from, to] of [
      ["/servizi/", "/servizi"],
      ["/servizi.html", "/servizi"],
      ["/chi-sono/", "/chi-sono"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
    const followed = await request.get("/servizi/");
    expect(followed.url()).toMatch(/\/servizi$/);
    expect(await followed.text()).toContain(`<title>${content.servizi.meta.title}</title>`);
  });

  for (const path of ["/pagina-inesistente", "/servizi/qualcosa", "/404", "/assets/nessuno.js"]) {
    test(`${path} answers 404 with the not-found page and every header`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(notFoundTitle);
      expectSecurityHeaders(response);
      expect(response.headers()["cache-control"]).toBe("no-cache");
    });
  }
});

test("/admin, the CMS, has its own headers, and /admin/ leads there", async ({ request }) => {
  for (const path of ["/admin", "/admin/config.yml", "/admin/"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(path === "/admin/" ? 301 : 200);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toBe(adminContentSecurityPolicy());
    expect(headers["x-robots-tag"], path).toBe("noindex");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    expect(headers["strict-transport-security"], path).toBe(
      securityHeaders["strict-transport-security"],
    );
    expect(headers["cache-control"], path).toBe("no-cache");
  }
  expect((await request.get("/admin/", { maxRedirects: 0 })).headers()["location"]).toBe("/admin");
  // A page that only begins like it is not the CMS.
  expect((await request.get("/administrator")).headers()["x-robots-tag"]).toBeUndefined();
});

/** Sends `request` exactly as written, which HTTP clients would tidy up first. */
function rawExchange(baseURL: string, request: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; head: string; text: string }>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const line = request.slice(0, request.indexOf("\r\n"));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${line}: no answer`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.slice(0, text.indexOf("\r\n\r\n"));
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), head, text });
    });
    // write, not end: Node's server drops a half-closed connection without answering.
    socket.write(request);
  });
}

/** Sends `target` exactly as written, which URL parsers would tidy up first. */
function rawRequest(baseURL: string, method: string, target: string) {
  const { hostname } = new URL(baseURL);
  return rawExchange(
    baseURL,
    `${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

// What files just outside the published folder hold: none may ever be served.
const outsideTheBuild = ["root:x:0:0", '"prefix"', "add_header", '"name": "centro-estetico"'];

test.describe("hostile requests", () => {
  const targets = [
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/servizi%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd",
    "/assets/..%2F..%2F..%2Fpackage.json",
    "/../hosting/headers.json",
    "/%2e%2e/hosting/nginx-site.conf",
    "/..\\..\\..\\..\\etc\\passwd",
    "//etc/passwd",
    "/%00",
    "/servizi%00.html",
    `/${"a".repeat(10_000)}`,
    `/${"a/".repeat(5_000)}servizi`,
  ];

  test("no path escapes the build, none gets a server error", async ({ baseURL }) => {
    for (const target of targets) {
      const { status, text } = await rawRequest(baseURL!, "GET", target);
      const label = target.slice(0, 60);
      expect(status, label).toBeGreaterThanOrEqual(200);
      expect(status, label).toBeLessThan(500);
      for (const secret of outsideTheBuild) expect(text, label).not.toContain(secret);
    }
  });

  test("POST, PUT and DELETE on pages get no server error and change nothing", async ({
    baseURL,
    request,
  }) => {
    const before = await (await request.get("/contatti")).text();
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const { path } of sitePages) {
        const { status } = await rawRequest(baseURL!, method, path);
        expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    expect(await (await request.get("/contatti")).text()).toBe(before);
  });

  test("no redirect leads to another site", async ({ baseURL }) => {
    for (const target of [
      "//evil.example/",
      "/\\evil.example/",
      "/%5Cevil.example/",
      "/%2F%2Fevil.example/",
    ]) {
      const { status, head } = await rawRequest(baseURL!, "GET", target);
      expect(status, target).toBeLessThan(500);
      const location = /^location: (.*)$/im.exec(head)?.[1]?.trim();
      if (location !== undefined) expect(location, target).toMatch(/^\/(?![/\\])/);
    }
  });
});

/** A GET as sent, body left compressed (Playwright's request decompresses it). */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(new URL(path, baseURL), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

/** The security headers every answer carries, in a raw response head. */
function expectSecurityHeadersIn(head: string, label: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name === "cross-origin-opener-policy") continue;
    expect(head.toLowerCase(), `${name} on ${label}`).toContain(`${name}: ${value}`.toLowerCase());
  }
  expect(head, `CSP on ${label}`).toMatch(/^content-security-policy: default-src 'self'/im);
}

test.describe("like a production server", () => {
  test("other methods than GET and HEAD get 405, with every header", async ({ baseURL }, {
    project,
  }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const { status, head } = await rawRequest(baseURL!, method, "/servizi");
      expect(status, method).toBe(405);
      expectSecurityHeadersIn(head, `${method} /servizi`);
      // nginx's static module sends no Allow header; npm start does.
      if (project.name !== "nginx") expect(head).toMatch(/^allow: GET, HEAD\r?$/im);
    }
  });

  test("redirects carry every header and are revalidated", async ({ request }) => {
    for (const from of ["/servizi/", "/servizi.html", "/index.html"]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expectSecurityHeaders(response);
      expect(response.headers()["cache-control"], from).toBe("no-cache");
    }
  });

  test("requests the server cannot parse get errors with the security headers", async ({
    baseURL,
  }) => {
    const badLine = await rawRequest(baseURL!, "GET", "/servizi HTTP/1.1 junk");
    expect(badLine.status).toBe(400);
    expectSecurityHeadersIn(badLine.head, "a malformed request line");
    // Longer than nginx's 8 KB (414) and Node's 16 KB (431) request-line limits.
    const tooLong = await rawRequest(baseURL!, "GET", `/${"a".repeat(20_000)}`);
    expect([414, 431]).toContain(tooLong.status);
    expectSecurityHeadersIn(tooLong.head, "a 20 KB address");
  });

  test("text files are sent as compressed at build time, with an ETag per encoding", async ({
    baseURL,
    request,
  }, { project }) => {
    // Only the contact page loads a script, its form's (docs/decisions/0025-the-form-alone-hydrates.md).
    const html = await (await request.get("/contatti")).text();
    const script = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const encodings: [string, string][] = [["gzip", ".gz"]];
    // brotli_static needs a module nginx does not have here; npm start sends the .br.
    if (project.name !== "nginx") encodings.push(["br", ".br"]);
    for (const path of ["/servizi", script!]) {
      const identity = await rawGet(baseURL!, path);
      expect(identity.headers["content-encoding"], path).toBeUndefined();
      expect(identity.headers["vary"], path).toMatch(/Accept-Encoding/i);
      for (const [encoding, suffix] of encodings) {
        const compressed = await rawGet(baseURL!, path, { "accept-encoding": encoding });
        expect(compressed.headers["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(compressed.headers["vary"], path).toMatch(/Accept-Encoding/i);
        expect(compressed.headers["etag"], path).toBeDefined();
        expect(compressed.headers["etag"], path).not.toBe(identity.headers["etag"]);
        // The very bytes the build wrote beside the file.
        const file = path === "/servizi" ? "/servizi.html" : path;
        const built = await rawGet(baseURL!, `${file}${suffix}`);
        expect(built.status, `${file}${suffix}`).toBe(200);
        expect(compressed.body.equals(built.body), `${path} ${encoding}`).toBe(true);
      }
    }
  });

  test("every Range is ignored: the whole file, never a 416 (nothing here is worth resuming)", async ({
    baseURL,
  }) => {
    const full = await rawGet(baseURL!, "/robots.txt");
    expect(full.headers["accept-ranges"] ?? "none").toBe("none");
    for (const range of [
      "bytes=abc",
      "bytes=5-2",
      "bytes=",
      "lines=1-2",
      "bytes=2-5",
      "bytes=999999-",
    ]) {
      const response = await rawGet(baseURL!, "/robots.txt", { range });
      expect(response.status, range).toBe(200);
      expect(response.headers["content-range"], range).toBeUndefined();
      expect(response.body.equals(full.body), range).toBe(true);
    }
  });

  test("a request without Host, with two, or in another HTTP version is refused, with every header", async ({
    baseURL,
  }) => {
    const { hostname } = new URL(baseURL!);
    const close = "Connection: close\r\n\r\n";
    const noHost = await rawExchange(baseURL!, `GET /servizi HTTP/1.1\r\n${close}`);
    expect(noHost.status).toBe(400);
    expectSecurityHeadersIn(noHost.head, "no Host");
    const twoHosts = await rawExchange(
      baseURL!,
      `GET /servizi HTTP/1.1\r\nHost: ${hostname}\r\nHost: evil.example\r\n${close}`,
    );
    expect(twoHosts.status).toBe(400);
    expectSecurityHeadersIn(twoHosts.head, "two Host headers");
    for (const version of ["HTTP/2.0", "HTTP/3.0"]) {
      const other = await rawExchange(
        baseURL!,
        `GET /servizi ${version}\r\nHost: ${hostname}\r\n${close}`,
      );
      // 505 HTTP Version Not Supported; Node's parser refuses HTTP/3.0 as malformed (400).
      expect([400, 505], version).toContain(other.status);
      expectSecurityHeadersIn(other.head, version);
    }
    // HTTP/1.0 needs no Host.
    const old = await rawExchange(baseURL!, "GET /servizi HTTP/1.0\r\n\r\n");
    expect(old.status).toBe(200);
  });

  test("Accept-Encoding: q=0 refuses a coding, and coding names are read in any case", async ({
    baseURL,
  }) => {
    for (const path of ["/servizi", "/pagina-inesistente"]) {
      for (const [accepted, sent] of [
        ["gzip;q=0", undefined],
        ["Gzip;Q=0", undefined],
        ["gzip;q=0.000, identity", undefined],
        ["*;q=0, identity", undefined],
        ["br;q=0, gzip", "gzip"],
        ["GZIP", "gzip"],
        ["x-unknown, GZip;q=0.5", "gzip"],
      ] as const) {
        const response = await rawGet(baseURL!, path, { "accept-encoding": accepted });
        expect(response.status, `${path} ${accepted}`).toBe(path === "/servizi" ? 200 : 404);
        expect(response.headers["content-encoding"], `${path} ${accepted}`).toBe(sent);
        expect(response.headers["vary"], `${path} ${accepted}`).toMatch(/Accept-Encoding/i);
      }
    }
  });

  test("npm start sends brotli by any spelling, and never when refused", async ({ baseURL }, {
    project,
  }) => {
    // brotli_static needs a module nginx does not have here.
    test.skip(project.name === "nginx", "npm start only");
    for (const path of ["/servizi", "/pagina-inesistente"]) {
      for (const [accepted, sent] of [
        ["gzip, br", "br"],
        ["Br", "br"],
        ["BR;q=1", "br"],
        ["br;q=0, gzip", "gzip"],
        ["br;q=0", undefined],
      ] as const) {
        const response = await rawGet(baseURL!, path, { "accept-encoding": accepted });
        expect(response.headers["content-encoding"], `${path} ${accepted}`).toBe(sent);
      }
    }
  });

  test("a 304 carries the ETag and Vary of the answer it stands for, and every header", async ({
    baseURL,
  }) => {
    const headers = { "accept-encoding": "gzip" };
    const first = await rawGet(baseURL!, "/servizi", headers);
    const etag = first.headers["etag"];
    expect(etag).toBeDefined();
    const again = await rawGet(baseURL!, "/servizi", { ...headers, "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers["etag"]).toBe(etag);
    expect(again.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(again.body.length).toBe(0);
  });
});

// ── deploy/nginx.conf itself, with TLS (scripts/serve-nginx.mjs, HTTPS_PORT) ──

type Ports = { httpsPort?: number; httpPort?: number };

/** A request to nginx's HTTPS port for the name `host` (SNI and Host). */
function tlsGet(port: number, host: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpsRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        servername: host,
        headers: { host },
        rejectUnauthorized: false,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** A plain HTTP request to nginx's port 80 servers for the name `host`. */
function plainGet(port: number, host: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, headers: { host } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

function tlsVersion(port: number, options: { maxVersion?: "TLSv1.2" } = {}) {
  return new Promise<string | null>((resolve, reject) => {
    const socket = tlsConnect(
      {
        host: "127.0.0.1",
        port,
        servername: "www.example.com",
        rejectUnauthorized: false,
        ...options,
      },
      () => {
        resolve(socket.getProtocol());
        socket.end();
      },
    );
    socket.on("error", reject);
  });
}

test.describe("deploy/nginx.conf with TLS", () => {
  const hsts = securityHeaders["strict-transport-security"];
  const ports = () => test.info().project.metadata as Ports;
  test.skip(() => !test.info().project.metadata?.httpsPort, "nginx project only");

  test("TLS 1.3 is negotiated, TLS 1.2 still accepted", async () => {
    const { httpsPort } = ports();
    expect(await tlsVersion(httpsPort!)).toBe("TLSv1.3");
    expect(await tlsVersion(httpsPort!, { maxVersion: "TLSv1.2" })).toBe("TLSv1.2");
  });

  test("http://apex → https://apex → https://www, HSTS on every HTTPS answer", async () => {
    const { httpsPort, httpPort } = ports();
    const first = await plainGet(httpPort!, "example.com", "/servizi?x=1");
    expect(first.status).toBe(301);
    expect(first.headers["location"]).toBe("https://example.com/servizi?x=1");
    const second = await tlsGet(httpsPort!, "example.com", "/servizi?x=1");
    expect(second.status).toBe(301);
    expect(second.headers["location"]).toBe("https://www.example.com/servizi?x=1");
    expect(second.headers["strict-transport-security"]).toBe(hsts);
    const www = await plainGet(httpPort!, "www.example.com", "/servizi");
    expect(www.status).toBe(301);
    expect(www.headers["location"]).toBe("https://www.example.com/servizi");
    const site = await tlsGet(httpsPort!, "www.example.com", "/servizi");
    expect(site.status).toBe(200);
    expect(site.headers["strict-transport-security"]).toBe(hsts);
    expect(site.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
    const missing = await tlsGet(httpsPort!, "www.example.com", "/pagina-inesistente");
    expect(missing.status).toBe(404);
    expect(missing.headers["strict-transport-security"]).toBe(hsts);
    const redirect = await tlsGet(httpsPort!, "www.example.com", "/servizi/");
    expect(redirect.status).toBe(301);
    expect(redirect.headers["strict-transport-security"]).toBe(hsts);
  });

  test("no server names its version", async ({ baseURL }) => {
    const { httpsPort, httpPort } = ports();
    const answers = [
      await plainGet(httpPort!, "example.com", "/"),
      await plainGet(httpPort!, "www.example.com", "/"),
      await tlsGet(httpsPort!, "example.com", "/"),
      await tlsGet(httpsPort!, "www.example.com", "/"),
      await tlsGet(httpsPort!, "www.example.com", "/pagina-inesistente"),
      await rawGet(baseURL!, "/"),
    ];
    for (const { headers } of answers) expect(headers["server"] ?? "").not.toMatch(/\d/);
  });
});

/** Every Content-Security-Policy violation the page reports, from the DOM event and the console. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("in the browser, with the policy enforced", () => {
  test("every page hydrates with no policy violation and no console error", async ({ page }) => {
    const violations = await watchPolicy(page);
    const problems = watchConsole(page);
    // Warnings too: an unknown feature in Permissions-Policy logs one on every page.
    const policyWarnings: string[] = [];
    page.on("console", (message) => {
      if (/Permissions-Policy|Feature-Policy/i.test(message.text())) {
        policyWarnings.push(message.text());
      }
    });
    for (const { path, heading } of sitePages) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    expect(problems).toEqual([]);
    expect(policyWarnings).toEqual([]);
    // The not-found page too (its own 404 status is the only console message).
    await gotoHydrated(page, "/pagina-inesistente");
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the menu opens and leads to another page", async ({ page }) => {
      const violations = await watchPolicy(page);
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Apri il menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: "Servizi" }).click();
      await expect(page).toHaveURL(/\/servizi$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.servizi.title);
      expect(violations).toEqual([]);
    });
  });

  test("a message is sent to EmailJS (intercepted) and the toast shows", async ({ page }) => {
    const violations = await watchPolicy(page);
    const posted: string[] = [];
    await page.route("https://api.emailjs.com/**", (route) => {
      posted.push(route.request().url());
      return route.fulfill({
        status: 200,
        body: "OK",
        headers: { "access-control-allow-origin": "*" },
      });
    });
    await gotoHydrated(page, "/contatti");
    await page.getByLabel("Nome", { exact: true }).fill("Giulia");
    await page.getByLabel("Cognome", { exact: true }).fill("Rossi");
    await page.getByLabel("E-mail", { exact: true }).fill("giulia.rossi@example.com");
    await page.getByLabel("Conferma e-mail", { exact: true }).fill("giulia.rossi@example.com");
    await page
      .getByLabel("Messaggio", { exact: true })
      .fill("Vorrei prenotare una pulizia del viso.");
    await page.getByRole("checkbox", { name: /ti chiedo di rispondermi/ }).check();
    await page.getByRole("button", { name: "Invia", exact: true }).click();

    await expect(page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem")).toHaveText(
      ["Messaggio Inviato !"],
    );
    expect(posted).toEqual(["https://api.emailjs.com/api/v1.0/email/send-form"]);
    expect(violations).toEqual([]);
  });
});
