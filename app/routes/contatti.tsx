import {
  ExternalLink,
  Mail,
  MapPin,
  MessageCircle,
  Navigation,
  PenLine,
  Phone,
  Smartphone,
  type LucideIcon,
} from "lucide-react";
import { Fragment, type ReactNode } from "react";
import contactFormScript from "virtual:island/contact-form";
import { ContactForm, contactFormIsland, whatsAppLink } from "~/features/contact-form/contact-form";
import { formGroups } from "~/features/contact-form/booking";
import { contactFormCopy } from "~/features/contact-form/model";
import { EmailAddress } from "~/components/email-address";
import { Island } from "~/islands/island";
import { OpeningHours } from "~/features/hours/opening-hours";
import { PageHeading } from "~/components/page-heading";
import {
  bookingCopy,
  contactLabels,
  contattiIntro,
  contattiMeta,
  newTabNote,
} from "~/model/contatti";
import { salon } from "~/model/salon";
import { priceSections } from "~/model/servizi";
import { bookingFormAnchor, bookingGroups, bookingParams, whatsAppMessage } from "~/lib/booking";
import { directionsUrl, mailtoUrl, telUrl, whatsAppUrl } from "~/lib/external-links";
import { addressLines, formatAddress } from "~/lib/format-address";
import type { PageHandle } from "~/lib/page-scripts";
import { pageMeta } from "~/model/meta";
import { salonJsonLd } from "~/model/listing";
import type { Route } from "./+types/contatti";

// Static HTML, but for the form: it validates, sends and answers with toasts,
// so React hydrates it alone (app/islands/contact-form.tsx).
export const handle = { island: true } satisfies PageHandle;

// Everything on the price list, for the form's select: the island gets it as props.
const groups = formGroups(bookingGroups(priceSections));

export const meta: Route.MetaFunction = () => [
  ...pageMeta(contattiMeta),
  { "script:ld+json": salonJsonLd() },
];

const address = formatAddress(salon.address);

const bookingRoomScript = `if (new URLSearchParams(location.search).has(${JSON.stringify(bookingParams.treatment)})) document.documentElement.dataset.booking = "";`;

interface ContactAction {
  label: string;
  href: string;
  Icon: LucideIcon;
  /** Opens in a new tab (another site or app). */
  external?: boolean;
  /** The WhatsApp link: the form names in its message the treatment chosen. */
  whatsApp?: boolean;
}

interface ContactCard {
  title: string;
  Icon: LucideIcon;
  /** The address, number or e-mail, as it reads. */
  details: ReactNode;
  /** When the details are a link themselves (mailto:, tel:). */
  href?: string;
  action: ContactAction;
}

/**
 * Every card: icon, title, the detail and one action at its foot. The
 * WhatsApp message names the treatment chosen in the form, once one is.
 */
const contactCards: ContactCard[] = [
  {
    title: contactLabels.email,
    Icon: Mail,
    details: <EmailAddress address={salon.email} />,
    href: mailtoUrl(salon.email),
    action: { label: contactLabels.form, href: `#${bookingFormAnchor}`, Icon: PenLine },
  },
  {
    title: contactLabels.mobile,
    Icon: Smartphone,
    // A phone number reads as one piece: never broken between its digits.
    details: <span className="whitespace-nowrap">{salon.mobile}</span>,
    href: telUrl(salon.mobile),
    // WhatsApp when she answers there, otherwise a call.
    action: salon.whatsApp
      ? {
          label: contactLabels.whatsApp,
          href: whatsAppUrl(salon.mobile, whatsAppMessage(bookingCopy.whatsApp)),
          Icon: MessageCircle,
          external: true,
          whatsApp: true,
        }
      : { label: contactLabels.call, href: telUrl(salon.mobile), Icon: Phone },
  },
  {
    title: contactLabels.address,
    Icon: MapPin,
    // Street and town each wrap as a whole when the line is short (addressLines).
    details: addressLines(salon.address).map((line, index) => (
      <Fragment key={line}>
        {index > 0 && " "}
        <span className="inline-block">{line}</span>
      </Fragment>
    )),
    action: {
      label: contactLabels.directions,
      href: directionsUrl(address),
      Icon: Navigation,
      external: true,
    },
  },
];

export default function Contatti() {
  return (
    <>
      <PageHeading title={contattiIntro.title} lead={contattiIntro.lead} />
      {/* The same width, side padding and gap as the row below, so their edges line up. */}
      <section aria-labelledby="recapiti" className="site-container py-14">
        <h2 id="recapiti" className="font-display text-4xl font-semibold">
          {contactLabels.heading}
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {contactCards.map(({ title, Icon, details, href, action }) => (
            <li
              key={title}
              className="flex flex-col items-center gap-2 rounded-3xl bg-white p-6 text-center shadow-sm md:p-8 last:md:col-span-2 last:lg:col-span-1"
            >
              <Icon aria-hidden="true" className="size-8 text-rose" />
              <h3 className="font-display text-2xl font-semibold text-balance">{title}</h3>
              {href ? (
                <a
                  href={href}
                  className="break-words underline underline-offset-4 hover:text-rose-dark"
                >
                  {details}
                </a>
              ) : (
                <p className="text-pretty">{details}</p>
              )}
              {/* At the foot of every card, so the actions of a row line up. */}
              <div className="mt-auto pt-2">
                <a
                  href={action.href}
                  {...(action.external && { target: "_blank", rel: "noopener noreferrer" })}
                  {...(action.whatsApp && { [whatsAppLink]: "" })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-rose px-4 py-2 text-sm font-semibold whitespace-nowrap text-rose-dark transition-colors hover:bg-blush"
                >
                  <action.Icon aria-hidden="true" className="size-4 shrink-0" />
                  {action.label}
                  {action.external && (
                    <>
                      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                      <span className="sr-only"> {newTabNote}</span>
                    </>
                  )}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="site-container grid items-start gap-8 pb-16 lg:grid-cols-3">
        <OpeningHours />
        {/* The anchor of every "Prenota": a link lands with the heading just
            below the sticky header (the page's scroll-padding, app/styles/app.css). */}
        <section
          id={bookingFormAnchor}
          aria-labelledby="appuntamento"
          className="rounded-3xl bg-white px-4 py-6 shadow-sm sm:p-6 md:p-8 lg:col-span-2"
        >
          <h2 id="appuntamento" className="font-display text-3xl font-semibold">
            {contactFormCopy.heading}
          </h2>
          <p className="mt-2 mb-6 text-muted">{contactFormCopy.intro}</p>
          {/* Run as the page is parsed, before its first paint: the room for the treatment a
              "Prenota" link chose, which the form shows once live (app/styles/app.css). */}
          <script dangerouslySetInnerHTML={{ __html: bookingRoomScript }} />
          <Island id={contactFormIsland} src={contactFormScript} props={{ groups }}>
            <ContactForm groups={groups} />
          </Island>
        </section>
      </div>
    </>
  );
}
