import { describe, expect, it } from "vitest";
import { pageScriptProblems } from "./check-page-scripts.mjs";

const page = (scripts, declared = "none") =>
  `<!DOCTYPE html><html lang="it" data-scripts="${declared}"><head></head><body>${scripts}</body></html>`;

describe("pageScriptProblems", () => {
  it("accepts a static page with data and inline scripts that load nothing", () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"BeautySalon"}</script>' +
        '<script type="speculationrules">{"prerender":[]}</script>' +
        '<script type="module">document.querySelectorAll("[data-carousel]")</script>',
    );
    expect(pageScriptProblems(html)).toEqual([]);
  });

  it.each([
    ['<script type="module" src="/assets/entry.client-abc.js"></script>', "a script with a src"],
    ['<script src="/a.js"></script>', "a script with a src"],
    ['<link rel="modulepreload" href="/assets/chunk-abc.js"/>', "a module preload"],
    [
      '<script type="module">import "/assets/root-abc.js";</script>',
      "an inline script that loads code",
    ],
    ['<script type="module">import("/assets/x.js")</script>', "an inline script that loads code"],
    ["<script>window.__reactRouterContext = {};</script>", "an inline script that loads code"],
  ])("fails a static page with %s", (scripts, what) => {
    expect(pageScriptProblems(page(scripts))).toEqual([
      expect.stringContaining(`declared static, but has ${what}`),
    ]);
  });

  it("fails a page that declares hydration but has no React Router scripts", () => {
    expect(pageScriptProblems(page("", "react"))).toEqual([
      "declared hydrate: true, but React Router's <Scripts/> is missing",
    ]);
  });

  it("accepts a hydrating page with its scripts", () => {
    const scripts =
      '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>' +
      '<script>window.__reactRouterContext = {};</script><script type="module">import "/a.js";</script>';
    expect(pageScriptProblems(page(scripts, "react"))).toEqual([]);
  });

  it("fails a page that declares nothing", () => {
    expect(pageScriptProblems("<html lang=it><body></body></html>")).toHaveLength(1);
  });
});
