import { describe, expect, it } from "vitest";
import { pageHydrates } from "./page-scripts";

const root = { id: "root", handle: undefined };

describe("pageHydrates", () => {
  it("is false for a page whose route declares nothing", () => {
    expect(pageHydrates([root, { id: "routes/servizi", handle: undefined }])).toBe(false);
  });

  it("is false for a handle without hydrate: true", () => {
    expect(pageHydrates([root, { id: "routes/policy", handle: { hydrate: false } }])).toBe(false);
    expect(pageHydrates([root, { id: "routes/policy", handle: { hydrate: "yes" } }])).toBe(false);
    expect(pageHydrates([root, { id: "routes/policy", handle: null }])).toBe(false);
  });

  it("is true for a page whose route declares hydrate: true", () => {
    expect(pageHydrates([root, { id: "routes/contatti", handle: { hydrate: true } }])).toBe(true);
  });

  it("is true for the SPA fallback, whatever the matches", () => {
    expect(pageHydrates([root, { id: "routes/home", handle: undefined }], true)).toBe(true);
  });
});
