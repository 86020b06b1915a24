// The salon's closures and public holidays as the pages announce them, from
// content/salon.json: the rules are in app/lib (closures.ts, salon-status.ts).
import { daysBetween } from "../lib/calendar";
import {
  closureNoticeText,
  nextClosure,
  specialOpeningHours,
  upcomingClosure,
} from "../lib/closures";
import { midnights, timelineDates } from "../lib/hours-now";
import { romeDate } from "../lib/rome-time";
import { closedStatusText as closedStatusTextAt } from "../lib/salon-status";
import { encodeTimeline, timelineOf, type EncodedTimeline } from "../lib/timeline";
import { salon } from "./salon";

const holidays = { openOnHolidays: salon.openOnHolidays };

/**
 * When the site was built: what the prerendered pages say before JavaScript
 * runs, and where their timelines start. vite.config.ts gives it to the
 * prerender only, which writes it into every page (<html data-built>,
 * app/root.tsx); the browser's code reads it from there, so a page that
 * hydrates renders what was prerendered and the script files stay the same
 * from one build to the next.
 */
export const buildInstant = new Date(
  import.meta.env.BUILD_TIME ??
    (typeof document === "undefined" ? undefined : document.documentElement.dataset.built) ??
    Date.now(),
);

/** The badge: null when open, else closed and when it reopens (app/lib/salon-status.ts). */
export function closedStatusText(instant: Date): string | null {
  return closedStatusTextAt(instant, salon.openingHours, salon.closures, holidays);
}

/** Contatti, above the hours: the closure under way or the next one, however far. */
export function nextClosureText(instant: Date): string | null {
  const closure = nextClosure(instant, salon.closures);
  return closure ? closureNoticeText(closure, romeDate(instant)) : null;
}

/** Home: the closure under way, or the next one from `closureNoticeDays` days before. */
export function homeClosureText(instant: Date): string | null {
  const closure = upcomingClosure(instant, salon.closures, salon.closureNoticeDays);
  return closure ? closureNoticeText(closure, romeDate(instant)) : null;
}

/** The last day of the owner's last closure: no closure notice after it. */
const lastClosureDay = salon.closures.reduce((last, { to }) => (to > last ? to : last), "");

/**
 * The notices `textAt` (homeClosureText, nextClosureText) gives day by day,
 * from the build to the end of the last closure however far (a notice changes
 * only at midnight): no text at all when no closure is ahead.
 */
export function closureNoticeTimeline(textAt: (instant: Date) => string | null): EncodedTimeline {
  const buildDay = romeDate(buildInstant);
  if (lastClosureDay < buildDay) return encodeTimeline([]);
  const days = timelineDates(buildDay, daysBetween(buildDay, lastClosureDay) + 1);
  return encodeTimeline(timelineOf(midnights(days), textAt));
}

/** The closed days of the coming year, for the JSON-LD. */
export function closedDaysSpecification() {
  return specialOpeningHours(salon.closures, holidays, romeDate(buildInstant));
}
