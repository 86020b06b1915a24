// Turns the owner's photos into the files the pages show. Called by the content
// plugin (scripts/content-plugin.ts) at the start of every build, dev server and
// test run, once the content has passed its schema: it checks every photo the
// content uses (scripts/photo-check.ts; a problem stops the build with an
// Italian message), then makes each one, cropped to 4:3, into AVIF and WebP at
// the widths of its slots, each file within 150 KB, in <content>/photos/.generated/
// with a manifest.json that app/lib/site-images.ts reads. Files already made
// for the same photo and settings are kept, so a rebuild encodes nothing new.
// See docs/images.md.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Content } from "../app/content/schema";
// Types only: site-images.ts uses import.meta.glob, which only Vite can run.
import type { PhotoEntry, PhotoFormat, PhotoManifest } from "../app/lib/site-images";
import { checkPhotos, heightFor, type CheckedPhoto } from "./photo-check";

/** Best first, as the <picture> lists them. */
const photoFormats = ["avif", "webp"] as const satisfies readonly PhotoFormat[];

/** No picture file above this reaches the browser (scripts/check-images.mjs checks the build). */
export const maxPhotoFileBytes = 150 * 1024;

/**
 * Quality a photo starts at, and the encoder effort. A photo too detailed to fit
 * in 150 KB at `start` gets the highest quality that fits, found by bisection at
 * `searchEffort` (AVIF's effort 4 takes half a minute on a 1600 px noisy photo,
 * effort 0 a fraction of a second) and kept as found.
 */
export const encoderSettings = {
  avif: { start: 60, effort: 4, searchEffort: 0 },
  webp: { start: 80, effort: 4, searchEffort: 4 },
} as const satisfies Record<PhotoFormat, { start: number; effort: number; searchEffort: number }>;

/** Bump when the output changes for the same photo (crop, encoder options), to remake every file. */
const pipelineVersion = 1;

interface RawImage {
  data: Buffer;
  info: sharp.OutputInfo;
}

function encode(image: RawImage, format: PhotoFormat, quality: number, effort: number) {
  const { width, height, channels } = image.info;
  const input = sharp(image.data, { raw: { width, height, channels: channels as 3 | 4 } });
  return format === "avif"
    ? input.avif({ quality, effort, chromaSubsampling: "4:2:0" }).toBuffer()
    : input.webp({ quality, effort }).toBuffer();
}

/** The image encoded at the highest quality, up to the format's start, whose file fits `limit` bytes. */
export async function encodeWithin(
  image: RawImage,
  format: PhotoFormat,
  limit = maxPhotoFileBytes,
): Promise<{ data: Buffer; quality: number }> {
  const { start, effort, searchEffort } = encoderSettings[format];
  const probe = await encode(image, format, start, searchEffort);
  if (probe.length <= limit) {
    if (effort === searchEffort) return { data: probe, quality: start };
    const data = await encode(image, format, start, effort);
    return { data: data.length <= limit ? data : probe, quality: start };
  }
  let found: { data: Buffer; quality: number } | undefined;
  let low = 1;
  let high = start - 1;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const data = await encode(image, format, quality, searchEffort);
    if (data.length <= limit) {
      found = { data, quality };
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  if (!found) throw new Error(`photo-pipeline: no ${format} quality fits ${limit} bytes`);
  return found;
}

/** The photo upright, cropped to 4:3 around its centre, at `width`, in sRGB. */
async function cropped(file: string, width: number): Promise<RawImage> {
  return sharp(file)
    .rotate()
    .resize(width, heightFor(width), { fit: "cover", position: "centre" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function resized(image: RawImage, width: number): Promise<RawImage> {
  if (image.info.width === width) return image;
  const { width: w, height, channels } = image.info;
  return sharp(image.data, { raw: { width: w, height, channels: channels as 3 | 4 } })
    .resize(width, heightFor(width))
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** "IMG 0042 (1).JPG" → "img-0042-1": a plain name for the generated files. */
function stem(name: string): string {
  const base = name.replace(/\.[^.]+$/, "").toLowerCase();
  return base.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "foto";
}

/** Names the photo's files: a new photo, widths or settings give a new folder. */
async function photoKey(photo: CheckedPhoto): Promise<string> {
  return createHash("sha256")
    .update(await readFile(photo.file))
    .update(
      JSON.stringify({ pipelineVersion, widths: photo.widths, encoderSettings, maxPhotoFileBytes }),
    )
    .digest("hex")
    .slice(0, 16);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Writes beside the target, then renames, so a build running alongside never reads half a file. */
async function writeAtomically(file: string, data: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export interface PrepareOptions {
  /** Where to report each photo being encoded (not the ones already made). */
  log?: (message: string) => void;
}

async function makePhoto(photo: CheckedPhoto, folder: string, log: (message: string) => void) {
  const key = await photoKey(photo);
  const files = Object.fromEntries(
    photoFormats.map((format) => [
      format,
      photo.widths.map((width) => ({
        file: `${key}/${stem(photo.name)}-${width}.${format}`,
        width,
      })),
    ]),
  ) as PhotoEntry["files"];
  const missing = [];
  for (const format of photoFormats) {
    for (const output of files[format]) {
      if (!(await exists(path.join(folder, output.file)))) missing.push({ format, ...output });
    }
  }
  if (missing.length > 0) {
    log(`photos: ${photo.name} → AVIF and WebP at ${photo.widths.join(", ")} px`);
    await mkdir(path.join(folder, key), { recursive: true });
    const upright = await cropped(photo.file, Math.max(...photo.widths));
    for (const { format, file, width } of missing) {
      const { data } = await encodeWithin(await resized(upright, width), format);
      await writeAtomically(path.join(folder, file), data);
    }
  }
  const widest = Math.max(...photo.widths);
  const entry: PhotoEntry = { width: widest, height: heightFor(widest), files };
  return { key, entry };
}

// One run at a time per content folder: the client and server builds both start it.
const runs = new Map<string, Promise<unknown>>();

/**
 * Checks the content's photos in `<dir>/photos/` and makes their web files in
 * `<dir>/photos/.generated/`, removing files no photo uses any more. Throws a
 * ContentError (Italian, naming file and field) when a photo is missing,
 * unreadable or too small for its slot.
 */
export function preparePhotos(
  content: Content,
  dir: string,
  options: PrepareOptions = {},
): Promise<PhotoManifest> {
  const previous = runs.get(dir) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => prepare(content, dir, options));
  runs.set(dir, run);
  return run;
}

async function prepare(
  content: Content,
  dir: string,
  { log = (message) => console.log(message) }: PrepareOptions,
): Promise<PhotoManifest> {
  const photos = await checkPhotos(content, dir);
  const folder = path.join(dir, "photos", ".generated");
  if (photos.length === 0) {
    // The site shows illustrations: leave nothing behind for the pages to import.
    await rm(folder, { recursive: true, force: true });
    return { photos: {} };
  }
  await mkdir(folder, { recursive: true });
  const manifest: PhotoManifest = { photos: {} };
  const keys = new Set<string>();
  for (const photo of photos) {
    const { key, entry } = await makePhoto(photo, folder, log);
    manifest.photos[photo.name] = entry;
    keys.add(key);
  }
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && !keys.has(entry.name)) {
      await rm(path.join(folder, entry.name), { recursive: true, force: true });
    }
  }
  const manifestFile = path.join(folder, "manifest.json");
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const current = await readFile(manifestFile, "utf8").catch(() => "");
  // Rewritten only when it changes, so a dev server does not reload for nothing.
  if (current !== text) await writeAtomically(manifestFile, text);
  return manifest;
}
