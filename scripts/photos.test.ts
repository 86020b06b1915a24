// @vitest-environment node
// The owner's photos (scripts/photos.ts): every slot's photo is there, readable
// and large enough, or the build stops with an Italian message naming the content
// file and the field; then cropped to 4:3 (the owner's portrait to 4:5), made into
// AVIF and WebP at its slots' widths, each file within 150 KB, listed in the manifest app/lib/site-images.ts
// reads. Photos are made here with sharp; the HEIC in tests/fixtures is a real
// one (HEVC), made with libheif's heif-enc.
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../app/model/load.server";
import type { Content } from "../app/model/schema";
import {
  manifestKey,
  maxPhotoBytes,
  type PhotoEntry,
  type PhotoManifest,
} from "../app/lib/site-images";
import { checkPhotos, maxPhotoFileBytes, outputWidths, photoSlots, preparePhotos } from "./photos";

const fixtures = path.resolve("tests/fixtures");

/** The real content with photos in the given slots (by content file and picture). */
function contentWith(photos: {
  hero?: string;
  cabina?: string;
  manicure?: string;
  portrait?: string;
}): Content {
  const content = structuredClone(loadContent());
  if (photos.portrait) content.salon.portrait = photos.portrait;
  if (photos.hero) content.home.hero.picture.photo = photos.hero;
  const cabina = content.galleria.interiors.items[1];
  if (photos.cabina && cabina) cabina.picture.photo = photos.cabina;
  const manicure = content.home.treatments.cards[1];
  if (photos.manicure && manicure) manicure.picture.photo = photos.manicure;
  return content;
}

const unreadable = (name: string) =>
  `il file "${name}" non si apre come foto: forse si è rovinato (per esempio durante il caricamento) o non è un'immagine. Carica di nuovo la foto originale, dal telefono o dalla fotocamera, non una copia di questo file`;

const heroField =
  "• home.json: «Apertura della pagina» › «Immagine» › «Foto» (hero.picture.photo): ";
const portraitField = "• salon.json: «Il tuo ritratto» (portrait): ";
const cabinaField =
  "• galleria.json: «Galleria del centro» › «Immagini» › n. 2 › «Immagine» › «Foto» (interiors.items[1].picture.photo): ";

describe("photoSlots", () => {
  it("finds no photo in the site as it ships: illustrations only", () => {
    expect(photoSlots(loadContent())).toEqual([]);
  });

  it("finds every slot with a photo, the home's first picture as the hero", () => {
    const slots = photoSlots(
      contentWith({ hero: "/content/photos/a.jpg", cabina: "b.jpg", manicure: "c.jpg" }),
    );
    expect(slots).toEqual([
      {
        file: "home",
        keys: ["hero", "picture", "photo"],
        kind: "hero",
        photo: "/content/photos/a.jpg",
      },
      {
        file: "home",
        keys: ["treatments", "cards", 1, "picture", "photo"],
        kind: "card",
        photo: "c.jpg",
      },
      {
        file: "galleria",
        keys: ["interiors", "items", 1, "picture", "photo"],
        kind: "card",
        photo: "b.jpg",
      },
    ]);
  });

  it("finds the owner's portrait, a photo without alt text of its own", () => {
    expect(photoSlots(contentWith({ portrait: "/content/photos/io.jpg" }))).toEqual([
      { file: "salon", keys: ["portrait"], kind: "portrait", photo: "/content/photos/io.jpg" },
    ]);
  });
});

describe("outputWidths", () => {
  it("gives a card photo 480, 800 and 1200 px, and a hero 800, 1200 and 1600", () => {
    expect(outputWidths({ width: 4032, height: 3024 }, ["card"])).toEqual([480, 800, 1200]);
    expect(outputWidths({ width: 4032, height: 3024 }, ["hero"])).toEqual([800, 1200, 1600]);
  });

  it("stops at the photo's own width once cropped to 4:3, never enlarging it", () => {
    expect(outputWidths({ width: 1000, height: 750 }, ["card"])).toEqual([480, 800, 1000]);
    // 16:9, 1920 × 1080: its 4:3 crop is 1440 px wide.
    expect(outputWidths({ width: 1920, height: 1080 }, ["hero"])).toEqual([800, 1200, 1440]);
  });

  it("gives the portrait 320, 640 and 960 px, capped at its 4:5 crop", () => {
    expect(outputWidths({ width: 3024, height: 4032 }, ["portrait"])).toEqual([320, 640, 960]);
    // 4:3, 1024 × 768: its 4:5 crop is 612 px wide, rounded down to 4.
    expect(outputWidths({ width: 1024, height: 768 }, ["portrait"])).toEqual([320, 612]);
  });

  it("serves both slots of a photo used as the hero and in a card", () => {
    expect(outputWidths({ width: 4032, height: 3024 }, ["card", "hero"])).toEqual([
      480, 800, 1200, 1600,
    ]);
  });
});

describe("checkPhotos", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "foto-"));
    mkdirSync(path.join(dir, "photos"));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const photoFile = (name: string) => path.join(dir, "photos", name);

  async function makePhoto(
    name: string,
    width: number,
    height: number,
    format: "jpeg" | "png" = "jpeg",
  ) {
    await sharp({ create: { width, height, channels: 3, background: "#d8a7b1" } })
      .toFormat(format)
      .toFile(photoFile(name));
  }

  async function problemsOf(content: Content): Promise<string[]> {
    try {
      await checkPhotos(content, dir);
    } catch (error) {
      if (error instanceof ContentError) return [...error.problems];
      throw error;
    }
    throw new Error("the photos were accepted");
  }

  it("accepts a JPEG and a PNG large enough, told by their content, not their names", async () => {
    await makePhoto("cabina.jpg", 1600, 1200);
    // A PNG saved with a .jpg name: the check reads the file, not its name.
    await makePhoto("hero.jpg", 2000, 1500, "png");
    const photos = await checkPhotos(
      contentWith({ hero: "/content/photos/hero.jpg", cabina: "cabina.jpg" }),
      dir,
    );
    expect(
      photos.map(({ name, width, height, widths }) => ({ name, width, height, widths })),
    ).toEqual([
      { name: "hero.jpg", width: 2000, height: 1500, widths: [800, 1200, 1600] },
      { name: "cabina.jpg", width: 1600, height: 1200, widths: [480, 800, 1200] },
    ]);
  });

  it("names the slot, the file and where it looked when a photo is missing", async () => {
    expect(await problemsOf(contentWith({ cabina: "/content/photos/cabina.jpg" }))).toEqual([
      `${cabinaField}la foto "cabina.jpg" non c'è (cercata in ${photoFile("cabina.jpg")}): caricala di nuovo`,
    ]);
  });

  it("stops a photo too small for its slot, with its size and the minimum", async () => {
    await makePhoto("piccola.jpg", 640, 480);
    expect(await problemsOf(contentWith({ cabina: "piccola.jpg" }))).toEqual([
      `${cabinaField}la foto "piccola.jpg" è di 640 × 480 pixel, troppo piccola per questo spazio: ne servono almeno 800 di larghezza e 600 di altezza. Carica la foto originale, non una copia ridotta (come quelle che arrivano da WhatsApp)`,
    ]);
  });

  it("asks more of the hero than of a card: the same photo fits one, not the other", async () => {
    await makePhoto("media.jpg", 1000, 750);
    expect(await problemsOf(contentWith({ hero: "media.jpg", cabina: "media.jpg" }))).toEqual([
      `${heroField}la foto "media.jpg" è di 1000 × 750 pixel, troppo piccola per questo spazio: ne servono almeno 1200 di larghezza e 900 di altezza. Carica la foto originale, non una copia ridotta (come quelle che arrivano da WhatsApp)`,
    ]);
  });

  it("asks 640 × 800 of the portrait, naming her field", async () => {
    await makePhoto("io.jpg", 800, 600);
    expect(await problemsOf(contentWith({ portrait: "io.jpg" }))).toEqual([
      `${portraitField}la foto "io.jpg" è di 800 × 600 pixel, troppo piccola per questo spazio: ne servono almeno 640 di larghezza e 800 di altezza. Carica la foto originale, non una copia ridotta (come quelle che arrivano da WhatsApp)`,
    ]);
  });

  it("measures a phone photo as it is shown, turned by its EXIF orientation", async () => {
    // Stored 1200 × 700, shown turned a quarter: 700 × 1200, too narrow for a 4:3 card.
    await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#d8a7b1" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(photoFile("ruotata.jpg"));
    const [problem] = await problemsOf(contentWith({ cabina: "ruotata.jpg" }));
    expect(problem).toContain('la foto "ruotata.jpg" è di 700 × 1200 pixel, troppo piccola');
  });

  it("explains how to save an iPhone HEIC photo as JPEG, whatever its name", async () => {
    copyFileSync(path.join(fixtures, "IMG_1234.HEIC"), photoFile("IMG_1234.HEIC"));
    copyFileSync(path.join(fixtures, "IMG_1234.HEIC"), photoFile("img-1234.jpg"));
    const heic = (name: string) =>
      `la foto "${name}" è in formato HEIC (quello dell'iPhone), che il sito non sa leggere: aprila e salvala come JPEG, oppure sul telefono scegli Impostazioni › Fotocamera › Formati › Più compatibile, poi caricala di nuovo`;
    expect(
      await problemsOf(
        contentWith({ hero: "IMG_1234.HEIC", cabina: "/content/photos/img-1234.jpg" }),
      ),
    ).toEqual([`${heroField}${heic("IMG_1234.HEIC")}`, `${cabinaField}${heic("img-1234.jpg")}`]);
  });

  it("stops on a photo heavier than the CMS takes, as the CMS would", async () => {
    writeFileSync(photoFile("pesante.jpg"), "");
    truncateSync(photoFile("pesante.jpg"), maxPhotoBytes + 1);
    const [problem] = await problemsOf(contentWith({ cabina: "pesante.jpg" }));
    expect(problem).toBe(
      `${cabinaField}la foto "pesante.jpg" pesa più di ${maxPhotoBytes / 1024 / 1024} MB: carica la foto come la fa il telefono, non un file esportato alla massima qualità`,
    );
  });

  it("turns away other picture formats and files that are no picture", async () => {
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#fff" } })
      .webp()
      .toFile(photoFile("cabina.webp"));
    writeFileSync(photoFile("hero.jpg"), "non sono una foto");
    expect(await problemsOf(contentWith({ hero: "hero.jpg", cabina: "cabina.webp" }))).toEqual([
      `${heroField}${unreadable("hero.jpg")}`,
      `${cabinaField}la foto "cabina.webp" è in formato WEBP, che il sito non usa: salvala come JPEG (o PNG) e caricala di nuovo`,
    ]);
  });

  it("asks for the original again when a JPEG is damaged (cut short in the upload)", async () => {
    await makePhoto("intera.jpg", 1600, 1200);
    const whole = readFileSync(photoFile("intera.jpg"));
    // Its header is whole, so only decoding finds the damage.
    writeFileSync(photoFile("cabina.jpg"), whole.subarray(0, whole.length / 2));
    expect(await problemsOf(contentWith({ cabina: "cabina.jpg" }))).toEqual([
      `${cabinaField}${unreadable("cabina.jpg")}`,
    ]);
  });

  it("lists every problem at once, in the error the build shows", async () => {
    await makePhoto("piccola.jpg", 640, 480);
    const content = contentWith({ hero: "manca.jpg", cabina: "piccola.jpg" });
    await expect(checkPhotos(content, dir)).rejects.toThrow(
      /^Il contenuto del sito ha 2 errori: correggi e salva di nuovo\.\n\n• home\.json: .*"manca\.jpg" non c'è.*\n• galleria\.json: .*"piccola\.jpg" è di 640 × 480 pixel/,
    );
  });
});

function entryOf(manifest: PhotoManifest, name: string): PhotoEntry {
  const entry = manifest.photos[name];
  if (!entry) throw new Error(`no "${name}" in the manifest`);
  return entry;
}

describe("preparePhotos", () => {
  let dir: string;
  const quiet = () => {};

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
  }, 30_000);

  it("cuts the owner's portrait to 4:5, apart from the same photo in a 4:3 card", async () => {
    await sharp({ create: { width: 1500, height: 2000, channels: 3, background: "#d8a7b1" } })
      .jpeg()
      .toFile(path.join(dir, "photos", "io.jpg"));
    const manifest = await preparePhotos(
      contentWith({ portrait: "io.jpg", cabina: "io.jpg" }),
      dir,
      quiet,
    );
    const portrait = entryOf(manifest, manifestKey("io.jpg", "portrait"));
    expect([portrait.width, portrait.height]).toEqual([960, 1200]);
    expect(portrait.files.webp.map(({ width }) => width)).toEqual([320, 640, 960]);
    const metadata = await sharp(generated(portrait.files.avif[0]?.file)).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 400]);
    expect(entryOf(manifest, "io.jpg").height).toBe(900);
  }, 60_000);

  it("crops a portrait photo around its subject, not the middle", async () => {
    // A phone portrait, 900 × 1200: a plain wall, and the subject (a saturated disc,
    // 300 px across) near the top. The 4:3 crop keeps 675 of its 1200 rows: the middle
    // ones (262–937) would keep a third of the subject.
    const subject = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="150" fill="#c0182c"/></svg>',
    );
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#e6dcd6" } })
      .composite([{ input: subject, left: 300, top: 60 }])
      .jpeg()
      .toFile(path.join(dir, "photos", "ritratto.jpg"));
    const manifest = await preparePhotos(contentWith({ cabina: "ritratto.jpg" }), dir, quiet);
    const widest = entryOf(manifest, "ritratto.jpg").files.webp.at(-1);
    expect(widest?.width).toBe(900);
    const { data, info } = await sharp(generated(widest?.file))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The rows of the 900 × 675 picture that cross the subject: all of its 300.
    const wall = data[0] ?? 0;
    let subjectRows = 0;
    for (let y = 0; y < info.height; y++) {
      const row = data.subarray(y * info.width, (y + 1) * info.width);
      if (row.some((value) => Math.abs(value - wall) > 60)) subjectRows++;
    }
    expect(subjectRows).toBeGreaterThanOrEqual(295);
  }, 30_000);

  it("encodes nothing again for a photo already made, and forgets a photo no longer used", async () => {
    copyFileSync("tests/fixtures/foto-di-prova.jpg", path.join(dir, "photos", "cabina.jpg"));
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const first = await preparePhotos(contentWith({ cabina: "cabina.jpg" }), dir, log);
    const second = await preparePhotos(contentWith({ cabina: "cabina.jpg" }), dir, log);
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
