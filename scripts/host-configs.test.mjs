// @ts-check
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../deploy/headers.mjs";
import {
  headersFile,
  inlineScriptHashes,
  nginxSite,
  pageOf,
  pageRedirects,
  serveConfig,
  vercelConfig,
} from "./host-configs.mjs";

// sha256 of "alert(1)", as CSP writes it.
const alertHash = "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=";

const site = {
  pages: [
    { path: "/", file: "index.html" },
    { path: "/servizi", file: "servizi.html" },
  ],
  files: ["/robots.txt", "/sitemap.xml"],
  scriptHashes: [alertHash],
};

describe("inlineScriptHashes", () => {
  it("hashes every inline script a browser runs, classic or module", () => {
    const html =
      '<script>alert(1)</script><script type="module" async>alert(1)</script>' +
      "<SCRIPT type=text/javascript>alert(1)</SCRIPT>";
    expect(inlineScriptHashes(html)).toEqual([alertHash, alertHash, alertHash]);
  });

  it("skips scripts with a src and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="module" src="/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"BeautySalon"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the text exactly, whitespace included", () => {
    expect(inlineScriptHashes("<script>alert(1) </script>")).not.toEqual([alertHash]);
  });
});

describe("pages and their addresses", () => {
  it("knows a page by its file at the root of the build", () => {
    expect(pageOf("index.html")).toEqual({ path: "/", file: "index.html" });
    expect(pageOf("chi-sono.html")).toEqual({ path: "/chi-sono", file: "chi-sono.html" });
    expect(pageOf("404.html")).toBeUndefined();
    expect(pageOf("sitemap.xml")).toBeUndefined();
  });

  it("redirects the other spellings of an address to the one without a slash", () => {
    expect(pageRedirects(site.pages)).toEqual([
      { from: "/index.html", to: "/" },
      { from: "/servizi/", to: "/servizi" },
      { from: "/servizi.html", to: "/servizi" },
    ]);
  });
});

describe("the policy", () => {
  it("allows inline scripts only by hash", () => {
    const policy = contentSecurityPolicy([alertHash]);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' '${alertHash}'`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe("serve (npm start)", () => {
  it("is a configuration serve itself accepts", () => {
    // serve's own validator and schema, as its CLI uses them on serve.json.
    const fromServe = createRequire(createRequire(import.meta.url).resolve("serve/package.json"));
    const Ajv = fromServe("ajv");
    const schema = fromServe("@zeit/schemas/deployment/config-static.js");
    const validate = new Ajv({ allowUnionTypes: true }).compile(schema);
    expect(validate(serveConfig(site)), JSON.stringify(validate.errors)).toBe(true);
  });

  it("sends the headers with every file and caches the assets for a year", () => {
    const config = serveConfig(site);
    expect(config.trailingSlash).toBe(false);
    expect(config.directoryListing).toBe(false);
    expect(config.cleanUrls).toEqual(["/", "/index", "/index.html", "/servizi", "/servizi.html"]);
    const [everything, assets] = config.headers;
    expect(everything?.source).toBe("**");
    expect(everything?.headers).toContainEqual({ key: "Cache-Control", value: "no-cache" });
    expect(everything?.headers).toContainEqual({
      key: "Content-Security-Policy",
      value: contentSecurityPolicy([alertHash]),
    });
    expect(assets).toEqual({
      source: "/assets/**",
      headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
    });
  });
});

describe("_headers (Netlify, Cloudflare Pages)", () => {
  it("sets each header in one rule only, since both hosts join repeated ones", () => {
    const file = headersFile(site);
    const rules = file
      .split("\n\n")
      .filter((block) => block.startsWith("/"))
      .map((block) => block.split("\n"));
    expect(rules.map(([pattern]) => pattern)).toEqual([
      "/*",
      "/assets/*",
      "/",
      "/servizi",
      "/robots.txt",
      "/sitemap.xml",
    ]);
    expect(rules[0]).toHaveLength(1 + Object.keys(securityHeaders([])).length);
    expect(rules[0]).not.toContain("  Cache-Control: no-cache");
    expect(rules[1]).toEqual(["/assets/*", "  Cache-Control: public, max-age=31536000, immutable"]);
    for (const rule of rules.slice(2)) expect(rule[1]).toBe("  Cache-Control: no-cache");
  });
});

describe("Vercel", () => {
  it("adds the headers first, redirects, then serves files or 404.html", () => {
    const { routes, overrides } = vercelConfig(site);
    expect(routes[0]).toMatchObject({ src: "^/.*$", continue: true });
    expect(routes[0]).toMatchObject({
      headers: { "Content-Security-Policy": contentSecurityPolicy([alertHash]) },
    });
    expect(routes[1]).toEqual({
      src: "^/assets/.*$",
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
      continue: true,
    });
    expect(routes.slice(2, 5)).toEqual([
      { src: "^/index\\.html$", status: 301, headers: { Location: "/" } },
      { src: "^/servizi/$", status: 301, headers: { Location: "/servizi" } },
      { src: "^/servizi\\.html$", status: 301, headers: { Location: "/servizi" } },
    ]);
    expect(routes.slice(5)).toEqual([
      { handle: "filesystem" },
      { src: "^/.*$", status: 404, dest: "/404.html", headers: { "Cache-Control": "no-cache" } },
    ]);
    expect(overrides).toEqual({ "servizi.html": { path: "servizi" } });
  });
});

describe("nginx", () => {
  const conf = nginxSite(site);
  const locations = conf.split("\n\n").filter((block) => block.startsWith("location"));

  it("serves each page at its address and redirects the other spellings", () => {
    expect(locations).toContainEqual(
      expect.stringMatching(/^location = \/servizi \{\n {4}try_files \/servizi\.html =404;\n/),
    );
    expect(locations).toContainEqual(
      expect.stringMatching(/^location = \/servizi\/ \{\n {4}return 301 \/servizi;\n/),
    );
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("repeats every header in every location, since a location's add_header hides the server's", () => {
    expect(locations).toHaveLength(2 + 3 + 3);
    for (const location of locations) {
      for (const name of Object.keys(securityHeaders([]))) {
        expect(location).toMatch(new RegExp(`\\n {4}add_header ${name} "[^"]+" always;`));
      }
      expect(location).toMatch(
        /add_header Cache-Control "(no-cache|public, max-age=31536000, immutable)" always;/,
      );
    }
  });

  it("refuses a value that would break out of nginx's quotes", () => {
    expect(() => nginxSite({ ...site, scriptHashes: ['x" always; return 200 "'] })).toThrow(
      /cannot go in nginx quotes/,
    );
  });
});
