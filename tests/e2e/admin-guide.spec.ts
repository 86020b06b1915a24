// The owner's guide (docs/gestire-il-sito.md) walked in the CMS, as she would
// follow it, in one test: the sign-in screen, then on Sveltia's test backend
// loaded with the real content/ a price, a day's hours, a closure, her reviews
// page, a review and a photo (issue 21). Each save is read back from the file
// the CMS wrote and checked as the build reads it. Her likely mistakes (a price
// with three decimals, a short mobile number, an address without https://, an
// iPhone HEIC) are refused before saving with the schema's own Italian message,
// read from the schema, never copied, and nothing is written until she
// corrects them. Values come from content/, so her edits break nothing.
//
// `npm run guide:shots` runs this walk with GUIDE_SHOTS set: it then also takes
// the guide's pictures, docs/guida/*.png (see guideShot below).
import { mkdirSync, readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import * as v from "valibot";
import { dayNames } from "../../app/lib/italian-dates";
import { cmsConfig } from "../../app/model/cms-config";
import { checkContentFile } from "../../app/model/load.server";
import {
  contentFiles,
  offerteSchema,
  pictureSchema,
  salonSchema,
  treatmentSchema,
} from "../../app/model/schema";
import {
  addListItem,
  adminPath,
  expectClean,
  expectSaved,
  openWithTestRepository,
  parseConfig,
  realContent,
  savedFile,
  scrollUntilAttached,
  watch,
} from "./admin-cms";

/** The schema's message for a wrong value. */
function messageFor(schema: v.GenericSchema, value: unknown): string {
  const result = v.safeParse(schema, value);
  if (result.success) throw new Error(`${JSON.stringify(value)} is valid`);
  return result.issues[0].message;
}

/** A field, by its label (Sveltia wraps the label in isolation marks). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: `Campo “\u2068${label}\u2069”` });

/** The error Sveltia shows under a field. */
const fieldAlert = (scope: Page | Locator, label: string) => field(scope, label).getByRole("alert");

/** A folded list item: the innermost group showing its summary, beside its "Espandi". */
const folded = (page: Page, list: Locator, summary: string) =>
  list
    .getByRole("group")
    .filter({ has: page.getByText(summary, { exact: true }) })
    .last();

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const shotsDir = "docs/guida";

/**
 * With GUIDE_SHOTS set, a picture for the guide: the region around `regions`
 * (with a margin, at most `maxWidth` wide), at 1x, as a palette PNG of a few
 * KB, in docs/guida/. `hide` takes out of the picture what only a local
 * test shows. Without GUIDE_SHOTS, nothing: the walk is a test first.
 */
async function guideShot(
  page: Page,
  name: string,
  regions: Locator[],
  { hide = [], maxWidth = Infinity }: { hide?: Locator[]; maxWidth?: number } = {},
) {
  if (!process.env.GUIDE_SHOTS) return;
  for (const locator of hide) await locator.evaluate((element: HTMLElement) => element.remove());
  // The pointer out of the way, so that nothing shows as hovered.
  await page.mouse.move(1, 1);
  const boxes = await Promise.all(regions.map((region) => region.boundingBox()));
  if (boxes.some((box) => !box)) throw new Error(`${name}: a region is not on screen`);
  const edges = boxes as NonNullable<(typeof boxes)[number]>[];
  const viewport = page.viewportSize()!;
  const margin = 12;
  const left = Math.max(0, Math.min(...edges.map((box) => box.x)) - margin);
  const top = Math.max(0, Math.min(...edges.map((box) => box.y)) - margin);
  const right = Math.min(
    viewport.width,
    left + maxWidth,
    Math.max(...edges.map((box) => box.x + box.width)) + margin,
  );
  const bottom = Math.min(
    viewport.height,
    Math.max(...edges.map((box) => box.y + box.height)) + margin,
  );
  const png = await page.screenshot({
    clip: { x: left, y: top, width: right - left, height: bottom - top },
    animations: "disabled",
    caret: "hide",
  });
  mkdirSync(shotsDir, { recursive: true });
  await sharp(png).png({ palette: true, colours: 64 }).toFile(`${shotsDir}/${name}.png`);
}

/** On the phone, a touch; on the computer, a click. */
const press = (phone: boolean) => (locator: Locator) => (phone ? locator.tap() : locator.click());

test.describe("the owner's guide, walked in /admin", () => {
  test.describe.configure({ timeout: 240_000 });

  // The desktop project runs both (playwright.config.ts); the phone's with touch.
  test.describe("on the computer", () => {
    test("sign in, a price, the hours, a closure, an offer, the reviews, a photo: mistakes refused, corrections saved", async ({
      page,
      context,
    }) => {
      await walk(page, context, false);
    });
  });

  test.describe("on a phone, 390 × 844, by touch", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test("the same walk, by touch", async ({ page, context }) => {
      await walk(page, context, true);
    });
  });
});

async function walk(page: Page, context: BrowserContext, phone: boolean) {
  const tap = press(phone);
  // On the phone, two pictures for the guide: the price list and a refused field.
  const shot = async (
    name: string,
    regions: Locator[],
    options?: Parameters<typeof guideShot>[3],
  ) => {
    if (!phone) await guideShot(page, name, regions, options);
    else if (name === "listino" || name === "errore")
      await guideShot(page, `telefono-${name}`, regions, options);
  };
  const seen = await watch(page, context);
  const save = page.getByRole("button", { name: "Salva" });

  await test.step("«Come entri»: with an OAuth client set up, only «Accedi con GitHub»", async () => {
    // The built configuration, as a build with CMS_AUTH_BASE_URL set writes it.
    const config = `**${adminPath}/config.yml*`;
    await page.route(config, async (route) => {
      const response = await route.fetch();
      const built = parseConfig(await response.text());
      const { backend } = cmsConfig({
        repo: built.backend.repo,
        branch: built.backend.branch,
        baseUrl: "https://auth.example.com",
      });
      await route.fulfill({ response, body: JSON.stringify({ ...built, backend }) });
    });
    await page.goto(adminPath);
    // Sveltia wraps names in Unicode isolation marks: "Accedi con ⁨GitHub⁩".
    const signIn = page.getByRole("button", { name: /^Accedi con .?GitHub.?$/ });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole("button", { name: "Accedi con Token di Accesso" })).toHaveCount(0);
    // On localhost Sveltia also offers to work on a folder of the computer; her
    // domain does not: the picture leaves that out.
    const local = page.getByRole("button", { name: "Lavora con Repository Locale" });
    await shot("accesso", [page.locator("img").first(), signIn], {
      hide: [local.locator("xpath=following-sibling::div[1]"), local],
    });
    await page.unroute(config);
  });

  await openWithTestRepository(page);
  // On the phone the parts of the site come after a touch on «Contenuti del sito».
  if (phone) await tap(page.getByText("Contenuti del sito", { exact: true }));
  const files = page.getByRole("grid", { name: "File" });
  await expect(files.getByRole("row")).toHaveCount(Object.keys(contentFiles).length);
  await shot(
    "pannello",
    [
      page.getByRole("treeitem", { name: /Contenuti del sito/ }),
      page.getByRole("toolbar", { name: "Collezione" }),
      files,
    ],
    { maxWidth: 640 },
  );

  await test.step("«Cambiare un prezzo»: found in the folded list; «trenta» and three decimals refused, «12,50» saved as 12,50 €", async () => {
    await tap(files.getByText(contentFiles.servizi.label, { exact: true }));
    const servizi = JSON.parse(realContent["servizi.json"]!);
    const section = servizi.sections[0];
    const group = section.groups[0];
    const treatment = group.items.find((item: { price?: string }) => item.price !== undefined);

    // Every level folded, each item titled: the section, the group (or, untitled,
    // "Gruppo senza titolo"), the treatment with its price.
    const sections = field(page, "Sezioni del listino");
    await scrollUntilAttached(page, sections);
    await sections.scrollIntoViewIfNeeded();
    await tap(
      folded(page, sections, section.title).getByRole("button", { name: "Espandi", exact: true }),
    );
    const groups = field(sections, "Gruppi di trattamenti").first();
    await scrollUntilAttached(page, groups);
    await groups.scrollIntoViewIfNeeded();
    await tap(
      folded(page, groups, group.title ?? "Gruppo senza titolo").getByRole("button", {
        name: "Espandi",
        exact: true,
      }),
    );
    const items = field(groups, "Trattamenti").first();
    await scrollUntilAttached(page, items);
    await items.scrollIntoViewIfNeeded();
    const item = folded(page, items, `${treatment.title} · ${treatment.price} €`);
    await expect(item).toBeVisible();
    await item.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await shot("listino", [
      items.getByText("Trattamenti", { exact: true }),
      items.getByRole("group").last(),
    ]);
    await tap(item.getByRole("button", { name: "Espandi", exact: true }));

    // Her likely mistakes, each refused where she typed it, with the schema's
    // message, and nothing written: a word, three decimals.
    const price = field(items, "Prezzo (€)").first().getByRole("textbox");
    await expect(price).toHaveValue(treatment.price);
    const euros = Number(treatment.price.replace(",", "."));
    for (const wrong of ["trenta", `${euros},555`]) {
      await price.fill(wrong);
      await tap(save);
      await expect(fieldAlert(items, "Prezzo (€)").first()).toContainText(
        messageFor(treatmentSchema.entries.price, wrong),
      );
      await expect(page.getByText("Voce salvata.")).toHaveCount(0);
      expect(await savedFile(page, "content/servizi.json")).toBe(realContent["servizi.json"]);
    }

    // Euros and cents, the Italian way: «32,50» is 32.50 €, in the file as she typed it.
    const typed = `${euros + 2},50`;
    await price.fill(typed);
    await tap(save);
    await expect(page.getByText("Voce salvata.")).toBeVisible();
    treatment.price = typed;
    expect(v.parse(treatmentSchema.entries.price, typed)).toBe(euros + 2.5);
    await expectSaved(page, "servizi", servizi);
  });

  await test.step("«Dati del centro e orari»: a day's hours, a closure, the reviews page; a short mobile and an address without https:// refused", async () => {
    await tap(files.getByText(contentFiles.salon.label, { exact: true }));
    const salon = JSON.parse(realContent["salon.json"]!);

    // The mistakes first: both refused, with their messages, nothing written.
    // Below the hours and the closures, which come first.
    const mobile = page.getByRole("textbox", { name: "Cellulare", exact: true });
    await scrollUntilAttached(page, mobile);
    await expect(mobile).toHaveValue(salon.mobile);
    await mobile.fill("345 00");
    const reviews = page.getByRole("textbox", { name: "Pagina delle tue recensioni" });
    await scrollUntilAttached(page, reviews);
    const reviewsUrl = "https://g.page/r/centro-esempio/review";
    const withoutHttps = reviewsUrl.replace("https://", "");
    await reviews.fill(withoutHttps);
    await tap(save);
    for (const [label, message] of [
      ["Cellulare", messageFor(salonSchema.entries.mobile, "345 00")],
      ["Pagina delle tue recensioni", messageFor(salonSchema.entries.reviewsUrl, withoutHttps)],
    ] as const) {
      // After the icon's name, which the icon font draws ("error").
      await expect(fieldAlert(page, label)).toContainText(message);
    }
    const count = page.getByRole("alert").filter({ hasText: "2 campi contengono errori" });
    await expect(count).toBeVisible();
    // The field just above the count, in one small picture.
    await reviews.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await page.mouse.move(page.viewportSize()!.width / 2, 400);
    await page.mouse.wheel(0, 120);
    await shot("errore", [field(page, "Pagina delle tue recensioni"), count]);
    expect(await savedFile(page, "content/salon.json")).toBe(realContent["salon.json"]);
    await mobile.fill(salon.mobile);
    await reviews.fill(reviewsUrl);
    salon.reviewsUrl = reviewsUrl;

    // A closure at Christmas: the next one, the 24th to the 6th of January.
    const closures = field(page, "Chiusure");
    await scrollUntilAttached(page, closures);
    await addListItem(closures, "Chiusura", "Motivo");
    const year = new Date().getFullYear();
    const christmas = {
      reason: "Vacanze di Natale",
      from: `${year}-12-24`,
      to: `${year + 1}-01-06`,
    };
    await closures.getByRole("textbox", { name: "Motivo" }).last().fill(christmas.reason);
    await closures.getByRole("textbox", { name: "Dal" }).last().fill(christmas.from);
    await closures.getByRole("textbox", { name: "Al (compreso)" }).last().fill(christmas.to);
    salon.closures = [...(salon.closures ?? []), christmas];

    // Saturday's hours (else the last open day's): its last interval closes
    // half an hour earlier, or later if that would leave nothing.
    const hours: {
      day: keyof typeof dayNames;
      intervals?: { opens: string; closes: string }[];
    }[] = salon.openingHours;
    const open = hours.filter((entry) => entry.intervals?.length);
    const day = open.find((entry) => entry.day === "saturday") ?? open.at(-1)!;
    const interval = day.intervals!.at(-1)!;
    const closes = minutesOf(interval.closes) - 30;
    interval.closes = timeOf(closes > minutesOf(interval.opens) ? closes : closes + 60);
    // The days open folded, each named: that day, opened; its intervals open under it.
    const days = field(page, "Orari di apertura");
    await scrollUntilAttached(page, days);
    const dayItem = folded(page, days, dayNames[day.day]);
    await scrollUntilAttached(page, dayItem);
    await tap(dayItem.getByRole("button", { name: "Espandi", exact: true }));
    await expect(days.getByRole("combobox", { name: "Giorno" })).toHaveText(dayNames[day.day]);
    const closesField = days.getByRole("textbox", { name: "Chiude alle" }).last();
    await scrollUntilAttached(page, closesField);
    await closesField.fill(interval.closes);

    await tap(save);
    await expectSaved(page, "salon", salon);
  });

  await test.step("«Le offerte»: an offer ending before it starts is saved, and the build refuses it, as the field's hint says; put right, it is saved", async () => {
    await tap(files.getByText(contentFiles.offerte.label, { exact: true }));
    const offerte = JSON.parse(realContent["offerte.json"]!);
    const list = field(page, "Offerte");
    await scrollUntilAttached(page, list);
    await addListItem(list, "Offerta", "Titolo dell'offerta");
    const treatment = JSON.parse(realContent["servizi.json"]!).sections[0].groups[0].items[0];
    const year = new Date().getFullYear() + 1;
    const offer = {
      title: "Natale laser",
      text: "Una seduta in più, a un prezzo più leggero.",
      treatments: [treatment.id],
      percentOff: "20",
      from: `${year}-12-01`,
      to: `${year}-11-30`,
    };
    await list.getByRole("textbox", { name: "Titolo dell'offerta" }).fill(offer.title);
    await list.getByRole("textbox", { name: "Testo" }).fill(offer.text);
    const codes = field(list, "Trattamenti in offerta");
    // A touch while the new offer's form is still being drawn can be lost (seen
    // once in CI): touched again until the code's box is there.
    const code = codes.getByRole("textbox");
    await expect(async () => {
      if ((await code.count()) === 0) await tap(codes.getByRole("button", { name: /^Aggiungi/ }));
      await expect(code).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await code.fill(treatment.id);
    // The form draws its fields as they come into view: each is reached first.
    const percent = list.getByRole("textbox", { name: "Sconto in percentuale (%)" });
    const from = list.getByRole("textbox", { name: "Dal" });
    const to = list.getByRole("textbox", { name: "Al (compreso)" });
    for (const [box, value] of [
      [percent, offer.percentOff],
      [from, offer.from],
      [to, offer.to],
    ] as const) {
      await scrollUntilAttached(page, box);
      await box.fill(value);
    }
    // The CMS cannot compare two dates: the hint, at the field, says what happens.
    const hint = v.getDescription(offerteSchema.entries.offers.wrapped.item.entries.to)!;
    await expect(field(list, "Al (compreso)")).toContainText(hint);
    await tap(save);
    await expect(page.getByText("Voce salvata.")).toBeVisible();
    // The file the CMS writes (the old one until it has).
    await expect
      .poll(() => savedFile(page, "content/offerte.json"), { timeout: 15_000 })
      .toContain(offer.title);
    const saved = JSON.parse((await savedFile(page, "content/offerte.json"))!);
    expect(checkContentFile("offerte", saved).join("\n")).toContain(
      `finisce prima di cominciare: «Al (compreso)» ${offer.to} viene prima di «Dal» ${offer.from}`,
    );

    // Put right: the last day after the first.
    await tap(files.getByText(contentFiles.offerte.label, { exact: true }));
    const again = field(page, "Offerte");
    await scrollUntilAttached(page, again);
    await tap(
      folded(page, again, `${offer.title} (${offer.from} – ${offer.to})`).getByRole("button", {
        name: "Espandi",
        exact: true,
      }),
    );
    offer.to = `${year}-12-31`;
    const last = again.getByRole("textbox", { name: "Al (compreso)" });
    await scrollUntilAttached(page, last);
    await last.fill(offer.to);
    await tap(save);
    offerte.offers = [...(offerte.offers ?? []), offer];
    await expectSaved(page, "offerte", offerte);
  });

  await test.step("«←» leaves without saving, as the guide warns", async () => {
    await tap(files.getByText(contentFiles.contatti.label, { exact: true }));
    const contatti = JSON.parse(realContent["contatti.json"]!);
    const title = page.getByRole("textbox", { name: "Titolo della pagina", exact: true });
    await expect(title).toHaveValue(contatti.title);
    await title.fill(`${contatti.title} e orari`);
    await expect(save).toBeEnabled();
    // The arrow, which screen readers call «Annulla Modifica».
    await tap(page.getByRole("button", { name: "Annulla Modifica" }));
    await expect(files).toBeVisible();
    expect(await savedFile(page, "content/contatti.json")).toBe(realContent["contatti.json"]);
  });

  await test.step("«Le recensioni»: a review added in Home", async () => {
    await tap(files.getByText(contentFiles.home.label, { exact: true }));
    const home = JSON.parse(realContent["home.json"]!);
    const list = field(page, "Elenco delle recensioni");
    await scrollUntilAttached(page, list);
    await list.scrollIntoViewIfNeeded();
    await addListItem(list, "Recensione", "Nome o iniziali");
    const treatment = JSON.parse(realContent["servizi.json"]!).sections[0].groups[0].items[0];
    const review = {
      name: "Giulia R.",
      text: "Mani curatissime e un'accoglienza che mette subito a proprio agio.",
      date: "2026-05-12",
      treatment: treatment.title,
    };
    await list.getByRole("textbox", { name: "Nome o iniziali" }).last().fill(review.name);
    await list.getByRole("textbox", { name: "Testo" }).last().fill(review.text);
    await list.getByRole("textbox", { name: "Data" }).last().fill(review.date);
    await list.getByRole("textbox", { name: "Trattamento" }).last().fill(review.treatment);
    await tap(save);
    home.testimonials.items = [...(home.testimonials.items ?? []), review];
    await expectSaved(page, "home", home);
  });

  await test.step("«Mettere una tua foto»: an iPhone HEIC refused, then a JPEG in the gallery", async () => {
    await tap(files.getByText(contentFiles.galleria.label, { exact: true }));
    const gallery = field(page, "Galleria del centro");
    await scrollUntilAttached(page, gallery);
    await gallery.scrollIntoViewIfNeeded();
    // The pictures open folded (each with its photo, if it has one): the new one is the only open form.
    await expect(gallery.getByRole("button", { name: "Comprimi tutto" })).toBeDisabled();
    const add = gallery.getByRole("button", { name: /^Aggiungi .?Immagine della galleria.?$/ });
    await add.scrollIntoViewIfNeeded();
    await tap(add);
    const caption = gallery.getByRole("textbox", { name: "Didascalia" });
    await expect(caption).toHaveValue("");
    await caption.fill("La nuova cabina");
    const picture = field(gallery, "Immagine");
    await picture.scrollIntoViewIfNeeded();
    const alt = "La nuova cabina, con il lettino e la lampada";
    await picture.getByRole("textbox", { name: /Descrizione della foto/ }).fill(alt);
    const photo = field(picture, "Foto");
    const dialog = page.getByRole("dialog", { name: "Seleziona Immagine" });

    /** «Sfoglia» (or «Sostituisci»), «Carica», the file, «Inserisci». */
    async function upload(button: string, file: string, picture?: string) {
      await tap(photo.getByRole("button", { name: button }));
      // Only the site's own photos: no stock photo services.
      await expect(dialog.getByText("Foto Stock")).toHaveCount(0);
      const chooser = page.waitForEvent("filechooser");
      await tap(dialog.getByRole("button", { name: "Carica" }));
      await (await chooser).setFiles(file);
      const name = file.split("/").at(-1)!.toLowerCase();
      await expect(dialog.getByRole("option", { name: new RegExp(name) })).toBeVisible();
      if (picture) {
        await shot(picture, [
          dialog.getByText("Seleziona Immagine", { exact: true }),
          dialog.getByRole("listbox", { name: "Posizioni" }),
          dialog.getByRole("button", { name: "Carica" }),
          dialog.getByRole("button", { name: "Annulla" }),
        ]);
      }
      await tap(dialog.getByRole("button", { name: "Inserisci" }));
      await expect(dialog).toBeHidden();
      // The field names the file inserted (the one before until the form catches up).
      await expect(photo.getByRole("textbox", { name: "Foto" })).toHaveText(
        `/content/photos/${name}`,
      );
      await expect(photo.getByRole("button", { name: "Remove Image" })).toBeVisible();
    }

    // Chosen with the file picker's filter (JPEG, PNG) set aside, from a system
    // that does not know the type (Playwright, like Windows without HEIF support,
    // hands it over untyped): Sveltia takes it as a file, with a blank icon.
    await shot("foto-campo", [photo]);
    await upload("Sfoglia", "tests/fixtures/IMG_1234.HEIC");
    await tap(save);
    await expect(photo.getByRole("alert")).toContainText(
      messageFor(pictureSchema.entries.photo, "/content/photos/img_1234.heic"),
    );
    expect(await savedFile(page, "content/galleria.json")).toBe(realContent["galleria.json"]);

    await upload("Replace Image", "tests/fixtures/foto-di-prova.jpg", "foto-finestra");
    await tap(save);
    const galleria = JSON.parse(realContent["galleria.json"]!);
    galleria.interiors.items.push({
      title: "La nuova cabina",
      picture: { photo: "/content/photos/foto-di-prova.jpg", alt },
    });
    await expectSaved(page, "galleria", galleria);
    // The photo's bytes, written beside the file (slowly on a busy machine).
    const size = String(readFileSync("tests/fixtures/foto-di-prova.jpg").length);
    await expect
      .poll(() => savedFile(page, "content/photos/foto-di-prova.jpg"), { timeout: 15_000 })
      .toBe(size);
    expect(await savedFile(page, "content/photos/img_1234.heic")).toBeNull();
  });

  // Sveltia tries its HEIC decoder (WebAssembly) for a thumbnail; the CMS's
  // policy allows no WebAssembly, so the icon stays blank (docs/decisions/0031).
  expectClean(seen, [/wasm-eval|WebAssembly/]);
}
