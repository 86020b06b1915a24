// The salon's closures and public holidays as the pages announce them, from
// content/salon.json: the rules are in app/lib/closures.ts.
import {
  closureNoticeText,
  italianDateWithArticle,
  nextClosure,
  reopensText,
  romeDate,
  salonStatusAt,
  specialOpeningHours,
  upcomingClosure,
} from "../lib/closures";
import { salon } from "./salon";

const holidays = { openOnHolidays: salon.openOnHolidays };

/** The Italian date the site was built on: what the prerendered pages say before JavaScript runs. */
export const buildInstant = new Date();

/** The badge: null when open, else a short line such as "Chiuso · riapre lunedì alle 9:00". */
export function closedStatusText(instant: Date): string | null {
  const status = salonStatusAt(instant, salon.openingHours, salon.closures, holidays);
  if (status.state === "open") return null;
  if (status.closedFor) {
    const { until } = status.closedFor;
    return until === status.date
      ? `Chiuso oggi · ${status.closedFor.reason}`
      : `Chiuso fino ${italianDateWithArticle("a", until, Number(status.date.slice(0, 4)))}`;
  }
  return status.reopens ? `Chiuso · ${reopensText(status.reopens, status.date)}` : "Chiuso";
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

/** The closed days of the coming year, for the JSON-LD. */
export function closedDaysSpecification() {
  return specialOpeningHours(salon.closures, holidays, romeDate(buildInstant));
}
