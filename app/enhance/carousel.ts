// The carousels' buttons, arrow keys, mouse drag and inert slides
// (app/components/carousel.tsx): the browser already scrolls, snaps and swipes
// them with CSS alone (docs/decisions/0012-carousel-scroll-snap.md). One run
// handles every carousel on the page; running again skips those already done.

/** A mouse drag this long moves one slide, however slow; a shorter one settles back. */
const dragThreshold = 80;

for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]:not([data-enhanced])")) {
  const row = root.querySelector<HTMLElement>("[data-carousel-slides]")!;
  const slides = [...row.children] as HTMLElement[];
  const [previous, next] = root.querySelectorAll<HTMLElement>("[data-carousel-step]");
  const shown = root.querySelector<HTMLElement>("[data-carousel-shown]");
  const spoken = root.querySelector<HTMLElement>("[data-carousel-spoken]");

  const slideWidth = () => slides[0]!.getBoundingClientRect().width || 1;
  // The slide a move starts from: where the last one is heading, or else where the row is.
  let heading: number | undefined;
  let drag: { x: number; lastX: number; left: number; from: number; moved?: boolean } | undefined;
  let settling: ReturnType<typeof setTimeout> | undefined;

  // Once the row stops, snapping (off while dragged) is back on.
  const settleLater = () => {
    clearTimeout(settling);
    settling = setTimeout(() => {
      heading = undefined;
      if (!drag) delete row.dataset.drag;
    }, 150);
  };

  const go = (index: number) => {
    const width = slideWidth();
    const last = slides.length - Math.round(row.clientWidth / width);
    heading = Math.max(0, Math.min(index, last));
    // The row's CSS gives the pace: smooth, or instant for prefers-reduced-motion.
    row.scrollTo({ left: heading * width });
    settleLater();
  };
  const current = () => heading ?? Math.round(row.scrollLeft / slideWidth());

  for (const button of [previous, next])
    button?.addEventListener("click", () => go(current() + Number(button.dataset.carouselStep)));

  root.addEventListener("keydown", (event) => {
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(current() + step);
  });

  // A button that can do nothing says so (aria-disabled keeps it in the Tab order) and why.
  const setDisabled = (button: HTMLElement | undefined, disabled: boolean) => {
    button?.setAttribute("aria-disabled", String(disabled));
    button?.setAttribute("aria-describedby", disabled ? button.dataset.why! : "");
  };

  // "{first}–{last} di 4", from the templates the page was built with (app/model/carousel.ts).
  const fill = (element: HTMLElement, first: number, last: number) =>
    (first === last ? element.dataset.one! : element.dataset.range!)
      .replace("{first}", String(first))
      .replace("{last}", String(last));

  // The position shows at once; it is announced once the row has stopped for a
  // moment (a move of two slides is one announcement), and never for the load.
  let range = "";
  let announced = "";
  let announcing: ReturnType<typeof setTimeout> | undefined;
  const showPosition = () => {
    const inView = slides.flatMap((slide, index) => (slide.inert ? [] : [index + 1]));
    // A single slide has no position; mid-move, no slide may be half in view.
    if (!shown || !spoken || !inView[0]) return;
    const [first, last] = [inView[0], inView.at(-1)!];
    if (range === `${first}-${last}`) return;
    range = `${first}-${last}`;
    announced ||= range; // the first position, on load: shown, not announced
    shown.textContent = fill(shown, first, last);
    clearTimeout(announcing);
    announcing = setTimeout(() => {
      if (range === announced) return;
      announced = range;
      spoken.textContent = fill(spoken, first, last);
    }, 400);
  };

  // Slides less than half in view leave the accessibility tree and the Tab order;
  // the buttons say when there is nothing more on their side.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        (entry.target as HTMLElement).inert = entry.intersectionRatio < 0.5;
      setDisabled(previous, !slides[0]!.inert);
      setDisabled(next, !slides.at(-1)!.inert);
      showPosition();
    },
    { root: row, threshold: 0.5 },
  );
  for (const slide of slides) observer.observe(slide);

  row.addEventListener("scroll", settleLater, { passive: true });

  // A mouse drags the row (touch and pens scroll it natively).
  row.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    drag = { x: event.clientX, lastX: event.clientX, left: row.scrollLeft, from: current() };
  });
  row.addEventListener("pointermove", (event) => {
    if (!drag) return;
    drag.lastX = event.clientX;
    const distance = event.clientX - drag.x;
    if (!drag.moved && Math.abs(distance) < 4) return;
    if (!drag.moved) {
      drag.moved = true;
      row.dataset.drag = "move";
      row.setPointerCapture(event.pointerId);
    }
    row.scrollLeft = drag.left - distance;
  });
  const endDrag = () => {
    if (!drag) return;
    const { x, lastX, from, moved } = drag;
    drag = undefined;
    if (!moved) return;
    const distance = lastX - x;
    row.dataset.drag = "settle";
    go(from + (Math.abs(distance) < dragThreshold ? 0 : distance < 0 ? 1 : -1));
  };
  row.addEventListener("pointerup", endDrag);
  row.addEventListener("pointercancel", endDrag);
  // Pictures would otherwise start the browser's own drag and drop.
  row.addEventListener("dragstart", (event) => event.preventDefault());

  root.dataset.enhanced = "";
}

// A module (the build drops this line): its names stay its own.
export {};
