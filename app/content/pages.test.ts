import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { headerPages, menuPages, pages, paths } from "./pages";

describe("the page list", () => {
  it("lists the six pages of the site", () => {
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/servizi",
      "/chi-sono",
      "/galleria",
      "/contatti",
      "/policy",
    ]);
  });

  it("gives every page its own title and description", () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) {
      // Search engines show about 160 characters of a description.
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("drives the menus: five in the phone menu, four in the header", () => {
    expect(menuPages.map((page) => page.navLabel)).toEqual([
      "Home",
      "Servizi",
      "Chi Sono",
      "Galleria",
      "Contatti",
    ]);
    expect(headerPages.map((page) => page.navLabel)).toEqual([
      "Servizi",
      "Chi Sono",
      "Galleria",
      "Contatti",
    ]);
  });

  it("drives the router, with a catch-all for unknown paths", () => {
    expect(routes.map((route) => route.path ?? "(index)")).toEqual([
      "(index)",
      paths.servizi,
      paths.chiSono,
      paths.galleria,
      paths.contatti,
      paths.policy,
      "*",
    ]);
  });
});
