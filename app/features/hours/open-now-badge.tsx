import { Clock } from "lucide-react";
import { TimelineText } from "~/components/timeline-text";
import { statusTimeline } from "./model";

/**
 * "Aperto ora", or closed and when it reopens ("Chiuso · riapre lunedì alle
 * 9:00", "Chiuso · Natale · riapre lunedì alle 9:00"), on the visitor's clock
 * in Italian time, by the footer's timeline script: no React needed. Without
 * JavaScript it keeps its room, empty, so nothing moves when it fills; only a
 * long line may take two lines on a phone, rather than run out of the card.
 */
export function OpenNowBadge() {
  return (
    <TimelineText
      timeline={statusTimeline()}
      icon={<Clock aria-hidden="true" className="size-4 shrink-0" />}
      className="inline-flex min-h-8 items-center gap-2 rounded-2xl bg-blush px-4 py-1.5 text-sm leading-5 font-semibold text-balance text-plum data-[index=-1]:invisible data-[index=0]:bg-rose data-[index=0]:text-white"
    />
  );
}
