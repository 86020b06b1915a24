// The one way a page shows text that follows the visitor's clock, with or
// without React (docs/decisions/0024): the open-now status, the footer's
// "Oggi: 9:00–18:00", the closure notices. The build knows every text the coming weeks bring and the
// instant each starts; the page holds them in a few attributes and a few lines
// of inline script (app/enhance/timeline.ts) show the one due on the visitor's
// clock. Written small: the home page's first response must stay within 14 KB.

/** One text and when it starts; it lasts until the next step. */
export interface TimelineStep {
  at: Date;
  /** null: nothing to show. */
  text: string | null;
}

/**
 * The runs of the same text, reading `textAt` at each of `instants`, which
 * must include every instant where the text may change. The last instant ends
 * the timeline: after it shows `afterwards`, a text true on any day, or
 * nothing (the page cannot know).
 */
export function timelineOf(
  instants: readonly Date[],
  textAt: (instant: Date) => string | null,
  afterwards: string | null = null,
): TimelineStep[] {
  const times = [...new Set(instants.map((instant) => instant.getTime()))].sort((a, b) => a - b);
  const steps: TimelineStep[] = [];
  times.forEach((time, index) => {
    const text = index === times.length - 1 ? afterwards : textAt(new Date(time));
    if (steps.length > 0 && steps.at(-1)!.text === text) return;
    steps.push({ at: new Date(time), text });
  });
  return steps;
}

/** A timeline as the page carries it (data-start, data-timeline, data-texts). */
export interface EncodedTimeline {
  /** The first step's instant, in milliseconds since 1970. */
  start: number;
  /**
   * One "minutes:index" per step, space-separated: minutes since the step
   * before (since `start` for the first), and which text shows, -1 for none.
   * Spans between the same hours repeat week after week, so gzip makes the
   * weeks after the first almost free.
   */
  steps: string;
  /** Each text once; `first` ones in front, in their order, so a page can style them by index. */
  texts: string[];
}

const minute = 60_000;

export function encodeTimeline(
  steps: readonly TimelineStep[],
  first: readonly string[] = [],
): EncodedTimeline {
  const texts = [...first];
  const encoded: string[] = [];
  let previous = steps[0]?.at.getTime() ?? 0;
  for (const { at, text } of steps) {
    const minutes = (at.getTime() - previous) / minute;
    if (!Number.isInteger(minutes))
      throw new Error(`A timeline step off the minute: ${at.toISOString()}`);
    // One line per text in the page: a line break inside one would split it.
    const line = text?.replace(/\s+/g, " ");
    let index = line === undefined ? -1 : texts.indexOf(line);
    if (line !== undefined && index < 0) index = texts.push(line) - 1;
    encoded.push(`${minutes}:${index}`);
    previous = at.getTime();
  }
  return { start: steps[0]?.at.getTime() ?? 0, steps: encoded.join(" "), texts };
}

/**
 * The index of the text due at an instant, -1 for none (before the first step,
 * after the last, or a step with nothing). app/enhance/timeline.ts does the same
 * in the browser.
 */
export function timelineIndexAt({ start, steps }: EncodedTimeline, instant: Date): number {
  const now = instant.getTime();
  let at = start;
  let due = -1;
  for (const step of steps.split(" ")) {
    const [minutes = 0, index = -1] = step.split(":").map(Number);
    at += minutes * minute;
    if (at > now) break;
    due = index;
  }
  return due;
}

/** The text due at an instant, or null. */
export function timelineTextAt(timeline: EncodedTimeline, instant: Date): string | null {
  return timeline.texts[timelineIndexAt(timeline, instant)] ?? null;
}
