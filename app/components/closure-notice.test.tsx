import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildInstant } from "~/content/closures";
import { salon } from "~/content/salon";
import { addDays, romeDate, romeMidnight } from "~/lib/closures";
import { ClosureNotice } from "./closure-notice";

const lastClosureDay = salon.closures.reduce((last, { to }) => (to > last ? to : last), "");
const today = romeDate(buildInstant);

/** The page as a visitor without JavaScript gets it. */
function render(text: (instant: Date) => string | null) {
  document.body.innerHTML = renderToStaticMarkup(<ClosureNotice text={text} />);
  return [...document.querySelectorAll<HTMLElement>("[data-closure-notice]")];
}

describe.runIf(lastClosureDay >= addDays(today, 2))("ClosureNotice", () => {
  // Two notices: one until tomorrow, one from tomorrow to the end of the last closure.
  const tomorrow = romeMidnight(addDays(today, 1));
  const twoNotices = (instant: Date) => (instant < tomorrow ? "Oggi" : "Da domani");

  it("holds every notice with its instants, the build day's alone visible, and its script once", () => {
    const notices = render(twoNotices);
    expect(notices.map((notice) => [notice.textContent, notice.hidden])).toEqual([
      ["Oggi", false],
      ["Da domani", true],
    ]);
    expect(notices[0]!.dataset).toMatchObject({ until: tomorrow.toISOString() });
    expect(notices[0]!.dataset.from).toBeUndefined();
    expect(notices[1]!.dataset).toMatchObject({
      from: tomorrow.toISOString(),
      until: romeMidnight(addDays(lastClosureDay, 1)).toISOString(),
    });
    const scripts = document.querySelectorAll('script[type="module"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toContain("[data-closure-notice]");
  });

  it("renders nothing, not even its script, when there is nothing to announce", () => {
    expect(render(() => null)).toEqual([]);
    expect(document.body.innerHTML).toBe("");
  });
});
