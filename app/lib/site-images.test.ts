import { describe, expect, it } from "vitest";
import { siteImage } from "~/model/pictures";
import { inlineSvg, manifestKey, photoImage, pictureImage, type PhotoEntry } from "./site-images";

// A photo as scripts/photos.ts lists it in photos/.generated/manifest.json
// (its tests make real ones from real JPEG and PNG files).
const files = (format: string) =>
  [480, 800, 1200].map((width) => ({ file: `3f2a/cabina-${width}.${format}`, width }));
const cabina: PhotoEntry = {
  width: 1200,
  height: 900,
  files: { avif: files("avif"), webp: files("webp") },
};
const url = (file: string) => `/assets/${file.replace(/^.*\//, "").replace(".", "-h4sh.")}`;

describe("a photo the pipeline made", () => {
  const image = photoImage(cabina, url);

  it("offers AVIF, then WebP, at every width it was made in", () => {
    expect(image.kind).toBe("photo");
    expect(image.sources).toEqual([
      {
        type: "image/avif",
        srcSet:
          "/assets/cabina-480-h4sh.avif 480w, /assets/cabina-800-h4sh.avif 800w, /assets/cabina-1200-h4sh.avif 1200w",
      },
      {
        type: "image/webp",
        srcSet:
          "/assets/cabina-480-h4sh.webp 480w, /assets/cabina-800-h4sh.webp 800w, /assets/cabina-1200-h4sh.webp 1200w",
      },
    ]);
  });

  it("has the 4:3 width and height it is shown at, and the 800 px WebP as the fallback", () => {
    expect([image.width, image.height]).toEqual([1200, 900]);
    expect(image.src).toBe("/assets/cabina-800-h4sh.webp");
  });
});

describe("siteImage", () => {
  it("shows the slot's illustration while there is no photo", () => {
    const image = siteImage({ illustration: "interni-cabina" });
    expect(image).toMatchObject({ kind: "illustration", width: 800, height: 600, sources: [] });
    expect(image.src).toContain("interni-cabina");
  });

  it("gives the owner's portrait its own 4:5 size, and looks for her photo cut to 4:5", () => {
    const image = siteImage({ illustration: "ritratto" }, "portrait");
    expect(image).toMatchObject({ kind: "illustration", width: 640, height: 800, sources: [] });
    expect(image.src).toContain("ritratto");
    const pictures = {
      illustrations: new Map(),
      photoUrls: new Map([["3f2a/io-960.webp", "/io.webp"]]),
    };
    const entry: PhotoEntry = {
      width: 960,
      height: 1200,
      files: { avif: [], webp: [{ file: "3f2a/io-960.webp", width: 960 }] },
    };
    const manifest = { photos: { [manifestKey("io.jpg", "portrait")]: entry } };
    const photo = pictureImage(
      { photo: "/content/photos/io.jpg" },
      { ...pictures, manifest },
      "portrait",
    );
    expect([photo.width, photo.height, photo.src]).toEqual([960, 1200, "/io.webp"]);
    expect(() => pictureImage({ photo: "io.jpg" }, { ...pictures, manifest }, "landscape")).toThrow(
      'No photo "io.jpg" in content/photos',
    );
  });

  it("names the illustration it cannot find", () => {
    expect(() => siteImage({ illustration: "sala-vip" })).toThrow(
      'No illustration "sala-vip" in app/assets/illustrations',
    );
  });

  it("prefers the photo, and asks for it again when the build has not made it", () => {
    expect(() =>
      siteImage({ illustration: "interni-cabina", photo: "/content/photos/sala-vip.jpg" }),
    ).toThrow(
      'No photo "/content/photos/sala-vip.jpg" in content/photos: upload it again in the CMS',
    );
  });
});

describe("inlineSvg", () => {
  it("names the image and prefixes every id and every reference to one", () => {
    const svg =
      '<?xml version="1.0"?><svg><defs><path id="p" d="M0 0"/><linearGradient id="bg"/></defs>' +
      '<use href="#p"/><rect fill="url(#bg)"/></svg>';
    expect(inlineSvg(svg, "hero", 'Un sole "rosa" & <fiori>')).toBe(
      '<svg role="img" aria-label="Un sole &quot;rosa&quot; &amp; &lt;fiori>"><defs>' +
        '<path id="hero-p" d="M0 0"/><linearGradient id="hero-bg"/></defs>' +
        '<use href="#hero-p"/><rect fill="url(#hero-bg)"/></svg>',
    );
  });
});
