// The three things a visitor on a phone most often wants, from any page: call,
// write on WhatsApp, book. The action bar (app/components/action-bar.tsx) and
// the header's "Prenota" build their links here, from the salon's facts, with
// the same rules as the rest of the site: tel: and wa.me from external-links.ts,
// the contact form's anchor from booking.ts.
import { bookingFormAnchor } from "./booking";
import { telUrl, whatsAppUrl } from "./external-links";

export interface QuickLink {
  href: string;
  /** Another site or app: opens in a new tab, and says so. */
  external: boolean;
}

export interface QuickActions {
  call: QuickLink;
  /** None when the salon does not answer on WhatsApp. */
  whatsApp?: QuickLink;
  book: QuickLink;
}

interface QuickActionFacts {
  /** The salon's mobile, also its WhatsApp number when `whatsApp`. */
  mobile: string;
  whatsApp: boolean;
  /** The owner's booking platform page, if she uses one. */
  bookingUrl?: string;
}

/**
 * `contactPath` is the Contatti page; `whatsAppText` the message the chat opens
 * with. "Prenota" leads to the owner's booking page when she has one, otherwise
 * to the contact form on Contatti.
 */
export function quickActions(
  facts: QuickActionFacts,
  contactPath: string,
  whatsAppText: string,
): QuickActions {
  return {
    call: { href: telUrl(facts.mobile), external: false },
    ...(facts.whatsApp && {
      whatsApp: { href: whatsAppUrl(facts.mobile, whatsAppText), external: true },
    }),
    book: facts.bookingUrl
      ? { href: facts.bookingUrl, external: true }
      : { href: `${contactPath}#${bookingFormAnchor}`, external: false },
  };
}
