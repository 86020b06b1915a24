// The price list: every price of content/servizi.json next to its item (each
// package in its box under it, with its validity), as a visitor reads it, whether
// the prices include VAT, the packages' terms, and the page's outline. The
// expectations come from the content, so a changed price or a new treatment is
// checked, never a failure.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatPrice } from "../../app/lib/format-price";
import { taxNote } from "../../app/lib/tax-status";
import { splitDuration } from "../../app/lib/treatment-duration";
import { content, gotoHydrated, packageRows, priceRows, salon, watchConsole } from "./site";

const { sections, packageTerms } = content.servizi;

/** The packages' terms, shown while the list has a package (the schema asks for them then). */
const termsHeading = "Condizioni dei pacchetti";

/** The list item whose own title (a whole line of text) is `title`. */
function itemTitled(scope: Locator, page: Page, title: string): Locator {
  return scope.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/servizi");
});

/** The index of sections: "Sezioni del listino" is code (app/model/servizi.ts), not content. */
const sectionIndex = (page: Page) => page.getByRole("navigation", { name: "Sezioni del listino" });

// The sticky index and the touch targets are where a phone's screen differs: these three run
// on both projects.
test("the index leads to each section, below the sticky header and the index", async ({ page }) => {
  const index = sectionIndex(page);
  await expect(index.getByRole("link")).toHaveText(sections.map((section) => section.title));

  // The last section and one in the middle: both need a scroll.
  const targets = [sections.at(-1), sections[Math.floor(sections.length / 2)]];
  for (const section of targets) {
    if (!section) continue;
    await index.getByRole("link", { name: section.title, exact: true }).click();
    await expect(page).toHaveURL(`/servizi#${section.id}`);
    const heading = page.getByRole("heading", { level: 2, name: section.title, exact: true });
    await expect(heading).toBeInViewport();
    const headerBox = await page.getByRole("banner").boundingBox();
    const indexBox = await index.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    expect(headingBox!.y).toBeGreaterThanOrEqual(indexBox!.y + indexBox!.height);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});

test("the index stays under the header while the list scrolls, every chip within reach", async ({
  page,
}) => {
  const index = sectionIndex(page);
  const header = page.getByRole("banner");
  for (const fraction of [0.3, 0.6, 0.95]) {
    await page.evaluate(
      (part) => window.scrollTo(0, part * document.documentElement.scrollHeight),
      fraction,
    );
    await expect(index).toBeInViewport();
    const headerBox = (await header.boundingBox())!;
    const indexBox = (await index.boundingBox())!;
    expect(indexBox.y).toBeCloseTo(headerBox.y + headerBox.height, 0);
  }
  // On a phone the chips scroll sideways: each can be brought into view and used.
  const last = sections.at(-1)!;
  const chip = index.getByRole("link", { name: last.title, exact: true });
  await chip.scrollIntoViewIfNeeded();
  await expect(chip).toBeInViewport({ ratio: 1 });
  await chip.click();
  await expect(page).toHaveURL(`/servizi#${last.id}`);
  await expect(index).toBeInViewport();
});

test("each Prenota is a touch target of at least 44 × 44 px", async ({ page }) => {
  // Every price and package of the list has its Prenota (booking.spec.ts checks where each leads).
  const links = page
    .getByRole("main")
    .getByRole("region")
    .getByRole("link", { name: /^Prenota / });
  await expect(links).toHaveCount(priceRows.length + packageRows.length);
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { name: element.textContent, width, height };
    }),
  );
  for (const box of boxes) {
    expect.soft(box.height, `${box.name}: height`).toBeGreaterThanOrEqual(44);
    expect.soft(box.width, `${box.name}: width`).toBeGreaterThanOrEqual(44);
  }
});

// The rest reads the same at every width: the desktop project checks it.
test.describe("the list", () => {
  test.skip(({ isMobile }) => isMobile, "The price list does not depend on the viewport.");

  test("the page lists exactly the prices of the content", async ({ page }) => {
    expect(priceRows.length).toBeGreaterThan(0);
    const count = priceRows.length + packageRows.length;
    // Every price on the page is a <data> element: no more, no fewer than the content's.
    await expect(page.getByRole("main").locator("data")).toHaveCount(count);
    // And no other "€", but in the owner's offers (a timeline each: tests/e2e/offers.spec.ts).
    const euros = await page
      .getByRole("main")
      .evaluate(
        (main) =>
          [...main.querySelectorAll("*")].filter(
            (element) =>
              !element.closest("[data-timeline]") &&
              [...element.childNodes].some(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes("€"),
              ),
          ).length,
      );
    expect(euros).toBe(count);
  });

  for (const section of sections) {
    test(`every price of ${section.title} is shown with its item and description`, async ({
      page,
    }) => {
      const region = page.getByRole("region", { name: section.title, exact: true });
      const rows = priceRows.filter((row) => row.sectionId === section.id);
      expect(rows.length).toBeGreaterThan(0);

      for (const { list, item, description, duration, price } of rows) {
        // The page joins amount and "€" with a no-break space (U+00A0): formatPrice writes it.
        const written = formatPrice(price);
        const label = [list, item, duration?.time].filter(Boolean).join(" › ");
        await test.step(`${label}: ${written}`, async () => {
          // The page is static once hydrated: no need to wait, and a short timeout lets one
          // run report every wrong price (soft assertions) instead of stopping at the first.
          const soft = { timeout: 500 };
          const scope = list ? region.getByRole("list", { name: list, exact: true }) : region;
          const treatment = itemTitled(scope, page, item);
          await expect.soft(treatment, `${label}: one list item`).toHaveCount(1, soft);
          if ((await treatment.count()) !== 1) return;
          // The closing "Circa 60 minuti." is a tag beside the price, not part of the text.
          const { text, minutes } = splitDuration(description);
          await expect
            .soft(treatment.getByText(text, { exact: true }), `${label}: its description`)
            .toBeVisible(soft);
          if (minutes !== undefined) {
            await expect
              .soft(treatment.locator("time"), `${label}: its length`)
              .toHaveText(`${minutes} min`, soft);
          }

          let entry = treatment;
          if (duration) {
            entry = itemTitled(treatment, page, duration.time);
            await expect.soft(entry, `${label}: one duration row`).toHaveCount(1, soft);
            if ((await entry.count()) !== 1) return;
            await expect
              .soft(entry.getByText(duration.description, { exact: true }), `${label}: described`)
              .toBeVisible(soft);
          }

          // Exactly one price on the entry's own line (its packages and offers come below it),
          // and it is this one, with its no-break space.
          const line = entry.locator(":scope > div").first();
          const shown = line.locator("data");
          await expect.soft(line.getByText("€"), `${label}: a single price`).toHaveCount(1, soft);
          await expect.soft(shown, `${label}: a single price`).toHaveCount(1, soft);
          if ((await shown.count()) !== 1) return;
          expect.soft(await shown.textContent(), `${label}: shows ${written}`).toBe(written);
          expect.soft(written, `${label}: no-break space before €`).toMatch(/\d\u00a0€$/);
          // The plain euro value, for machines.
          await expect.soft(shown, `${label}: value`).toHaveAttribute("value", String(price), soft);
        });
      }

      for (const { list, item, title, price } of packageRows.filter(
        (row) => row.sectionId === section.id,
      )) {
        const label = [list, item, title].filter(Boolean).join(" › ");
        await test.step(`${label}: ${formatPrice(price)}`, async () => {
          const scope = list ? region.getByRole("list", { name: list, exact: true }) : region;
          const box = itemTitled(itemTitled(scope, page, item), page, title);
          await expect(box, `${label}: one box`).toHaveCount(1);
          await expect(box.locator("data")).toHaveText(formatPrice(price));
          await expect(box.locator("data")).toHaveAttribute("value", String(price));
        });
      }
    });
  }

  test("headings: the h1, the sections as h2 in order, their lists as h3 inside them", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, "/servizi");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(content.servizi.title);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      ...sections.map((s) => s.title),
      ...(packageRows.length > 0 ? [termsHeading] : []),
    ]);
    // The whole outline in document order, so no level is skipped and each h3 is in its section.
    const outline = await main
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((h) => `${h.tagName} ${h.textContent}`));
    expect(outline).toEqual([
      `H1 ${content.servizi.title}`,
      ...sections.flatMap((section) => [
        `H2 ${section.title}`,
        ...section.groups.flatMap((group) => (group.title ? [`H3 ${group.title}`] : [])),
      ]),
      ...(packageRows.length > 0 ? [`H2 ${termsHeading}`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  test("under the heading, before any price, the page says whether its prices include VAT", async ({
    page,
  }) => {
    const note = page.getByText(taxNote[salon.taxStatus], { exact: true });
    await expect(note).toHaveCount(1);
    await expect(note).toBeVisible();
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const firstPrice = (await page.getByRole("main").locator("data").first().boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y).toBeGreaterThan(heading.y);
    expect(noteBox.y).toBeLessThan(firstPrice.y);
  });

  test("each package says how long it lasts and leads to the packages' terms, written once", async ({
    page,
  }) => {
    test.skip(packageRows.length === 0, "The price list has no package.");
    const months = packageTerms!.validityMonths;
    const validity = `Validità ${months} ${months === 1 ? "mese" : "mesi"} dall'acquisto, vedi le condizioni`;
    for (const { sectionId, list, item, title } of packageRows) {
      const region = page.locator(`#${sectionId}`);
      const scope = list ? region.getByRole("list", { name: list, exact: true }) : region;
      const box = itemTitled(itemTitled(scope, page, item), page, title);
      // "… vedi le condizioni" on screen, "… dei pacchetti" after it for a screen reader.
      await expect(box.getByText(/^Validità /), `${item} › ${title}`).toHaveText(
        `${validity} dei pacchetti`,
      );
    }
    // One block of terms, and every package's link leads to it.
    const terms = page.getByRole("region", { name: termsHeading, exact: true });
    await expect(terms).toHaveCount(1);
    await expect(terms.getByRole("listitem")).toHaveText([
      `Ogni pacchetto vale ${months} ${months === 1 ? "mese" : "mesi"} dal giorno dell'acquisto: entro quella data fissiamo insieme tutte le sedute.`,
      packageTerms!.unusedSessions,
    ]);
    const links = page.getByRole("link", { name: "vedi le condizioni dei pacchetti", exact: true });
    await expect(links).toHaveCount(packageRows.length);
    await links.last().click();
    await expect(page).toHaveURL(/#condizioni-pacchetti$/);
    await expect(terms.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("each section shows its introduction, and its note when it has one", async ({ page }) => {
    for (const section of sections) {
      const region = page.getByRole("region", { name: section.title, exact: true });
      await expect(region.getByText(section.intro, { exact: true })).toBeVisible();
      if (section.note) await expect(region.getByText(section.note, { exact: true })).toBeVisible();
    }
  });

  test("the chip of the section in view is marked, where the browser can tell", async ({
    page,
  }) => {
    const supported = await page.evaluate(() => CSS.supports("scroll-target-group", "auto"));
    test.skip(!supported, "This browser does not mark the current section.");
    const index = sectionIndex(page);
    const current = () =>
      index
        .getByRole("link")
        .evaluateAll((links) =>
          links.filter((link) => link.matches(":target-current")).map((link) => link.textContent),
        );
    // What a visitor sees: the one chip in white on rose (its style: service-index.tsx).
    const whiteOnRose = () =>
      index.getByRole("link").evaluateAll((links) => {
        const probe = document.createElement("span");
        probe.style.color = "var(--color-rose)";
        document.body.append(probe);
        const rose = getComputedStyle(probe).color;
        probe.remove();
        return links
          .filter((link) => {
            const style = getComputedStyle(link);
            return style.color === "rgb(255, 255, 255)" && style.borderColor === rose;
          })
          .map((link) => link.textContent);
      });
    for (const section of [sections[Math.floor(sections.length / 2)]!, sections[0]!]) {
      await index.getByRole("link", { name: section.title, exact: true }).click();
      await expect.poll(current).toEqual([section.title]);
      await expect.poll(whiteOnRose).toEqual([section.title]);
    }
  });

  test("the length of a treatment reads as a tag beside its price", async ({ page }) => {
    const row = priceRows.find((entry) => splitDuration(entry.description).minutes !== undefined);
    test.skip(!row, "No description of the content ends with its length.");
    const { minutes, text } = splitDuration(row!.description);
    const region = page.getByRole("region", { name: row!.section, exact: true });
    const scope = row!.list ? region.getByRole("list", { name: row!.list, exact: true }) : region;
    const treatment = itemTitled(scope, page, row!.item);
    const tag = treatment.locator("time");
    await expect(tag).toHaveText(`${minutes} min`);
    await expect(tag).toHaveAttribute("datetime", `PT${minutes}M`);
    // Said in full to a screen reader.
    await expect(tag.locator("..")).toHaveText(`circa ${minutes} min`);
    // On the price's line, just before it, and no longer at the end of the description.
    const tagBox = (await tag.boundingBox())!;
    const priceBox = (await treatment.locator("data").boundingBox())!;
    expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(priceBox.x);
    expect(
      Math.abs(tagBox.y + tagBox.height / 2 - (priceBox.y + priceBox.height / 2)),
    ).toBeLessThan(6);
    await expect(treatment.getByText(text, { exact: true })).not.toContainText(/circa \d+ minuti/i);
  });

  test("the owner's notes open in a disclosure under their treatment or section, without JavaScript", async ({
    browser,
  }) => {
    const titles = {
      before: "Prima del trattamento",
      after: "Dopo il trattamento",
      contraindications: "Controindicazioni",
    } as const;
    type Notes = Partial<Record<keyof typeof titles, string>>;
    const noted: { where: string; notes: Notes }[] = sections.flatMap((section) => [
      ...(section.notes ? [{ where: section.title, notes: section.notes as Notes }] : []),
      ...section.groups.flatMap((group) =>
        group.items.flatMap((item) =>
          item.notes ? [{ where: item.title, notes: item.notes as Notes }] : [],
        ),
      ),
    ]);
    test.skip(noted.length === 0, "No treatment of the content has notes.");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/servizi");
    const disclosures = page.getByRole("main").locator("details");
    await expect(disclosures).toHaveCount(noted.length);
    for (const [index, { where, notes }] of noted.entries()) {
      await test.step(where, async () => {
        const disclosure = disclosures.nth(index);
        const written = (Object.keys(titles) as (keyof typeof titles)[]).filter(
          (key) => notes[key],
        );
        // Closed: the notes are not shown until the visitor asks.
        await expect(disclosure.getByText(notes[written[0]!]!, { exact: true })).toBeHidden();
        await disclosure.getByText("Da sapere prima di prenotare", { exact: true }).click();
        await expect(disclosure.getByRole("term")).toHaveText(written.map((key) => titles[key]));
        await expect(disclosure.getByRole("definition")).toHaveText(
          written.map((key) => notes[key]!),
        );
      });
    }
    await context.close();
  });

  test("the booking invitation leads to the contact page", async ({ page }) => {
    await expect(page.getByText(content.servizi.cta.text, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: content.servizi.cta.button, exact: true }).click();
    await expect(page).toHaveURL("/contatti");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.contatti.title);
  });
});
