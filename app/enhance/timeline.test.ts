// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeTimeline, timelineOf } from "~/lib/timeline";

// A day in Rome in winter (UTC+1), open 9–18, as app/components/timeline-text.tsx
// writes it: the text in a [data-text], beside an icon or not.
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
// Italy's offsets from UTC in 2026 as romeOffsets writes them: summer time from 29 March to 25 October.
const rome = "60 1774746000000 120 1792890000000 60";
const attributes = `data-start="${day.start}" data-timeline="${day.steps}" data-texts="${day.texts.join("\n")}" data-zone="(ora italiana)" data-rome="${rome}"`;
const page = `
  <p><span id="status" ${attributes} data-index="-1"><span data-text></span></span></p>
  <p id="notice" ${attributes} data-index="-1"><svg></svg><span data-text></span></p>
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
    vi.stubEnv("TZ", "Europe/Rome");
    document.body.innerHTML = page;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
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

  it("writes the text beside an icon, keeping the icon", async () => {
    vi.setSystemTime(new Date("2026-12-10T08:00:00Z"));
    await runScript();
    expect(text("notice")).toBe("Aperto ora");
    expect(document.querySelector("#notice svg")).not.toBeNull();
  });

  it("shows nothing before the timeline or after it (-1)", async () => {
    vi.setSystemTime(new Date("2027-03-01T12:00:00Z"));
    await runScript();
    expect(text("status")).toBe("");
    expect(index("status")).toBe("-1");
    vi.setSystemTime(new Date("2026-12-01T12:00:00Z"));
    await runScript();
    expect(text("status")).toBe("");
  });

  it("says «ora italiana» after a time when the visitor's clock is not on Italy's", async () => {
    vi.stubEnv("TZ", "America/New_York");
    vi.setSystemTime(new Date("2026-12-10T07:30:00Z"));
    await runScript();
    expect(text("status")).toBe("Chiuso · riapre oggi alle 9:00 (ora italiana)");
    vi.setSystemTime(new Date("2026-12-10T12:00:00Z"));
    vi.advanceTimersByTime(60_000);
    // No time in it: nothing to add.
    expect(text("status")).toBe("Aperto ora");
  });

  it.each([
    ["Europe/Berlin", "2026-12-10T07:30:00Z", ""],
    ["Africa/Lagos", "2026-12-10T07:30:00Z", ""],
    ["Asia/Tokyo", "2026-12-10T07:30:00Z", " (ora italiana)"],
    ["Europe/London", "2026-12-10T07:30:00Z", " (ora italiana)"],
  ])("on a clock in %s at %s adds «%s»", async (zone, now, added) => {
    vi.stubEnv("TZ", zone);
    vi.setSystemTime(new Date(now));
    await runScript();
    expect(text("status")).toBe(`Chiuso · riapre oggi alle 9:00${added}`);
  });

  it.each([
    ["Europe/Rome", ""],
    ["Europe/London", " (ora italiana)"],
    ["Africa/Lagos", " (ora italiana)"],
  ])("after Italy moves to summer time, on a clock in %s adds «%s»", async (zone, added) => {
    const sunday = encodeTimeline(
      timelineOf(
        [new Date("2026-03-28T23:00:00Z"), new Date("2026-03-29T22:00:00Z")],
        () => "Oggi: 9:00–13:00",
      ),
    );
    document.body.innerHTML = `<p id="today" data-start="${sunday.start}" data-timeline="${sunday.steps}" data-texts="${sunday.texts[0]}" data-zone="(ora italiana)" data-rome="${rome}"><span data-text></span></p>`;
    vi.stubEnv("TZ", zone);
    vi.setSystemTime(new Date("2026-03-29T07:30:00Z"));
    await runScript();
    expect(text("today")).toBe(`Oggi: 9:00–13:00${added}`);
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
