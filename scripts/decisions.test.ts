// The decision records (docs/decisions/) stay readable and findable: each within 400 words,
// with its date and status line and, unless superseded, Context / Decision / Consequences;
// the index (docs/decisions/README.md) lists every record with the same date and status, and
// every link in it leads to a file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "..", "docs", "decisions");
const read = (name: string) => readFileSync(join(folder, name), "utf8");

const maxWords = 400;
/** A superseded record is a pointer to its successor: a title, a status, a line or two. */
const maxSupersededWords = 100;
const sections = ["## Context", "## Decision", "## Consequences"];
const statusLine = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded)\b/m;

/** As `wc -w` counts: runs of characters between white space. */
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const records = readdirSync(folder)
  .filter((name) => name !== "README.md")
  .map((name) => {
    const text = read(name);
    const [, date, status] = statusLine.exec(text) ?? [];
    return { name, text, date, status };
  });

/** The index's rows: | [NNNN](file) | title | status | date |. */
const index = read("README.md");
const rows = [
  ...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) *\|[^|]*\| *([^|]*?) *\| *([^|]*?) *\|$/gm),
].map(([, number = "", file = "", status = "", date = ""]) => ({ number, file, status, date }));

describe("decision records", () => {
  it("are all named NNNN-name.md", () => {
    expect(records.length).toBeGreaterThan(40);
    for (const { name } of records) expect(name).toMatch(/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
  });

  for (const { name, text, date, status } of records) {
    describe(name, () => {
      it("opens with a title and a «Date: YYYY-MM-DD · Status: …» line", () => {
        expect(text.split("\n")[0]).toMatch(/^# \S/);
        expect(date, "no «Date: YYYY-MM-DD · Status: accepted|superseded…» line").toBeDefined();
      });

      it(`is at most ${maxWords} words`, () => {
        expect(words(text)).toBeLessThanOrEqual(maxWords);
      });

      if (status === "superseded") {
        it(`is superseded: a pointer of at most ${maxSupersededWords} words, linking its successor`, () => {
          expect(words(text)).toBeLessThanOrEqual(maxSupersededWords);
          expect(text).toMatch(/superseded by \[\d{4}\]\(\d{4}-[^)]+\.md\)/);
        });
      } else {
        it("has Context, Decision and Consequences, in that order", () => {
          const headings = text.split("\n").filter((line) => line.startsWith("## "));
          expect(headings).toEqual(sections);
        });
      }

      it("is listed in the index with its date and status", () => {
        const row = rows.find((entry) => entry.file === name);
        expect(row, `docs/decisions/README.md does not list ${name}`).toBeDefined();
        expect(row?.number).toBe(name.slice(0, 4));
        expect(row?.date).toBe(date);
        expect(row?.status.split(/[\s;]/)[0]).toBe(status);
      });
    });
  }
});

describe("the index, docs/decisions/README.md", () => {
  it("lists the records in order, each once", () => {
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual([...new Set(numbers)].sort());
  });

  it("links only to files that exist", () => {
    const targets = [...index.matchAll(/\]\(([^)]+)\)/g)]
      .map(([, target]) => target!.split("#")[0]!)
      .filter((target) => target !== "" && !/^[a-z]+:/.test(target));
    expect(targets.length).toBeGreaterThan(40);
    expect(targets.filter((target) => !existsSync(join(folder, target)))).toEqual([]);
  });
});
