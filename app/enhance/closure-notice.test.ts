import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Three notices as app/components/closure-notice.tsx renders them: the build
// day's (no start), then two ahead; the build day's visible.
const page = `
  <p data-closure-notice data-until="2026-12-23T23:00:00.000Z">Chiuso dal 24 dicembre</p>
  <p data-closure-notice data-from="2026-12-23T23:00:00.000Z" data-until="2027-01-06T23:00:00.000Z" hidden>Chiuso fino al 6 gennaio</p>
  <p data-closure-notice data-from="2027-02-09T23:00:00.000Z" data-until="2027-02-10T23:00:00.000Z" hidden>Chiuso oggi · Formazione</p>
`;

/** The text of the notices that show. */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-closure-notice]")]
    .filter((notice) => !notice.hidden)
    .map((notice) => notice.textContent);

/** Runs the script as the page does (again each time: it is a module). */
async function runScript() {
  vi.resetModules();
  await import("./closure-notice");
}

describe("the closure notice's script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = page;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("keeps the build day's notice until the next one is due", async () => {
    vi.setSystemTime(new Date("2026-12-20T12:00:00Z"));
    await runScript();
    expect(shown()).toEqual(["Chiuso dal 24 dicembre"]);
  });

  it("keeps it for a clock set before the build", async () => {
    vi.setSystemTime(new Date("2025-01-01T12:00:00Z"));
    await runScript();
    expect(shown()).toEqual(["Chiuso dal 24 dicembre"]);
  });

  it("shows the notice due on the visitor's day, from its first instant", async () => {
    vi.setSystemTime(new Date("2026-12-23T23:00:00Z"));
    await runScript();
    expect(shown()).toEqual(["Chiuso fino al 6 gennaio"]);
  });

  it("shows none between two closures, nor after the last", async () => {
    vi.setSystemTime(new Date("2027-01-20T12:00:00Z"));
    await runScript();
    expect(shown()).toEqual([]);
    vi.setSystemTime(new Date("2027-02-10T23:00:00Z"));
    await runScript();
    expect(shown()).toEqual([]);
  });

  it("follows the clock on a page left open past midnight", async () => {
    vi.setSystemTime(new Date("2026-12-23T22:59:30Z"));
    await runScript();
    expect(shown()).toEqual(["Chiuso dal 24 dicembre"]);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(["Chiuso fino al 6 gennaio"]);
  });

  it("leaves alone the notices it has already done when it runs again", async () => {
    vi.setSystemTime(new Date("2026-12-20T12:00:00Z"));
    await runScript();
    const second = document.querySelectorAll<HTMLElement>("[data-closure-notice]")[1]!;
    second.hidden = false;
    await runScript();
    expect(second.hidden).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });
});
