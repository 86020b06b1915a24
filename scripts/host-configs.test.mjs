// @ts-check
// The configurations of the hosts no test can serve (Netlify, Cloudflare Pages,
// Vercel) and the rules no server shows; what npm start and nginx send is
// checked on them, live, in tests/e2e/hosting.spec.ts.
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  combinedContentSecurityPolicy,
  contentSecurityPolicy,
  securityHeaders,
} from "../deploy/headers.mjs";
import { headersFile, inlineScriptHashes, nginxSite, vercelConfig } from "./host-configs.mjs";

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
  it("hashes every inline script a browser runs, speculation rules included, text exact", () => {
    const html =
      '<script>alert(1)</script><script type="module" async>alert(1)</script>' +
      "<SCRIPT type=text/javascript>alert(1)</SCRIPT>" +
      '<script type="speculationrules">alert(1)</script><script>alert(1) </script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes.slice(0, 4)).toEqual([alertHash, alertHash, alertHash, alertHash]);
    expect(hashes[4]).not.toBe(alertHash);
  });

  it("skips scripts with a src and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="module" src="/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"BeautySalon"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
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

  it("stops at Cloudflare Pages' limit of 100 rules", () => {
    const pages = Array.from({ length: 100 }, (_, n) => ({ path: `/p${n}`, file: `p${n}.html` }));
    expect(() => headersFile({ ...site, pages })).toThrow(/Cloudflare Pages' limits/);
  });
});

describe("Vercel", () => {
  it("adds the headers first, redirects, then serves files or 404.html", () => {
    const { routes, overrides } = vercelConfig(site);
    expect(routes[0]).toMatchObject({ src: "^(?:/.*)?$", continue: true });
    expect(routes[0]).toMatchObject({
      headers: { "Content-Security-Policy": contentSecurityPolicy([alertHash]) },
    });
    expect(routes[1]).toEqual({
      src: "^/assets(?:/.*)?$",
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

it("nginx: refuses a value that would break out of its quotes", () => {
  expect(() => nginxSite({ ...site, scriptHashes: ['x" always; return 200 "'] })).toThrow(
    /cannot go in nginx quotes/,
  );
});

// ── With the CMS at /admin (scripts/admin-plugin.ts) ────────────────────────

/** @param {string} policy */
function directives(policy) {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("with the CMS at /admin", () => {
  const withAdmin = { ...site, admin: true };
  const sitePolicy = contentSecurityPolicy([alertHash]);
  const adminPolicy = adminContentSecurityPolicy();

  describe("its policy", () => {
    it("allows the CMS's own script file only, and GitHub's API", () => {
      const policy = directives(adminPolicy);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(adminPolicy).not.toContain("unsafe-eval");
      expect(policy.get("connect-src")).toEqual([
        "'self'",
        "blob:",
        "data:",
        "https://api.github.com",
        "https://www.githubstatus.com",
      ]);
      expect(policy.get("img-src")).toEqual([
        "'self'",
        "blob:",
        "data:",
        "https://avatars.githubusercontent.com",
      ]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      // Nothing from a CDN: fonts and translations are the site's own files.
      expect(adminPolicy).not.toMatch(/unpkg|jsdelivr|googleapis|gstatic/);
    });

    it("the combined policy allows each source either policy allows, and nothing else", () => {
      const combined = directives(combinedContentSecurityPolicy([alertHash]));
      const site_ = directives(sitePolicy);
      const admin = directives(adminPolicy);
      expect([...combined.keys()].sort()).toEqual([...site_.keys()].sort());
      for (const [name, sources] of combined) {
        const either = new Set([...(site_.get(name) ?? []), ...(admin.get(name) ?? [])]);
        expect(new Set(sources), name).toEqual(either);
      }
    });
  });

  describe("_headers (Netlify, Cloudflare Pages)", () => {
    /**
     * The headers a request gets, as Netlify matches rules (netlify/build's
     * headers-parser, for_regexp.ts) and joins a header several rules set.
     * @param {string} file
     * @param {string} path
     */
    function headersOf(file, path) {
      /** @type {Record<string, string[]>} */
      const joined = {};
      for (const block of file.split("\n\n").filter((text) => text.startsWith("/"))) {
        const [pattern = "", ...lines] = block.split("\n");
        const regExp = new RegExp(
          `^/${pattern
            .split("/")
            .filter(Boolean)
            .map((part) => (part === "*" ? "?(.*)" : part.replace(/[.]/g, "\\.")))
            .join("/")}/?$`,
          "i",
        );
        if (!regExp.test(path)) continue;
        for (const line of lines) {
          const [name = "", value = ""] = line.trim().split(/: (.*)/);
          (joined[name] ??= []).push(value);
        }
      }
      return joined;
    }

    const file = headersFile(withAdmin);

    it("gives each page and file the site's policy, and only the site's rules apply", () => {
      for (const path of ["/", "/servizi", "/sitemap.xml", "/assets/entry.js"]) {
        const headers = headersOf(file, path);
        const [combined, own] = headers["Content-Security-Policy"] ?? [];
        expect(own, path).toBe(sitePolicy);
        // The combined policy allows everything the site's does, so the pair enforces the site's.
        for (const [name, sources] of directives(sitePolicy)) {
          expect(directives(combined ?? "").get(name), `${path} ${name}`).toEqual(
            expect.arrayContaining(sources),
          );
        }
        expect(headers["Cross-Origin-Opener-Policy"], path).toEqual(["same-origin"]);
        expect(headers["X-Robots-Tag"], path).toBeUndefined();
        expect(headers["Cache-Control"], path).toHaveLength(1);
        for (const name of ["Strict-Transport-Security", "Permissions-Policy"]) {
          expect(headers[name], `${path} ${name}`).toHaveLength(1);
        }
      }
    });

    it("gives /admin and its files the CMS's policy, noindex and one of every other header", () => {
      for (const path of ["/admin", "/admin/", "/admin/config.yml", "/admin/fonts/a.woff2"]) {
        const headers = headersOf(file, path);
        const [combined, own] = headers["Content-Security-Policy"] ?? [];
        expect(own, path).toBe(adminPolicy);
        for (const [name, sources] of directives(adminPolicy)) {
          expect(directives(combined ?? "").get(name), `${path} ${name}`).toEqual(
            expect.arrayContaining(sources),
          );
        }
        expect(headers["Cross-Origin-Opener-Policy"], path).toEqual(["same-origin-allow-popups"]);
        expect(headers["X-Robots-Tag"], path).toEqual(["noindex"]);
        expect(headers["Cache-Control"], path).toEqual(["no-cache"]);
        expect(headers["Strict-Transport-Security"], path).toHaveLength(1);
      }
    });

    it("still protects an unknown address with the combined policy", () => {
      const headers = headersOf(file, "/pagina-inesistente");
      expect(headers["Content-Security-Policy"]).toEqual([
        combinedContentSecurityPolicy([alertHash]),
      ]);
      expect(headers["Cross-Origin-Opener-Policy"]).toBeUndefined();
    });
  });

  it("Vercel: the site's headers everywhere but /admin, the CMS's there", () => {
    /** The headers of `path`: each route with `continue` that matches, the last one winning. */
    const headersOf = (/** @type {string} */ path) =>
      Object.assign(
        {},
        ...vercelConfig(withAdmin)
          .routes.filter((route) => "continue" in route && new RegExp(route.src ?? "").test(path))
          .map((route) => route.headers),
      );
    for (const path of ["/", "/servizi", "/administrator", "/assets/a.js"]) {
      expect(headersOf(path)["Content-Security-Policy"], path).toBe(sitePolicy);
      expect(headersOf(path)["X-Robots-Tag"], path).toBeUndefined();
    }
    for (const path of ["/admin", "/admin/", "/admin/config.yml"]) {
      expect(headersOf(path), path).toMatchObject({
        "Content-Security-Policy": adminPolicy,
        "X-Robots-Tag": "noindex",
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "Cache-Control": "no-cache",
      });
    }
    expect(headersOf("/assets/a.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });
});
