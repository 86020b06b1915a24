// What the pages say about the salon's hours, from content/salon.json, on the
// visitor's clock: the open-now status ("Aperto ora", "Chiuso · riapre lunedì
// alle 9:00") on the home page and Contatti, the footer's "Oggi: 9:00–18:00",
// and the closures and public holidays as the pages announce them, each a
// timeline from the build day (app/lib/timeline.ts). Without JavaScript the
// footer says the week's hours instead: nothing claims to be today's.
// app/enhance/timeline.ts shows, in the browser, the text due.
import data from "virtual:content/contatti";
import { daysBetween } from "../../lib/calendar";
import { shortDayNames } from "../../lib/italian-dates";
import { romeDate } from "../../lib/rome-time";
import { encodeTimeline, timelineOf, type EncodedTimeline } from "../../lib/timeline";
import { salon } from "../../model/salon";
import { buildInstant, timelineDays } from "../../model/timeline";
import { closureNoticeText, nextClosure, specialOpeningHours, upcomingClosure } from "./closures";
import { midnights, openingChanges, timelineDates, todayHoursLine } from "./hours-now";
import { weekSummary } from "./hours-text";
import { closedStatusText as closedStatusTextAt } from "./salon-status";

/** The hours' words: Contatti's heading for them is content (content/contatti.json). */
export const openingHoursCopy = {
  heading: data.hoursHeading,
  closed: "Chiuso",
  openNow: "Aperto ora",
  /** Before the week in one line (the footer's, without JavaScript). */
  week: "Orari:",
} as const;

const holidays = { openOnHolidays: salon.openOnHolidays };

const dates = () => timelineDates(romeDate(buildInstant), timelineDays);

/** The badge: null when open, else closed and when it reopens (salon-status.ts). */
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

/** The footer's line for the day of an instant, in Italy. */
export function todayHoursText(instant: Date): string {
  return todayHoursLine(instant, salon.openingHours, salon.closures, holidays);
}

let todayTimeline: EncodedTimeline | undefined;

/** Today's hours, day by day from the build; past the last day, the week's. */
export function todayHoursTimeline(): EncodedTimeline {
  return (todayTimeline ??= encodeTimeline(
    timelineOf(midnights(dates()), todayHoursText, weeklyHoursText()),
  ));
}

/**
 * What the footer says before any script runs, and past the timeline: the
 * week's hours, true on any day ("Oggi" would be the build day's).
 */
export function weeklyHoursText(): string {
  return `${openingHoursCopy.week} ${weekSummary(salon.openingHours, shortDayNames)}`;
}

/** "Aperto ora", or closed and when it reopens (closedStatusText). */
export function statusText(instant: Date): string {
  return closedStatusText(instant) ?? openingHoursCopy.openNow;
}

let statusTimelineCache: EncodedTimeline | undefined;

/**
 * The open-now status from the build, on the home page and Contatti: it changes at each opening and
 * closing, and at midnight. "Aperto ora" is always text 0, so the page can
 * style it apart.
 */
export function statusTimeline(): EncodedTimeline {
  return (statusTimelineCache ??= encodeTimeline(
    timelineOf(openingChanges(dates(), salon.openingHours), statusText),
    [openingHoursCopy.openNow],
  ));
}
