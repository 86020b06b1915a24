// The owner's photos, before any page is built (content-plugin.ts; docs/images.md):
// each must be a JPEG or PNG in <content>/photos/ large enough for its slot, or the
// build stops with an Italian message naming file and field; then, cropped to its slot's
// shape (4:3, the owner's portrait 4:5) around its subject, AVIF and WebP at its slots' widths, each within 150 KB, in photos/.generated/
// with the manifest app/lib/site-images.ts reads, kept while photo and settings stay.
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type * as v from "valibot";
import { formatIssuePath } from "../app/model/issue-path";
import { ContentError } from "../app/model/load.server";
import { contentFiles, type Content, type ContentFileName } from "../app/model/schema";
import {
  heightFor,
  manifestKey,
  maxPhotoBytes,
  pictureShapes,
  type PhotoEntry,
  type PhotoFormat,
  type PhotoManifest,
  type PictureShape,
} from "../app/lib/site-images";

// widths: what the pages' `sizes` ask for (docs/images.md); below minWidth a 2x phone
// sees a blur. hero: the home page's first picture; portrait: the owner's (salon.json),
// 4:5; card: every other.
const slotKinds = {
  hero: { widths: [800, 1200, 1600], minWidth: 1200, shape: "landscape" },
  card: { widths: [480, 800, 1200], minWidth: 800, shape: "landscape" },
  portrait: { widths: [320, 640, 960], minWidth: 640, shape: "portrait" },
} as const satisfies Record<string, { widths: number[]; minWidth: number; shape: PictureShape }>;
type SlotKind = keyof typeof slotKinds;

/** keys: where the field is in the file; photo: as the CMS stores it ("/content/photos/a.jpg"). */
type PhotoSlot = { file: ContentFileName; keys: PropertyKey[]; kind: SlotKind; photo: string };

/** Every picture slot of the content (alt text with a photo) that names a photo, in file order. */
export function photoSlots(content: Content): PhotoSlot[] {
  const slots: PhotoSlot[] = [];
  const walk = (file: ContentFileName, value: unknown, keys: PhotoSlot["keys"]): void => {
    if (typeof value !== "object" || value === null) return;
    if ("alt" in value && "photo" in value && typeof value.photo === "string" && value.photo) {
      const kind = file === "home" && keys.join(".") === "hero.picture" ? "hero" : "card";
      slots.push({ file, keys: [...keys, "photo"], kind, photo: value.photo });
      return;
    }
    for (const [key, item] of Object.entries(value))
      walk(file, item, [...keys, Array.isArray(value) ? Number(key) : key]);
  };
  for (const file of Object.keys(contentFiles) as ContentFileName[]) walk(file, content[file], []);
  // Her portrait is a photo alone: the illustration and the alt text are the pages' own.
  const portrait = content.salon.portrait;
  if (portrait)
    slots.push({ file: "salon", keys: ["portrait"], kind: "portrait", photo: portrait });
  return slots;
}

const photoName = (photo: string) => path.posix.basename(photo.replaceAll("\\", "/"));

/** The field as the schema's messages name it: `• home.json: «…» › «Foto» (hero.picture.photo): `. */
function fieldLabel({ file, keys }: PhotoSlot): string {
  const issue = { path: keys.map((key) => ({ key })) } as unknown as v.BaseIssue<unknown>;
  return `• ${file}.json: ${formatIssuePath(contentFiles[file].schema, issue)}`;
}

const messages = {
  missing: (name: string, file: string) =>
    `la foto "${name}" non c'è (cercata in ${file}): caricala di nuovo`,
  // Re-saving a damaged file keeps the damage: only the original is whole.
  unreadable: (name: string) =>
    `il file "${name}" non si apre come foto: forse si è rovinato (per esempio durante il caricamento) o non è un'immagine. Carica di nuovo la foto originale, dal telefono o dalla fotocamera, non una copia di questo file`,
  tooHeavy: (name: string) =>
    `la foto "${name}" pesa più di ${maxPhotoBytes / 1024 / 1024} MB: carica la foto come la fa il telefono, non un file esportato alla massima qualità`,
  heic: (name: string) =>
    `la foto "${name}" è in formato HEIC (quello dell'iPhone), che il sito non sa leggere: aprila e salvala come JPEG, oppure sul telefono scegli Impostazioni › Fotocamera › Formati › Più compatibile, poi caricala di nuovo`,
  format: (name: string, format: string) =>
    `la foto "${name}" è in formato ${format.toUpperCase()}, che il sito non usa: salvala come JPEG (o PNG) e caricala di nuovo`,
  tooSmall: (name: string, width: number, height: number, kind: SlotKind) =>
    `la foto "${name}" è di ${width} × ${height} pixel, troppo piccola per questo spazio: ne servono almeno ${slotKinds[kind].minWidth} di larghezza e ${minHeight(kind)} di altezza. Carica la foto originale, non una copia ridotta (come quelle che arrivano da WhatsApp)`,
};

const minHeight = (kind: SlotKind) => heightFor(slotKinds[kind].minWidth, slotKinds[kind].shape);

type Reading = { file: string; width: number; height: number } | { problem: string };

/** The photo's size as shown (EXIF rotation applied), once a small decode proves sharp reads it. */
async function readPhoto(name: string, file: string): Promise<Reading> {
  if (!existsSync(file)) return { problem: messages.missing(name, file) };
  if (statSync(file).size > maxPhotoBytes) return { problem: messages.tooHeavy(name) };
  let format = "";
  try {
    const metadata = await sharp(file).metadata();
    format = metadata.format;
    if (!/^(jpeg|png|heif)$/.test(format)) return { problem: messages.format(name, format) };
    // Prebuilt sharp reads HEIF's AVIF flavour but not HEVC, the iPhone's: only decoding tells.
    await sharp(file).resize(64).raw().toBuffer();
    return { file, ...metadata.autoOrient };
  } catch {
    return { problem: format === "heif" ? messages.heic(name) : messages.unreadable(name) };
  }
}

/**
 * Output widths for a photo in these kinds of slot (all of one shape): theirs, capped at
 * its crop to that shape, a multiple of 4.
 */
export function outputWidths(photo: { width: number; height: number }, kinds: SlotKind[]) {
  const wanted = [...new Set(kinds.flatMap((kind) => slotKinds[kind].widths))];
  const { width: across, height: down } = pictureShapes[shapeOf(kinds)];
  const cropWidth = Math.min(photo.width, Math.floor((photo.height * across) / down));
  const widest = Math.floor(Math.min(cropWidth, Math.max(...wanted)) / 4) * 4;
  return [...wanted.filter((width) => width < widest).sort((a, b) => a - b), widest];
}

const shapeOf = (kinds: SlotKind[]): PictureShape => slotKinds[kinds[0] ?? "card"].shape;

type CheckedPhoto = {
  name: string;
  file: string;
  width: number;
  height: number;
  shape: PictureShape;
  widths: number[];
};

/**
 * Every photo the content uses, once per shape it is cut to, with its widths; a
 * ContentError lists every problem.
 */
export async function checkPhotos(content: Content, dir: string): Promise<CheckedPhoto[]> {
  const slots = photoSlots(content);
  const photos: CheckedPhoto[] = [];
  const problems: string[] = [];
  const uses = new Map<string, PhotoSlot[]>();
  for (const slot of slots) {
    const key = manifestKey(photoName(slot.photo), slotKinds[slot.kind].shape);
    uses.set(key, [...(uses.get(key) ?? []), slot]);
  }
  for (const used of uses.values()) {
    const name = photoName(used[0]!.photo);
    const reading = await readPhoto(name, path.join(dir, "photos", name));
    if ("problem" in reading) {
      problems.push(...used.map((slot) => fieldLabel(slot) + reading.problem));
      continue;
    }
    const { width, height } = reading;
    for (const slot of used) {
      if (width < slotKinds[slot.kind].minWidth || height < minHeight(slot.kind))
        problems.push(fieldLabel(slot) + messages.tooSmall(name, width, height, slot.kind));
    }
    const kinds = used.map((slot) => slot.kind);
    photos.push({ ...reading, name, shape: shapeOf(kinds), widths: outputWidths(reading, kinds) });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return photos;
}

// scripts/check-images.mjs checks the built site against the same limit.
export const maxPhotoFileBytes = 150 * 1024;

// Quality to start at and effort; a photo too detailed for 150 KB steps down at fastEffort
// (AVIF's effort 4 takes half a minute on a noisy 1600 px photo, effort 0 a fraction of one).
const encoders = {
  avif: { start: 60, effort: 4, fastEffort: 0 },
  webp: { start: 80, effort: 4, fastEffort: 4 },
} as const;
/** Bump when the output changes for the same photo, to remake every file. */
const version = 3;

async function encodeWithin(image: () => sharp.Sharp, format: PhotoFormat): Promise<Buffer> {
  const { start, effort, fastEffort } = encoders[format];
  const encode = (quality: number, effort: number) =>
    (format === "avif"
      ? image().avif({ quality, effort, chromaSubsampling: "4:2:0" })
      : image().webp({ quality, effort })
    ).toBuffer();
  for (let quality: number = start; ; quality = Math.max(1, quality - 5)) {
    const data = await encode(quality, fastEffort);
    if (data.length <= maxPhotoFileBytes) {
      if (quality < start || effort === fastEffort) return data;
      const better = await encode(quality, effort);
      return better.length <= maxPhotoFileBytes ? better : data;
    }
    if (quality === 1) throw new Error(`photos: no ${format} quality fits ${maxPhotoFileBytes} B`);
  }
}

/** Writes beside the target, then renames: a build running alongside never reads half a file. */
async function writeAtomically(file: string, data: string | Buffer) {
  await writeFile(`${file}.${process.pid}.tmp`, data);
  await rename(`${file}.${process.pid}.tmp`, file);
}

/** The photo's files, in a folder named after its content and the settings, made if missing. */
async function makePhoto(photo: CheckedPhoto, folder: string, log: (message: string) => void) {
  const { shape } = photo;
  const settings = JSON.stringify({
    version,
    shape,
    widths: photo.widths,
    encoders,
    maxPhotoFileBytes,
  });
  const bytes = await readFile(photo.file);
  const key = createHash("sha256").update(bytes).update(settings).digest("hex").slice(0, 16);
  // "IMG 0042 (1).JPG" → "img-0042-1".
  const words = path.parse(photo.name.toLowerCase()).name.match(/[a-z0-9]+/g);
  const name = (width: number, format: PhotoFormat) =>
    `${words?.join("-") ?? "foto"}-${width}.${format}`;
  const list = (format: PhotoFormat) =>
    photo.widths.map((width) => ({ file: `${key}/${name(width, format)}`, width }));
  const made = await readdir(path.join(folder, key)).catch((): string[] => []);
  const missing = photo.widths
    .flatMap((width) => (["avif", "webp"] as const).map((format) => ({ width, format })))
    .filter(({ width, format }) => !made.includes(name(width, format)));
  const widest = Math.max(...photo.widths);
  if (missing.length > 0) {
    log(`photos: ${photo.name} → AVIF and WebP at ${photo.widths.join(", ")} px`);
    await mkdir(path.join(folder, key), { recursive: true });
    const { data, info } = await sharp(photo.file)
      .rotate()
      // Cut to shape around what draws the eye (a face, skin, detail, colour), not the middle:
      // at 4:3 a phone portrait loses 44% of its height, and the middle may leave out a head.
      .resize(widest, heightFor(widest, shape), {
        fit: "cover",
        position: sharp.strategy.attention,
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels as 3 | 4 };
    for (const { format, width } of missing) {
      const image = () => sharp(data, { raw }).resize(width, heightFor(width, shape));
      const file = path.join(folder, key, name(width, format));
      await writeAtomically(file, await encodeWithin(image, format));
    }
  }
  const files = { avif: list("avif"), webp: list("webp") };
  const entry: PhotoEntry = { width: widest, height: heightFor(widest, shape), files };
  return { key, entry };
}

/** Checks the photos (a ContentError if one is wrong), makes their files, removes unused ones. */
export async function preparePhotos(content: Content, dir: string, log = console.log) {
  const photos = await checkPhotos(content, dir);
  const folder = path.join(dir, "photos", ".generated");
  // With no photo the site shows illustrations: nothing is left for the pages to import.
  if (photos.length === 0)
    return rm(folder, { recursive: true, force: true }).then(() => ({ photos: {} }));
  await mkdir(folder, { recursive: true });
  const manifest: PhotoManifest = { photos: {} };
  const keys = new Set<string>();
  for (const photo of photos) {
    const { key, entry } = await makePhoto(photo, folder, log);
    manifest.photos[manifestKey(photo.name, photo.shape)] = entry;
    keys.add(key);
  }
  for (const name of await readdir(folder))
    if (/^[0-9a-f]{16}$/.test(name) && !keys.has(name))
      await rm(path.join(folder, name), { recursive: true });
  const manifestFile = path.join(folder, "manifest.json");
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  // Rewritten only when it changes, so a dev server does not reload for nothing.
  if ((await readFile(manifestFile, "utf8").catch(() => "")) !== text)
    await writeAtomically(manifestFile, text);
  return manifest;
}
