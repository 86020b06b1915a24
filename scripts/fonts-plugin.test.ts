// @vitest-environment node
// What the fonts plugin writes (the fonts hold every character the site shows,
// each with its fallbacks), and what the CSS and the code must agree with: the
// font stacks name each fallback right after its web font, and the code asks
// for no weight or feature the subsets dropped.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { create, type Font } from "fontkitten";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDir } from "../app/model/load.server";
import {
  baseCharacters,
  displayWeight,
  fontsDir,
  siteCharacters,
  siteFonts,
  siteWeights,
  webFontFace,
  writeSiteFonts,
} from "./fonts-plugin";

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const folder = () => temporary[temporary.push(mkdtempSync(path.join(tmpdir(), "fonts-"))) - 1]!;
const open = (file: string) => create(readFileSync(file)) as Font;
const drawn = (font: Font, characters: string) =>
  [...characters].filter((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!));

describe("writeSiteFonts", () => {
  const outDir = folder();
  const characters = siteCharacters(contentDir());
  let css = "";
  let rules: string[] = [];
  beforeAll(async () => {
    css = await writeSiteFonts(outDir, characters);
    rules = css.match(/@font-face \{[^}]*\}/g) ?? [];
  }, 60_000);

  it.each(siteFonts)("cuts $family to the site's characters and weights", (font) => {
    const full = create(readFileSync(createRequire(import.meta.url).resolve(font.source))) as Font;
    const cut = open(path.join(outDir, font.file));
    // Every character of the base set and the content that the full font draws.
    expect(drawn(cut, characters)).toEqual(drawn(full, characters));
    for (const c of "aàÈ€’«\u00a0") expect(drawn(cut, c)).toEqual([c]);
    expect(cut.variationAxes.wght ?? {}).toEqual(
      typeof font.weight === "number" ? {} : expect.objectContaining(siteWeights),
    );
    // 31 KB and 37 KB before (docs/decisions/0013-font-subsets.md).
    expect(readFileSync(path.join(outDir, font.file)).length).toBeLessThan(15 * 1024);
  });

  it.each(siteFonts)(
    "declares $family from its file, then a fallback face per system font",
    (font) => {
      const faces = rules.filter((rule) => rule.includes(font.family));
      expect(faces).toEqual([webFontFace(font)]);
      expect(css.indexOf(faces[0]!)).toBeLessThan(
        css.indexOf(`font-family: "${Object.keys(font.fallbacks)[0]}";`),
      );
      for (const name of Object.keys(font.fallbacks)) {
        const face = rules.find((rule) => rule.includes(`font-family: "${name}";`));
        expect(face).toMatch(/src: local\("[^"]+"\)/);
        expect(face).toMatch(/size-adjust: \d+(\.\d+)?%;/);
        expect(face).toMatch(/ascent-override: \d+(\.\d+)?%;/);
      }
    },
  );

  it("puts a character the owner adds into the fonts", async () => {
    const content = folder();
    // In both Fontsource files, not in the base set nor in today's content.
    writeFileSync(path.join(content, "home.json"), JSON.stringify({ title: "Œuvre" }));
    expect(characters).not.toContain("Œ");
    expect(siteCharacters(content)).toContain("Œ");
    const out = folder();
    await writeSiteFonts(out, siteCharacters(content));
    expect(drawn(open(path.join(out, siteFonts[0].file)), "Œ")).toEqual(["Œ"]);
  });

  it("holds the base set once each, without control characters", () => {
    expect([...characters].every((c, i, all) => all.indexOf(c) === i && c >= " ")).toBe(true);
    expect(characters).toContain("€");
    expect([...baseCharacters].every((c) => characters.includes(c))).toBe(true);
  });
});

describe("webFontFace", () => {
  it.each(siteFonts)("declares $family at the weights its file holds, with swap", (font) => {
    const weight =
      typeof font.weight === "number" ? `${font.weight}` : `${font.weight.min} ${font.weight.max}`;
    const rule = webFontFace(font);
    expect(rule).toContain(`font-family: "${font.family}";`);
    // The alias Vite resolves to the generated file, which app/root.tsx preloads.
    expect(rule).toContain(`src: url("@font-subsets/${font.file}") format("woff2");`);
    expect(rule).toContain(`font-weight: ${weight};`);
    expect(rule).toContain("font-display: swap;");
  });
});

describe("fontsDir", () => {
  it("gives each content folder its own folder of fonts", () => {
    expect(fontsDir("/a/content")).not.toBe(fontsDir("/b/content"));
    expect(fontsDir("/a/content")).toBe(fontsDir("/a/content"));
  });
});

describe("app/styles/app.css", () => {
  const css = readFileSync("app/styles/app.css", "utf8");

  it("declares no font of its own and lists each fallback right after its web font", () => {
    expect(css).not.toMatch(/@font-face\s*\{/);
    const stacks = [...css.matchAll(/--font-(?:display|sans):([^;]+);/g)].map((match) =>
      match[1]!.split(",").map((name) => name.trim().replace(/^"|"$/g, "")),
    );
    for (const font of siteFonts) {
      const stack = stacks.find((families) => families[0] === font.family);
      expect(stack?.slice(1, 1 + Object.keys(font.fallbacks).length)).toEqual(
        Object.keys(font.fallbacks),
      );
    }
  });
});

describe("the code", () => {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join("app", name));
  const code = files.map((file) => readFileSync(file, "utf8")).join("\n");
  const weights: Record<string, number> = {
    ...{ thin: 100, extralight: 200, light: 300, normal: 400, medium: 500 },
    ...{ semibold: 600, bold: 700, extrabold: 800, black: 900 },
  };

  it("sets no font weight the subsets dropped", () => {
    const used = [
      ...code.matchAll(new RegExp(`\\bfont-(${Object.keys(weights).join("|")})\\b`, "g")),
    ];
    expect(used.length).toBeGreaterThan(0);
    for (const [, name] of used) {
      expect(weights[name!]).toBeGreaterThanOrEqual(siteWeights.min);
      expect(weights[name!]).toBeLessThanOrEqual(siteWeights.max);
    }
  });

  it("sets the display font only at the one weight its file holds", () => {
    // Every class list or SVG text naming font-display also asks for font-semibold
    // (or fontWeight 600): at any other weight the browser would show the 600 face
    // (lighter) or draw a fake bold (heavier) instead.
    const offenders: string[] = [];
    let found = 0;
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), 99, true);
      const visit = (node: ts.Node) => {
        if (
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
          /\bfont-display\b/.test(node.text)
        ) {
          found++;
          // The JSX element the class list is on, if any: its fontWeight counts too.
          let element: ts.Node | undefined = node;
          while (element && !ts.isJsxOpeningLikeElement(element)) element = element.parent;
          const context = element ? element.getText(source) : node.text;
          const weight = new RegExp(`\\bfont-semibold\\b|fontWeight="${displayWeight}"`);
          if (!weight.test(context)) offenders.push(`${file}: ${node.text}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
    expect(displayWeight).toBe(weights.semibold);
  }, 30_000);

  it("asks for no OpenType feature the subsets dropped (only lining and tabular figures)", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const dropped =
      /\b(oldstyle-nums|proportional-nums|diagonal-fractions|stacked-fractions|ordinal|slashed-zero)\b|font-feature-settings|font-variant/;
    expect(code).not.toMatch(dropped);
    expect(css).not.toMatch(dropped);
  });
});
