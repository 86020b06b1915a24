import { CalendarX } from "lucide-react";
import { buildInstant } from "~/model/timeline";
import { timelineTextAt } from "~/lib/timeline";
import { TimelineText } from "~/components/timeline-text";
import { closureNoticeTimeline } from "./model";

interface ClosureNoticeProps {
  /** The notice for an instant, or null when there is nothing to announce. */
  text: (instant: Date) => string | null;
  className?: string;
}

/**
 * A closure announced to visitors ("Chiuso dal 10 al 21 agosto · Ferie
 * estive"), day by day from the build to the end of the last closure: the
 * build day's without JavaScript, the visitor's day with it, so a closure
 * that has ended disappears.
 */
export function ClosureNotice({ text, className = "" }: ClosureNoticeProps) {
  const timeline = closureNoticeTimeline(text);
  if (timeline.texts.length === 0) return null;
  return (
    <TimelineText
      as="p"
      timeline={timeline}
      initial={timelineTextAt(timeline, buildInstant) ?? ""}
      icon={<CalendarX aria-hidden="true" className="size-5 shrink-0 text-rose-dark" />}
      className={`flex items-center gap-3 rounded-2xl bg-blush px-4 py-3 font-semibold text-plum data-[index=-1]:hidden ${className}`}
    />
  );
}
