import { CalendarX } from "lucide-react";
import closureNoticeScript from "virtual:inline-script/closure-notice";
import { buildInstant, closureNoticeSchedule } from "~/content/closures";
import { noticeDueAt } from "~/lib/closures";
import { InlineScript } from "./inline-script";

interface ClosureNoticeProps {
  /** The notice for an instant, or null when there is nothing to announce. */
  text: (instant: Date) => string | null;
  className?: string;
}

/**
 * A closure announced to visitors ("Chiuso dal 10 al 21 agosto · Ferie
 * estive"). The page holds every notice due from the build to the end of the
 * last closure, the build day's visible; a few lines of script
 * (app/enhance/closure-notice.ts) show the one due on the visitor's day, with
 * or without React, so a closure that has ended disappears.
 */
export function ClosureNotice({ text, className = "" }: ClosureNoticeProps) {
  const notices = closureNoticeSchedule(text);
  if (notices.length === 0) return null;
  const due = noticeDueAt(notices, buildInstant);
  return (
    <>
      {notices.map((notice) => (
        <p
          key={notice.until.toISOString()}
          data-closure-notice
          data-from={notice.from?.toISOString()}
          data-until={notice.until.toISOString()}
          hidden={notice !== due}
          // The script decides what shows, before React hydrates (where it does).
          suppressHydrationWarning
          className={`flex items-center gap-3 rounded-2xl bg-blush px-4 py-3 font-semibold text-plum ${className}`}
        >
          <CalendarX aria-hidden="true" className="size-5 shrink-0 text-rose-dark" />
          {notice.text}
        </p>
      ))}
      <InlineScript code={closureNoticeScript} />
    </>
  );
}
