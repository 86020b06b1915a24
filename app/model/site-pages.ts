// The pages of this build, as the header, the phone menu and the footer list them:
// those of app/model/pages.ts with the owner's offers on (content/buoni-regalo.json).
import vouchers from "virtual:content/buoni-regalo";
import { headerPagesFor, menuPagesFor, offersOf } from "./pages";

export const offers = offersOf({ "buoni-regalo": vouchers });

/** Pages in the mobile menu and the footer, in order. */
export const menuPages = menuPagesFor(offers);

/** Pages in the wide-screen header: the logo already leads home. */
export const headerPages = headerPagesFor(offers);
