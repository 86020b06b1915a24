// The build's side of the texts that follow the visitor's clock (app/lib/timeline.ts,
// decision 0024), shared by every feature that shows one: when the site was built,
// and how many days from then the pages know.
import { romeOffsets } from "../lib/rome-time";

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

/**
 * How many days from the build the pages know. Past them (no new build for so
 * long: every save in the CMS builds the site) the status and today's hours
 * show nothing rather than guess.
 */
export const timelineDays = 91;

/** After a time, for a visitor whose clock does not read Italy's time (timeline-text.tsx). */
export const italianTimeNote = "(ora italiana)";

let offsetsCache: string | undefined;

/**
 * Italy's offset from UTC over the timelines' days, for the script to tell whether the
 * visitor's clock reads Italy's time (app/enhance/timeline.ts, "(ora italiana)").
 */
export function italianOffsets(): string {
  return (offsetsCache ??= romeOffsets(buildInstant, timelineDays + 1));
}
