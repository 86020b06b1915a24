import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, type ReactNode } from "react";
import carouselScript from "virtual:inline-script/carousel";
import { carouselCopy } from "~/model/carousel";
import { fitsFrom, slidesInView, type FitBreakpoint } from "~/lib/carousel-fit";
import { InlineScript } from "./inline-script";

/**
 * Where every slide is in view at once: the row is centred and the buttons,
 * which could move nothing, do not show. Whole class names, for Tailwind to find.
 */
const whenAllFit = {
  always: { row: "justify-center", buttons: "hidden" },
  tablet: { row: "tablet:justify-center", buttons: "tablet:hidden" },
  lg: { row: "lg:justify-center", buttons: "lg:hidden" },
  "3xl": { row: "3xl:justify-center", buttons: "3xl:hidden" },
  never: { row: "", buttons: "" },
} as const satisfies Record<FitBreakpoint, { row: string; buttons: string }>;

/**
 * The position as the page starts, at the first slide: one text per number of slides
 * in view, each shown only at its own widths, so it is right from the first paint.
 */
const shownAt = {
  always: "tablet:hidden",
  tablet: "hidden tablet:inline lg:hidden",
  lg: "hidden lg:inline 3xl:hidden",
  "3xl": "hidden 3xl:inline",
} as const satisfies Record<(typeof slidesInView)[number]["breakpoint"], string>;

/** "I nostri macchinari" → "carosello-i-nostri-macchinari": the carousel's label is unique on its page. */
function idFor(label: string): string {
  const slug = label
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `carosello-${slug}`;
}

interface CarouselProps {
  /** What the carousel shows, e.g. "I nostri macchinari": its accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A row of slides the browser scrolls and snaps by itself (CSS scroll snap,
 * docs/decisions/0012-carousel-scroll-snap.md): 1 in view below 700 px, 2 up to
 * 1023 px, 3 up to 2999 px, 5 from 3000 px. A swipe moves it one slide, natively;
 * without JavaScript every slide can still be scrolled to. The buttons (each
 * disabled at its end of the row), the position between them ("1–3 di 4"), the
 * arrow keys, the mouse drag and the inert slides out of view come from
 * app/enhance/carousel.ts: a page with carousels renders <CarouselScript /> once.
 * Wherever every slide is in view at once, the row is centred and has no buttons
 * nor position: decided from the number of slides, in CSS, so nothing moves as the
 * page loads. Plain markup, no hooks: it works on pages that ship no React. No autoplay.
 */
export function Carousel({ label, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const fit = whenAllFit[fitsFrom(slides.length)];
  const id = idFor(label);
  return (
    // Arrow keys pressed on the carousel's own buttons and slides move it too (the script).
    <section
      data-carousel
      aria-roledescription={carouselCopy.roleDescription}
      aria-label={label}
      // The script marks it and its slides (data-enhanced, inert) before React hydrates, where it does.
      suppressHydrationWarning
      className="mx-auto w-full max-w-6xl 3xl:max-w-none"
    >
      <div
        data-carousel-slides
        // Focusable, so the arrow keys scroll it even without JavaScript (a scrollable
        // region must be reachable from the keyboard: WCAG 2.1.1, axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        suppressHydrationWarning
        // The scrollbar shows only without JavaScript, where there are no buttons;
        // while dragged with a mouse (data-drag), snapping waits until the row settles.
        className={`flex snap-x snap-mandatory scrollbar-none overflow-x-auto overflow-y-hidden overscroll-x-contain scroll-smooth data-drag:snap-none data-[drag=move]:scroll-auto data-[drag=move]:select-none motion-reduce:scroll-auto noscript:scrollbar-auto ${fit.row}`}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={carouselCopy.slideRoleDescription}
            aria-label={carouselCopy.position(index + 1, slides.length)}
            suppressHydrationWarning
            className="flex min-w-0 shrink-0 grow-0 basis-full snap-start snap-always justify-center tablet:basis-1/2 lg:basis-1/3 3xl:basis-1/5"
          >
            {slide}
          </div>
        ))}
      </div>
      {/* Without JavaScript the buttons could do nothing and the position could not
          follow the row: neither shows, and the row's own scrollbar says where it is.
          A single slide never moves: no buttons at all. */}
      {slides.length > 1 && (
        <div
          className={`mt-6 flex items-center justify-center gap-4 noscript:hidden ${fit.buttons}`}
        >
          <CarouselButton label={carouselCopy.previous} step={-1} disabled why={`${id}-inizio`}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </CarouselButton>
          {/* Seen: "1–3 di 4"; heard, once a move has ended (the script): "Elementi da 1 a 3 di 4". */}
          <p className="min-w-20 text-center font-semibold text-muted tabular-nums">
            <span
              aria-hidden="true"
              data-carousel-shown
              data-one={carouselCopy.shown("{first}", "{first}", slides.length)}
              data-range={carouselCopy.shown("{first}", "{last}", slides.length)}
              suppressHydrationWarning
            >
              {slidesInView.map(({ breakpoint, slides: inView }) => (
                <span key={breakpoint} className={shownAt[breakpoint]}>
                  {carouselCopy.shown(1, Math.min(inView, slides.length), slides.length)}
                </span>
              ))}
            </span>
            <span
              role="status"
              className="sr-only"
              data-carousel-spoken
              data-one={carouselCopy.spoken("{first}", "{first}", slides.length)}
              data-range={carouselCopy.spoken("{first}", "{last}", slides.length)}
              suppressHydrationWarning
            />
          </p>
          <CarouselButton label={carouselCopy.next} step={1} disabled={false} why={`${id}-fine`}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </CarouselButton>
          <span hidden id={`${id}-inizio`}>
            {carouselCopy.atStart}
          </span>
          <span hidden id={`${id}-fine`}>
            {carouselCopy.atEnd}
          </span>
        </div>
      )}
    </section>
  );
}

/** The carousels' script (app/enhance/carousel.ts): once per page, for all its carousels. */
export function CarouselScript() {
  return <InlineScript code={carouselScript} />;
}

interface CarouselButtonProps {
  label: string;
  /** -1 for the previous slide, 1 for the next. */
  step: -1 | 1;
  /** As the page starts, at the first slide; the script keeps it up to date. */
  disabled: boolean;
  /** The id of the text that says why it does nothing, when it does nothing. */
  why: string;
  children: ReactNode;
}

function CarouselButton({ label, step, disabled, why, children }: CarouselButtonProps) {
  return (
    <button
      type="button"
      data-carousel-step={step}
      data-why={why}
      // aria-disabled, not disabled: the button keeps focus at either end of the row,
      // and its description says why it does nothing there.
      aria-disabled={disabled}
      aria-describedby={disabled ? why : undefined}
      aria-label={label}
      suppressHydrationWarning
      className="grid size-12 place-items-center rounded-full border border-rose bg-white text-rose-dark shadow-sm transition-colors hover:bg-blush aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:border-muted aria-disabled:bg-transparent aria-disabled:text-muted aria-disabled:shadow-none aria-disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
