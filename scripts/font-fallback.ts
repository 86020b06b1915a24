// Metric-matched fallback fonts: @font-face rules that give a system font the
// width and line metrics of a web font (size-adjust, ascent-override,
// descent-override, line-gap-override), so the text takes the same room before
// the web font arrives and hardly moves when it swaps in.
// Used by scripts/fonts-plugin.ts; see docs/decisions/0013-font-subsets.md.
import { create, type Font } from "fontkitten";
import subsetFont from "subset-font";
import fallbackWidths from "./fallback-font-widths.json";

/** A font's advance widths, in its own units, for the characters measured. */
export interface FontWidths {
  unitsPerEm: number;
  /** The characters measured, one advance each, in order. */
  characters: string;
  advances: number[];
}

/** What the overrides are computed from, in font units. */
export interface WebFontMetrics extends FontWidths {
  ascent: number;
  /** Negative: below the baseline. */
  descent: number;
  lineGap: number;
}

/** A system font a fallback face can use: the names `local()` finds it by, and its widths. */
export interface SystemFont {
  /** Full names and PostScript names, as `local()` matches them. */
  localNames: readonly string[];
  widths: FontWidths;
}

/**
 * The system fonts the fallbacks use. Their widths (fallback-font-widths.json)
 * were measured with `fontWidths` from files with the same advance widths:
 * Liberation Sans and Liberation Serif, drawn to match Arial and Times New Roman
 * (the tests measure them again wherever those files are installed), and
 * @fontsource/noto-serif 5.3.0's Latin 400 file for Noto Serif. Helvetica and
 * Roboto share Arial's face: their average widths are within 0.3% of Arial's
 * (@capsizecss/metrics 4.3.0: 913, 913 and 911 units of 2048).
 */
export const systemFonts = {
  // Windows, macOS, iOS; Liberation Sans on Linux, Arimo on ChromeOS; Helvetica; Android's Roboto.
  arial: {
    localNames: [
      ...["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Helvetica"],
      ...["Roboto", "Roboto Regular", "Roboto-Regular"],
    ],
    widths: fallbackWidths.arial,
  },
  // Windows, macOS, iOS; Liberation Serif on Linux, Tinos on ChromeOS.
  timesNewRoman: {
    localNames: [
      "Times New Roman",
      "TimesNewRomanPSMT",
      "Liberation Serif",
      "LiberationSerif",
      "Tinos",
    ],
    widths: fallbackWidths.timesNewRoman,
  },
  // Android's serif: 16% wider than Times, so a face of its own.
  notoSerif: {
    localNames: ["Noto Serif", "Noto Serif Regular", "NotoSerif-Regular"],
    widths: fallbackWidths.notoSerif,
  },
} as const satisfies Record<string, SystemFont>;

/** The advance widths of `font` for each of `characters` it has. */
export function fontWidths(font: Font, characters: string): FontWidths {
  const measured = [...characters].filter((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!));
  return {
    unitsPerEm: font.unitsPerEm,
    characters: measured.join(""),
    advances: measured.map((c) => font.glyphForCodePoint(c.codePointAt(0)!).advanceWidth),
  };
}

/** A font file's first font (a collection's too). */
export function openFont(data: Buffer): Font {
  const font = create(data);
  return font.isCollection ? font.fonts[0]! : font;
}

/**
 * A variable font's metrics at one weight. The widths change with the weight, so
 * the fallback is matched to the weight most of the family's text is set in:
 * harfbuzz pins the weight axis there, then fontkitten reads the instance.
 */
export async function webFontMetrics(
  data: Buffer,
  weight: number,
  characters: string,
): Promise<WebFontMetrics> {
  const instance = await subsetFont(data, characters, {
    targetFormat: "sfnt",
    variationAxes: { wght: weight },
  });
  const font = openFont(instance);
  return {
    ...fontWidths(font, characters),
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
  };
}

/**
 * The average advance, in ems, of `text` set in the font, counting only the
 * characters both fonts were measured for (so the two averages compare the same text).
 */
export function averageAdvance(widths: FontWidths, text: string, other: FontWidths): number {
  const advance = new Map([...widths.characters].map((c, i) => [c, widths.advances[i]!]));
  const shared = new Set(other.characters);
  let total = 0;
  let count = 0;
  for (const character of text) {
    const width = advance.get(character);
    if (width === undefined || !shared.has(character)) continue;
    total += width;
    count++;
  }
  if (count === 0) throw new Error("fonts: no character of the text is in both fonts");
  return total / count / widths.unitsPerEm;
}

/** The @font-face descriptors that fit `fallback` to `web`, as fractions (1 = 100%). */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Capsize's formula (@capsizecss/core's createFontStack; Next.js's next/font
 * uses it too): scale the fallback so `text` is as wide in it as in the web font,
 * then give it the web font's ascent, descent and line gap in that scaled em.
 * Capsize weights the characters by English letter frequencies; here they are
 * weighted by the site's own text, Italian, which fits body text about 0.7% closer.
 */
export function fallbackOverrides(
  web: WebFontMetrics,
  fallback: FontWidths,
  text: string,
): FallbackOverrides {
  const sizeAdjust = averageAdvance(web, text, fallback) / averageAdvance(fallback, text, web);
  const em = web.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: web.ascent / em,
    descentOverride: Math.abs(web.descent) / em,
    lineGapOverride: web.lineGap / em,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** One fallback face: the system font by its local names, fitted to the web font for `text`. */
export function fallbackFontFace(
  family: string,
  web: WebFontMetrics,
  fallback: SystemFont,
  text: string,
): string {
  const overrides = fallbackOverrides(web, fallback.widths, text);
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    `  src: ${fallback.localNames.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(overrides.sizeAdjust)};`,
    `  ascent-override: ${percent(overrides.ascentOverride)};`,
    `  descent-override: ${percent(overrides.descentOverride)};`,
    `  line-gap-override: ${percent(overrides.lineGapOverride)};`,
    "}",
  ].join("\n");
}
