import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeTimeline, timelineOf } from "~/lib/timeline";

// A day in Rome in winter (UTC+1), open 9–18, as app/components/timeline-text.tsx
// writes it: the status with no text before the script runs, today's hours with
// the build day's.
const day = encodeTimeline(
  timelineOf(
    [
      new Date("2026-12-09T23:00:00Z"),
      new Date("2026-12-10T08:00:00Z"),
      new Date("2026-12-10T17:00:00Z"),
      new Date("2026-12-10T23:00:00Z"),
    ],
    (instant) => {
      const hour = (instant.getUTCHours() + 1) % 24;
      if (hour >= 9 && hour < 18) return "Aperto ora";
      return hour < 9 ? "Chiuso · riapre oggi alle 9:00" : "Chiuso · riapre domani alle 9:00";
    },
  ),
  ["Aperto ora"],
);
const attributes = `data-start="${day.start}" data-timeline="${day.steps}" data-texts="${day.texts.join("\n")}"`;
const page = `
  <p><span id="status" ${attributes}></span></p>
  <p><span id="today" ${attributes}>Oggi: 9:00–18:00</span></p>
`;

const text = (id: string) => document.getElementById(id)!.textContent;
const index = (id: string) => document.getElementById(id)!.dataset.index;

/** Runs the script as the page does (again each time: it is a module). */
async function runScript() {
  vi.resetModules();
  await import("./timeline");
}

describe("the timeline script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = page;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it.each([
    ["before opening", "2026-12-10T07:30:00Z", "Chiuso · riapre oggi alle 9:00", "1"],
    ["at opening", "2026-12-10T08:00:00Z", "Aperto ora", "0"],
    ["after closing", "2026-12-10T19:00:00Z", "Chiuso · riapre domani alle 9:00", "2"],
  ])("shows the text due %s, and which one it is", async (_, now, expected, expectedIndex) => {
    vi.setSystemTime(new Date(now));
    await runScript();
    expect(text("status")).toBe(expected);
    expect(index("status")).toBe(expectedIndex);
  });

  it("shows nothing outside the timeline, even where the build wrote a text", async () => {
    vi.setSystemTime(new Date("2027-03-01T12:00:00Z"));
    await runScript();
    expect(text("status")).toBe("");
    expect(text("today")).toBe("");
    expect(index("today")).toBe("-1");
  });

  it("follows the clock on a page left open", async () => {
    vi.setSystemTime(new Date("2026-12-10T07:59:30Z"));
    await runScript();
    expect(text("status")).toBe("Chiuso · riapre oggi alle 9:00");
    vi.advanceTimersByTime(60_000);
    expect(text("status")).toBe("Aperto ora");
  });

  it("leaves alone what it has already done when it runs again", async () => {
    vi.setSystemTime(new Date("2026-12-10T12:00:00Z"));
    await runScript();
    await runScript();
    expect(vi.getTimerCount()).toBe(1);
  });
});
