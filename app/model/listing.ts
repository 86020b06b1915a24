// The salon's schema.org listing, built from the same facts and price list the
// pages show (app/lib/structured-data.ts): its facts and price range on home and
// contatti, the same with every price and the owner's dated offers on Servizi,
// the page that shows them. The
// whole list made the home page's first response half a kilobyte bigger
// (docs/decisions/0017-first-paint-budget.md).
import { beautySalonJsonLd } from "../lib/structured-data";
import { closedDaysSpecification } from "../features/hours/model";
import { shownOffers } from "../features/offers/model";
import { paths } from "./pages";
import { salon } from "./salon";
import { priceSections, serviziIntro } from "./servizi";

/** The salon's facts, hours, closures and price range: home and contatti. */
export function salonJsonLd() {
  return beautySalonJsonLd({ salon, priceSections, closedDays: closedDaysSpecification() });
}

/** The same, with every price of the Servizi price list and every offer as an Offer: Servizi. */
export function salonWithPricesJsonLd() {
  return beautySalonJsonLd({
    salon,
    priceSections,
    catalog: { name: serviziIntro.title, path: paths.servizi },
    closedDays: closedDaysSpecification(),
    offers: shownOffers,
  });
}
