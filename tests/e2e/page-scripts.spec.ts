// Scripts only where they do something (docs/decisions/0012-…, app/lib/page-scripts.ts):
// which scripts each page loads and what they weigh, that moving between pages is a
// document load, and the hints that make it instant (Speculation Rules, view transitions).
import { expect, test, type Page, type Request, type Response } from "@playwright/test";
import { paths } from "../../app/model/pages";
import { speculationRules } from "../../app/components/speculation-rules";
import { gotoHydrated, offers, sitePages, watchConsole } from "./site";

test.skip(({ isMobile }) => isMobile, "The code a page loads does not depend on the viewport.");

// The design, not the content: only the forms need React, each hydrating alone (the
// contact form, and while vouchers are offered their request and the online withdrawal),
// with the toasts and EmailJS; nothing else loads a library (the carousels' script is
// inline: app/enhance/carousel.ts, docs/decisions/0012-carousel-scroll-snap.md).
const hydrating = new Set<string>([paths.contatti, paths.buoniRegalo, paths.recesso]);
const pages = [
  ...sitePages.map(({ path }) => path),
  // The owner's printable voucher: no script at all.
  ...(offers.vouchers ? [paths.stampaBuono] : []),
  "/pagina-inesistente",
];

// Strings that survive minification, one per library.
const markers = { emailjs: "api.emailjs.com", toasts: "data-sonner-toaster" };

/** The scripts a page downloads, and what its HTML asks for. */
async function scriptsOf(page: Page, path: string) {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  };
  page.on("response", onResponse);
  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const downloaded = await Promise.all(bodies);
  const html = await page.evaluate(() => ({
    declared: document.documentElement.dataset.scripts,
    external: [...document.querySelectorAll("script[src]")].map((script) => script.outerHTML),
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].length,
    inline: [...document.querySelectorAll("script:not([src])")].map((script) => ({
      type: script.getAttribute("type") ?? "",
      text: script.textContent ?? "",
    })),
  }));
  return { downloaded, ...html };
}

// One browser page for every address, a fresh document load each.
test("each page loads its form's island alone, or no JavaScript", async ({ page }) => {
  for (const path of pages) {
    await test.step(path, async () => {
      const problems = watchConsole(page);
      const scripts = await scriptsOf(page, path);
      const code = scripts.downloaded.map((body) => body.toString()).join("\n");
      if (hydrating.has(path)) {
        expect(scripts.declared, path).toBe("island");
        // One entry and the chunks it imports; nothing of React Router's runtime.
        expect(scripts.external, path).toEqual([
          expect.stringMatching(/^<script type="module" src=/),
        ]);
        // No preloads: the first paint needs no script (docs/decisions/0025).
        expect(scripts.preloads, path).toBe(0);
        expect(scripts.downloaded.length, path).toBeGreaterThan(1);
        for (const { text } of scripts.inline) expect(text).not.toMatch(/\bimport\b|__reactRouter/);
        expect(code, path).not.toMatch(/entry\.client|root-/);
        await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
        // Hydrated by react-dom, the renderer of the prerender, `npm run dev` and the unit tests.
        expect(
          await page
            .locator("[data-island]")
            .evaluate((island) =>
              Object.keys(island).some((key) => key.startsWith("__reactContainer$")),
            ),
          path,
        ).toBe(true);
        for (const [library, marker] of Object.entries(markers)) {
          expect(code.includes(marker), `${library} on ${path}`).toBe(true);
        }
      } else {
        expect(scripts.declared, path).toBe("none");
        expect(scripts.downloaded, path).toEqual([]);
        expect(scripts.external, path).toEqual([]);
        expect(scripts.preloads, path).toBe(0);
        // What may be inline: data (JSON-LD, speculation rules), small enhancements
        // that import nothing (the carousel's buttons) and, classic, the one that links the late
        // stylesheet and manifest, in <head> (app/styles/late-resources.ts).
        for (const { type, text } of scripts.inline) {
          expect(["application/ld+json", "speculationrules", "module", ""], path).toContain(type);
          expect(text, path).not.toMatch(/\bimport\b|__reactRouter/);
        }
        await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      }
      // The not-found page answers 404, which the browser reports as a failed resource.
      const notFound = path === "/pagina-inesistente";
      expect(
        problems.filter((problem) => !(notFound && problem.includes("status of 404"))),
        path,
      ).toEqual([]);
    });
  }
});

test("an island's script comes once its form is within a screen of the viewport", async ({
  page,
}) => {
  // A short window: each form lies more than a screen below the page's top.
  await page.setViewportSize({ width: 412, height: 400 });
  for (const path of sitePages.map(({ path }) => path).filter((path) => hydrating.has(path))) {
    await test.step(path, async () => {
      const requested: string[] = [];
      const onRequest = (request: Request) => {
        if (request.resourceType() === "script") requested.push(request.url());
      };
      page.on("request", onRequest);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // A visitor who stays at the top (the phone, the address) downloads no script.
      expect(requested, path).toEqual([]);
      const island = page.locator("[data-island]");
      // Its top just under a screen below the window's bottom edge.
      await island.evaluate((element) =>
        scrollTo({
          top: element.getBoundingClientRect().top + scrollY - 2 * innerHeight + 20,
          behavior: "instant",
        }),
      );
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      expect(requested.length, path).toBeGreaterThan(0);
      expect(
        await island.evaluate((element) => element.getBoundingClientRect().top),
      ).toBeGreaterThan(400);
      page.off("request", onRequest);
    });
  }
});

test("links are document loads, even from the page that runs React", async ({ page }) => {
  await gotoHydrated(page, paths.contatti);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole("navigation", { name: "Principale" })
    .getByRole("link", { name: "Servizi" })
    .click();
  await expect(page).toHaveURL(paths.servizi);
  // A new document: the old window's state is gone, and no React came along.
  expect(await page.evaluate(() => "samePage" in window)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

test("every page carries the speculation rules, allowed by the Content-Security-Policy", async ({
  page,
}) => {
  const problems = watchConsole(page);
  for (const { path } of sitePages) {
    await page.goto(path);
    const rules = await page.locator('script[type="speculationrules"]').textContent();
    expect(JSON.parse(rules ?? "")).toEqual(speculationRules);
  }
  expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
  // A rule the CSP refused would have logged a violation.
  expect(problems).toEqual([]);
});

test("a link under the pointer starts a prerender of its page, not before", async ({ page }) => {
  const client = await page.context().newCDPSession(page);
  const attempts: string[] = [];
  // Playwright drives Chromium through DevTools, which lets a prerender start but
  // then stops it ("PrerenderingDisabledByDevTools"): the start is what we can see.
  client.on("Preload.prerenderStatusUpdated", (event) => {
    attempts.push(new URL(event.key.url).pathname);
  });
  await client.send("Preload.enable");
  await page.goto(paths.home);
  const link = page.getByRole("navigation", { name: "Principale" }).getByRole("link", {
    name: "Servizi",
  });
  await link.scrollIntoViewIfNeeded();
  // "moderate": nothing is fetched for links merely on screen.
  await page.waitForTimeout(500);
  expect(attempts).toEqual([]);
  await link.hover();
  await expect.poll(() => attempts, { timeout: 10_000 }).toContain(paths.servizi);
  expect(new Set(attempts)).toEqual(new Set([paths.servizi]));
});

test("pages cross-fade as documents, except under reduced motion", async ({ page }) => {
  await page.goto(paths.servizi);
  const rule = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) => (rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule]))
        .filter((rule) => rule.cssText.startsWith("@view-transition"))
        .map((rule) => rule.cssText.replace(/\s+/g, " ")),
    );
  await expect.poll(rule).toContain("@view-transition { navigation: auto; }");
  await expect.poll(rule).toContain("@view-transition { navigation: none; }");
});
