// @vitest-environment node
// postbuild.mjs on a small build: what each page's <head> gets, what the stylesheet keeps.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const css =
  '@font-face{font-family:Sans Variable;font-display:swap;src:url(/assets/sans.woff2)format("woff2")}' +
  "@font-face{font-family:Sans Fallback;src:local(Arial);size-adjust:101%}" +
  ":root{--font-sans:Sans Variable,Sans Fallback,sans-serif}" +
  "body{font-family:var(--font-sans)}.used{color:red}.unused{color:blue}" +
  ":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}" +
  ".\\[\\&\\>svg\\]\\:w-full>svg{width:100%}";
const link = '<link rel="stylesheet" href="/assets/app-1.css" fetchpriority="low"/>';
/** @param {string} body */
const page = (body) =>
  `<!DOCTYPE html><html lang="it"><head><title>t</title></head><body>${body}${link}</body></html>`;

/**
 * A build/client with the files postbuild.mjs reads, and what it says when run on it.
 * @param {Record<string, string>} files
 */
function runOn(files) {
  const dir = mkdtempSync(join(tmpdir(), "postbuild-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, "client", name, ".."), { recursive: true });
    writeFileSync(join(dir, "client", name), text);
  }
  const run = spawnSync(process.execPath, ["scripts/postbuild.mjs"], {
    env: { ...process.env, BUILD_DIR: dir },
    encoding: "utf8",
  });
  const read = (/** @type {string} */ name) => readFileSync(join(dir, "client", name), "utf8");
  return { run, dir, read };
}

describe("postbuild.mjs", () => {
  const admin = '<!doctype html><html lang="it"><head></head><body></body></html>';
  const { run, dir, read } = runOn({
    "index.html": page('<p class="used">a</p><ul class="space-y-4"><li>b</li></ul>'),
    "404/index.html": page("<h1>Oops</h1>"),
    "admin/index.html": admin,
    "assets/app-1.css": css,
  });
  const head = (/** @type {string} */ html) => html.slice(0, html.indexOf("</head>"));

  it("moves the not-found page to 404.html", () => {
    expect(run.status, run.stderr).toBe(0);
    expect(read("404.html")).toContain("<h1>Oops</h1>");
    expect(existsSync(join(dir, "client", "404"))).toBe(false);
  });

  it("puts in <head> the rules the page uses, those beasties cannot judge included", () => {
    const index = head(read("index.html"));
    expect(index).toContain(".used{color:red}");
    expect(index).toContain(":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}");
    expect(index).toContain("body{font-family:var(--font-sans)}");
    expect(index).not.toContain(".unused");
  });

  it("puts every @font-face rule in <head>, and takes them out of the stylesheet", () => {
    for (const file of ["index.html", "404.html"]) {
      expect(head(read(file))).toContain("font-family:Sans Variable;");
      expect(head(read(file))).toContain("font-family:Sans Fallback;");
    }
    expect(read("assets/app-1.css")).not.toContain("@font-face");
    expect(read("assets/app-1.css")).toContain(".unused{color:blue}");
  });

  it("leaves the stylesheet link where and as React rendered it, and the CMS's page alone", () => {
    expect(read("index.html")).toContain(`</ul>${link.replace("/>", ">")}</body>`);
    expect(read("admin/index.html")).toBe(admin);
  });

  it("stops the build when the not-found page was not prerendered", () => {
    const { run } = runOn({ "index.html": page(""), "assets/app-1.css": css });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/404\/index\.html is missing/);
  });
});
