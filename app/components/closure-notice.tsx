import { CalendarX } from "lucide-react";
import { buildInstant } from "~/content/closures";
import { useNowValue } from "~/lib/use-today";

interface ClosureNoticeProps {
  /** The notice for an instant, or null when there is nothing to announce. */
  text: (instant: Date) => string | null;
  className?: string;
}

/**
 * A closure announced to visitors ("Chiuso dal 10 al 21 agosto · Ferie
 * estive"). The prerendered page shows it as of the day of the build; in the
 * browser it follows the visitor's day, so a closure that has ended disappears.
 */
export function ClosureNotice({ text, className = "" }: ClosureNoticeProps) {
  const notice = useNowValue(text, () => text(buildInstant));
  if (notice === null) return null;
  return (
    <p
      className={`flex items-center gap-3 rounded-2xl bg-blush px-4 py-3 font-semibold text-plum ${className}`}
    >
      <CalendarX aria-hidden="true" className="size-5 shrink-0 text-rose-dark" />
      {notice}
    </p>
  );
}
