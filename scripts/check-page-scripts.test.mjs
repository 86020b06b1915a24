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

  it("fails a page that declares React Router's scripts but has none", () => {
    expect(pageScriptProblems(page("", "react"))).toEqual([
      "declared React Router's scripts, but <Scripts/> is missing",
    ]);
  });

  const island =
    '<link rel="modulepreload" href="/assets/client-abc.js"/>' +
    '<script type="module" src="/assets/contact-form-abc.js"></script>';

  it("accepts a page with an island: its one module script and the preloads", () => {
    expect(pageScriptProblems(page(island, "island"))).toEqual([]);
  });

  it.each([
    ["", "declared an island, but has 0 module scripts with a src"],
    [
      `${island}<script type="module" src="/assets/other.js"></script>`,
      "declared an island, but has 2 module scripts with a src",
    ],
    [
      `${island}<script>window.__reactRouterContext = {};</script>`,
      "declared an island, but has React Router's bootstrap",
    ],
  ])("fails an island page with %s", (scripts, problem) => {
    expect(pageScriptProblems(page(scripts, "island"))).toEqual([problem]);
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
