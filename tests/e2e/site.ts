// What the end-to-end specs share: the site's pages as a visitor knows them.
import { expect, type Page } from "@playwright/test";

export const sitePages = [
  { path: "/", heading: "Il tuo momento di bellezza e benessere" },
  { path: "/servizi", heading: "Servizi e prezzi" },
  { path: "/chi-sono", heading: "Chi sono" },
  { path: "/galleria", heading: "Galleria" },
  { path: "/contatti", heading: "Contatti" },
  { path: "/policy", heading: "Informativa sulla privacy" },
] as const;

/** Collects console errors and uncaught exceptions, e.g. hydration mismatches. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}
