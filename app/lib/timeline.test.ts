import { describe, expect, it } from "vitest";
import {
  encodeTimeline,
  timelineIndexAt,
  timelineOf,
  timelineTextAt,
  type TimelineStep,
} from "./timeline";

const at = (iso: string) => new Date(iso);

// A made-up day in Rome (winter, UTC+1): open 9–18.
const instants = [
  at("2026-12-09T23:00:00Z"), // midnight
  at("2026-12-10T08:00:00Z"), // 9:00
  at("2026-12-10T17:00:00Z"), // 18:00
  at("2026-12-10T23:00:00Z"), // next midnight: the end
];
const textAt = (instant: Date) => {
  const hour = (instant.getUTCHours() + 1) % 24;
  if (hour >= 9 && hour < 18) return "Aperto ora";
  return hour < 9 ? "Chiuso · riapre oggi alle 9:00" : "Chiuso · riapre domani alle 9:00";
};

describe("timelineOf", () => {
  it("keeps one step per change, and ends with nothing at the last instant", () => {
    expect(timelineOf(instants, textAt)).toEqual([
      { at: instants[0], text: "Chiuso · riapre oggi alle 9:00" },
      { at: instants[1], text: "Aperto ora" },
      { at: instants[2], text: "Chiuso · riapre domani alle 9:00" },
      { at: instants[3], text: null },
    ]);
  });

  it("merges instants where the text stays the same, in any order, and repeated ones", () => {
    const same = () => "Oggi: chiuso";
    expect(
      timelineOf([instants[2]!, instants[0]!, instants[1]!, instants[0]!, instants[3]!], same),
    ).toEqual([
      { at: instants[0], text: "Oggi: chiuso" },
      { at: instants[3], text: null },
    ]);
  });

  it("ends with the text given for afterwards, true on any day", () => {
    expect(timelineOf(instants, textAt, "Orari: lun 9:00–18:00").at(-1)).toEqual({
      at: instants[3],
      text: "Orari: lun 9:00–18:00",
    });
  });
});

describe("encodeTimeline", () => {
  const steps = timelineOf(instants, textAt);

  it("writes minutes since the step before and the text's index, each text once", () => {
    expect(encodeTimeline(steps)).toEqual({
      start: instants[0]!.getTime(),
      steps: "0:0 540:1 540:2 360:-1",
      texts: ["Chiuso · riapre oggi alle 9:00", "Aperto ora", "Chiuso · riapre domani alle 9:00"],
    });
  });

  it("puts the pinned texts first, used or not", () => {
    expect(encodeTimeline(steps, ["Aperto ora", "Mai usato"])).toEqual({
      start: instants[0]!.getTime(),
      steps: "0:2 540:0 540:3 360:-1",
      texts: [
        "Aperto ora",
        "Mai usato",
        "Chiuso · riapre oggi alle 9:00",
        "Chiuso · riapre domani alle 9:00",
      ],
    });
  });

  it("keeps each text on one line", () => {
    const broken: TimelineStep[] = [
      { at: instants[0]!, text: "Oggi: chiuso ·\nFerie" },
      { at: instants[3]!, text: null },
    ];
    expect(encodeTimeline(broken).texts).toEqual(["Oggi: chiuso · Ferie"]);
  });

  it("refuses a step that is not on the minute", () => {
    expect(() =>
      encodeTimeline([
        { at: instants[0]!, text: "a" },
        { at: new Date(instants[0]!.getTime() + 1500), text: "b" },
      ]),
    ).toThrow(/off the minute/);
  });
});

describe("timelineTextAt", () => {
  const timeline = encodeTimeline(timelineOf(instants, textAt));

  it.each([
    ["at the first instant", "2026-12-09T23:00:00Z", "Chiuso · riapre oggi alle 9:00"],
    ["a minute before opening", "2026-12-10T07:59:00Z", "Chiuso · riapre oggi alle 9:00"],
    ["at opening", "2026-12-10T08:00:00Z", "Aperto ora"],
    ["a second before closing", "2026-12-10T16:59:59Z", "Aperto ora"],
    ["at closing", "2026-12-10T17:00:00Z", "Chiuso · riapre domani alle 9:00"],
    ["before the timeline", "2026-12-09T22:59:59Z", null],
    ["at its end", "2026-12-10T23:00:00Z", null],
    ["long after", "2027-06-01T12:00:00Z", null],
  ])("%s", (_, instant, expected) => {
    expect(timelineTextAt(timeline, at(instant))).toBe(expected);
  });

  it("gives -1 for nothing", () => {
    expect(timelineIndexAt(timeline, at("2027-06-01T12:00:00Z"))).toBe(-1);
  });
});
