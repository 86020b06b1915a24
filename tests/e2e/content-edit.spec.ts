// The fixture-edit check (scripts/content-edit-check.mjs, `npm run test:content-edit`):
// the site built from an edited copy of the content (CONTENT_DIR) shows the new
// facts, and nothing of the old ones. The expectations are the differences
// between content/ and the copy, whatever the script changed: another mobile,
// another e-mail, a changed price, a new treatment, a removed certification,
// different hours. Skipped in the ordinary run, where there is no copy.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { loadSiteContent } from "../../app/model/load.server";
import type { Treatment } from "../../app/model/schema";
import { formatPrice } from "../../app/lib/format-price";
import { durationTag, splitDuration } from "../../app/lib/treatment-duration";
import { minutesOf, weekDays, type OpeningDay, type WeekDay } from "../../app/lib/opening-hours";
import { toInternationalPhone } from "../../app/lib/salon-facts";
import {
  content as edited,
  dayNames,
  expectedStatus,
  gotoHydrated,
  upcomingMoment,
  watchConsole,
  writtenHours,
} from "./site";

test.skip(!process.env.CONTENT_EDIT, "Only in the fixture-edit check (npm run test:content-edit).");
test.skip(({ isMobile }) => isMobile, "The facts are the same for every viewport.");

const original = loadSiteContent(path.resolve("content"));

// ── What changed ─────────────────────────────────────────────────────────────

interface Located {
  section: string;
  list?: string;
  treatment: Treatment;
}

function treatments(sections: typeof edited.servizi.sections): Located[] {
  return sections.flatMap((section) =>
    section.groups.flatMap((group) =>
      group.items.map((treatment) => ({ section: section.title, list: group.title, treatment })),
    ),
  );
}

const before = new Map(
  treatments(original.servizi.sections).map((entry) => [entry.treatment.id, entry]),
);
const after = treatments(edited.servizi.sections);
const newTreatments = after.filter(({ treatment }) => !before.has(treatment.id));
const repriced = after.filter(({ treatment }) => {
  const old = before.get(treatment.id)?.treatment;
  return old?.price !== undefined && treatment.price !== undefined && old.price !== treatment.price;
});

const editedTitles = new Set(edited["chi-sono"].certifications.items.map((item) => item.title));
const removedCertifications = original["chi-sono"].certifications.items.filter(
  (item) => !editedTitles.has(item.title),
);

const salon = edited.salon;
const oldSalon = original.salon;

/** Open at `minutes` past midnight on `day`, by the weekly hours alone. */
function openBy(hours: readonly OpeningDay[], day: WeekDay, minutes: number): boolean {
  return (
    hours
      .find((entry) => entry.day === day)
      ?.intervals.some(
        ({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes),
      ) ?? false
  );
}

/** The first quarter hour of the week where the new hours and the old disagree, each way. */
function disagreement(nowOpen: boolean) {
  for (const day of weekDays) {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const open = openBy(salon.openingHours, day, minutes);
      if (open === nowOpen && openBy(oldSalon.openingHours, day, minutes) !== open) {
        return { day, minutes };
      }
    }
  }
  return undefined;
}

test("the copy differs from content/ in the six ways", () => {
  expect(process.env.CONTENT_DIR, "CONTENT_DIR points at the edited copy").toBeTruthy();
  expect(salon.mobile).not.toBe(oldSalon.mobile);
  expect(toInternationalPhone(salon.mobile)).not.toBe(toInternationalPhone(oldSalon.mobile));
  expect(salon.email).not.toBe(oldSalon.email);
  expect(repriced.length).toBeGreaterThan(0);
  expect(newTreatments.length).toBeGreaterThan(0);
  expect(removedCertifications.length).toBeGreaterThan(0);
  expect(salon.openingHours).not.toEqual(oldSalon.openingHours);
  expect(disagreement(true) ?? disagreement(false)).toBeDefined();
});

// ── The new facts on the pages ───────────────────────────────────────────────

async function jsonLd(request: APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath)).text();
  const [listing] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  return JSON.parse(listing?.[1] ?? "null");
}

for (const pagePath of ["/", "/contatti", "/servizi"]) {
  test(`the JSON-LD of ${pagePath} has the new phone, e-mail and hours`, async ({ request }) => {
    const listing = await jsonLd(request, pagePath);
    expect(listing.telephone).toBe(toInternationalPhone(salon.mobile));
    expect(listing.email).toBe(salon.email);
    const days = listing.openingHoursSpecification.map(
      (spec: { dayOfWeek: string; opens: string; closes: string }) =>
        `${spec.dayOfWeek.replace("https://schema.org/", "").toLowerCase()} ${spec.opens}–${spec.closes}`,
    );
    expect(days).toEqual(
      salon.openingHours.flatMap(({ day, intervals }) =>
        intervals.map(({ opens, closes }) => `${day} ${opens}–${closes}`),
      ),
    );
  });
}

// The prices are in the JSON-LD of the page that shows them (docs/decisions/0017-first-paint-budget.md).
test("the JSON-LD of /servizi has the new prices", async ({ request }) => {
  const listing = await jsonLd(request, "/servizi");
  const offers: { itemOffered: { name: string }; price: number }[] =
    listing.hasOfferCatalog.itemListElement;
  for (const { treatment } of [...repriced, ...newTreatments]) {
    expect(offers).toContainEqual(
      expect.objectContaining({
        itemOffered: expect.objectContaining({ name: expect.stringContaining(treatment.title) }),
        price: treatment.price,
      }),
    );
  }
});

test("the footer shows the new phone", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("contentinfo")).toContainText(salon.mobile);
  await expect(page.getByRole("contentinfo")).not.toContainText(oldSalon.mobile);
});

test("/contatti shows the new phone and e-mail, with their links", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const contacts = page.getByRole("region", { name: edited.contatti.contactsHeading, exact: true });
  await expect(contacts.getByRole("link", { name: salon.mobile, exact: true })).toHaveAttribute(
    "href",
    `tel:${toInternationalPhone(salon.mobile)}`,
  );
  await expect(contacts.getByRole("link", { name: salon.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${salon.email}`,
  );
  await expect(page.getByRole("main")).not.toContainText(oldSalon.mobile);
  await expect(page.getByRole("main")).not.toContainText(oldSalon.email);
});

test("a failed message offers the new e-mail and phone", async ({ page }) => {
  await page.route("https://api.emailjs.com/**", (route) =>
    route.fulfill({ status: 500, headers: { "access-control-allow-origin": "*" } }),
  );
  await gotoHydrated(page, "/contatti");
  await page.getByLabel("Nome", { exact: true }).fill("Giulia");
  await page.getByLabel("Cognome", { exact: true }).fill("Rossi");
  await page.getByLabel("E-mail", { exact: true }).fill("giulia.rossi@example.com");
  await page.getByLabel("Conferma e-mail", { exact: true }).fill("giulia.rossi@example.com");
  await page.getByLabel("Messaggio", { exact: true }).fill("Vorrei un appuntamento.");
  await page.getByRole("checkbox", { name: /ti chiedo di rispondermi/ }).check();
  await page.getByRole("button", { name: "Invia", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("link", { name: salon.mobile, exact: true })).toHaveAttribute(
    "href",
    `tel:${toInternationalPhone(salon.mobile)}`,
  );
  await expect(alert.getByRole("link", { name: salon.email, exact: true })).toBeVisible();
});

test("/policy names the controller with the new phone and e-mail", async ({ page }) => {
  await gotoHydrated(page, "/policy");
  const facts = page.locator("main dl");
  await expect(facts.getByRole("link", { name: salon.mobile, exact: true })).toBeVisible();
  await expect(facts.getByRole("link", { name: salon.email, exact: true })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(oldSalon.mobile);
  await expect(page.getByRole("main")).not.toContainText(oldSalon.email);
});

/** The entry of /servizi for a treatment: in its section, under its list's title if any. */
function entry(page: Page, { section, list, treatment }: Located) {
  const region = page.getByRole("region", { name: section, exact: true });
  const scope = list ? region.getByRole("list", { name: list, exact: true }) : region;
  return scope
    .getByRole("listitem")
    .filter({ has: page.getByText(treatment.title, { exact: true }) });
}

test("/servizi shows the new price and the new treatment, each with its item", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  for (const located of [...repriced, ...newTreatments]) {
    const { treatment } = located;
    const item = entry(page, located);
    await expect(item).toHaveCount(1);
    // "Circa 50 minuti." at the end of a description shows as a tag beside the price.
    const { text, minutes } = splitDuration(treatment.description);
    await expect(item.getByText(text, { exact: true })).toBeVisible();
    if (minutes !== undefined) await expect(item).toContainText(durationTag(minutes));
    await expect(item.locator("data")).toHaveText(formatPrice(treatment.price!));
    await expect(item.locator("data")).toHaveAttribute("value", String(treatment.price));
  }
  for (const { treatment } of repriced) {
    const old = before.get(treatment.id)!.treatment;
    await test.step(`${treatment.title}: ${formatPrice(old.price!)} is gone`, async () => {
      const item = entry(
        page,
        after.find((located) => located.treatment === treatment)!,
      );
      await expect(item.getByText(formatPrice(old.price!), { exact: true })).toHaveCount(0);
    });
  }
});

test("/chi-sono lists the certifications without the removed one", async ({ page }) => {
  const { certifications } = edited["chi-sono"];
  await gotoHydrated(page, "/chi-sono");
  const section = page.getByRole("region", { name: certifications.heading, exact: true });
  await expect(section.getByRole("listitem")).toHaveCount(certifications.items.length);
  for (const removed of removedCertifications) {
    await expect(page.getByRole("main")).not.toContainText(removed.title);
  }
});

test("/contatti lists the new hours", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const hours = page.getByRole("region", { name: edited.contatti.hoursHeading, exact: true });
  await expect(hours.getByRole("term")).toHaveText(
    salon.openingHours.map(({ day }) => dayNames[day]),
  );
  await expect(hours.getByRole("definition")).toHaveText(
    salon.openingHours.map(({ intervals }) => writtenHours(intervals) || "Chiuso"),
  );
});

for (const nowOpen of [true, false]) {
  const state = nowOpen ? "open" : "closed";
  test(`the badge follows the new hours: ${state} where the old hours said otherwise`, async ({
    page,
  }) => {
    const found = disagreement(nowOpen);
    test.skip(!found, `The new hours are never ${state} where the old were not.`);
    const moment = upcomingMoment(found!.day, found!.minutes);
    const expected = expectedStatus(moment.instant);
    expect(expected === "Aperto ora").toBe(nowOpen);
    const problems = watchConsole(page);
    await page.clock.setFixedTime(moment.instant);
    await gotoHydrated(page, "/contatti");
    const hours = page.getByRole("region", { name: edited.contatti.hoursHeading, exact: true });
    await expect(hours.getByText(/^(Aperto ora|Chiuso · )/)).toHaveText(expected);
    expect(problems).toEqual([]);
  });
}

// ── Nothing of the old facts in the build ────────────────────────────────────

test("no built page or script holds the old phone, e-mail or certification", () => {
  const client = path.resolve(process.env.BUILD_DIR ?? "build-e2e", "client");
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.(html|js)$/.test(file) && !file.startsWith(`admin${path.sep}`),
  );
  expect(files.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(5);
  const built = files.map((file) => readFileSync(path.join(client, file), "utf8")).join("\n");
  for (const old of [
    oldSalon.mobile,
    toInternationalPhone(oldSalon.mobile),
    oldSalon.email,
    ...removedCertifications.map((item) => item.title),
  ]) {
    expect(built, old).not.toContain(old);
  }
  for (const fresh of [salon.mobile, toInternationalPhone(salon.mobile), salon.email]) {
    expect(built, fresh).toContain(fresh);
  }
});

// ── Reviews: the owner's, never invented ─────────────────────────────────────

test("the home page shows the reviews added and links her reviews page in a new tab", async ({
  page,
}) => {
  const { heading, items } = edited.home.testimonials;
  const added = items.filter(
    (item) => !original.home.testimonials.items.some((old) => old.text === item.text),
  );
  expect(added.length, "the check adds a review").toBeGreaterThan(0);
  expect(salon.reviewsUrl, "the check sets the reviews page").toBeTruthy();
  expect(salon.reviewsUrl).not.toBe(oldSalon.reviewsUrl);

  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: heading, exact: true });
  for (const item of added) {
    const quote = section.getByRole("listitem").filter({ hasText: item.text });
    await expect(quote).toHaveCount(1);
    await expect(quote.getByRole("figure")).toContainText(item.name);
    if (item.treatment) await expect(quote).toContainText(item.treatment);
    if (item.date) await expect(quote.locator("time")).toHaveAttribute("datetime", item.date);
  }
  const link = section.getByRole("link", {
    name: "Leggi le recensioni (si apre in una nuova scheda)",
    exact: true,
  });
  await expect(link).toHaveAttribute("href", salon.reviewsUrl!);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  // No rating for search engines to read: the JSON-LD has no review of the salon's own.
  const html = await (await page.request.get("/")).text();
  expect(html).not.toMatch(/"@type":\s*"(Review|AggregateRating)"|aggregateRating|"review"/);
});

// ── Gift vouchers turned off: their pages and every way to them gone ─────────

test("gift vouchers turned off: no page, no link, no sitemap entry; turned on, all of them", async ({
  request,
  page,
}) => {
  const offered = edited["buoni-regalo"].offered;
  expect(offered, "the check turns vouchers off or on").not.toBe(original["buoni-regalo"].offered);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/buoni-regalo", "/stampa-buono", "/recesso"]) {
    expect((await request.get(path)).status(), path).toBe(offered ? 200 : 404);
  }
  expect(sitemap.includes("/buoni-regalo")).toBe(offered);
  expect(sitemap.includes("/recesso")).toBe(offered);
  await gotoHydrated(page, "/");
  for (const name of ["Principale", "Pagine del sito"]) {
    await expect(
      page.getByRole("navigation", { name }).getByRole("link", { name: "Buoni regalo" }),
    ).toHaveCount(offered ? 1 : 0);
  }
  // The online withdrawal, among the footer's legal links while vouchers are sold.
  await expect(
    page
      .getByRole("navigation", { name: "Informazioni legali e social" })
      .getByRole("link", { name: "Recedi dal contratto qui" }),
  ).toHaveCount(offered ? 1 : 0);
  for (const path of ["/", "/servizi", "/contatti", "/policy"]) {
    expect((await (await request.get(path)).text()).includes('href="/buoni-regalo'), path).toBe(
      offered,
    );
  }
});
