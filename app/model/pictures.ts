// The site's pictures as files: the illustrations, and the owner's photos as
// the build's photo pipeline made them (content/photos/.generated/, with its
// manifest). siteImage() turns a content picture slot into a <picture>'s data.
import {
  fileName,
  pictureImage,
  type PhotoManifest,
  type PictureShape,
  type PictureSlot,
  type SiteImage,
} from "../lib/site-images";

const illustrations = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

// Written by the pipeline at the start of each build (none while no slot has a photo).
const manifests = import.meta.glob<PhotoManifest>("@content/photos/.generated/manifest.json", {
  eager: true,
  import: "default",
});
// Imported without a query: Vite gives each file's URL and copies it, hashed, into the build.
const photoFiles = import.meta.glob<string>("@content/photos/.generated/*/*.{avif,webp}", {
  eager: true,
  import: "default",
});

/** "…/hero.svg" → "hero" */
function baseName(path: string): string {
  return fileName(path).replace(/\.[^.]+$/, "");
}

/** "…/photos/.generated/3f2a…/cabina-800.avif" → "3f2a…/cabina-800.avif", as the manifest names it. */
function generatedPath(path: string): string {
  return path.slice(path.lastIndexOf("/.generated/") + "/.generated/".length);
}

const illustrationsByName = new Map(
  Object.entries(illustrations).map(([path, url]) => [baseName(path), url]),
);
const photoUrls = new Map(
  Object.entries(photoFiles).map(([path, url]) => [generatedPath(path), url]),
);
const manifest: PhotoManifest = Object.values(manifests)[0] ?? { photos: {} };

export function siteImage(slot: PictureSlot, shape?: PictureShape): SiteImage {
  return pictureImage(slot, { illustrations: illustrationsByName, manifest, photoUrls }, shape);
}
