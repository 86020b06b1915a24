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
const attributes = `data-start="${day.start}" data-timeline="${day.steps}" data-texts="${day.texts.join("\n")}" data-zone="(ora italiana)"`;
const page = `
  <p><span id="status" ${attributes}></span></p>
  <p><span id="week" ${attributes}>Orari: lun 9:00–18:00</span></p>
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

  it("leaves what the build wrote outside the timeline (the week's hours, or nothing)", async () => {
    vi.setSystemTime(new Date("2027-03-01T12:00:00Z"));
    await runScript();
    expect(text("status")).toBe("");
    expect(text("week")).toBe("Orari: lun 9:00–18:00");
    expect(index("week")).toBe("-1");
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

  it("says nothing more on a clock that reads Italy's time, in another zone too", async () => {
    vi.stubEnv("TZ", "Europe/Berlin");
    vi.setSystemTime(new Date("2026-12-10T07:30:00Z"));
    await runScript();
    expect(text("status")).toBe("Chiuso · riapre oggi alle 9:00");
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
