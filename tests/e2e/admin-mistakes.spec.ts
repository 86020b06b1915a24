// The owner's mistakes of issue 21, made in the CMS (Sveltia's test backend, on
// the real content): each is refused before saving, with the schema's own Italian
// message under the field, and nothing is written; corrected, the same edit saves
// a file the build accepts. The messages are read from the schema, never copied.
import { expect, test, type Page } from "@playwright/test";
import * as v from "valibot";
import { contentFiles, pictureSchema, salonSchema, treatmentSchema } from "../../app/model/schema";
import {
  expectClean,
  expectSaved,
  openWithTestRepository,
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

/** The error Sveltia shows under a field. */
const fieldAlert = (page: Page, label: string) =>
  page.getByRole("group", { name: `Campo “\u2068${label}\u2069”` }).getByRole("alert");

async function openFile(page: Page, label: string) {
  await page.evaluate(() => (location.hash = "#/collections/contenuti"));
  await page.getByText(label, { exact: true }).click();
}

test.describe("/admin refuses before saving what the build would refuse", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "One run is enough: the forms do not depend on the viewport.",
  );
  test.describe.configure({ timeout: 120_000 });

  test("a mobile number too short and an address without https://, then corrected", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    await openFile(page, contentFiles.salon.label);
    const save = page.getByRole("button", { name: "Salva" });

    const mobile = page.getByRole("textbox", { name: "Cellulare", exact: true });
    await expect(mobile).not.toHaveValue("");
    await mobile.fill("345 00");
    const reviews = page.getByRole("textbox", { name: "Pagina delle tue recensioni" });
    await scrollUntilAttached(page, reviews);
    await reviews.fill("www.google.com/recensioni");
    await save.click();

    // Under each field, its message; over the form, Sveltia's own count.
    for (const [label, message] of [
      ["Cellulare", messageFor(salonSchema.entries.mobile, "345 00")],
      [
        "Pagina delle tue recensioni",
        messageFor(salonSchema.entries.reviewsUrl, "www.google.com/recensioni"),
      ],
    ] as const) {
      // After the icon's name, which the icon font draws ("error").
      await expect(fieldAlert(page, label)).toContainText(message);
    }
    await expect(
      page.getByRole("alert").filter({ hasText: "2 campi contengono errori" }),
    ).toBeVisible();
    await expect(page.getByText("Voce salvata.")).toHaveCount(0);
    expect(await savedFile(page, "content/salon.json")).toBe(realContent["salon.json"]);

    await mobile.fill("+39 345 123 4567");
    await reviews.fill("https://g.page/centro-esempio/review");
    await save.click();
    const expected = JSON.parse(realContent["salon.json"]!);
    expected.mobile = "+39 345 123 4567";
    expected.reviewsUrl = "https://g.page/centro-esempio/review";
    await expectSaved(page, "salon", expected);
    expectClean(seen);
  });

  test("a price with three decimals, found in the folded price list, then corrected", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    await openFile(page, contentFiles.servizi.label);
    const servizi = JSON.parse(realContent["servizi.json"]!);
    const section = servizi.sections[0];
    const group = section.groups[0];
    const treatment = group.items[0];

    // Every level folded, each item titled: the section, the group (or, untitled,
    // "Gruppo senza titolo"), the treatment with its price.
    const sections = page.getByRole("group", { name: "Campo “\u2068Sezioni del listino\u2069”" });
    await scrollUntilAttached(page, sections);
    await sections.scrollIntoViewIfNeeded();
    // A folded item: the innermost group showing the summary, beside its "Espandi".
    const folded = (list: typeof sections, summary: string) =>
      list
        .getByRole("group")
        .filter({ has: page.getByText(summary, { exact: true }) })
        .last();
    const sectionItem = folded(sections, section.title);
    await expect(sectionItem).toBeVisible();
    await sectionItem.getByRole("button", { name: "Espandi", exact: true }).click();

    const groups = sections.getByRole("group", {
      name: "Campo “\u2068Gruppi di trattamenti\u2069”",
    });
    await scrollUntilAttached(page, groups.first());
    await groups.first().scrollIntoViewIfNeeded();
    const groupItem = folded(groups.first(), group.title ?? "Gruppo senza titolo");
    await expect(groupItem).toBeVisible();
    await groupItem.getByRole("button", { name: "Espandi", exact: true }).click();

    const items = groups.first().getByRole("group", { name: "Campo “\u2068Trattamenti\u2069”" });
    await scrollUntilAttached(page, items.first());
    await items.first().scrollIntoViewIfNeeded();
    const treatmentItem = folded(items.first(), `${treatment.title} · ${treatment.price} €`);
    await expect(treatmentItem).toBeVisible();
    await treatmentItem.getByRole("button", { name: "Espandi", exact: true }).click();

    const price = items.first().getByRole("spinbutton", { name: "Prezzo (€)" }).first();
    await expect(price).toHaveValue(String(treatment.price));
    await price.fill(`${treatment.price}.555`);
    const save = page.getByRole("button", { name: "Salva" });
    await save.click();
    await expect(fieldAlert(page, "Prezzo (€)")).toContainText(
      messageFor(treatmentSchema.entries.price, treatment.price + 0.555),
    );
    expect(await savedFile(page, "content/servizi.json")).toBe(realContent["servizi.json"]);

    await price.fill(String(treatment.price + 2));
    await save.click();
    treatment.price += 2;
    await expectSaved(page, "servizi", servizi);
    expectClean(seen);
  });

  test("an iPhone HEIC photo, refused with the build's explanation", async ({ page, context }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    await openFile(page, contentFiles.galleria.label);
    const gallery = page.getByRole("group", { name: /^Campo “.Galleria del centro.”$/ });
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole("button", { name: "Comprimi tutto" }).click();
    const add = gallery.getByRole("button", { name: /Aggiungi.*Immagine della galleria/ });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await gallery.getByRole("textbox", { name: "Didascalia" }).fill("La nuova cabina");
    const picture = gallery.getByRole("group", { name: /^Campo “.Immagine.”$/ });
    await picture.scrollIntoViewIfNeeded();
    await picture.getByRole("textbox", { name: /Descrizione della foto/ }).fill("La nuova cabina");
    await picture.getByRole("button", { name: "Sfoglia" }).click();
    const dialog = page.getByRole("dialog", { name: "Seleziona Immagine" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Carica" }).click();
    // Chosen with the file picker's filter (JPEG, PNG) set aside, from a system
    // that does not know the type (Playwright, like Windows without HEIF support,
    // hands it over untyped): Sveltia takes it as a file, with a blank icon.
    await (await chooser).setFiles("tests/fixtures/IMG_1234.HEIC");
    await expect(dialog.getByRole("option", { name: /img_1234\.heic/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Inserisci" }).click();
    await expect(picture.getByRole("button", { name: "Remove Image" })).toBeVisible();
    await page.getByRole("button", { name: "Salva" }).click();

    await expect(fieldAlert(page, "Foto")).toContainText(
      messageFor(pictureSchema.entries.photo, "/content/photos/img_1234.heic"),
    );
    expect(await savedFile(page, "content/galleria.json")).toBe(realContent["galleria.json"]);
    expect(await savedFile(page, "content/photos/img_1234.heic")).toBeNull();
    // Sveltia tries its HEIC decoder (WebAssembly) for a thumbnail; the CMS's
    // policy allows no WebAssembly, so the icon stays blank (docs/decisions/0031).
    expectClean(seen, [/wasm-eval|WebAssembly/]);
  });
});
