// @vitest-environment node
// The fonts hold every character the site shows: the base set, the owner's
// content as it is today (read from the content files) and whatever she adds.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir } from "../app/model/load.server";
import { openFont } from "./font-fallback";
import {
  baseCharacters,
  codeText,
  contentText,
  siteCharacters,
  sourceCopy,
  subsetWoff2,
  uniqueCharacters,
} from "./font-subset";
import { siteFonts, siteWeights } from "./fonts-plugin";

const require = createRequire(import.meta.url);
const sources = siteFonts.map((font) => ({
  family: font.family,
  weights: font.weights,
  data: readFileSync(require.resolve(font.source)),
}));

/** Whether the font has a glyph for each character, by character. */
function coverage(data: Buffer, characters: string) {
  const font = openFont(data);
  return Object.fromEntries(
    [...characters].map((c) => [c, font.hasGlyphForCodePoint(c.codePointAt(0)!)]),
  );
}

const drawn = (text: string) => [...text].filter((c) => !/\p{Cc}/u.test(c));

describe("the characters the fonts hold", () => {
  const site = siteCharacters(`${contentText(contentDir())}\n${codeText("app")}`);

  it("include every character of every content file", () => {
    const files = readdirSync(contentDir()).filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      // The raw file: its keys and JSON punctuation are ASCII, in the base set anyway.
      const raw = readFileSync(path.join(contentDir(), name), "utf8");
      const missing = drawn(raw).filter((c) => !site.includes(c));
      expect(missing, name).toEqual([]);
    }
  });

  it("include the Italian accents, typographic punctuation, the euro and the no-break space", () => {
    for (const c of "àèéìòùÀÈÉÌÒÙ’‘“”«»–—…·×€\u00a0") expect(site).toContain(c);
  });

  it("are each character once, in code point order, without control characters", () => {
    expect(uniqueCharacters("ba\n", "ab€")).toBe("ab€");
    expect(site).toBe(uniqueCharacters(site));
  });

  it("take the code's strings and JSX text, not its comments", () => {
    const copy = sourceCopy(
      "example.tsx",
      "// Ω a comment\n/* ∑ another */\nconst a = 'è'; const b = `ò${a}ù`;\nexport const C = () => <p title=\"ì\">Già</p>;",
    );
    for (const c of "èòùìGià") expect(copy).toContain(c);
    expect(copy).not.toContain("Ω");
    expect(copy).not.toContain("∑");
  });
});

describe("a content edit with a new character", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  // "Œ" is in both Fontsource files but not in the base set nor in today's content.
  const added = "Œ";

  it.each(sources)("puts the new character into $family", async ({ data, weights }) => {
    expect(baseCharacters).not.toContain(added);
    dir = mkdtempSync(path.join(tmpdir(), "font-subset-"));
    writeFileSync(path.join(dir, "home.json"), JSON.stringify({ hero: { title: `${added}uvre` } }));

    const withIt = await subsetWoff2(data, siteCharacters(contentText(dir)), weights);
    expect(coverage(withIt, added)[added]).toBe(true);
    // Without it in the content, the subset lacks it: this check can fail.
    const without = await subsetWoff2(data, siteCharacters(""), weights);
    expect(coverage(without, added)[added]).toBe(false);
  });
});

describe.each(sources)("the subset of $family", ({ data, weights }) => {
  const text = `${contentText(contentDir())}\n${codeText("app")}`;

  it("draws every character of the content and base set the full font draws", async () => {
    const characters = siteCharacters(text);
    const subset = await subsetWoff2(data, characters, weights);
    const full = coverage(data, characters);
    const cut = coverage(subset, characters);
    const lost = [...characters].filter((c) => full[c] && !cut[c]);
    expect(lost).toEqual([]);
    // Latin letters with their accents, the euro and the quotes are in the full font too.
    for (const c of "aàÈ€’«") expect(full[c]).toBe(true);
  });

  it("is WOFF2, variable over a range of weights or static at one, and small", async () => {
    const subset = await subsetWoff2(data, siteCharacters(text), weights);
    expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2");
    if (weights.min === weights.max) {
      // Instanced at that weight: no variation axis left to carry.
      expect(openFont(subset).variationAxes).toEqual({});
      expect(subset.length).toBeLessThan(
        (await subsetWoff2(data, siteCharacters(text), siteWeights)).length * 0.7,
      );
    } else {
      expect(openFont(subset).variationAxes.wght).toMatchObject(weights);
    }
    // Both were 31 KB and 37 KB before subsetting (docs/decisions/0013-font-subsets.md).
    expect(subset.length).toBeLessThan(26 * 1024);
    expect(subset.length).toBeLessThan(data.length * 0.7);
  });
});
