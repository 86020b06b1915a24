// @vitest-environment node
// The fallback faces: overrides computed from the real fonts, within sane
// ranges, and system-font widths that match the fonts they were measured from.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contentDir } from "../app/model/load.server";
import {
  averageAdvance,
  fallbackFontFace,
  fallbackOverrides,
  fontWidths,
  openFont,
  systemFonts,
  webFontMetrics,
  type WebFontMetrics,
} from "./font-fallback";
import { baseCharacters, contentText, siteCharacters } from "./font-subset";
import { siteFonts } from "./fonts-plugin";

const require = createRequire(import.meta.url);
const text = contentText(contentDir());

describe("fallbackOverrides", () => {
  const web: WebFontMetrics = {
    unitsPerEm: 1000,
    characters: "ab",
    advances: [500, 700],
    ascent: 900,
    descent: -300,
    lineGap: 100,
  };

  it("scales the fallback to the web font's width and gives it the web font's line metrics", () => {
    // The fallback's "a" and "b" are 20% narrower.
    const fallback = { unitsPerEm: 2048, characters: "ab", advances: [819.2, 1146.88] };
    const overrides = fallbackOverrides(web, fallback, "aab");
    expect(overrides.sizeAdjust).toBeCloseTo(1.25, 6);
    expect(overrides.ascentOverride).toBeCloseTo(0.9 / 1.25, 6);
    expect(overrides.descentOverride).toBeCloseTo(0.3 / 1.25, 6);
    expect(overrides.lineGapOverride).toBeCloseTo(0.1 / 1.25, 6);
  });

  it("weights the widths by the text, and skips characters one font lacks", () => {
    const fallback = { unitsPerEm: 1000, characters: "a", advances: [400] };
    // Only "a" counts: 500 / 400.
    expect(fallbackOverrides(web, fallback, "abbb").sizeAdjust).toBeCloseTo(1.25, 6);
    expect(averageAdvance(web, "aab", web)).toBeCloseTo((500 + 500 + 700) / 3 / 1000, 6);
    expect(() => fallbackOverrides(web, fallback, "bbb")).toThrow(/no character/);
  });
});

describe.each(siteFonts)("the fallbacks of $family", (font) => {
  it.each([...font.fallbacks])("$family fits in sane ranges", async (fallback) => {
    const data = readFileSync(require.resolve(font.source));
    const metrics = await webFontMetrics(data, font.fallbackWeight, siteCharacters(text));
    const overrides = fallbackOverrides(metrics, fallback.font.widths, text);
    expect(overrides.sizeAdjust).toBeGreaterThan(0.75);
    expect(overrides.sizeAdjust).toBeLessThan(1.25);
    expect(overrides.ascentOverride).toBeGreaterThan(0.7);
    expect(overrides.ascentOverride).toBeLessThan(1.3);
    expect(overrides.descentOverride).toBeGreaterThan(0.15);
    expect(overrides.descentOverride).toBeLessThan(0.5);
    expect(overrides.lineGapOverride).toBeGreaterThanOrEqual(0);
    expect(overrides.lineGapOverride).toBeLessThan(0.2);

    const css = fallbackFontFace(fallback.family, metrics, fallback.font, text);
    expect(css).toContain(`font-family: "${fallback.family}";`);
    expect(css).toContain(`local("${fallback.font.localNames[0]}")`);
    for (const descriptor of [
      "size-adjust",
      "ascent-override",
      "descent-override",
      "line-gap-override",
    ])
      expect(css).toMatch(new RegExp(`${descriptor}: \\d+\\.\\d\\d%;`));
  });

  it("measures the web font at the weight it is matched to (wider when bolder)", async () => {
    const data = readFileSync(require.resolve(font.source));
    const characters = siteCharacters(text);
    const regular = await webFontMetrics(data, 400, characters);
    const bold = await webFontMetrics(data, 700, characters);
    expect(averageAdvance(bold, text, bold)).toBeGreaterThan(
      averageAdvance(regular, text, regular),
    );
  });
});

describe("the system fonts' widths", () => {
  // Liberation Sans and Serif have Arial's and Times New Roman's advance widths
  // (Debian's fonts-liberation, which Chromium installs).
  const liberation = {
    arial: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    timesNewRoman: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
  } as const;

  for (const [name, file] of Object.entries(liberation)) {
    it.skipIf(!existsSync(file))(`${name}: match the font they were measured from`, () => {
      const measured = fontWidths(openFont(readFileSync(file)), baseCharacters);
      expect(systemFonts[name as keyof typeof liberation].widths).toEqual(measured);
    });
  }

  it("cover the base set's letters, digits and punctuation", () => {
    for (const font of Object.values(systemFonts)) {
      for (const c of "aàeèoòuù AZ09,.’«»–€") expect(font.widths.characters).toContain(c);
      expect(font.widths.advances).toHaveLength([...font.widths.characters].length);
    }
  });
});
