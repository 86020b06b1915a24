// Offers with dates (content/offerte.json): on the home page and beside their
// treatments on Servizi only between their days in Italy, by the visitor's
// clock on a fixed build (the timeline script, app/enhance/timeline.ts), the
// regular price struck through beside the offer's, each price a dated
// schema.org Offer in Servizi's JSON-LD. The rules (which day, which price) are
// app/features/offers/rules.ts's, with their unit tests; here, what a visitor sees.
// content/ ships no offer: the fixture-edit check (scripts/content-edit-check.mjs)
// adds to its copy one on at the build and one beginning days after it. Where the
// content has neither, these tests skip.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "../../app/lib/calendar";
import { formatPrice } from "../../app/lib/format-price";
import { romeDate, romeIsoDateTime, romeMidnight } from "../../app/lib/rome-time";
import { offerLines, offerUntilText, type Offer } from "../../app/features/offers/rules";
import { content, priceSections } from "./site";

test.skip(({ isMobile }) => isMobile, "An offer's days do not depend on the viewport.");

// The build is today's: the tests build the site before they run.
const today = romeDate(new Date());
const { offers, heading } = content.offerte;
/** On at the build: the page shows it without JavaScript. */
const onNow = offers.find((offer) => offer.from <= today && today <= offer.to);
/** Beginning after the build, within the days the pages know (app/model/timeline.ts). */
const ahead = offers.find((offer) => offer.from > today && offer.from <= addDays(today, 90));

/** Noon in Rome on a date. */
const noonInRome = (date: string) => new Date(romeMidnight(date).getTime() + 12 * 3_600_000);

/** The offer's card on the home page, shown or not (a role would find it only shown). */
const card = (page: Page, offer: Offer) =>
  page.locator("main li").filter({ has: page.locator("h3", { hasText: offer.title }) });

/** The offer beside its first treatment on Servizi, shown or not. */
const note = (page: Page, offer: Offer) =>
  page
    .getByRole("main")
    .locator("p")
    .filter({ hasText: `Offerta «${offer.title}»:` })
    .first();

/** "Manicure 8 € invece di 10 €": the words a screen reader reads, the struck price's included. */
const written = ({ name, price, regular }: { name: string; price: number; regular: number }) =>
  `${name} ${formatPrice(price)} invece di ${formatPrice(regular)}`;

test("an offer shows on its first day, its regular price struck through, and is gone the day after its last", async ({
  page,
  request,
}) => {
  test.skip(!ahead, "No offer in the content begins after the build.");
  const offer = ahead!;
  const lines = offerLines(offer, priceSections);

  // Its first day, on a build made before it: the visitor's clock shows it.
  await page.clock.setFixedTime(noonInRome(offer.from));
  await page.goto("/");
  const section = page.getByRole("region", { name: heading, exact: true });
  await expect(section.getByRole("heading", { level: 3, name: offer.title })).toBeVisible();
  await expect(card(page, offer).getByText(offer.text, { exact: true })).toBeVisible();
  await expect(card(page, offer).getByRole("listitem")).toHaveText(lines.map(written));
  await expect(card(page, offer).getByText(offerUntilText(offer), { exact: true })).toBeVisible();
  const struck = card(page, offer).locator("s").first();
  await expect(struck).toHaveCSS("text-decoration-line", "line-through");
  await expect(struck).toHaveText(`invece di ${formatPrice(lines[0]!.regular)}`);
  const axe = await new AxeBuilder({ page })
    .include("#offerte")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Beside its treatment on Servizi, the same day.
  await page.goto("/servizi");
  await expect(note(page, offer)).toBeVisible();
  await expect(note(page, offer)).toContainText(
    `${formatPrice(lines[0]!.price)} invece di ${formatPrice(lines[0]!.regular)} · ${offerUntilText(offer)}`,
  );

  // The day after its last: gone from both, and the home page's section with it if it was alone.
  const after = addDays(offer.to, 1);
  await page.clock.setFixedTime(noonInRome(after));
  await page.goto("/");
  await expect(page.locator("main [data-timeline][data-enhanced]").first()).toBeAttached();
  await expect(card(page, offer)).toBeAttached();
  await expect(card(page, offer)).toBeHidden();
  if (!offers.some((other) => other.from <= after && after <= other.to)) {
    await expect(section).toBeHidden();
  }
  await page.goto("/servizi");
  await expect(note(page, offer)).toBeAttached();
  await expect(note(page, offer)).toBeHidden();

  // In the JSON-LD of Servizi: each of its prices, dated in Italy's time.
  const html = await (await request.get("/servizi")).text();
  const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
  const catalog: Record<string, unknown>[] = JSON.parse(json ?? "{}").hasOfferCatalog
    .itemListElement;
  expect(catalog.filter((entry) => entry.name === offer.title)).toEqual(
    lines.map((line) => ({
      "@type": "Offer",
      name: offer.title,
      description: offer.text,
      itemOffered: { "@type": "Service", name: line.name },
      price: line.price,
      priceCurrency: "EUR",
      validFrom: romeIsoDateTime(offer.from, "00:00"),
      validThrough: romeIsoDateTime(offer.to, "23:59", 59),
    })),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the offer on at the build with its last day, not the one ahead", async ({
    page,
  }) => {
    test.skip(!onNow || !ahead, "The content lacks an offer on now or one ahead.");
    await page.goto("/");
    await expect(card(page, onNow!)).toBeVisible();
    await expect(
      card(page, onNow!).getByText(offerUntilText(onNow!), { exact: true }),
    ).toBeVisible();
    await expect(card(page, onNow!).getByRole("listitem")).toHaveText(
      offerLines(onNow!, priceSections).map(written),
    );
    await expect(card(page, ahead!)).toBeAttached();
    await expect(card(page, ahead!)).toBeHidden();
  });
});
