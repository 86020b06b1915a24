import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated, watchConsole } from "./site";

// Every price of the spec (section 9), as a visitor reads it on the page. Written out by hand,
// not imported from app/content, so a wrong or missing price in the content fails here.
// The page joins amount and "€" with a no-break space (U+00A0): the table writes a plain
// space for readability and the assertions check the exact character.
interface SpecPrice {
  section: string;
  /** The <h3> the item's list sits under, if any. */
  list?: string;
  item: string;
  /** For an item with several lengths: the duration row. */
  duration?: string;
  price: string;
}

const specPrices: SpecPrice[] = [
  { section: "Viso", item: "Pulizia viso", price: "30 €" },
  { section: "Viso", item: "Trattamento anti-age", price: "40 €" },
  { section: "Viso", item: "Microneedling VIP", price: "80 €" },
  { section: "Viso", list: "Ciglia e Sopracciglia", item: "Laminazione ciglia", price: "40 €" },
  { section: "Viso", list: "Ciglia e Sopracciglia", item: "Tinta sopracciglia", price: "10 €" },
  { section: "Corpo", item: "Massaggio", duration: "30 minuti", price: "20 €" },
  { section: "Corpo", item: "Massaggio", duration: "60 minuti", price: "40 €" },
  { section: "Corpo", item: "Pressoterapia", price: "20 €" },
  { section: "Corpo", item: "Bendaggio", price: "20 €" },
  { section: "Corpo", item: "Lipolaser", price: "20 €" },
  { section: "Corpo", item: "Starvac", price: "40 €" },
  { section: "Corpo", item: "Massaggio con pietre calde", price: "40 €" },
  { section: "Corpo", item: "Scrub corpo", price: "30 €" },
  { section: "Corpo", item: "Bambuterapia", price: "30 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Gamba intera", price: "25 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Mezza gamba", price: "10 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Inguine parziale", price: "5 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Inguine totale", price: "10 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Ascelle", price: "5 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Sopracciglia", price: "5 €" },
  { section: "Epilazione con cera", list: "Donna", item: "Labbro superiore", price: "5 €" },
  { section: "Epilazione con cera", list: "Uomo", item: "Addome", price: "25 €" },
  { section: "Epilazione con cera", list: "Uomo", item: "Schiena", price: "20 €" },
  { section: "Epilazione laser", item: "Gambe", price: "90 €" },
  { section: "Epilazione laser", item: "Ascelle", price: "30 €" },
  { section: "Epilazione laser", item: "Inguine parziale", price: "30 €" },
  { section: "Epilazione laser", item: "Inguine totale", price: "40 €" },
  { section: "Epilazione laser", item: "Labbro superiore", price: "20 €" },
  { section: "Epilazione laser", item: "Mento", price: "20 €" },
  { section: "Epilazione laser", item: "Braccia", price: "40 €" },
  { section: "Epilazione laser", item: "Schiena", price: "40 €" },
  { section: "Epilazione laser", item: "Addome", price: "40 €" },
  { section: "Mani", item: "Manicure", price: "10 €" },
  { section: "Mani", item: "Manicure semipermanente", price: "20 €" },
  { section: "Mani", item: "Copertura in gel", price: "30 €" },
  { section: "Mani", item: "Ricostruzione in gel", price: "40 €" },
  { section: "Piedi", item: "Pedicure", price: "20 €" },
  { section: "Piedi", item: "Pedicure semipermanente", price: "25 €" },
  { section: "Piedi", item: "Pedicure con paraffina", price: "30 €" },
];

const sectionTitles = [
  "Viso",
  "Corpo",
  "Epilazione con cera",
  "Epilazione laser",
  "Mani",
  "Piedi",
] as const;

const noBreakSpace = "\u00a0";

/** The list item whose own title (a whole line of text) is `title`. */
function itemTitled(scope: Locator, page: Page, title: string): Locator {
  return scope.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/servizi");
});

test("the page lists exactly the 39 prices of the spec", async ({ page }) => {
  expect(specPrices).toHaveLength(39);
  // Every price on the page is a <data> element: no more, no fewer than the spec's.
  await expect(page.getByRole("main").locator("data")).toHaveCount(39);
  await expect(page.getByRole("main").getByText("€")).toHaveCount(39);
});

for (const sectionTitle of sectionTitles) {
  test(`every price of ${sectionTitle} is shown with its item`, async ({ page }) => {
    const section = page.getByRole("region", { name: sectionTitle });
    const rows = specPrices.filter((row) => row.section === sectionTitle);
    expect(rows.length).toBeGreaterThan(0);

    for (const { list, item, duration, price } of rows) {
      const label = [list, item, duration].filter(Boolean).join(" › ");
      await test.step(`${label}: ${price}`, async () => {
        // The page is static once hydrated: no need to wait, and a short timeout lets one
        // run report every wrong price (soft assertions) instead of stopping at the first.
        const soft = { timeout: 500 };
        const scope = list ? section.getByRole("list", { name: list }) : section;
        let entry = itemTitled(scope, page, item);
        if (duration) entry = itemTitled(entry, page, duration);
        await expect.soft(entry, `${label}: one list item`).toHaveCount(1, soft);
        if ((await entry.count()) !== 1) return;

        // Exactly one price in the entry, and it is this one, with a no-break space.
        const shown = entry.getByText(price, { exact: true });
        await expect.soft(shown, `${label}: shows ${price}`).toBeVisible(soft);
        await expect.soft(entry.getByText("€"), `${label}: a single price`).toHaveCount(1, soft);
        if ((await shown.count()) !== 1) return;
        expect
          .soft(await shown.textContent(), `${label}: no-break space before €`)
          .toBe(price.replace(" ", noBreakSpace));
      });
    }
  });
}

test("a price carries its plain euro value for machines", async ({ page }) => {
  const item = itemTitled(page.getByRole("region", { name: "Viso" }), page, "Microneedling VIP");
  await expect(item.locator("data")).toHaveAttribute("value", "80");
});

test("headings: the h1, the six sections as h2 in order, their lists as h3", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/servizi");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Servizi e prezzi");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([...sectionTitles]);
  await expect(main.getByRole("heading", { level: 3 })).toHaveText([
    "Ciglia e Sopracciglia",
    "Donna",
    "Uomo",
  ]);
  // The whole outline in document order, so no level is skipped and each h3 is in its section.
  const outline = await main
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => `${h.tagName} ${h.textContent}`));
  expect(outline).toEqual([
    "H1 Servizi e prezzi",
    "H2 Viso",
    "H3 Ciglia e Sopracciglia",
    "H2 Corpo",
    "H2 Epilazione con cera",
    "H3 Donna",
    "H3 Uomo",
    "H2 Epilazione laser",
    "H2 Mani",
    "H2 Piedi",
  ]);
  expect(problems).toEqual([]);
});

test("the laser section says packages are available", async ({ page }) => {
  await expect(page.getByRole("region", { name: "Epilazione laser" })).toContainText(
    "Sono disponibili pacchetti multi-seduta e multi-zona",
  );
});

test("the lash lamination lasts up to 8 weeks", async ({ page }) => {
  const lashes = page.getByRole("list", { name: "Ciglia e Sopracciglia" });
  await expect(itemTitled(lashes, page, "Laminazione ciglia")).toContainText(
    "Il risultato dura fino a 8 settimane.",
  );
});

test("the index leads to each section, below the sticky header", async ({ page }) => {
  const index = page.getByRole("navigation", { name: "Sezioni del listino" });
  await expect(index.getByRole("link")).toHaveText([...sectionTitles]);

  for (const [title, hash] of [
    ["Piedi", "#piedi"],
    ["Epilazione con cera", "#epilazione-con-cera"],
  ] as const) {
    await index.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`/servizi${hash}`);
    const heading = page.getByRole("heading", { level: 2, name: title });
    await expect(heading).toBeInViewport();
    const headerBox = await page.getByRole("banner").boundingBox();
    const headingBox = await heading.boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});

test("the booking button leads to the contact page", async ({ page }) => {
  await page.getByRole("link", { name: "Prenota il tuo trattamento" }).click();
  await expect(page).toHaveURL("/contatti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contatti");
});
