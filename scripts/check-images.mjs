// @ts-check
// `npm run test:images`: no picture above 150 KB reaches the browser. Checks
// every image file in the built site (BUILD_DIR, default build) and fails,
// naming each file, when one is too heavy.
import { readdirSync, statSync } from "node:fs";
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

const images = [...files(client)].filter((path) => imageFile.test(path));
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
if (heavy.length > 0) process.exit(1);
console.log(`check-images: ${images.length} images, all within 150 KB`);
