import { TimelineText } from "~/components/timeline-text";
import { todayHoursTimeline, weeklyHoursText } from "./model";

/** The footer's "Oggi: 9:00–18:00" on the visitor's day; the week's hours without JavaScript. */
export function TodayHours() {
  return <TimelineText timeline={todayHoursTimeline()} initial={weeklyHoursText()} />;
}
