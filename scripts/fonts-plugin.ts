// A Vite plugin that makes the site's fonts before any CSS is compiled:
//   <family>.woff2    each Fontsource variable font cut down to the characters the
//                     site uses (scripts/font-subset.ts) and to the weights the
//                     site sets it in: still variable where that is a range, a
//                     static font where it is one weight
//   font-faces.css    the @font-face rules: the web fonts (font-display: swap) and
//                     their metric-matched fallbacks (scripts/font-fallback.ts)
// into app/styles/.generated/<content folder's key>/ (ignored by git), reached
// through the "@font-subsets" alias: app/root.tsx preloads the fonts from there,
// and this plugin puts an @import of font-faces.css in front of app/styles/app.css
// before Tailwind compiles it. (Written in app.css, the import would break
// prettier-plugin-tailwindcss, which reads app.css without Vite's aliases.)
// One folder per content folder, so a build of another CONTENT_DIR running at the
// same time never reads this one's files. Files already made from the same
// inputs are kept. In the dev server an edit that brings a new character
// (content or code) remakes the fonts and reloads the page.
// See docs/decisions/0013-font-subsets.md.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { contentDir } from "../app/model/load.server";
import { fallbackFontFace, systemFonts, webFontMetrics, type SystemFont } from "./font-fallback";
import { codeText, contentText, keptFeatures, siteCharacters, subsetWoff2 } from "./font-subset";

/** The import prefix of the generated files: `@font-subsets/font-faces.css`. */
export const fontsAlias = "@font-subsets";

/** A part of a font's weight axis; one weight when `min` and `max` are the same. */
export interface WeightRange {
  min: number;
  max: number;
}

/**
 * The weights the site sets text in: normal (400) to bold (700, <strong>), with
 * font-semibold (600) for headings and buttons. No font keeps more of its weight
 * axis; a test checks the code's font-weight classes stay inside it.
 */
export const siteWeights = { min: 400, max: 700 } as const satisfies WeightRange;

/**
 * The one weight of the display font: headings, the logo's name and the
 * highlights' figures are all font-semibold (a test checks every font-display
 * in the code comes with it). A single weight makes a static font, 38% smaller
 * than the variable 400–700 (docs/decisions/0013-font-subsets.md).
 */
export const displayWeight = 600;

interface SiteFont {
  /** The family name the CSS (app/styles/app.css's theme) uses. */
  family: string;
  /** The Fontsource file it is cut from. */
  source: string;
  /** The generated file's name. */
  file: string;
  /** The weights the file keeps: the ones the site sets this family in. */
  weights: WeightRange;
  /** The weight most of the family's text uses: the fallbacks are matched to it. */
  fallbackWeight: number;
  /** Fallback faces, in the order the font stack lists them: the first that exists on a device wins. */
  fallbacks: readonly { family: string; font: SystemFont }[];
}

export const siteFonts = [
  {
    family: "Nunito Sans Variable",
    source: "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2",
    file: "nunito-sans.woff2",
    // Body text at 400, buttons and labels at 600, <strong> at 700.
    weights: siteWeights,
    // Body text.
    fallbackWeight: 400,
    fallbacks: [{ family: "Nunito Sans Fallback", font: systemFonts.arial }],
  },
  {
    family: "Cormorant Garamond Variable",
    source:
      "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    file: "cormorant-garamond.woff2",
    weights: { min: displayWeight, max: displayWeight },
    // Headings: font-semibold.
    fallbackWeight: displayWeight,
    fallbacks: [
      { family: "Cormorant Garamond Fallback", font: systemFonts.timesNewRoman },
      { family: "Cormorant Garamond Fallback Android", font: systemFonts.notoSerif },
    ],
  },
] as const satisfies readonly SiteFont[];

/** Bump when the output changes for the same inputs (subsetter options, CSS), to remake the files. */
const generatorVersion = 2;

const require = createRequire(import.meta.url);

/** The generated folder for a content folder. */
export function fontsDir(content: string): string {
  const key = createHash("sha256").update(content).digest("hex").slice(0, 12);
  return path.resolve("app/styles/.generated", key);
}

/** Written beside, then renamed: a build reading the folder never sees half a file. */
function writeAtomically(file: string, data: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** The @font-face rule of a subset web font: a weight range if it is variable, else its one weight. */
export function webFontFace(font: SiteFont): string {
  const { min, max } = font.weights;
  const variable = min !== max;
  return [
    "@font-face {",
    `  font-family: "${font.family}";`,
    "  font-style: normal;",
    // The fallback takes the same room, so the web font can always swap in.
    "  font-display: swap;",
    `  font-weight: ${variable ? `${min} ${max}` : min};`,
    `  src: url("${fontsAlias}/${font.file}") format("${variable ? "woff2-variations" : "woff2"}");`,
    "}",
  ].join("\n");
}

/**
 * Makes the fonts in `outDir`: each holds the base set and every character of
 * the content's and the code's text; each fallback is fitted to the content's
 * text (the code's strings are mostly class names, not prose). Files made from
 * the same inputs are kept. Returns whether it wrote anything.
 */
export async function writeSiteFonts(
  outDir: string,
  { content, code }: { content: string; code: string },
  fonts: readonly SiteFont[] = siteFonts,
): Promise<boolean> {
  const characters = siteCharacters(`${content}\n${code}`);
  const sources = fonts.map((font) => readFileSync(require.resolve(font.source)));
  const stamp = createHash("sha256")
    .update(JSON.stringify({ generatorVersion, characters, content, fonts, keptFeatures }))
    .update(Buffer.concat(sources))
    .digest("hex");
  const stampFile = path.join(outDir, "stamp");
  try {
    if (readFileSync(stampFile, "utf8") === stamp) return false;
  } catch {
    // Not made yet.
  }
  mkdirSync(outDir, { recursive: true });
  const rules: string[] = [];
  for (const [index, font] of fonts.entries()) {
    const source = sources[index]!;
    writeAtomically(
      path.join(outDir, font.file),
      await subsetWoff2(source, characters, font.weights),
    );
    const metrics = await webFontMetrics(source, font.fallbackWeight, characters);
    rules.push(
      webFontFace(font),
      ...font.fallbacks.map((fallback) =>
        fallbackFontFace(fallback.family, metrics, fallback.font, content),
      ),
    );
  }
  writeAtomically(
    path.join(outDir, "font-faces.css"),
    `/* Made by scripts/fonts-plugin.ts: edit there. */\n${rules.join("\n\n")}\n`,
  );
  writeAtomically(stampFile, stamp);
  return true;
}

/** The stylesheet that gets the @font-face rules. */
const stylesheet = path.resolve("app/styles/app.css");

/** The stylesheet with the generated @font-face rules imported first. */
export function withFontFaces(css: string): string {
  return `@import "${fontsAlias}/font-faces.css";\n${css}`;
}

export function fontsPlugin(): Plugin {
  const contentFolder = contentDir();
  const codeFolder = path.resolve("app");
  const outDir = fontsDir(contentFolder);
  // React Router starts more than one Vite server or build in a process: make the fonts once at a time.
  let queue: Promise<boolean> = Promise.resolve(false);
  const generate = () =>
    (queue = queue
      .catch(() => false)
      .then(() =>
        writeSiteFonts(outDir, { content: contentText(contentFolder), code: codeText(codeFolder) }),
      ));

  return {
    name: "fonts",
    // Before Tailwind's own transform of the stylesheet.
    enforce: "pre",
    async config() {
      await generate();
      return { resolve: { alias: { [fontsAlias]: outDir } } };
    },
    transform(code, id) {
      const [file, query = ""] = id.split("?", 2);
      // As Tailwind, leave alone the stylesheet's ?url and ?raw imports.
      if (file !== stylesheet || /\b(?:raw|url)\b/.test(query)) return;
      return { code: withFontFaces(code), map: null };
    },
    // Dev server: a new character in the content or the code's copy goes into the fonts.
    async handleHotUpdate({ file, server }) {
      const relevant =
        (file.startsWith(contentFolder + path.sep) && file.endsWith(".json")) ||
        (file.startsWith(codeFolder + path.sep) && /\.tsx?$/.test(file));
      if (!relevant) return;
      try {
        if (await generate()) server.ws.send({ type: "full-reload" });
      } catch (error) {
        server.config.logger.error(`fonts: ${(error as Error).message}`);
      }
    },
  };
}
