// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { salon } from "~/model/salon";
import { buildInstant } from "~/model/timeline";
import { addDays } from "~/lib/calendar";
import { romeDate, romeMidnight } from "~/lib/rome-time";
import { ClosureNotice } from "./closure-notice";

const lastClosureDay = salon.closures.reduce((last, { to }) => (to > last ? to : last), "");
const today = romeDate(buildInstant);

/** The page as a visitor without JavaScript gets it. */
function render(text: (instant: Date) => string | null) {
  document.body.innerHTML = renderToStaticMarkup(<ClosureNotice text={text} />);
  return document.querySelector<HTMLElement>("p[data-timeline]");
}

describe.runIf(lastClosureDay >= addDays(today, 2))("ClosureNotice", () => {
  const tomorrow = romeMidnight(addDays(today, 1));

  it("shows the build day's notice without JavaScript, and holds the later ones", () => {
    const notice = render((instant) => (instant < tomorrow ? "Oggi" : "Da domani"));
    expect(notice?.textContent).toBe("Oggi");
    expect(notice?.dataset.index).toBe("0");
    expect(notice?.dataset.texts?.split("\n")).toEqual(["Oggi", "Da domani"]);
  });

  it("is there but hidden when the build day has nothing to announce", () => {
    const notice = render((instant) => (instant < tomorrow ? null : "Da domani"));
    expect(notice?.textContent).toBe("");
    expect(notice?.dataset.index).toBe("-1");
    expect(notice?.className).toContain("data-[index=-1]:hidden");
  });

  it("renders nothing when there is nothing to announce", () => {
    expect(render(() => null)).toBeNull();
    expect(document.body.innerHTML).toBe("");
  });
});
