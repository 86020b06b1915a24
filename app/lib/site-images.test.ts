import { describe, expect, it } from "vitest";
import { fromPicture, siteImage, type ImagetoolsPicture } from "./site-images";

// A JPEG through the same pipeline as content/photos (the query is repeated
// from site-images.ts: Vite needs it written out in each glob).
const fixtures = import.meta.glob<ImagetoolsPicture>("../../tests/fixtures/*.jpg", {
  eager: true,
  query: { w: "480;800;1200", format: "avif;webp;jpg", quality: "70", as: "picture" },
  import: "default",
});

describe("a photo uploaded to content/photos", () => {
  const picture = Object.values(fixtures)[0];

  it("becomes AVIF, WebP and JPEG at 480, 800 and 1200 px, best format first", () => {
    expect(picture).toBeDefined();
    const image = fromPicture(picture!);
    expect(image.kind).toBe("photo");
    expect(image.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
      "image/jpeg",
    ]);
    for (const source of image.sources) {
      expect(source.srcSet).toMatch(/ 480w, .+ 800w, .+ 1200w$/);
    }
  });

  it("keeps its real proportions in width and height (1600×1200 → 1200×900)", () => {
    const image = fromPicture(picture!);
    expect([image.width, image.height]).toEqual([1200, 900]);
  });
});

describe("siteImage", () => {
  it("shows the slot's illustration while there is no photo", () => {
    const image = siteImage({ illustration: "interni-cabina" });
    expect(image).toMatchObject({ kind: "illustration", width: 800, height: 600, sources: [] });
    expect(image.src).toContain("interni-cabina");
  });

  it("names the illustration it cannot find", () => {
    expect(() => siteImage({ illustration: "sala-vip" })).toThrow(
      'No illustration "sala-vip" in app/assets/illustrations',
    );
  });

  it("prefers the photo, and asks for it again when its file is missing", () => {
    expect(() =>
      siteImage({ illustration: "interni-cabina", photo: "/content/photos/sala-vip.jpg" }),
    ).toThrow(
      'No photo "/content/photos/sala-vip.jpg" in content/photos: upload it again in the CMS',
    );
  });
});
