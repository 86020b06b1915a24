// The Contatti page around the form: contacts, opening hours, the open-now badge.
// Facts and hours come from content/salon.json, so any hours work: the instants
// the badge is checked at are derived from them.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays } from "../../app/lib/calendar";
import { directionsUrl } from "../../app/lib/external-links";
import { minutesOf } from "../../app/lib/opening-hours";
import { romeDate, romeTime } from "../../app/lib/rome-time";
import { toInternationalPhone } from "../../app/lib/salon-facts";
import { closureOn } from "../../app/features/hours/closures";
import {
  content,
  dayNames,
  expectedStatus,
  gotoHydrated,
  salon,
  salonAddress,
  upcomingMoment,
  watchConsole,
  writtenHours,
} from "./site";

// The badge's and the hours' words are code (app/features/hours/model.ts, closures.ts).
const openNow = "Aperto ora";

const contacts = (page: Page) =>
  page.getByRole("region", { name: content.contatti.contactsHeading, exact: true });
const hours = (page: Page) =>
  page.getByRole("region", { name: content.contatti.hoursHeading, exact: true });
const formSection = (page: Page) =>
  page.getByRole("region", { name: content.contatti.form.heading, exact: true });

test("shows e-mail, mobile and address with their links", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const section = contacts(page);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "E-mail",
    "Cellulare",
    content.contatti.addressHeading,
  ]);
  await expect(section.getByRole("link", { name: salon.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${salon.email}`,
  );
  const phone = toInternationalPhone(salon.mobile);
  expect(phone).toMatch(/^\+39\d{6,11}$/);
  await expect(section.getByRole("link", { name: salon.mobile, exact: true })).toHaveAttribute(
    "href",
    `tel:${phone}`,
  );
  await expect(section.getByText(salonAddress, { exact: true })).toBeVisible();

  const whatsApp = section.getByRole("link", {
    name: "Scrivimi su WhatsApp (si apre in una nuova scheda)",
  });
  if (salon.whatsApp) {
    // The chat opens with the salon's number; the message it proposes is the booking feature's.
    const chat = new URL((await whatsApp.getAttribute("href")) ?? "");
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${phone.slice(1)}`);
    await expect(whatsApp).toHaveAttribute("target", "_blank");
    await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
  } else {
    // No WhatsApp: the phone card offers a call instead.
    await expect(whatsApp).toHaveCount(0);
    await expect(section.getByRole("link", { name: "Chiamami", exact: true })).toHaveAttribute(
      "href",
      `tel:${phone}`,
    );
  }

  const directions = section.getByRole("link", {
    name: "Indicazioni stradali (si apre in una nuova scheda)",
  });
  await expect(directions).toHaveAttribute("href", directionsUrl(salonAddress));
  expect(directionsUrl(salonAddress)).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
});

test("lists the days of the content, in its order, each with its hours or Chiuso", async ({
  page,
}) => {
  await gotoHydrated(page, "/contatti");
  await expect(hours(page).getByRole("term")).toHaveText(
    salon.openingHours.map(({ day }) => dayNames[day]),
  );
  await expect(hours(page).getByRole("definition")).toHaveText(
    salon.openingHours.map(({ intervals }) => writtenHours(intervals) || "Chiuso"),
  );
});

test("browsing the page asks nothing of any other site", async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await gotoHydrated(page, "/contatti");
  await page.waitForLoadState("networkidle");
  expect(requested.length).toBeGreaterThan(3);
  expect(requested.filter((url) => new URL(url).origin !== baseURL)).toEqual([]);
});

test("the prerendered page has the hours but no badge text, which needs the visitor's time", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contatti");
  await expect(hours(page).getByRole("term")).toHaveText(
    salon.openingHours.map(({ day }) => dayNames[day]),
  );
  await expect(hours(page).getByRole("definition")).toHaveText(
    salon.openingHours.map(({ intervals }) => writtenHours(intervals) || "Chiuso"),
  );
  // The badge keeps its room, empty and unseen.
  await expect(hours(page).locator("[data-timeline]").first()).toHaveText("");
  await expect(hours(page).locator("[data-timeline]").first()).toBeHidden();
  await context.close();
});

// ── The badge, at moments derived from the hours ─────────────────────────────

const openDays = salon.openingHours.filter(({ intervals }) => intervals.length > 0);
const firstOpen = openDays[0];
const clock = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The badge follows the visitor's clock to the minute: the last open minute of
 * the first open day, and its closing time. The rest of the weekly rule (before
 * opening, a lunch break, a closed or unlisted day, the change of time) is
 * app/features/hours/salon-status.ts's, tested there.
 */
function badgeMoments() {
  if (!firstOpen) return [];
  const closes = minutesOf(firstOpen.intervals.at(-1)!.closes);
  return [
    { minutes: closes - 1, open: true, why: "the last minute" },
    { minutes: closes, open: false, why: "closing time" },
  ].map(({ minutes, open, why }) => ({
    when: `${dayNames[firstOpen.day]} at ${clock(minutes)}, ${why}`,
    moment: upcomingMoment(firstOpen.day, minutes),
    open,
  }));
}

/** The badge beside the heading (a closed day in the list reads just "Chiuso"). */
const badge = (page: Page) => hours(page).getByText(/^(Aperto ora|Chiuso · )/);

for (const { when, moment, open } of badgeMoments()) {
  const expected = expectedStatus(moment.instant);
  test(`the badge reads ${open ? openNow : "closed"} on ${when}`, async ({ page }) => {
    expect(expected === openNow, "the weekly hours agree").toBe(open);
    const problems = watchConsole(page);
    await page.clock.setFixedTime(moment.instant);
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(expected);
    // No hydration mismatch: the script wrote the badge before React hydrated.
    expect(problems).toEqual([]);
  });
}

test.describe("for a visitor abroad", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the badge still follows Italian time", async ({ page }) => {
    test.skip(!firstOpen, "The salon lists no open day.");
    // Half an hour after opening in Rome is six hours earlier in New York.
    const opens = minutesOf(firstOpen!.intervals[0]!.opens);
    await page.clock.setFixedTime(upcomingMoment(firstOpen!.day, opens + 30).instant);
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(openNow);
  });

  test("a reopening time says it is Italy's", async ({ page }) => {
    test.skip(!firstOpen, "The salon lists no open day.");
    const opens = minutesOf(firstOpen!.intervals[0]!.opens);
    test.skip(opens < 30, "The salon opens at midnight.");
    const moment = upcomingMoment(firstOpen!.day, opens - 30);
    await page.clock.setFixedTime(moment.instant);
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(`${expectedStatus(moment.instant)} (ora italiana)`);
  });
});

test("the badge turns to closed at closing time on a page left open", async ({ page }) => {
  test.skip(!firstOpen, "The salon lists no open day.");
  const closing = upcomingMoment(firstOpen!.day, minutesOf(firstOpen!.intervals.at(-1)!.closes));
  // A minute and a half before closing.
  await page.clock.install({ time: new Date(closing.instant.getTime() - 90_000) });
  await gotoHydrated(page, "/contatti");
  await expect(badge(page)).toHaveText(openNow);
  await page.clock.runFor(2 * 60_000);
  await expect(badge(page)).toHaveText(expectedStatus(closing.instant));
});

// ── Closures and holidays: the badge says why, and when it reopens ───────────

const holidayPolicy = { openOnHolidays: salon.openOnHolidays };

// The pages know the coming weeks only (app/model/timeline.ts): days within 80 of today.
const today = romeDate(new Date());
const within = (date: string) => date > today && date <= addDays(today, 80);

test.describe("on a day the salon is closed for a reason", () => {
  test.skip(!firstOpen, "The salon lists no open day: nothing reopens.");

  const holiday = Array.from({ length: 80 }, (_, index) => addDays(today, index + 1)).find(
    (date) => closureOn(date, salon.closures, holidayPolicy)?.kind === "holiday",
  );
  const closure = [...salon.closures]
    .sort((a, b) => a.from.localeCompare(b.from))
    .find(({ from, to }) => within(from) || within(to));

  test("a public holiday: the badge names it and says when the salon reopens", async ({ page }) => {
    test.skip(!holiday, "No public holiday the salon closes on in the coming weeks.");
    const instant = romeTime(holiday!, "12:00");
    await page.clock.setFixedTime(instant);
    await gotoHydrated(page, "/contatti");
    await expect(badge(page)).toHaveText(expectedStatus(instant));
    await expect(badge(page)).toContainText(
      closureOn(holiday!, salon.closures, holidayPolicy)!.reason,
    );
  });

  test("the owner's closure, on its first and its last day: when it reopens", async ({ page }) => {
    test.skip(!closure, "No closure of the owner's in the coming weeks.");
    for (const date of [closure!.from, closure!.to].filter(within)) {
      const instant = romeTime(date, "12:00");
      await page.clock.setFixedTime(instant);
      await gotoHydrated(page, "/contatti");
      await expect(badge(page), date).toHaveText(expectedStatus(instant));
      // Why, and until when, is the closure notice's to say, beside it.
      await expect(hours(page).getByText(closure!.reason).filter({ visible: true })).toHaveCount(1);
    }
  });
});

// ── Layout of the contact cards ──────────────────────────────────────────────

/**
 * The lines of text in `root`, block by block, as the browser laid them out:
 * for each block (a heading, a paragraph, a link that is a box of its own), the
 * words on each of its lines. A word is what lies between spaces of any kind,
 * so "40121 Bologna (BO)" joined by non-breaking spaces is still three words.
 * Text hidden for screen readers only (a 1 px box) is left out.
 */
async function linesOfText(root: Locator): Promise<{ block: string; lines: string[][] }[]> {
  return root.evaluate((rootElement) => {
    const blockOf = (element: Element): Element => {
      let block = element;
      while (
        block !== rootElement &&
        block.parentElement &&
        getComputedStyle(block).display.startsWith("inline")
      ) {
        block = block.parentElement;
      }
      return block;
    };
    const hiddenForScreenReaders = (element: Element) => {
      for (
        let node: Element | null = element;
        node && node !== rootElement;
        node = node.parentElement
      ) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const words = new Map<Element, { word: number; text: string; top: number; bottom: number }[]>();
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (hiddenForScreenReaders(parent)) continue;
      const block = blockOf(parent);
      const list = words.get(block) ?? [];
      words.set(block, list);
      for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const word = count++;
        // A word that wraps itself (an e-mail address at its <wbr>) has one box per line.
        for (const box of range.getClientRects()) {
          if (box.width > 0) list.push({ word, text: match[0], top: box.top, bottom: box.bottom });
        }
      }
    }
    return [...words].map(([block, boxes]) => {
      const lines: { bottom: number; words: Map<number, string> }[] = [];
      for (const box of boxes.sort((a, b) => a.top - b.top)) {
        const line = lines.at(-1);
        // A box starting below the current line's bottom opens the next line.
        if (line && box.top < line.bottom - 1) {
          line.words.set(box.word, box.text);
          line.bottom = Math.max(line.bottom, box.bottom);
        } else {
          lines.push({ bottom: box.bottom, words: new Map([[box.word, box.text]]) });
        }
      }
      return {
        block: (block.textContent ?? "").trim(),
        lines: lines.map((line) => [...line.words.values()]),
      };
    });
  });
}

test("the contact cards: no word alone on a line and nothing sticking out at any width; on a wide screen one row, lined up with the hours and the form, each action at its foot", async ({
  page,
}) => {
  await gotoHydrated(page, "/contatti");
  const cards = contacts(page).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const width of [375, 768, 1280, 1920]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      for (const card of await cards.all()) {
        const blocks = await linesOfText(card);
        expect(blocks.length).toBeGreaterThanOrEqual(3);
        for (const { block, lines } of blocks) {
          if (lines.flat().length < 2) continue;
          for (const line of lines) {
            expect(
              line.length,
              `"${block}": a line holds only "${line.join(" ")}"`,
            ).toBeGreaterThan(1);
          }
        }
        const fits = await card.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, "the card's content fits in it").toBe(true);
      }
      if (width < 1280) return;

      const first = (await cards.first().boundingBox())!;
      const last = (await cards.last().boundingBox())!;
      const hoursBox = (await hours(page).boundingBox())!;
      const formBox = (await formSection(page).boundingBox())!;
      expect(Math.abs(first.x - hoursBox.x), "left edges").toBeLessThanOrEqual(1);
      expect(
        Math.abs(last.x + last.width - (formBox.x + formBox.width)),
        "right edges",
      ).toBeLessThanOrEqual(1);
      // One row of cards, the first as wide as the hours below it.
      expect(Math.abs(first.y - last.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(first.width - hoursBox.width)).toBeLessThanOrEqual(1);

      // Each card's action at its foot, level across the row.
      const actions = cards.getByRole("link").filter({
        hasText: /^(Scrivimi dal modulo|Scrivimi su WhatsApp|Chiamami|Indicazioni stradali)/,
      });
      await expect(actions).toHaveCount(3);
      const bottoms = await Promise.all(
        (await actions.all()).map(async (action) => {
          const box = (await action.boundingBox())!;
          return Math.round(box.y + box.height);
        }),
      );
      expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
    });
  }
  await expect(
    contacts(page).getByRole("link", { name: "Scrivimi dal modulo", exact: true }),
  ).toHaveAttribute("href", "#modulo");
});
