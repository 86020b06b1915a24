// What the pages say about the salon's hours on the visitor's clock: the
// open-now status ("Aperto ora", "Chiuso · riapre lunedì alle 9:00") on the
// home page and Contatti, and the footer's "Oggi: 9:00–18:00", each a timeline
// from the build day with the owner's closures and the public holidays.
// Without JavaScript the footer says the week's hours instead: nothing claims
// to be today's. app/enhance/timeline.ts shows, in the browser, the text due.
import { romeDate, romeOffsets } from "../lib/rome-time";
import { midnights, openingChanges, timelineDates, todayHoursLine } from "../lib/hours-now";
import { weekSummary } from "../lib/opening-hours";
import { encodeTimeline, timelineOf, type EncodedTimeline } from "../lib/timeline";
import { buildInstant, closedStatusText } from "./closures";
import { shortDayNames } from "../lib/italian-dates";
import { openingHoursCopy } from "./contatti";
import { salon } from "./salon";

/**
 * How many days from the build the pages know. Past them (no new build for so
 * long: every save in the CMS builds the site) the status and today's hours
 * show nothing rather than guess.
 */
export const timelineDays = 91;

const holidays = { openOnHolidays: salon.openOnHolidays };

const dates = () => timelineDates(romeDate(buildInstant), timelineDays);

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

let offsetsCache: string | undefined;

/**
 * Italy's offset from UTC over the timelines' days, for the script to tell whether the
 * visitor's clock reads Italy's time (app/enhance/timeline.ts, "(ora italiana)").
 */
export function italianOffsets(): string {
  return (offsetsCache ??= romeOffsets(buildInstant, timelineDays + 1));
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
