// Every picture on the site. A picture slot in the content names one of the
// site's illustrations (app/assets/illustrations/<name>.svg) and, once the
// owner uploads one, her photo (content/photos/<file>), which takes its place
// and is turned at build time into AVIF and WebP at several widths
// (vite-imagetools). See docs/images.md.

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

/** What vite-imagetools gives for `as: "picture"`: a srcset per format and the fallback. */
export interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const illustrations = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

const photos = import.meta.glob<ImagetoolsPicture>("@content/photos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
  eager: true,
  // Widths for a phone, a tablet and a wide screen; JPEG last, as the fallback.
  // (Vite needs the query written out here; site-images.test.ts repeats it.)
  query: { w: "480;800;1200", format: "avif;webp;jpg", quality: "70", as: "picture" },
  import: "default",
});

// The illustrations are all drawn at 4:3.
const illustrationSize = { width: 800, height: 600 };

/** "/content/photos/cabina.jpg" → "cabina.jpg" */
function fileName(path: string): string {
  return path.split("/").pop() ?? path;
}

/** "…/hero.svg" → "hero" */
function baseName(path: string): string {
  return fileName(path).replace(/\.[^.]+$/, "");
}

function byName<T>(modules: Record<string, T>, name: (path: string) => string): Map<string, T> {
  return new Map(Object.entries(modules).map(([path, value]) => [name(path), value]));
}

const photosByName = byName(photos, fileName);
const illustrationsByName = byName(illustrations, baseName);

const mimeTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

export function fromPicture(photo: ImagetoolsPicture): SiteImage {
  return {
    kind: "photo",
    src: photo.img.src,
    width: photo.img.w,
    height: photo.img.h,
    sources: Object.entries(photo.sources).map(([format, srcSet]) => ({
      type: mimeTypes[format] ?? `image/${format}`,
      srcSet,
    })),
  };
}

/** A picture slot of the content: the owner's photo if she added one, else its illustration. */
export interface PictureSlot {
  /** An illustration's name: app/assets/illustrations/<name>.svg. */
  illustration?: string;
  /** The photo as the CMS stores it: its file name in content/photos, with or without a folder. */
  photo?: string;
}

export function siteImage({ illustration, photo }: PictureSlot): SiteImage {
  if (photo) {
    const picture = photosByName.get(fileName(photo));
    if (picture) return fromPicture(picture);
    throw new Error(`No photo "${photo}" in content/photos: upload it again in the CMS`);
  }
  const svg = illustration ? illustrationsByName.get(illustration) : undefined;
  if (svg) return { kind: "illustration", src: svg, ...illustrationSize, sources: [] };
  throw new Error(`No illustration "${illustration}" in app/assets/illustrations`);
}
