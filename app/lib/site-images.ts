// Every picture on the site, by name. A photo the owner drops into
// app/assets/photos/<name>.jpg takes the place of the illustration
// app/assets/illustrations/<name>.svg, and is turned at build time into AVIF
// and WebP at several widths (vite-imagetools). See docs/images.md.

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

const photos = import.meta.glob<ImagetoolsPicture>("../assets/photos/*.{jpg,jpeg,JPG,JPEG}", {
  eager: true,
  // Widths for a phone, a tablet and a wide screen; JPEG last, as the fallback.
  // (Vite needs the query written out here; site-images.test.ts repeats it.)
  query: { w: "480;800;1200", format: "avif;webp;jpg", quality: "70", as: "picture" },
  import: "default",
});

// The illustrations are all drawn at 4:3.
const illustrationSize = { width: 800, height: 600 };

function fileName(path: string): string {
  return (
    path
      .split("/")
      .pop()
      ?.replace(/\.[^.]+$/, "") ?? path
  );
}

function byName<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(modules).map(([path, value]) => [fileName(path), value]));
}

const photosByName = byName(photos);
const illustrationsByName = byName(illustrations);

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

export function siteImage(name: string): SiteImage {
  const photo = photosByName.get(name);
  if (photo) return fromPicture(photo);
  const illustration = illustrationsByName.get(name);
  if (illustration) {
    return { kind: "illustration", src: illustration, ...illustrationSize, sources: [] };
  }
  throw new Error(
    `No picture named "${name}": add app/assets/photos/${name}.jpg or app/assets/illustrations/${name}.svg`,
  );
}
