// @ts-check
// Compression made once, at build time, instead of on every request: beside
// each text file of the published folder, <file>.br (brotli, best quality) and
// <file>.gz (gzip, level 9). nginx serves them with gzip_static (and
// brotli_static where the module is installed), `npm start` through scripts/site-server.mjs; both
// answer with Vary: Accept-Encoding. Called by scripts/prepare-hosting.mjs,
// the last build step, once every page has its final name and content; run on
// its own: `node scripts/compress.mjs [folder]` (default <BUILD_DIR>/client).
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The text formats worth compressing; fonts (woff2) and images are compressed already. */
export const compressedExtensions = [
  "html",
  "css",
  "js",
  "svg",
  "xml",
  "txt",
  "json",
  "webmanifest",
];

/** Smaller than a TCP packet either way: compression would not save a round trip. */
const minimumSize = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (compressedExtensions.includes(entry.name.split(".").pop() ?? "")) yield path;
  }
}

/**
 * Writes <file>.br and <file>.gz beside every text file of `dir` that they make
 * smaller; stale ones from an earlier run go first.
 * @param {string} dir
 */
export async function compressFolder(dir) {
  const files = [...textFiles(dir)];
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      for (const suffix of [".br", ".gz"]) rmSync(file + suffix, { force: true });
      const data = readFileSync(file);
      if (data.length < minimumSize) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      for (const [suffix, compressed] of /** @type {const} */ ([
        [".br", br],
        [".gz", gz],
      ])) {
        if (compressed.length >= data.length) continue;
        writeFileSync(file + suffix, compressed);
        written++;
      }
    }),
  );
  return { files: files.length, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(process.env.BUILD_DIR ?? "build", "client");
  const { files, written } = await compressFolder(dir);
  console.log(`compress: ${written} .br/.gz files beside ${files} text files in ${dir}`);
}
