import type { ReactNode } from "react";
import timelineScript from "virtual:inline-script/timeline";
import { italianOffsets, italianTimeNote } from "~/model/timeline";
import type { EncodedTimeline } from "~/lib/timeline";
import { InlineScript } from "./inline-script";

interface TimelineTextProps {
  timeline: EncodedTimeline;
  /**
   * What shows before the script runs and without JavaScript: "" for nothing.
   * It must be true on any day, or be the text due at the build (a notice).
   */
  initial?: string;
  /** Before the text, kept when the text changes. */
  icon?: ReactNode;
  as?: "span" | "p";
  /** Style by which text shows with data-[index=N]: -1 for none. */
  className?: string;
}

/**
 * The data attributes the timeline script reads, for an element that holds its
 * [data-text] further inside (an offer: the card is shown or hidden by
 * data-index, its last day is the text). TimelineText is the usual way.
 */
export function timelineAttributes(timeline: EncodedTimeline, initial = "") {
  return {
    "data-start": timeline.start,
    "data-timeline": timeline.steps,
    "data-texts": timeline.texts.join("\n"),
    "data-index": initial ? timeline.texts.indexOf(initial) : -1,
  };
}

/**
 * A text that follows the visitor's clock, with or without React
 * (docs/decisions/0024): every text of the coming weeks and when each
 * applies, in data attributes (app/lib/timeline.ts); <TimelineScript /> shows
 * the one due, and again every minute, saying "(ora italiana)" after a time
 * when the visitor's clock is not on Italy's time. Give it room for its
 * longest text, so nothing moves when it fills.
 */
export function TimelineText({
  timeline,
  initial = "",
  icon,
  as: Tag = "span",
  className,
}: TimelineTextProps) {
  return (
    <Tag
      {...timelineAttributes(timeline, initial)}
      // Put after a time when the visitor's clock does not read Italy's: Italy's offsets from UTC.
      data-zone={italianTimeNote}
      data-rome={italianOffsets()}
      // The script sets data-index before React hydrates (where it does).
      suppressHydrationWarning
      className={className}
    >
      {icon}
      <span data-text suppressHydrationWarning>
        {initial}
      </span>
    </Tag>
  );
}

/**
 * The script of every TimelineText in the page (app/enhance/timeline.ts). The
 * footer renders it, so every page has it once.
 */
export function TimelineScript() {
  return <InlineScript code={timelineScript} />;
}
