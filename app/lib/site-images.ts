// Every picture on the site. A picture slot in the content names one of the
// site's illustrations (app/assets/illustrations/<name>.svg) and, once the
// owner uploads one, her photo (content/photos/<file>), which takes its place.
// Before the pages are built, scripts/photos.ts checks each photo and
// turns it into AVIF and WebP at the widths its slots need, each within 150 KB,
// into the content folder's photos/.generated/ with a manifest. These rules
// turn a slot into what a <picture> needs; app/model/pictures.ts hands them
// the files. See docs/images.md.

export interface ImageSource {
  type: string;
  srcSet: string;
}

export interface SiteImage {
  /** A real photo, or one of the site's illustrations until the owner adds hers. */
  kind: "photo" | "illustration";
  src: string;
  /** Intrinsic size: sets the aspect ratio the page reserves before the image loads. */
  width: number;
  height: number;
  /** Modern formats, best first; the browser picks the first it supports. */
  sources: ImageSource[];
}

/** The owner's photo files the pipeline reads; the CMS offers only these (no HEIC). */
export const uploadTypes = ["image/jpeg", "image/png"] as const;
/** Their names: the CMS refuses to save a photo field naming any other file. */
export const uploadNamePattern = /\.(?:jpe?g|png)$/i;

/**
 * The heaviest photo the owner may upload: the CMS refuses a heavier file before
 * it reaches the repository, and the build stops on one that got there another
 * way. Any phone's photo fits.
 */
export const maxPhotoBytes = 25 * 1024 * 1024;

export const photoFormats = ["avif", "webp"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** Every picture is 4:3, but the owner's portrait: 4:5, upright. */
export const pictureShapes = {
  landscape: { width: 4, height: 3 },
  portrait: { width: 4, height: 5 },
} as const;
export type PictureShape = keyof typeof pictureShapes;

/** A shape's height for a width, rounded to the pixel. */
export function heightFor(width: number, shape: PictureShape): number {
  const { width: across, height: down } = pictureShapes[shape];
  return Math.round((width * down) / across);
}

/**
 * A photo's entry in the manifest: its file name, and the shape it was cut to
 * when that is not 4:3 (the same file may be both a card and the portrait).
 */
export function manifestKey(name: string, shape: PictureShape): string {
  return shape === "landscape" ? name : `${shape}/${name}`;
}

/**
 * The alt text of the owner's portrait: her photo is hers; the illustration that
 * stands in for it says it is a drawing, so no visitor takes it for her.
 */
export function portraitAlt(owner: string, photo: string | undefined): string {
  return photo
    ? `Ritratto di ${owner}`
    : "Illustrazione: ritratto stilizzato di una donna con i capelli raccolti";
}

/** One photo as the pipeline made it: cut to its slot's shape and resized. */
export interface PhotoEntry {
  /** The widest file's size: the <img>'s width and height. */
  width: number;
  height: number;
  /** Per format, narrowest first: each file's path inside photos/.generated/ and its width. */
  files: Record<PhotoFormat, { file: string; width: number }[]>;
}

/** photos/.generated/manifest.json: each photo by its file name in photos/ (manifestKey). */
export interface PhotoManifest {
  photos: Record<string, PhotoEntry>;
}

const mimeTypes: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * A photo's <picture>: AVIF then WebP, every width in each srcset. The <img>'s
 * own src, for a browser that ignores both, is the WebP nearest 800 px: every
 * browser the site supports reads WebP, so there is no JPEG (docs/images.md).
 */
export function photoImage(entry: PhotoEntry, url: (file: string) => string): SiteImage {
  const srcSet = (format: PhotoFormat) =>
    entry.files[format].map(({ file, width }) => `${url(file)} ${width}w`).join(", ");
  const webp = entry.files.webp;
  const fallback = webp.find(({ width }) => width >= 800) ?? webp.at(-1);
  if (!fallback) throw new Error("A photo in the manifest has no WebP file");
  return {
    kind: "photo",
    src: url(fallback.file),
    width: entry.width,
    height: entry.height,
    sources: photoFormats.map((format) => ({ type: mimeTypes[format], srcSet: srcSet(format) })),
  };
}

/** A picture slot of the content: the owner's photo if she added one, else its illustration. */
export interface PictureSlot {
  /** An illustration's name: app/assets/illustrations/<name>.svg. */
  illustration?: string;
  /** The photo as the CMS stores it: its file name in content/photos, with or without a folder. */
  photo?: string;
}

/** Where the pictures are: the illustrations' URLs by name, the pipeline's manifest and files. */
export interface PictureSources {
  illustrations: ReadonlyMap<string, string>;
  manifest: PhotoManifest;
  /** A generated file's URL from its path inside photos/.generated/. */
  photoUrls: ReadonlyMap<string, string>;
}

/** "/content/photos/cabina.jpg" → "cabina.jpg" */
export function fileName(path: string): string {
  return path.split("/").pop() ?? path;
}

// The illustrations are drawn at 800 × 600, the portrait at 640 × 800.
const illustrationSizes: Record<PictureShape, { width: number; height: number }> = {
  landscape: { width: 800, height: 600 },
  portrait: { width: 640, height: 800 },
};

export function pictureImage(
  { illustration, photo }: PictureSlot,
  { illustrations, manifest, photoUrls }: PictureSources,
  shape: PictureShape = "landscape",
): SiteImage {
  if (photo) {
    const entry = manifest.photos[manifestKey(fileName(photo), shape)];
    if (!entry)
      throw new Error(`No photo "${photo}" in content/photos: upload it again in the CMS`);
    return photoImage(entry, (file) => {
      const url = photoUrls.get(file);
      if (url) return url;
      throw new Error(`No file "${file}" in photos/.generated: build again`);
    });
  }
  const svg = illustration ? illustrations.get(illustration) : undefined;
  if (svg) return { kind: "illustration", src: svg, ...illustrationSizes[shape], sources: [] };
  throw new Error(`No illustration "${illustration}" in app/assets/illustrations`);
}

const attributeEscapes: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;" };

/**
 * An illustration's SVG, ready to sit inside a page: an image named by its
 * alt text, its ids (and the references to them) prefixed, so they cannot
 * clash with the page's own.
 */
export function inlineSvg(svg: string, prefix: string, alt: string): string {
  const label = alt.replace(/[&"<]/g, (character) => attributeEscapes[character] ?? character);
  return svg
    .replace(/<\?xml[^>]*>\s*/, "")
    .replace(/<svg\b/, `<svg role="img" aria-label="${label}"`)
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
}
