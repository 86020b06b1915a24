// The salon's closures and public holidays as the pages announce them, from
// content/salon.json: the rules are in app/lib/closures.ts.
import {
  closedStatusLine,
  closureNoticeText,
  nextClosure,
  romeDate,
  salonStatusAt,
  scheduleNotices,
  specialOpeningHours,
  upcomingClosure,
  type ScheduledNotice,
} from "../lib/closures";
import { salon } from "./salon";

const holidays = { openOnHolidays: salon.openOnHolidays };

/**
 * When the site was built: what the prerendered pages say before JavaScript
 * runs. vite.config.ts gives it to the prerender only, which writes it into
 * every page (<html data-built>, app/root.tsx); the browser's code reads it from
 * there, so a page that hydrates renders what was prerendered and the script
 * files stay the same from one build to the next.
 */
export const buildInstant = new Date(
  import.meta.env.BUILD_TIME ??
    (typeof document === "undefined" ? undefined : document.documentElement.dataset.built) ??
    Date.now(),
);

/**
 * The badge: null when open, else a short line that says when the salon
 * reopens: "Chiuso · riapre lunedì alle 9:00", and on a public holiday its
 * name: "Chiuso · Natale · riapre lunedì alle 9:00" (app/lib/closures.ts,
 * closedStatusLine). An owner's closure is not named: wherever the badge
 * shows, its notice (dates and reason) is there too.
 */
export function closedStatusText(instant: Date): string | null {
  const status = salonStatusAt(instant, salon.openingHours, salon.closures, holidays);
  if (status.state === "open") return null;
  const announced = status.closedFor?.kind === "closure" && status.reopens;
  return closedStatusLine(announced ? { ...status, closedFor: undefined } : status);
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
 * Every notice `textAt` (homeClosureText, nextClosureText) gives from the build
 * to the end of the last closure, for the page to hold them all
 * (app/components/closure-notice.tsx).
 */
export function closureNoticeSchedule(textAt: (instant: Date) => string | null): ScheduledNotice[] {
  return scheduleNotices(buildInstant, lastClosureDay, textAt);
}

/** The closed days of the coming year, for the JSON-LD. */
export function closedDaysSpecification() {
  return specialOpeningHours(salon.closures, holidays, romeDate(buildInstant));
}
