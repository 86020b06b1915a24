// The content as the browser tests read it (Playwright's in tests/e2e/site.ts,
// the other engines' in tests/engines/), exactly as the build reads it: content/,
// or CONTENT_DIR (the fixture-edit check builds and tests an edited copy).
import { loadSiteContent } from "../app/model/load.server";
import { menuPagesFor, offersOf, paths } from "../app/model/pages";

/** The content as the pages show it: placeholders such as {nome} filled in. */
export const content = loadSiteContent();

/** What the owner offers, which turns pages on and off (the gift vouchers'). */
export const offers = offersOf(content);

/** The pages in the phone menu and the footer, in order, as this content has them. */
export const menuPages = menuPagesFor(offers);

/** The online withdrawal's heading: code, not content (app/features/vouchers/model.ts). */
export const withdrawalHeading = "Recedere dall'acquisto di un buono";

/** Every page for visitors with the heading (h1) it shows; the vouchers' while offered. */
export const sitePages = [
  { path: paths.home, heading: content.home.hero.heading },
  { path: paths.servizi, heading: content.servizi.title },
  { path: paths.chiSono, heading: content["chi-sono"].title },
  { path: paths.galleria, heading: content.galleria.title },
  ...(offers.vouchers ? [{ path: paths.buoniRegalo, heading: content["buoni-regalo"].title }] : []),
  { path: paths.contatti, heading: content.contatti.title },
  { path: paths.policy, heading: content.policy.title },
  ...(offers.vouchers ? [{ path: paths.recesso, heading: withdrawalHeading }] : []),
] as const;
