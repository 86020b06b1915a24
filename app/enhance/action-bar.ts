// Brings up the phone's action bar (app/components/action-bar.tsx) once the page's
// first band, the one with its <h1> (the home page's hero, an inner page's title),
// has scrolled away under the header, and sends it back down when it returns:
// the bar never covers the hero. The CSS keeps the bar hidden until data-shown is
// set (app/styles/app.css); without JavaScript it is always shown. Running again
// skips what it has done.

const bar = document.querySelector<HTMLElement>(".action-bar:not([data-enhanced])");
const hero = document.querySelector("main h1")?.closest("main > *");

if (bar) {
  bar.dataset.enhanced = "";
  if (!hero) bar.dataset.shown = "";
  else {
    // The band counts as gone once it is wholly under the sticky header.
    const header = document.querySelector("header")?.offsetHeight ?? 0;
    new IntersectionObserver(
      ([entry]) => bar.toggleAttribute("data-shown", !entry!.isIntersecting),
      { rootMargin: `-${header}px 0px 0px 0px` },
    ).observe(hero);
  }
}

// A module (the build drops this line): its names stay its own.
export {};
