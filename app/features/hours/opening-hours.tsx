import { dayLabels } from "~/lib/italian-dates";
import { salon } from "~/model/salon";
import { ClosureNotice } from "./closure-notice";
import { formatIntervals } from "./hours-text";
import { nextClosureText, openingHoursCopy } from "./model";
import { OpenNowBadge } from "./open-now-badge";

/**
 * The week as the salon lists it (days left out of content/salon.json are not
 * shown), with the open-now badge and the next closure the owner announced.
 */
export function OpeningHours() {
  return (
    <section aria-labelledby="orari" className="rounded-3xl bg-white p-6 shadow-sm md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="orari" className="font-display text-3xl font-semibold">
          {openingHoursCopy.heading}
        </h2>
        <OpenNowBadge />
      </div>
      <ClosureNotice text={nextClosureText} className="mt-6" />
      <dl className="mt-6 divide-y divide-blush">
        {salon.openingHours.map(({ day, intervals }) => (
          <div key={day} className="flex justify-between gap-4 py-3">
            <dt className="font-semibold">{dayLabels[day]}</dt>
            <dd className={intervals.length > 0 ? "tabular-nums" : "text-muted"}>
              {formatIntervals(intervals) || openingHoursCopy.closed}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
