// Every path the project names for a reader is there: a file or folder under app/, scripts/,
// docs/, tests/, deploy/, content/, public/ or bench/ named in a comment or a Markdown file, a
// decision record named by its number or file name, a Markdown link (from its own folder), and
// a docs/ page that a message sends a person to. Renaming or removing a file fails this test
// until what names it follows.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const roots = ["app", "scripts", "docs", "tests", "deploy", "content", "public", "bench"];
const namedPath = new RegExp(
  String.raw`(?<![\w./~@-])((?:${roots.join("|")})/[\w.@+/-]*[\w/])`,
  "g",
);
const recordName = /(?<![\w/-])(\d{4}-[a-z0-9-]+\.md)\b/g;
const markdownLink = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
// A placeholder or a glob where the path stops (app/enhance/<name>.ts, content/*.json,
// docs/decisions/0012-…): only the folder before it must be there.
const placeholder = /^-?[<*…{$]/;
// Made by the build, so absent from a clean clone.
const generated = ["content/photos/.generated", "app/styles/.generated"];
// Named as what they were: 0027 renamed app/content/ to app/model/.
const formerNames = ["app/content"];

const records = readdirSync("docs/decisions");

/** The files git would commit: tracked, or new and not ignored (so no node_modules, no builds). */
function projectFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  return listed.split("\n").filter((file) => file && existsSync(file));
}

/** The text a reader is pointed by: a Markdown file whole, else its comments (the rest blanked). */
function readerText(file: string, text: string): string {
  if (file.endsWith(".md")) return text;
  if (/\.(ya?ml|toml|sh|conf)$/.test(file) || file === ".ci/run") {
    return text.replace(/^(?:[^#\n]|\S#)*/gm, "");
  }
  if (/\.(ts|tsx|mjs|js|css)$/.test(file)) {
    // Comments stay; a // after a colon or a quote is part of a URL or a string.
    return text.replace(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$|[^\n]/gm, (kept) =>
      kept.length > 1 ? kept : " ",
    );
  }
  return "";
}

/** Whether `named` (a path from the project's root) is there, as written or as a module name. */
function isThere(named: string, after: string): boolean {
  if (placeholder.test(after)) return existsSync(named.endsWith("/") ? named : path.dirname(named));
  const name = named.replace(/\/$/, "");
  if (
    [...generated, ...formerNames].some((known) => name === known || name.startsWith(`${known}/`))
  )
    return true;
  const record = /^docs\/decisions\/(\d{4})$/.exec(name);
  if (record) return records.some((file) => file.startsWith(`${record[1]}-`));
  return ["", ".json", ".ts", ".tsx", ".mjs", ".md"].some((ending) => existsSync(name + ending));
}

/** The paths `line` names that are not there. */
function missingOn(line: string): string[] {
  return [...line.matchAll(namedPath)]
    .map(({ 1: named = "", index }) => ({ named, after: line.slice(index + named.length) }))
    .filter(({ named, after }) => !isThere(named, after))
    .map(({ named }) => named);
}

/** "file:line: what" for each path that `file` names and that is not there. */
function missingIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const missing: string[] = [];
  const folder = path.dirname(file);
  for (const [index, line] of readerText(file, text).split("\n").entries()) {
    const where = `${file}:${index + 1}`;
    for (const named of missingOn(line)) missing.push(`${where}: ${named}`);
    for (const { 1: name = "" } of line.matchAll(recordName)) {
      if (!records.includes(name) && !existsSync(path.join(folder, name))) {
        missing.push(`${where}: ${name}`);
      }
    }
    if (!file.endsWith(".md")) continue;
    for (const { 1: target = "" } of line.matchAll(markdownLink)) {
      if (/^[a-z]+:|^\//.test(target)) continue;
      if (!existsSync(path.join(folder, target))) missing.push(`${where}: ${target}`);
    }
  }
  // In the code itself, a message's pointer to a page of docs/.
  if (!file.endsWith(".md")) {
    for (const [index, line] of text.split("\n").entries()) {
      for (const { 1: page = "" } of line.matchAll(/(?<![\w./-])(docs\/[\w./-]*\.md)/g)) {
        if (!existsSync(page)) missing.push(`${file}:${index + 1}: ${page}`);
      }
    }
  }
  return missing;
}

describe("the paths the project names", () => {
  const files = projectFiles();

  it("finds the files to read", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("app/styles/app.css");
    expect(files.some((file) => file.startsWith("node_modules/"))).toBe(false);
  });

  it("are all there", () => {
    expect([...new Set(files.flatMap(missingIn))]).toEqual([]);
  });

  it("tells a missing file from a placeholder, a URL or a record named by its number", () => {
    const named = (text: string, file = "app/x.ts") =>
      readerText(file, text).split("\n").flatMap(missingOn);
    expect(named("// the chip's style: app/components/service-index.tsx")).toEqual([]);
    expect(named("// see app/components/gone.tsx and scripts/gone.mjs")).toEqual([
      "app/components/gone.tsx",
      "scripts/gone.mjs",
    ]);
    expect(named("/* app/enhance/<name>.ts, content/*.json, docs/decisions/NNNN-… */")).toEqual([]);
    expect(named('const url = "https://example.com/app/gone.ts"; // app/lib')).toEqual([]);
    expect(named("x = 1; # deploy/gone.conf", "deploy/x.sh")).toEqual(["deploy/gone.conf"]);
    expect(named("see docs/decisions/0021 and docs/decisions/0030", "README.md")).toEqual([
      "docs/decisions/0030",
    ]);
  });
});
