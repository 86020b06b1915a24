import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, type ReactNode } from "react";
import carouselScript from "virtual:inline-script/carousel";
import { carouselCopy } from "~/model/carousel";
import { fitsFrom, type FitBreakpoint } from "~/lib/carousel-fit";
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

interface CarouselProps {
  /** What the carousel shows, e.g. "I nostri macchinari": its accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A row of slides the browser scrolls and snaps by itself (CSS scroll snap,
 * docs/decisions/0012-carousel-scroll-snap.md): 1 in view below 700 px, 2 up to
 * 1023 px, 3 up to 2999 px, 5 from 3000 px. A swipe moves it one slide, natively;
 * without JavaScript every slide can still be scrolled to. The buttons, the arrow
 * keys, the mouse drag and the inert slides out of view come from
 * app/enhance/carousel.ts: a page with carousels renders <CarouselScript /> once.
 * Wherever every slide is in view at once, the row is centred and has no
 * buttons: decided from the number of slides, in CSS, so nothing moves as the
 * page loads. Plain markup, no hooks: it works on pages that ship no React. No autoplay.
 */
export function Carousel({ label, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const fit = whenAllFit[fitsFrom(slides.length)];
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
      {/* Without JavaScript the buttons could do nothing: they do not show.
          A single slide never moves: no buttons at all. */}
      {slides.length > 1 && (
        <div className={`mt-6 flex justify-center gap-4 noscript:hidden ${fit.buttons}`}>
          <CarouselButton label={carouselCopy.previous} step={-1} disabled>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </CarouselButton>
          <CarouselButton label={carouselCopy.next} step={1} disabled={false}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </CarouselButton>
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
  children: ReactNode;
}

function CarouselButton({ label, step, disabled, children }: CarouselButtonProps) {
  return (
    <button
      type="button"
      data-carousel-step={step}
      // aria-disabled, not disabled: the button keeps focus at either end of the row.
      aria-disabled={disabled}
      aria-label={label}
      suppressHydrationWarning
      className="grid size-12 place-items-center rounded-full border border-rose bg-white text-rose-dark transition-colors hover:bg-blush aria-disabled:cursor-not-allowed aria-disabled:border-muted aria-disabled:text-muted aria-disabled:hover:bg-white"
    >
      {children}
    </button>
  );
}
