// @vitest-environment node
// A photo through the pipeline: checked, cropped to 4:3, made into AVIF and
// WebP at its slots' widths, each file within 150 KB, listed in the manifest
// that app/lib/site-images.ts reads.
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load";
import type { Content } from "../app/content/schema";
import type { PhotoEntry, PhotoManifest } from "../app/lib/site-images";
import { maxPhotoFileBytes, preparePhotos } from "./photo-pipeline";

/** The real content with a photo as the hero and one in the gallery's treatment room. */
function contentWith(photos: { hero?: string; cabina?: string }): Content {
  const content = structuredClone(loadContent());
  if (photos.hero) content.home.hero.picture.photo = photos.hero;
  const cabina = content.galleria.interiors.items[1];
  if (photos.cabina && cabina) cabina.picture.photo = photos.cabina;
  return content;
}

function entryOf(manifest: PhotoManifest, name: string): PhotoEntry {
  const entry = manifest.photos[name];
  if (!entry) throw new Error(`no "${name}" in the manifest`);
  return entry;
}

describe("preparePhotos", () => {
  let dir: string;
  const quiet = { log: () => {} };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "foto-"));
    mkdirSync(path.join(dir, "photos"));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const generated = (file = "") => path.join(dir, "photos", ".generated", file);

  it("makes a JPEG and a PNG into AVIF and WebP at their slots' widths, 4:3, within 150 KB", async () => {
    // tests/fixtures/foto-di-prova.jpg: 1600 × 1200. The PNG, 2400 × 1800, is made here.
    copyFileSync("tests/fixtures/foto-di-prova.jpg", path.join(dir, "photos", "cabina.jpg"));
    await sharp("tests/fixtures/foto-di-prova.jpg")
      .resize(2400, 1800)
      .png()
      .toFile(path.join(dir, "photos", "hero.png"));

    const manifest = await preparePhotos(
      contentWith({ hero: "/content/photos/hero.png", cabina: "cabina.jpg" }),
      dir,
      quiet,
    );

    const hero = entryOf(manifest, "hero.png");
    const cabina = entryOf(manifest, "cabina.jpg");
    expect([hero.width, hero.height]).toEqual([1600, 1200]);
    expect([cabina.width, cabina.height]).toEqual([1200, 900]);
    for (const format of ["avif", "webp"] as const) {
      expect(hero.files[format].map(({ width }) => width)).toEqual([800, 1200, 1600]);
      expect(cabina.files[format].map(({ width }) => width)).toEqual([480, 800, 1200]);
    }
    for (const { files } of [hero, cabina]) {
      for (const format of ["avif", "webp"] as const) {
        for (const { file, width } of files[format]) {
          const metadata = await sharp(generated(file)).metadata();
          // sharp calls AVIF "heif" with AV1 compression.
          expect(metadata.format).toBe(format === "avif" ? "heif" : "webp");
          expect([metadata.width, metadata.height]).toEqual([width, (width * 3) / 4]);
          expect(statSync(generated(file)).size).toBeLessThanOrEqual(maxPhotoFileBytes);
        }
      }
    }
    expect(existsSync(generated("manifest.json"))).toBe(true);
  }, 60_000);

  it("crops a portrait photo to the slot's 4:3, so width and height match what is shown", async () => {
    await sharp({ create: { width: 1500, height: 2000, channels: 3, background: "#d8a7b1" } })
      .jpeg()
      .toFile(path.join(dir, "photos", "ritratto.jpg"));
    const manifest = await preparePhotos(contentWith({ cabina: "ritratto.jpg" }), dir, quiet);
    const widest = entryOf(manifest, "ritratto.jpg").files.webp.at(-1);
    expect(widest?.width).toBe(1200);
    const metadata = await sharp(generated(widest?.file)).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 900]);
  });

  it("encodes nothing again for a photo already made, and forgets a photo no longer used", async () => {
    copyFileSync("tests/fixtures/foto-di-prova.jpg", path.join(dir, "photos", "cabina.jpg"));
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const first = await preparePhotos(contentWith({ cabina: "cabina.jpg" }), dir, { log });
    const second = await preparePhotos(contentWith({ cabina: "cabina.jpg" }), dir, { log });
    expect(second).toEqual(first);
    expect(logged).toEqual(["photos: cabina.jpg → AVIF and WebP at 480, 800, 1200 px"]);

    // Another photo in its place: the old files go.
    await sharp("tests/fixtures/foto-di-prova.jpg")
      .flip()
      .toFile(path.join(dir, "photos", "cabina-nuova.jpg"));
    await preparePhotos(contentWith({ cabina: "cabina-nuova.jpg" }), dir, quiet);
    expect(readdirSync(generated()).filter((name) => name !== "manifest.json")).toHaveLength(1);

    // No photo left: nothing left behind for the pages to import.
    await preparePhotos(loadContent(), dir, quiet);
    expect(existsSync(generated())).toBe(false);
  }, 60_000);

  it(
    "keeps even a large, noisy photo within 150 KB at its widest, lowering the quality",
    async () => {
      const width = 4000;
      const height = 3000;
      await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toFile(path.join(dir, "photos", "rumore.jpg"));
      const manifest = await preparePhotos(contentWith({ hero: "rumore.jpg" }), dir, quiet);
      for (const format of ["avif", "webp"] as const) {
        const widest = entryOf(manifest, "rumore.jpg").files[format].at(-1);
        expect(widest?.width).toBe(1600);
        expect(statSync(generated(widest?.file)).size).toBeLessThanOrEqual(maxPhotoFileBytes);
      }
    },
    // Noise is the worst case for an encoder: about 30 s on two cores.
    120_000,
  );
});
