// The timelines of the hours, wired to the owner's content: the rules are tested
// on fixed data in app/lib/hours-now.test.ts and app/lib/timeline.test.ts.
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { romeDate, romeMidnight } from "~/lib/rome-time";
import { formatIntervals } from "~/lib/opening-hours";
import { timelineTextAt } from "~/lib/timeline";
import { buildInstant } from "./closures";
import {
  statusText,
  statusTimeline,
  timelineDays,
  todayHoursText,
  todayHoursTimeline,
  weeklyHoursText,
} from "./hours-now";
import { salon } from "./salon";

const firstDay = romeDate(buildInstant);
const lastDay = addDays(firstDay, timelineDays - 1);
/** Every hour from the build day's midnight to the end of the last day. */
const hours = Array.from(
  { length: timelineDays * 24 },
  (_, index) => new Date(romeMidnight(firstDay).getTime() + index * 3_600_000),
);

describe("the footer's hours of the day", () => {
  it("say the week's without JavaScript, never a day's", () => {
    const text = weeklyHoursText();
    expect(text).toMatch(/^Orari: /);
    expect(text).not.toMatch(/oggi/i);
    // Every open day's hours are in it.
    for (const { intervals } of salon.openingHours) {
      if (intervals.length > 0) expect(text).toContain(formatIntervals(intervals));
    }
  });

  it("say each day's, every hour, until the last day the pages know", () => {
    const timeline = todayHoursTimeline();
    const wrong = hours.filter((hour) => timelineTextAt(timeline, hour) !== todayHoursText(hour));
    expect(wrong).toEqual([]);
    // Past it, the week's hours again.
    expect(timelineTextAt(timeline, romeMidnight(addDays(lastDay, 1)))).toBe(weeklyHoursText());
  });
});

describe("the open-now status (home page and Contatti)", () => {
  it("has Aperto ora as its text 0, for the page to style", () => {
    expect(statusTimeline().texts[0]).toBe("Aperto ora");
  });

  it("says the status of each hour until the last day the pages know, then nothing", () => {
    const timeline = statusTimeline();
    const wrong = hours.filter((hour) => timelineTextAt(timeline, hour) !== statusText(hour));
    expect(wrong).toEqual([]);
    expect(timelineTextAt(timeline, romeMidnight(addDays(lastDay, 1)))).toBeNull();
  });

  it("costs little in the page: a few hundred characters of steps", () => {
    expect(statusTimeline().steps.length).toBeLessThan(timelineDays * 30);
  });
});
