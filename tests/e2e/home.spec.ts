// The home page, section by section, against content/home.json; the cards'
// prices from the price list, the salon's name, city, phone and hours and the
// owner's name and portrait from salon.json. The status on the first screen follows the
// browser's clock (fixed here with page.clock), as app/lib computes it.
import { expect, test, type Page } from "@playwright/test";
import { treatmentCardCopy } from "../../app/model/treatment-cards";
import { addDays, weekDayOf } from "../../app/lib/calendar";
import { formatPrice } from "../../app/lib/format-price";
import { formatTime, minutesOf } from "../../app/lib/opening-hours";
import { romeDate, romeTime } from "../../app/lib/rome-time";
import { portraitAlt } from "../../app/lib/site-images";
import { taxNote } from "../../app/lib/tax-status";
import { closureOn } from "../../app/features/hours/closures";
import { escapeRegExp } from "./admin-cms";
import {
  content,
  expectedStatus,
  gotoHydrated,
  priceRows,
  salon,
  upcomingMoment,
  watchConsole,
} from "./site";

const home = content.home;
const newTab = "(si apre in una nuova scheda)";
const holidays = { openOnHolidays: salon.openOnHolidays };

const statusAt = expectedStatus;

const hero = (page: Page) => page.locator("main section").first();
const status = (page: Page) => hero(page).locator("[data-timeline]");

test("the first screen names the salon and its city, with one button, to Contatti, and one quiet link, to the prices", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const first = hero(page);
  const contact = first.getByRole("link", { name: home.hero.contact, exact: true });
  const prices = first.getByRole("link", { name: home.hero.cta, exact: true });
  const onFirstScreen = [
    first.getByText(salon.name, { exact: true }),
    first.getByText(salon.address.city, { exact: true }),
    first.getByRole("heading", { level: 1 }),
    status(page),
    contact,
    prices,
  ];
  for (const element of onFirstScreen) await expect(element).toBeInViewport();
  await expect(first.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
  await expect(first.getByText(home.hero.text, { exact: true })).toBeVisible();
  await expect(status(page)).toHaveText(statusAt(new Date()));

  // One thing to press: the button is filled, the link is words alone.
  await expect(first.getByRole("link")).toHaveCount(2);
  await expect(contact).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(prices).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  // Below the header, nothing else on the first screen asks to be pressed (on a
  // phone the action bar waits for the hero to scroll away).
  const actionsInView = await page.evaluate(() =>
    [...document.querySelectorAll("a, button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          // The skip link shows only once it has the keyboard's focus.
          element.getAttribute("href") !== "#contenuto" &&
          !element.closest("header") &&
          element.checkVisibility({ visibilityProperty: true }) &&
          box.width > 1 &&
          box.bottom > 0 &&
          box.top < window.innerHeight
        );
      })
      .map((element) => element.textContent?.trim()),
  );
  expect(actionsInView).toEqual([home.hero.contact, home.hero.cta]);

  const picture = first.getByRole("img");
  await expect(picture).toHaveAccessibleName(home.hero.picture.alt);
  if (home.hero.picture.photo) {
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
  } else {
    // The illustration is drawn inline: it comes with the HTML, no request to wait for.
    expect(await picture.evaluate((node) => node.tagName)).toBe("svg");
    await expect(picture).toBeVisible();
  }

  await expect(contact).toHaveAttribute("href", "/contatti");
  await prices.click();
  await expect(page).toHaveURL("/servizi");
});

test.describe("the status on the first screen follows the visitor's clock", () => {
  test.skip(({ isMobile }) => isMobile, "The clock does not depend on the viewport.");

  // The first open day of the week and its first opening.
  const openDay = salon.openingHours.find(({ intervals }) => intervals.length > 0);
  const first = openDay?.intervals[0];
  const moments =
    openDay && first
      ? ([
          ["half an hour after opening", upcomingMoment(openDay.day, minutesOf(first.opens) + 30)],
          ["half an hour before opening", upcomingMoment(openDay.day, minutesOf(first.opens) - 30)],
          ["half an hour after closing", upcomingMoment(openDay.day, minutesOf(first.closes) + 30)],
        ] as const)
      : [];

  // The first public holiday ahead that falls on a day the salon would open.
  const today = romeDate(new Date());
  const holiday = Array.from({ length: 80 }, (_, index) => addDays(today, index + 1)).find(
    (date) =>
      closureOn(date, salon.closures, holidays)?.kind === "holiday" &&
      salon.openingHours.some(
        ({ day, intervals }) => day === weekDayOf(date) && intervals.length > 0,
      ),
  );

  // The owner's closure under way or ahead, if the pages know its first day.
  const closure = salon.closures.find(({ from, to }) => to >= today && from <= addDays(today, 80));

  // One page for every moment: the script writes the status as the page loads, from the
  // clock then (app/enhance/timeline.ts), so each moment is a clock set before a new load.
  test("at each moment, from a load at that moment or on a page left open", async ({ page }) => {
    const problems = watchConsole(page);

    await test.step("turns to open at the opening minute on a page left open", async (step) => {
      step.skip(!openDay || !first, "No opening hours.");
      const opening = upcomingMoment(openDay!.day, minutesOf(first!.opens));
      await page.clock.install({ time: new Date(opening.instant.getTime() - 30_000) });
      await page.goto("/");
      await expect(status(page)).toHaveText(
        `Chiuso · riapre oggi ${formatTime(first!.opens).startsWith("1:") ? "all'" : "alle "}${formatTime(first!.opens)}`,
      );
      await page.clock.runFor(90_000);
      await expect(status(page)).toHaveText("Aperto ora");
    });

    for (const [when, moment] of moments) {
      await test.step(`${when} on a ${moment.day}`, async () => {
        await page.clock.setFixedTime(moment.instant);
        await page.goto("/");
        await expect(status(page), when).toHaveText(statusAt(moment.instant));
      });
    }

    await test.step("says closed on a public holiday, naming it", async (step) => {
      step.skip(!holiday, "No public holiday on an open day in the coming weeks.");
      const instant = romeTime(holiday!, "12:00");
      await page.clock.setFixedTime(instant);
      await page.goto("/");
      await expect(status(page)).toHaveText(statusAt(instant));
      await expect(status(page)).toContainText(
        closureOn(holiday!, salon.closures, holidays)!.reason,
      );
    });

    await test.step("says closed during the owner's closure, and its notice names it", async (step) => {
      step.skip(!closure, "No closure of the owner's in the coming weeks.");
      const day = closure!.from > today ? closure!.from : addDays(today, 1);
      step.skip(day > closure!.to, "The closure ends today.");
      const instant = romeTime(day, "12:00");
      await page.clock.setFixedTime(instant);
      await page.goto("/");
      await expect(status(page)).toHaveText(statusAt(instant));
      await expect(page.getByRole("main").getByText(closure!.reason)).toBeVisible();
    });

    expect(problems).toEqual([]);
  });

  test("says the time is Italy's to a visitor whose clock is in Tokyo", async ({ browser }) => {
    test.skip(!openDay || !first, "No opening hours.");
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    // Half an hour before opening in Rome: "riapre oggi alle …", a time.
    const moment = upcomingMoment(openDay!.day, minutesOf(first!.opens) - 30);
    await page.clock.setFixedTime(moment.instant);
    await page.goto("/");
    await expect(status(page)).toHaveText(`${statusAt(moment.instant)} (ora italiana)`);
    await context.close();
  });

  test("says nothing without JavaScript, and keeps its room", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(status(page)).toHaveText("");
    const box = await status(page).locator("..").boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(39);
    await context.close();
  });
});

// The rest of the page reads the same at every width: the desktop project checks it,
// in one page, each section from a new load of / (a step each).
test.describe("below the first screen", () => {
  test.skip(({ isMobile }) => isMobile, "The content does not depend on the viewport.");

  test("each section as the content says, and where its links lead", async ({ page }) => {
    await test.step("each treatment card: its picture whole, title, text, a price tag and one button to its section", async () => {
      await gotoHydrated(page, "/");
      const section = page.getByRole("region", { name: home.treatments.heading, exact: true });
      const { cards } = home.treatments;
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        cards.map((card) => card.title),
      );
      await expect(section.getByRole("listitem")).toHaveCount(cards.length);
      // Whether the prices include VAT, once, under the cards.
      await expect(section.getByText(taxNote[salon.taxStatus], { exact: true })).toBeVisible();
      for (const [index, card] of cards.entries()) {
        const item = section.getByRole("listitem").nth(index);
        await expect(item.getByText(card.text, { exact: true })).toBeVisible();
        const image = item.getByRole("img");
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("alt", card.picture.alt);
        // The treatment's own price as a tag of its own; "da" the lowest only when it has
        // several; the treatment named beside it when it is not the card's title.
        const rows = priceRows.filter((row) => row.treatmentId === card.treatment);
        const prices = new Set(rows.map((row) => row.price));
        const price = `${prices.size > 1 ? "da " : ""}${formatPrice(Math.min(...prices))}`;
        const tag = item.getByText(price, { exact: true });
        await expect(tag).toBeVisible();
        const priceLine = tag.locator("..");
        if (rows[0]!.name === card.title) await expect(priceLine).toHaveText(price);
        else
          await expect(priceLine).toHaveText(
            new RegExp(`^${escapeRegExp(price)}\\s*${escapeRegExp(rows[0]!.name)}$`),
          );
        // One link: the button, to its section of the price list.
        await expect(item.getByRole("link")).toHaveCount(1);
        const button = item.getByRole("link", {
          name: `${treatmentCardCopy.more} ${card.title}`,
          exact: true,
        });
        await expect(button).toHaveAttribute("href", `/servizi#${rows[0]!.sectionId}`);
      }

      // Each picture is shown whole: its frame has the picture's own ratio, at every width.
      for (const width of [320, 390, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const image of await section.getByRole("img").all()) {
          await image.scrollIntoViewIfNeeded();
          await expect(image).toHaveJSProperty("complete", true);
          const { shown, own } = await image.evaluate((img: HTMLImageElement) => ({
            shown: img.clientWidth / img.clientHeight,
            own: img.naturalWidth / img.naturalHeight,
          }));
          expect(shown, `at ${width} px`).toBeCloseTo(own, 2);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      // A card's link lands on its section of the price list.
      const last = priceRows.find((row) => row.treatmentId === cards.at(-1)!.treatment)!;
      const sectionTitle = last.section;
      await section.getByRole("listitem").last().getByRole("link").click();
      await expect(page).toHaveURL(`/servizi#${last.sectionId}`);
      await expect(
        page.getByRole("heading", { level: 2, name: sectionTitle, exact: true }),
      ).toBeInViewport();

      await page.goBack();
      await section.getByRole("link", { name: home.treatments.cta, exact: true }).click();
      await expect(page).toHaveURL("/servizi");
    });

    await test.step("reviews show only when the owner has added some or her reviews page", async () => {
      await gotoHydrated(page, "/");
      const { heading, items } = home.testimonials;
      const section = page.getByRole("region", { name: heading, exact: true });
      if (items.length === 0 && !salon.reviewsUrl) {
        // The example content: no reviews, no page, nothing invented.
        await expect(section).toHaveCount(0);
        await expect(page.getByRole("link", { name: /^Leggi le recensioni/ })).toHaveCount(0);
        await expect(page.locator("blockquote")).toHaveCount(0);
        return;
      }
      await expect(section.getByRole("listitem")).toHaveCount(items.length);
      for (const item of items) {
        await expect(section.getByText(item.text, { exact: true })).toBeVisible();
        await expect(section.getByText(item.name, { exact: false }).first()).toBeVisible();
      }
      const link = section.getByRole("link", {
        name: `Leggi le recensioni ${newTab}`,
        exact: true,
      });
      if (salon.reviewsUrl) {
        await expect(link).toHaveAttribute("href", salon.reviewsUrl);
        await expect(link).toHaveAttribute("target", "_blank");
      } else {
        await expect(link).toHaveCount(0);
      }
    });

    await test.step("right after the hero, the owner: her portrait, her name, a line, a link to Chi sono", async () => {
      await gotoHydrated(page, "/");
      const section = page.locator("main section").nth(1);
      await expect(section).toHaveAccessibleName(home.owner.heading);
      await expect(
        section.getByRole("img", { name: portraitAlt(salon.owner, salon.portrait), exact: true }),
      ).toBeVisible();
      await expect(section.getByText(salon.owner, { exact: true })).toBeVisible();
      await expect(section.getByText(home.owner.text, { exact: true })).toBeVisible();
      await section.getByRole("link", { name: home.owner.cta, exact: true }).click();
      await expect(page).toHaveURL("/chi-sono");
    });

    await test.step("the machines carousel shows every machine and leads to the services", async () => {
      await gotoHydrated(page, "/");
      const section = page.getByRole("region", { name: home.machines.heading, exact: true });
      const carousel = section.getByRole("region", {
        name: home.machines.carouselLabel,
        exact: true,
      });
      await expect(carousel.getByRole("heading", { level: 3, includeHidden: true })).toHaveText(
        home.machines.items.map((machine) => machine.title),
      );
      await section.getByRole("link", { name: home.machines.cta, exact: true }).click();
      await expect(page).toHaveURL("/servizi");
    });

    await test.step("the safety section lists the hygiene practices", async () => {
      await gotoHydrated(page, "/");
      const section = page.getByRole("region", { name: home.safety.heading, exact: true });
      await expect(section.getByText(home.safety.lead, { exact: true })).toBeVisible();
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        home.safety.practices.map((practice) => practice.title),
      );
      for (const practice of home.safety.practices) {
        await expect(section.getByText(practice.text, { exact: true })).toBeVisible();
      }
    });
  });
});
