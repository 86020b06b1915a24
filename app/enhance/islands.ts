// Loads an island's script (app/components/island.tsx) once its element is within a screen of
// the viewport, the way Astro's `client:visible` does: a visitor who came for the phone number,
// the address or WhatsApp downloads no script at all, and one who scrolls towards the form, or
// follows a link to it, gets it before she reaches it. What she changes in the form before the
// script has run is kept (app/islands/hydrate.ts). docs/decisions/0037-islands-load-near-the-viewport.md

for (const island of document.querySelectorAll<HTMLElement>("[data-island]:not([data-enhanced])")) {
  island.dataset.enhanced = "";
  const watch = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      const script = document.createElement("script");
      script.type = "module";
      script.src = island.dataset.island!;
      document.head.append(script);
    },
    // One viewport's height above and below it.
    { rootMargin: "100% 0px" },
  );
  watch.observe(island);
}
