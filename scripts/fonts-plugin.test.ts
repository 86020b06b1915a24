// @vitest-environment node
// What the fonts plugin writes, and what the CSS and the code must agree with:
// the font stacks name each fallback right after its web font, and the code
// asks for no weight or feature the subsets dropped.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "../app/model/load.server";
import { codeFiles, codeText, contentText } from "./font-subset";
import ts from "typescript";
import {
  displayWeight,
  fontsAlias,
  fontsDir,
  siteFonts,
  siteWeights,
  withFontFaces,
  writeSiteFonts,
} from "./fonts-plugin";

describe("writeSiteFonts", () => {
  const outDir = mkdtempSync(path.join(tmpdir(), "fonts-plugin-"));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const text = { content: contentText(contentDir()), code: codeText("app") };

  it("writes each font and the @font-face rules, then keeps them while nothing changes", async () => {
    expect(await writeSiteFonts(outDir, text)).toBe(true);
    expect(readdirSync(outDir).sort()).toEqual(
      [...siteFonts.map((font) => font.file), "font-faces.css", "stamp"].sort(),
    );
    expect(await writeSiteFonts(outDir, text)).toBe(false);
    expect(await writeSiteFonts(outDir, { ...text, content: `${text.content} Œ` })).toBe(true);
  });

  it("declares each web font with swap, its file and its weights, and each fallback", () => {
    const css = readFileSync(path.join(outDir, "font-faces.css"), "utf8");
    const rules = css.match(/@font-face \{[^}]*\}/g) ?? [];
    // The sans stays variable over the site's weights; the display font is one static weight.
    const declared = {
      "Nunito Sans Variable": `font-weight: ${siteWeights.min} ${siteWeights.max};`,
      "Cormorant Garamond Variable": `font-weight: ${displayWeight};`,
    };
    for (const font of siteFonts) {
      const web = rules.find((rule) => rule.includes(`font-family: "${font.family}";`));
      expect(web).toContain("font-display: swap;");
      expect(web).toContain(`url("${fontsAlias}/${font.file}")`);
      expect(web).toContain(declared[font.family]);
      expect(web).toContain(
        font.weights.min === font.weights.max ? 'format("woff2")' : 'format("woff2-variations")',
      );
      for (const fallback of font.fallbacks) {
        const face = rules.find((rule) => rule.includes(`font-family: "${fallback.family}";`));
        expect(face).toMatch(/src: local\("[^"]+"\)/);
        expect(face).toMatch(/size-adjust: \d+\.\d\d%;/);
        expect(face).toMatch(/ascent-override: \d+\.\d\d%;/);
        expect(face).toMatch(/descent-override: \d+\.\d\d%;/);
        expect(face).toMatch(/line-gap-override: \d+\.\d\d%;/);
      }
    }
    expect(rules).toHaveLength(siteFonts.reduce((n, font) => n + 1 + font.fallbacks.length, 0));
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

  it("declares no font of its own: the plugin imports the generated rules first", () => {
    expect(css).not.toMatch(/@font-face\s*\{/);
    expect(withFontFaces(css)).toMatch(
      new RegExp(`^@import "${fontsAlias}/font-faces\\.css";\n@import "tailwindcss";`),
    );
  });

  it("lists each web font's fallbacks right after it", () => {
    const stacks = [...css.matchAll(/--font-(?:display|sans):([^;]+);/g)].map((match) =>
      match[1]!.split(",").map((name) => name.trim().replace(/^"|"$/g, "")),
    );
    for (const font of siteFonts) {
      const stack = stacks.find((families) => families[0] === font.family);
      expect(stack, font.family).toBeDefined();
      expect(stack!.slice(1, 1 + font.fallbacks.length)).toEqual(
        font.fallbacks.map((fallback) => fallback.family),
      );
    }
  });
});

describe("the code", () => {
  const code = codeFiles("app")
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const weights: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  };

  it("sets no font weight the subsets dropped", () => {
    const used = [
      ...code.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      ),
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
    for (const file of codeFiles("app")) {
      const code = readFileSync(file, "utf8");
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
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
  });

  it("asks for no fraction figures (the subsets drop frac, numr and dnom)", () => {
    expect(code).not.toMatch(/\b(diagonal|stacked)-fractions\b/);
    expect(readFileSync("app/styles/app.css", "utf8")).not.toMatch(/fractions|"frac"/);
  });
});
