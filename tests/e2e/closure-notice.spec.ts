// The closure notice follows the visitor's day without React: the page holds
// the notices due until the last closure as a timeline, and the timeline
// script shows today's (app/features/hours/closure-notice.tsx, app/enhance/timeline.ts).
// The closures come from content/salon.json; the wording is app/features/hours/closures.ts's,
// with its unit tests.
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "../../app/lib/calendar";
import { romeDate, romeMidnight } from "../../app/lib/rome-time";
import { closureNoticeText, type Closure } from "../../app/features/hours/closures";
import { content, gotoHydrated, salon } from "./site";

test.skip(({ isMobile }) => isMobile, "The notice does not depend on the viewport.");

const today = romeDate(new Date());
// The first closure not over yet, if nothing else overlaps the days around it.
const closure = [...salon.closures]
  .sort((a, b) => a.from.localeCompare(b.from))
  .find(({ to }) => to >= today);
const alone = (closure: Closure) =>
  salon.closures.every(
    (other) =>
      other === closure ||
      other.to < addDays(closure.from, -salon.closureNoticeDays - 2) ||
      other.from > addDays(closure.to, 2),
  );

/** Noon in Rome on a date (11:00 or 13:00 on the days the clocks change: the same date). */
const noonInRome = (date: string) => new Date(romeMidnight(date).getTime() + 12 * 3_600_000);

/** The notices in the page's main content (a timeline in a paragraph; the status is a span). */
const notices = (page: Page) => page.locator("main p[data-timeline]");
const shownNotices = (page: Page) => notices(page).filter({ visible: true });

test.describe("on the home page", () => {
  test.skip(!closure || !alone(closure), "No upcoming closure on its own in the content.");
  const { from, to } = closure ?? { from: today, to: today };
  const firstDay = addDays(from, -salon.closureNoticeDays);

  for (const [when, day, announced] of [
    ["the day before it is announced", addDays(firstDay, -1), false],
    [`${salon.closureNoticeDays} days before`, firstDay, true],
    ["on its first day", from, true],
    ["on its last day", to, true],
    ["the day after", addDays(to, 1), false],
  ] as const) {
    test(`${announced ? "announces" : "does not announce"} the closure ${when}`, async ({
      page,
    }) => {
      test.skip(day < today, "That day is past: the build no longer holds its notice.");
      await page.clock.setFixedTime(noonInRome(day));
      await page.goto("/");
      if (announced) {
        await expect(shownNotices(page)).toHaveText([closureNoticeText(closure!, day)]);
      } else {
        await expect(page.locator("main p[data-timeline][data-enhanced]")).toHaveCount(1);
        await expect(shownNotices(page)).toHaveCount(0);
      }
    });
  }

  test("follows the clock on a page left open past midnight", async ({ page }) => {
    const eve = addDays(firstDay, -1);
    test.skip(eve < today, "That day is past.");
    await page.clock.install({ time: new Date(romeMidnight(firstDay).getTime() - 30_000) });
    await page.goto("/");
    await expect(shownNotices(page)).toHaveCount(0);
    await page.clock.runFor(90_000);
    await expect(shownNotices(page)).toHaveText([closureNoticeText(closure!, firstDay)]);
  });
});

test.describe("on Contatti, where React runs", () => {
  test.skip(!closure, "No upcoming closure in the content.");

  test("shows the notice of the visitor's day, React or not", async ({ page }) => {
    const day = closure!.from < today ? today : closure!.from;
    await page.clock.setFixedTime(noonInRome(day));
    await gotoHydrated(page, "/contatti");
    const hours = page.getByRole("region", { name: content.contatti.hoursHeading, exact: true });
    await expect(hours.locator("p[data-timeline]").filter({ visible: true })).toHaveText([
      closureNoticeText(closure!, day),
    ]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(!closure, "No upcoming closure in the content.");

  test("Contatti shows the notice of the day the site was built", async ({ page }) => {
    await page.goto("/contatti");
    // The build is today's (the tests build the site before they run).
    await expect(shownNotices(page)).toHaveText([closureNoticeText(closure!, today)]);
  });
});
