import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, useCallback, useEffect, useState, type ReactNode } from "react";
import { carouselCopy } from "~/content/carousel";

interface CarouselProps {
  /** What the carousel shows, e.g. "I nostri macchinari": its accessible name. */
  label: string;
  children: ReactNode;
}

// Embla's duration is not in milliseconds: at 20 a one-slide move covers 97% of
// its way in about 400 ms (measured in Chromium), the pace the salon's old site had.
const options = { align: "start", duration: 20, inViewThreshold: 0.5 } as const;
const swipeThreshold = 80;

/**
 * A row of slides: 1 in view below 700 px, 2 up to 1023 px, 3 up to 2999 px,
 * 5 from 3000 px (CSS, so the prerendered page already shows them and nothing
 * shifts when Embla starts). Swipe, drag, the buttons, or the arrow keys move it;
 * slides out of view are inert, hidden from assistive technology. No autoplay.
 */
export function Carousel({ label, children }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel(options);
  const slides = Children.toArray(children);
  const [inView, setInView] = useState<number[] | null>(null);
  const [canGoBack, setCanGoBack] = useState(false);
  const [canGoOn, setCanGoOn] = useState(slides.length > 1);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setInView(embla.slidesInView());
      setCanGoBack(embla.canScrollPrev());
      setCanGoOn(embla.canScrollNext());
    };
    update();
    embla.on("slidesInView", update).on("select", update).on("reInit", update);
    return () => {
      embla.off("slidesInView", update).off("select", update).off("reInit", update);
    };
  }, [embla]);

  // A swipe moves one slide once it covers 80 px, however slowly; a shorter one,
  // however fast, settles back (Embla alone would judge by speed and distance).
  useEffect(() => {
    if (!embla) return;
    const root = embla.rootNode();
    let startX = 0;
    let lastX = 0;
    let startSnap = 0;
    const onDown = (event: PointerEvent) => {
      startX = lastX = event.clientX;
      startSnap = embla.selectedScrollSnap();
    };
    const onMove = (event: PointerEvent) => {
      lastX = event.clientX;
    };
    const onUp = () => {
      const distance = lastX - startX;
      const step = Math.abs(distance) < swipeThreshold ? 0 : distance < 0 ? 1 : -1;
      const last = embla.scrollSnapList().length - 1;
      embla.scrollTo(Math.min(Math.max(startSnap + step, 0), last));
    };
    root.addEventListener("pointerdown", onDown);
    root.addEventListener("pointermove", onMove);
    embla.on("pointerUp", onUp);
    return () => {
      root.removeEventListener("pointerdown", onDown);
      root.removeEventListener("pointermove", onMove);
      embla.off("pointerUp", onUp);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  return (
    // Arrow keys pressed on the carousel's own buttons and links move it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription={carouselCopy.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mx-auto w-full max-w-6xl 3xl:max-w-none"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={carouselCopy.slideRoleDescription}
              aria-label={carouselCopy.position(index + 1, slides.length)}
              // Before Embla measures (and in the prerendered page) every slide is reachable.
              inert={inView !== null && !inView.includes(index)}
              className="flex min-w-0 shrink-0 grow-0 basis-full justify-center tablet:basis-1/2 lg:basis-1/3 3xl:basis-1/5"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-4">
        <CarouselButton label={carouselCopy.previous} onClick={previous} disabled={!canGoBack}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </CarouselButton>
        <CarouselButton label={carouselCopy.next} onClick={next} disabled={!canGoOn}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </CarouselButton>
      </div>
    </section>
  );
}

interface CarouselButtonProps {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}

function CarouselButton({ label, onClick, disabled, children }: CarouselButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      // aria-disabled, not disabled: the button keeps focus at either end of the row.
      aria-disabled={disabled}
      aria-label={label}
      className="grid size-12 place-items-center rounded-full border border-rose bg-white text-rose-dark transition-colors hover:bg-blush aria-disabled:cursor-not-allowed aria-disabled:border-muted aria-disabled:text-muted aria-disabled:hover:bg-white"
    >
      {children}
    </button>
  );
}
