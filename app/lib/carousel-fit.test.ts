import { describe, expect, it } from "vitest";
import { fitsFrom } from "./carousel-fit";

describe("fitsFrom", () => {
  it("says from which breakpoint every slide is in view", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(fitsFrom)).toEqual([
      "always",
      "always",
      "tablet",
      "lg",
      "3xl",
      "3xl",
      "never",
      "never",
    ]);
  });
});
