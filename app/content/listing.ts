// The salon's schema.org listing (home and contatti), built from the same facts
// and price list the pages show (app/lib/structured-data.ts).
import { beautySalonJsonLd } from "../lib/structured-data";
import { closedDaysSpecification } from "./closures";
import { paths } from "./pages";
import { salon } from "./salon";
import { priceSections, serviziIntro } from "./servizi";

export function salonJsonLd() {
  return beautySalonJsonLd({
    salon,
    priceSections,
    catalog: { name: serviziIntro.title, path: paths.servizi },
    closedDays: closedDaysSpecification(),
  });
}
