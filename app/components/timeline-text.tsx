import timelineScript from "virtual:inline-script/timeline";
import type { EncodedTimeline } from "~/lib/timeline";
import { InlineScript } from "./inline-script";

interface TimelineTextProps {
  timeline: EncodedTimeline;
  /** What shows before the script runs, and without JavaScript: "" for nothing. */
  initial?: string;
  className?: string;
}

/**
 * A text that follows the visitor's clock on a page with no React: every text
 * of the coming weeks and when each applies, in data attributes
 * (app/lib/timeline.ts); <TimelineScript /> shows the one due, and again every
 * minute. Give it room for its longest text, so nothing moves when it fills.
 */
export function TimelineText({ timeline, initial = "", className }: TimelineTextProps) {
  return (
    <span
      data-start={timeline.start}
      data-timeline={timeline.steps}
      data-texts={timeline.texts.join("\n")}
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
