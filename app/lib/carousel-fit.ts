// From which window width every slide of a carousel is in view at once, so
// that it can be centred and lose its buttons (app/components/carousel.tsx).
// Known from the number of slides alone, when the page is built: CSS does the
// rest, so nothing moves as the page loads.

/** The carousels' breakpoints, narrowest first: how many slides each shows (app/styles/app.css). */
export const slidesInView = [
  { breakpoint: "always", slides: 1 },
  { breakpoint: "tablet", slides: 2 },
  { breakpoint: "lg", slides: 3 },
  { breakpoint: "3xl", slides: 5 },
] as const;

export type FitBreakpoint = (typeof slidesInView)[number]["breakpoint"] | "never";

/** "lg": 3 slides fit from the lg breakpoint up; "never" for more than the widest view shows. */
export function fitsFrom(slideCount: number): FitBreakpoint {
  return slidesInView.find(({ slides }) => slideCount <= slides)?.breakpoint ?? "never";
}
