import timelineScript from "virtual:inline-script/timeline";
import { openingHoursCopy } from "~/content/contatti";
import type { EncodedTimeline } from "~/lib/timeline";
import { InlineScript } from "./inline-script";

interface TimelineTextProps {
  timeline: EncodedTimeline;
  /**
   * What shows before the script runs, without JavaScript, and past the
   * timeline's end: "" for nothing. It must be true on any day.
   */
  initial?: string;
  className?: string;
}

/**
 * A text that follows the visitor's clock on a page with no React: every text
 * of the coming weeks and when each applies, in data attributes
 * (app/lib/timeline.ts); <TimelineScript /> shows the one due, and again every
 * minute, saying "(ora italiana)" after a time when the visitor's clock is not
 * on Italy's time. Give it room for its longest text, so nothing moves when it fills.
 */
export function TimelineText({ timeline, initial = "", className }: TimelineTextProps) {
  return (
    <span
      data-start={timeline.start}
      data-timeline={timeline.steps}
      data-texts={timeline.texts.join("\n")}
      // Put after a time when the visitor's clock does not read Italy's.
      data-zone={openingHoursCopy.italianTime}
      // The script writes the text before React hydrates (on Contatti).
      suppressHydrationWarning
      className={className}
    >
      {initial}
    </span>
  );
}

/**
 * The script of every TimelineText in the page (app/enhance/timeline.ts). The
 * footer renders it, so every page has it once.
 */
export function TimelineScript() {
  return <InlineScript code={timelineScript} />;
}
