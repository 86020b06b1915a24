// @vitest-environment jsdom
// The carousel script's position and ends, on the markup app/components/carousel.tsx
// renders, with the IntersectionObserver played by the test (jsdom lays nothing out).
// Scrolling, snapping and what is in view at each width: tests/e2e/carousel.spec.ts.
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "~/components/carousel";
import { carouselCopy } from "~/model/carousel";

let observe: (inView: number[]) => void;

class FakeObserver {
  private readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    // Slides numbered from 1; the others are reported out of view.
    observe = (inView) =>
      callback(
        this.targets.map((target, index) => ({
          target,
          intersectionRatio: inView.includes(index + 1) ? 1 : 0,
        })) as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      );
  }
  observe(target: Element) {
    this.targets.push(target);
  }
}

async function carouselOf(count: number) {
  render(
    <Carousel label="Esempio">
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>{index + 1}</p>
      ))}
    </Carousel>,
  );
  vi.resetModules();
  await import("./carousel");
  const [previous, next] = document.querySelectorAll("[data-carousel-step]");
  return {
    previous: previous!,
    next: next!,
    shown: () => document.querySelector("[data-carousel-shown]")!.textContent,
    spoken: () => document.querySelector("[role=status]")!.textContent,
    description: (button: Element) =>
      (button.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => (id ? document.getElementById(id)!.textContent : ""))
        .join(""),
  };
}

describe("the carousel script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("shows the position, announcing it after a move and not on load", async () => {
    const { shown, spoken } = await carouselOf(4);
    observe([1, 2, 3]);
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("1–3 di 4");
    expect(spoken()).toBe("");

    observe([2, 3, 4]);
    expect(shown()).toBe("2–4 di 4");
    vi.advanceTimersByTime(1000);
    expect(spoken()).toBe("Elementi da 2 a 4 di 4");
  });

  it("announces a quick move of two slides once, where it ends", async () => {
    const { shown, spoken } = await carouselOf(4);
    observe([1]);
    observe([2]);
    vi.advanceTimersByTime(100);
    observe([3]);
    expect(spoken()).toBe("");
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("3 di 4");
    expect(spoken()).toBe("Elemento 3 di 4");
  });

  it("disables the button of each end there, and says why", async () => {
    const { previous, next, description } = await carouselOf(3);
    observe([1]);
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(description(previous)).toBe(carouselCopy.atStart);
    expect(next).toHaveAttribute("aria-disabled", "false");
    expect(description(next)).toBe("");

    observe([2]);
    expect(previous).toHaveAttribute("aria-disabled", "false");
    expect(description(previous)).toBe("");

    observe([3]);
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(description(next)).toBe(carouselCopy.atEnd);
  });

  it("keeps the position while no slide is half in view, mid-move", async () => {
    const { shown } = await carouselOf(4);
    observe([1]);
    observe([]);
    expect(shown()).toBe("1 di 4");
  });
});
