import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { chiSonoMeta } from "./chi-sono";
import { contattiMeta } from "./contatti";
import { galleriaMeta } from "./galleria";
import { homeMeta } from "./home";
import { headerPages, menuPages, pages, paths } from "./pages";
import { policyMeta } from "./policy";
import { serviziMeta } from "./servizi";

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

  it("gives every page its own title and description, from its content", () => {
    const metas = [homeMeta, serviziMeta, chiSonoMeta, galleriaMeta, contattiMeta, policyMeta];
    expect(metas.map((meta) => meta.path)).toEqual(pages.map((page) => page.path));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(pages.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(pages.length);
  });

  it("drives the menus: five in the phone menu, four in the header", () => {
    expect(menuPages.map((page) => page.navLabel)).toEqual([
      "Home",
      "Servizi",
      "Chi sono",
      "Galleria",
      "Contatti",
    ]);
    expect(headerPages.map((page) => page.navLabel)).toEqual([
      "Servizi",
      "Chi sono",
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
