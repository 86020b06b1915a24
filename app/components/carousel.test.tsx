// @vitest-environment jsdom
// Where every slide fits, the carousel is centred and has no buttons: decided
// from the number of slides when the page is built (app/lib/carousel-fit.ts).
// How it looks at each width is checked in tests/e2e/carousel.spec.ts.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { carouselCopy } from "~/model/carousel";
import { Carousel } from "./carousel";

function renderCarousel(count: number) {
  render(
    <Carousel label="Esempio">
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>Elemento {index + 1}</p>
      ))}
    </Carousel>,
  );
  const region = screen.getByRole("region", { name: "Esempio" });
  return {
    row: region.querySelector("[data-carousel-slides]")!,
    buttons: screen.queryAllByRole("button").map((button) => button.parentElement!),
  };
}

describe("Carousel", () => {
  it("has no buttons for a single slide", () => {
    const { row } = renderCarousel(1);
    expect(screen.queryByRole("button", { name: carouselCopy.next })).toBeNull();
    expect(row).toHaveClass("justify-center");
  });

  it.each([
    [2, "tablet"],
    [3, "lg"],
    [4, "3xl"],
    [5, "3xl"],
  ])("with %i slides, centres them and hides its buttons from %s up", (count, breakpoint) => {
    const { row, buttons } = renderCarousel(count);
    expect(row).toHaveClass(`${breakpoint}:justify-center`);
    expect(buttons).toHaveLength(2);
    for (const box of buttons) expect(box).toHaveClass(`${breakpoint}:hidden`);
  });

  it("starts at the first slide: «previous» disabled, saying why, and the position for each width", () => {
    renderCarousel(4);
    const previous = screen.getByRole("button", { name: carouselCopy.previous });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(previous).toHaveAccessibleDescription(carouselCopy.atStart);
    const next = screen.getByRole("button", { name: carouselCopy.next });
    expect(next).toHaveAttribute("aria-disabled", "false");
    expect(next).not.toHaveAccessibleDescription();
    // 1, 2, 3, then 4 (all) in view as the window widens (app/lib/carousel-fit.ts).
    const shown = document.querySelector("[data-carousel-shown]")!;
    expect([...shown.children].map((span) => [span.textContent, span.className])).toEqual([
      ["1 di 4", "tablet:hidden"],
      ["1–2 di 4", "hidden tablet:inline lg:hidden"],
      ["1–3 di 4", "hidden lg:inline 3xl:hidden"],
      ["1–4 di 4", "hidden 3xl:inline"],
    ]);
    // Nothing to announce on load.
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("keeps its buttons at every width when more slides than any view shows", () => {
    const { row, buttons } = renderCarousel(6);
    expect(row.className).not.toMatch(/justify-center/);
    for (const box of buttons) expect(box.className).not.toMatch(/(tablet|lg|3xl):hidden/);
  });
});
