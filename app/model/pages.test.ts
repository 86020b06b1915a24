import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { buoniRegaloMeta, recessoMeta } from "~/features/vouchers/model";
import { contentOffers } from "./built-pages.server";
import { chiSonoMeta } from "./chi-sono";
import { contattiMeta } from "./contatti";
import { galleriaMeta } from "./galleria";
import { homeMeta } from "./home";
import { loadContent } from "./load.server";
import {
  builtPages,
  headerPagesFor,
  menuPagesFor,
  offersOf,
  pages,
  paths,
  sitemapPages,
} from "./pages";
import { policyMeta } from "./policy";
import { headerPages, menuPages } from "./site-pages";
import { serviziMeta } from "./servizi";

const on = { vouchers: true };
const off = { vouchers: false };

describe("the page list", () => {
  it("lists the six pages of the site, and the gift vouchers' three", () => {
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/servizi",
      "/chi-sono",
      "/galleria",
      "/buoni-regalo",
      "/contatti",
      "/policy",
      "/recesso",
      "/stampa-buono",
    ]);
  });

  it("gives every page for visitors its own title and description, from its content (the withdrawal's from code)", () => {
    const metas = [
      homeMeta,
      serviziMeta,
      chiSonoMeta,
      galleriaMeta,
      buoniRegaloMeta,
      contattiMeta,
      policyMeta,
      recessoMeta,
    ];
    const listed = sitemapPages(on);
    expect(metas.map((meta) => meta.path)).toEqual(listed.map((page) => page.path));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(listed.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(listed.length);
  });

  it("drives the menus: six in the phone menu, five in the header, while vouchers are offered", () => {
    expect(menuPagesFor(on).map((page) => page.navLabel)).toEqual([
      "Home",
      "Servizi",
      "Chi sono",
      "Galleria",
      "Buoni regalo",
      "Contatti",
    ]);
    expect(headerPagesFor(on).map((page) => page.navLabel)).toEqual([
      "Servizi",
      "Chi sono",
      "Galleria",
      "Buoni regalo",
      "Contatti",
    ]);
  });

  it("leaves the voucher pages out of everything when none are offered", () => {
    expect(builtPages(off).map((page) => page.path)).toEqual([
      "/",
      "/servizi",
      "/chi-sono",
      "/galleria",
      "/contatti",
      "/policy",
    ]);
    expect(menuPagesFor(off).map((page) => page.navLabel)).not.toContain("Buoni regalo");
    expect(sitemapPages(off)).toEqual(builtPages(off));
  });

  it("lists the online withdrawal in the sitemap but in no menu: the footer's legal links lead there", () => {
    expect(sitemapPages(on).map((page) => page.path)).toContain(paths.recesso);
    expect(menuPagesFor(on).map((page) => page.path)).not.toContain(paths.recesso);
    expect(builtPages(off).map((page) => page.path)).not.toContain(paths.recesso);
  });

  it("never lists the printable voucher in the sitemap or a menu", () => {
    expect(builtPages(on).map((page) => page.path)).toContain(paths.stampaBuono);
    expect(sitemapPages(on).map((page) => page.path)).not.toContain(paths.stampaBuono);
    expect(menuPagesFor(on).map((page) => page.path)).not.toContain(paths.stampaBuono);
  });

  it("reads the offers from the content, for the menus and for the router alike", () => {
    const offers = offersOf(loadContent());
    expect(contentOffers()).toEqual(offers);
    expect(menuPages).toEqual(menuPagesFor(offers));
    expect(headerPages).toEqual(headerPagesFor(offers));
  });

  it("drives the router, with a catch-all for unknown paths", () => {
    const offers = offersOf(loadContent());
    expect(routes.map((route) => route.path ?? "(index)")).toEqual([
      "(index)",
      ...builtPages(offers)
        .slice(1)
        .map((page) => page.path),
      "*",
    ]);
  });
});
