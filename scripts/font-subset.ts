// Which characters the site's two font files must hold, and the subsetting
// itself. The set is a fixed base (what Italian text and the code's formatting
// can produce) plus every character of the owner's content and of the code's
// copy, so a character the owner adds later is in the next build's fonts.
// Used by scripts/fonts-plugin.ts; see docs/decisions/0013-font-subsets.md.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import ts from "typescript";

/**
 * Always in the fonts, whatever the content says today: printable ASCII (digits,
 * punctuation, the Latin letters), the accented letters Italian writes in both
 * cases, and the marks Italian typography and the code's formatting use.
 */
export const baseCharacters = [
  // Printable ASCII, U+0020 to U+007E.
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ..."àáèéìíîòóùúÀÁÈÉÌÍÎÒÓÙÚ",
  // Quotes and apostrophes, dashes, ellipsis, middle dot, bullet, times, degree,
  // ordinals (1ª, 2º), euro and the legal marks.
  ..."‘’“”«»‹›–—…·•×°ªº€©®™",
  // No-break space (prices: "30 €"), narrow no-break and thin space (Intl output).
  ..."\u00a0\u202f\u2009",
].join("");

/** Each character once, sorted by code point, so the same set always gives the same string. */
export function uniqueCharacters(...texts: string[]): string {
  const set = new Set<string>();
  for (const text of texts) {
    // Control characters (a newline in a template string) are never drawn.
    for (const character of text) if (!/\p{Cc}/u.test(character)) set.add(character);
  }
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}

/** Every string value in a JSON value (keys are field names: the page never shows them). */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The text of every content file (`<dir>/*.json`). A file that is not valid JSON
 * counts as text: the content plugin reports it; the fonts still cover it.
 */
export function contentText(dir: string): string {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), "utf8");
      try {
        return jsonStrings(JSON.parse(raw)).join("\n");
      } catch {
        return raw;
      }
    })
    .join("\n");
}

/** The text a TypeScript/TSX file can put on a page: its strings, templates and JSX text, not its comments. */
export function sourceCopy(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts.join("\n");
}

/** The site's code: every .ts and .tsx file under `dir` but the tests. */
export function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts"),
    )
    .map((name) => path.join(dir, name))
    .sort();
}

/** The copy of the code under `dir` (strings and JSX text of its .ts and .tsx files). */
export function codeText(dir: string): string {
  return codeFiles(dir)
    .map((file) => sourceCopy(file, readFileSync(file, "utf8")))
    .join("\n");
}

/** Everything the fonts must hold: the base set and every character of the text (content and code). */
export function siteCharacters(text: string): string {
  return uniqueCharacters(baseCharacters, text);
}

/**
 * The OpenType features kept: those browsers apply by themselves (kerning,
 * ligatures, contextual alternates, marks) and those a CSS utility can turn on
 * (figures, ordinals, small capitals, stylistic sets), all but fractions (frac,
 * numr, dnom: about 2 KB a font, and the site never uses `diagonal-fractions`
 * or `stacked-fractions`; a test checks). A feature the font lacks costs nothing.
 */
export const keptFeatures = [
  ...["rvrn", "ccmp", "locl", "mark", "mkmk", "rlig", "liga", "clig", "calt", "kern", "rclt"],
  ...["curs", "dlig", "hlig", "lnum", "onum", "pnum", "tnum", "zero", "ordn", "sups", "subs"],
  ...["sinf", "case", "cpsp", "smcp", "c2sc", "salt", "swsh", "titl"],
  ...Array.from({ length: 20 }, (_, i) => `ss${String(i + 1).padStart(2, "0")}`),
] as const;

/**
 * The font cut down to `characters`, as WOFF2, its weight axis narrowed to the
 * weights the site uses: a range stays variable (Nunito Sans loses a third of
 * its size without its extremes), a single weight becomes a static font.
 */
export function subsetWoff2(
  font: Buffer,
  characters: string,
  weights: { min: number; max: number },
): Promise<Buffer> {
  // keepFeatures (subset-font 2.x) is missing from @types/subset-font 2.3.0.
  const options = {
    targetFormat: "woff2" as const,
    // A number pins the axis (harfbuzz instancing): no variation data is left.
    variationAxes: { wght: weights.min === weights.max ? weights.min : weights },
    keepFeatures: [...keptFeatures],
  };
  return subsetFont(font, characters, options);
}
