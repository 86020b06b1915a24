// The wide header, the footer's links, moving between pages and the not-found page. The navigation's labels and
// the frame's words are code (app/model/pages.ts, layout.ts); the headings, the
// salon's legal facts and social profiles come from the content.
import { expect, test } from "@playwright/test";
import { content, gotoHydrated, homeLinkName, offers, salon, salonAddress } from "./site";

test.describe("header on a wide screen", () => {
  test("the links lead to their pages and mark the current one", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Principale" });
    const links = [
      { label: "Servizi", path: "/servizi", heading: content.servizi.title },
      { label: "Chi sono", path: "/chi-sono", heading: content["chi-sono"].title },
      { label: "Galleria", path: "/galleria", heading: content.galleria.title },
      // Only while the owner offers gift vouchers (content-edit.spec.ts: without them).
      ...(offers.vouchers
        ? [{ label: "Buoni regalo", path: "/buoni-regalo", heading: content["buoni-regalo"].title }]
        : []),
      { label: "Contatti", path: "/contatti", heading: content.contatti.title },
    ];
    await expect(nav.getByRole("link")).toHaveText(links.map((link) => link.label));
    await expect(page.getByRole("button", { name: "Apri il menu" })).toBeHidden();

    for (const { label, path, heading } of links) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }

    await page.getByRole("link", { name: homeLinkName, exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.heading);
    await expect(nav.locator("[aria-current]")).toHaveCount(0);
  });

  test("the wide logo shows from a 950 px window, the small mark below", async ({ page }) => {
    const logoLink = page.getByRole("link", { name: homeLinkName, exact: true });
    const wide = logoLink.locator("svg").nth(1);
    const small = logoLink.locator("svg").nth(0);

    await page.setViewportSize({ width: 950, height: 800 });
    await gotoHydrated(page, "/");
    await expect(wide).toBeVisible();
    await expect(wide).toContainText(salon.shortName);
    await expect(small).toBeHidden();

    // The switch follows a resize: it is CSS, not a decision taken at load.
    await page.setViewportSize({ width: 949, height: 800 });
    await expect(small).toBeVisible();
    await expect(wide).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(wide).toBeVisible();
  });
});

test("the footer names who runs the site, links the policy and the social pages in a new tab", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  // The legal line's facts (their order and the e-mail's link: footer.spec.ts).
  for (const fact of [
    salon.legalName,
    salonAddress,
    `P.IVA ${salon.vatNumber}`,
    ...(salon.rea ? [`REA ${salon.rea}`] : []),
    salon.email,
  ]) {
    await expect(footer).toContainText(fact);
  }

  for (const profile of salon.social) {
    const social = footer.getByRole("link", {
      name: `Seguimi su ${profile.name} (si apre in una nuova scheda)`,
      exact: true,
    });
    await expect(social).toHaveAttribute("href", profile.url);
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer.getByRole("link", { name: /^Seguimi su / })).toHaveCount(salon.social.length);

  await footer.getByRole("link", { name: "Informativa sulla privacy" }).click();
  await expect(page).toHaveURL("/policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.policy.title);
});

test("a new page starts at the top", async ({ page, viewport }) => {
  // A short window, so that every page can scroll.
  await page.setViewportSize({ width: viewport?.width ?? 1280, height: 480 });
  await gotoHydrated(page, "/contatti");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await page.getByRole("link", { name: "Informativa sulla privacy" }).click();
  await expect(page).toHaveURL("/policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unknown address shows the not-found page, whose button leads home", async ({ page }) => {
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops!");
  await expect(
    page.getByText("La pagina che stai cercando non esiste o è stata spostata."),
  ).toBeVisible();
  // Static HTML: no React, and the link is a plain one.
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");

  await page.getByRole("link", { name: "Torna alla homepage", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.heading);
});
