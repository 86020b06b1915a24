// Before any CSS compiles (build, dev server): each Fontsource font cut down (subset-font)
// to the site's weights and characters, into app/styles/.generated/<content folder's key>/
// (ignored by git; "@font-subsets/…", also preloaded by app/root.tsx), and put in front of
// app/styles/app.css: its @font-face rule, then its metric-matched fallbacks (fontaine).
// scripts/postbuild.mjs moves every @font-face rule into each page's <head>.
// See docs/decisions/0040-the-brand-in-the-first-paint.md.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { contentDir } from "../app/model/load.server";

const fontsAlias = "@font-subsets";

/** Body text 400, buttons and headings 600 (font-semibold), <strong> 700: a test checks the code. */
export const siteWeights = { min: 400, max: 700 } as const;
/** Every heading is font-semibold (a test checks): one static weight, a third of the variable file. */
export const displayWeight = 600;

export const siteFonts = [
  {
    family: "Nunito Sans Variable",
    file: "nunito-sans.woff2",
    source: "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2",
    weight: siteWeights,
    // Fallback family: [local font, or fontaine's generic name for several; whose metrics].
    // "sans-serif" is Arial, Arimo, Liberation Sans, DejaVu Sans, Helvetica.
    fallbacks: { "Nunito Sans Fallback": ["sans-serif", "Arial"] },
  },
  {
    family: "Cormorant Garamond Variable",
    file: "cormorant-garamond.woff2",
    source:
      "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    weight: displayWeight,
    // "serif": Times New Roman, Tinos, Liberation Serif…; Android's Noto Serif is 16% wider.
    fallbacks: {
      "Cormorant Garamond Fallback": ["serif", "Times New Roman"],
      "Cormorant Garamond Fallback Android": ["Noto Serif", "Noto Serif"],
    },
  },
] as const;

/** Always in the fonts: printable ASCII, Italian's accents, its typography's and Intl's marks. */
export const baseCharacters =
  String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)) +
  "àáèéìíîòóùúÀÁÈÉÌÍÎÒÓÙÚ‘’“”«»‹›–—…·•×°ªº€©®™\u00a0\u202f\u2009";

/** What Italian text shapes with, and the figures the code asks for (lining-nums, tabular-nums). */
export const keptFeatures = "ccmp locl mark mkmk kern liga calt lnum tnum".split(" ");

/** The base set and every character of the owner's content: a new one is in the next build. */
export function siteCharacters(content: string): string {
  const text = readdirSync(content)
    .filter((name) => name.endsWith(".json"))
    .map((name) => readFileSync(path.join(content, name), "utf8"))
    .join("")
    .replace(/\p{Cc}/gu, "");
  return [...new Set(baseCharacters + text)].sort().join("");
}

/** One folder per content folder: a build of another CONTENT_DIR at the same time never reads it. */
export function fontsDir(content: string): string {
  const key = createHash("sha256").update(content).digest("hex").slice(0, 12);
  return path.resolve("app/styles/.generated", key);
}

/** Written beside, then renamed: a build reading the folder never sees half a file. */
function write(file: string, data: string | Buffer) {
  writeFileSync(`${file}.${process.pid}.tmp`, data);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * The web font's own @font-face rule. `swap`: the text paints at once in the fallback,
 * which takes the same room, and the font (preloaded) replaces it as soon as it is there.
 */
export function webFontFace(font: (typeof siteFonts)[number]): string {
  const weight =
    typeof font.weight === "number" ? font.weight : `${font.weight.min} ${font.weight.max}`;
  return `@font-face {
  font-family: "${font.family}";
  src: url("${fontsAlias}/${font.file}") format("woff2");
  font-weight: ${weight};
  font-display: swap;
}`;
}

/** Writes the fonts, cut to `characters`, into `outDir`; returns their and their fallbacks' @font-face rules. */
export async function writeSiteFonts(outDir: string, characters: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const require = createRequire(import.meta.url);
  const rules: string[] = [];
  for (const font of siteFonts) {
    const file = path.join(outDir, font.file);
    const subset = await subsetFont(readFileSync(require.resolve(font.source)), characters, {
      targetFormat: "woff2",
      // A number pins the axis: a static font, no variation data left.
      variationAxes: { wght: font.weight },
      // @ts-expect-error -- subset-font 2.x option, missing from @types/subset-font 2.3.0
      keepFeatures: keptFeatures,
    });
    write(file, subset);
    rules.push(webFontFace(font));
    // fontaine's formula (Capsize's), from the subset as the browser gets it.
    const metrics = (await readMetrics(pathToFileURL(file)))!;
    // A family per system font, each listed in app/styles/app.css: a face a device lacks
    // is skipped, never loaded (one family of several faces would report each lack as an error).
    for (const [name, [local, measured]] of Object.entries(font.fallbacks)) {
      const system = (await getMetricsForFamily(measured))!;
      rules.push(generateFontFace(metrics, { name, font: local, metrics: system }));
    }
  }
  return rules.join("\n");
}

export function fontsPlugin(): Plugin {
  const content = contentDir();
  const outDir = fontsDir(content);
  const stylesheet = path.resolve("app/styles/app.css");
  let characters = "";
  let faces = "";
  // React Router starts more than one Vite server or build in a process: one at a time, once per set.
  let queue = Promise.resolve(false);
  const generate = () =>
    (queue = queue.then(async () => {
      const now = siteCharacters(content);
      if (now === characters) return false;
      faces = await writeSiteFonts(outDir, (characters = now));
      return true;
    }));
  return {
    name: "fonts",
    enforce: "pre",
    async config() {
      await generate();
      return { resolve: { alias: { [fontsAlias]: outDir } } };
    },
    transform(code, id) {
      const [file, query = ""] = id.split("?", 2);
      // As Tailwind, leave alone the stylesheet's ?url and ?raw imports.
      if (file !== stylesheet || /\b(?:raw|url)\b/.test(query)) return;
      return { code: `${faces}\n${code}`, map: null };
    },
    // Dev server: a new character in the content goes into the fonts.
    async handleHotUpdate({ file, server }) {
      if (file.startsWith(content + path.sep) && (await generate())) {
        server.ws.send({ type: "full-reload" });
      }
    },
  };
}
