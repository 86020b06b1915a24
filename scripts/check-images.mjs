// @ts-check
// `npm run test:images`: no picture above 150 KB reaches the browser, and every
// <img> of every page has its width and height, so nothing moves while pictures
// load. Checks the built site (BUILD_DIR, default build) and fails, naming each
// file, when one is too heavy or an <img> has no size. The owner's photos are
// kept within the limit by scripts/photos.ts; this is the net under it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const limit = 150 * 1024;
const client = join(process.env.BUILD_DIR ?? "build", "client");
const imageFile = /\.(avif|webp|jpe?g|png|gif|svg)$/i;

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const all = [...files(client)];
const images = all.filter((path) => imageFile.test(path));
const heavy = images.filter((path) => statSync(path).size > limit);

if (images.length === 0) {
  console.error(`check-images: no images found in ${client}; run the build first`);
  process.exit(1);
}
for (const path of heavy) {
  console.error(
    `check-images: ${path} is ${Math.round(statSync(path).size / 1024)} KB (limit 150 KB)`,
  );
}

/** Every <img> tag of a page that lacks a width or a height attribute. */
const unsized = all
  .filter((path) => path.endsWith(".html"))
  .flatMap((path) =>
    (readFileSync(path, "utf8").match(/<img\b[^>]*>/g) ?? [])
      .filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
      .map((tag) => `${path}: ${tag.slice(0, 120)}`),
  );
for (const line of unsized)
  console.error(`check-images: <img> without width and height in ${line}`);

if (heavy.length > 0 || unsized.length > 0) process.exit(1);
console.log(`check-images: ${images.length} images, all within 150 KB; every <img> has its size`);
