// Inlined in the page by <Island> (island.tsx): adds an island's script once its element is
// within a screen of the viewport, as Astro's `client:visible` does. A visitor who came for the
// phone number, the address or WhatsApp downloads no script; one who scrolls towards the form, or
// follows a link to it, gets it before she reaches it. What she types meanwhile stays in the
// fields, which the form reads when she sends (docs/architecture.md).

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
