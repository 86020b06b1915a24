// The build-time check of the owner's photos: for every picture slot of the
// content that names a photo, the file must be in the content folder's photos/,
// be a picture the site can read (JPEG or PNG, told by its content, not its
// name; HEIC only where this sharp can decode it) and be large enough for its
// slot. Problems come back as a ContentError, in Italian, naming the content
// file and the field as the schema's messages do. scripts/photo-pipeline.ts
// runs it before making the web files. See docs/images.md.
import { access } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type * as v from "valibot";
import { formatIssuePath } from "../app/content/issue-path";
import { ContentError } from "../app/content/load";
import { contentFiles, type Content, type ContentFileName } from "../app/content/schema";

/**
 * Every slot shows its picture at 4:3, the illustrations' shape: the pipeline
 * crops the photo to it (centred) so width and height match what is shown.
 * Widths: what the pages' `sizes` ask for on a 2x or 3x phone, a 2x laptop and
 * a wide 1x screen (docs/images.md works them out); minWidth: below it a 2x
 * phone would see a blurred photo, so the build stops.
 */
export const slotKinds = {
  /** The home page's first picture: 100vw on phones, 50vw from 768 px. */
  hero: { widths: [800, 1200, 1600], minWidth: 1200 },
  /** Treatment cards, machines and gallery: 90–100vw on phones, 25–45vw above. */
  card: { widths: [480, 800, 1200], minWidth: 800 },
} as const;

export type SlotKind = keyof typeof slotKinds;

/** Height for a width, at the slots' 4:3. */
export const heightFor = (width: number) => Math.round((width * 3) / 4);

type Key = string | number;

export interface PhotoSlot {
  file: ContentFileName;
  /** Where the photo's field is in the file: ["hero", "picture", "photo"]. */
  keys: Key[];
  kind: SlotKind;
  /** The field's value: "cabina.jpg" or "/content/photos/cabina.jpg". */
  photo: string;
}

function slotKind(file: ContentFileName, keys: Key[]): SlotKind {
  return file === "home" && keys.join(".") === "hero.picture" ? "hero" : "card";
}

/** A picture slot, as the schema's pictureSchema shapes it. */
function isPicture(value: object): value is { photo?: string; alt: string } {
  return "alt" in value && ("illustration" in value || "photo" in value);
}

function* pictures(value: unknown, keys: Key[]): Generator<[{ photo?: string }, Key[]]> {
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* pictures(item, [...keys, index]);
  } else if (isPicture(value)) {
    yield [value, keys];
  } else {
    for (const [key, item] of Object.entries(value)) yield* pictures(item, [...keys, key]);
  }
}

/** Every picture slot of the content that has a photo, in file order. */
export function photoSlots(content: Content): PhotoSlot[] {
  const slots: PhotoSlot[] = [];
  for (const file of Object.keys(contentFiles) as ContentFileName[]) {
    for (const [picture, keys] of pictures(content[file], [])) {
      if (picture.photo) {
        slots.push({
          file,
          keys: [...keys, "photo"],
          kind: slotKind(file, keys),
          photo: picture.photo,
        });
      }
    }
  }
  return slots;
}

/** "/content/photos/cabina.jpg" → "cabina.jpg": the CMS stores a path, the folder is fixed. */
export const photoName = (photo: string) => path.posix.basename(photo.replaceAll("\\", "/"));

/** The field as the schema's messages name it: `• home.json: «…» › «Foto» (hero.picture.photo): `. */
function fieldLabel({ file, keys }: PhotoSlot): string {
  const issue = { path: keys.map((key) => ({ key })) } as unknown as v.BaseIssue<unknown>;
  return `• ${file}.json: ${formatIssuePath(contentFiles[file].schema, issue)}`;
}

export const photoMessages = {
  missing: (name: string, file: string) =>
    `la foto "${name}" non c'è (cercata in ${file}): caricala di nuovo`,
  unreadable: (name: string) =>
    `il file "${name}" non è una foto che il sito sa leggere (forse è rovinato, o non è un'immagine): aprilo, salvalo come JPEG e caricalo di nuovo`,
  heic: (name: string) =>
    `la foto "${name}" è in formato HEIC (quello dell'iPhone), che il sito non sa leggere: aprila e salvala come JPEG, oppure sul telefono scegli Impostazioni › Fotocamera › Formati › Più compatibile, poi caricala di nuovo`,
  format: (name: string, format: string) =>
    `la foto "${name}" è in formato ${format.toUpperCase()}, che il sito non usa: salvala come JPEG (o PNG) e caricala di nuovo`,
  tooSmall: (name: string, width: number, height: number, kind: SlotKind) => {
    const { minWidth } = slotKinds[kind];
    return `la foto "${name}" è di ${width} × ${height} pixel, troppo piccola per questo spazio: ne servono almeno ${minWidth} × ${heightFor(minWidth)}, in orizzontale. Carica la foto originale, non una copia ridotta (come quelle che arrivano da WhatsApp)`;
  },
};

/** A photo the site can use: its size as shown (EXIF rotation applied). */
export interface ReadablePhoto {
  ok: true;
  file: string;
  width: number;
  height: number;
}

type PhotoReading = ReadablePhoto | { ok: false; problem: string };

/** Reads one photo's header and decodes it once, small, to be sure this sharp can. */
export async function readPhoto(name: string, file: string): Promise<PhotoReading> {
  try {
    await access(file);
  } catch {
    return { ok: false, problem: photoMessages.missing(name, file) };
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch {
    return { ok: false, problem: photoMessages.unreadable(name) };
  }
  const { format } = metadata;
  if (format !== "jpeg" && format !== "png" && format !== "heif") {
    return { ok: false, problem: photoMessages.format(name, format ?? "sconosciuto") };
  }
  try {
    // Prebuilt sharp reads HEIF's AVIF flavour but not HEVC, the iPhone's: only decoding tells.
    await sharp(file).resize(64).raw().toBuffer();
  } catch {
    return {
      ok: false,
      problem: format === "heif" ? photoMessages.heic(name) : photoMessages.unreadable(name),
    };
  }
  const { width, height } = metadata.autoOrient;
  return { ok: true, file, width, height };
}

/** A checked photo and the widths the pipeline makes of it (4:3, never wider than its crop). */
export interface CheckedPhoto extends ReadablePhoto {
  name: string;
  widths: number[];
}

/** Output widths for a photo used in these kinds of slot: theirs, capped at its 4:3 crop. */
export function outputWidths(
  photo: { width: number; height: number },
  kinds: SlotKind[],
): number[] {
  const wanted = [...new Set(kinds.flatMap((kind) => slotKinds[kind].widths))].sort(
    (a, b) => a - b,
  );
  const cropWidth = Math.min(photo.width, Math.floor((photo.height * 4) / 3));
  // A multiple of 4, so its height is exactly 3/4 of it.
  const widest = Math.floor(Math.min(cropWidth, Math.max(...wanted)) / 4) * 4;
  return [...wanted.filter((width) => width < widest), widest];
}

const largeEnough = (photo: ReadablePhoto, kind: SlotKind) =>
  photo.width >= slotKinds[kind].minWidth && photo.height >= heightFor(slotKinds[kind].minWidth);

/**
 * Checks every photo the content uses, in `<dir>/photos/`. Returns each photo
 * once, with its output widths; throws a ContentError listing every problem.
 */
export async function checkPhotos(content: Content, dir: string): Promise<CheckedPhoto[]> {
  const slots = photoSlots(content);
  const readings = new Map<string, PhotoReading>();
  for (const name of new Set(slots.map((slot) => photoName(slot.photo)))) {
    readings.set(name, await readPhoto(name, path.join(dir, "photos", name)));
  }
  const problems: string[] = [];
  for (const slot of slots) {
    const name = photoName(slot.photo);
    const reading = readings.get(name);
    if (!reading) continue;
    if (!reading.ok) problems.push(fieldLabel(slot) + reading.problem);
    else if (!largeEnough(reading, slot.kind)) {
      problems.push(
        fieldLabel(slot) + photoMessages.tooSmall(name, reading.width, reading.height, slot.kind),
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return [...readings].flatMap(([name, reading]) => {
    if (!reading.ok) return [];
    const kinds = slots.filter((slot) => photoName(slot.photo) === name).map((slot) => slot.kind);
    return [{ ...reading, name, widths: outputWidths(reading, kinds) }];
  });
}
