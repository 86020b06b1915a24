import { ExternalLink, Mail, MapPin, MessageCircle, Navigation, Smartphone } from "lucide-react";
import { useState } from "react";
import { Toaster } from "sonner";
import { ContactForm } from "~/components/contact-form";
import { OpeningHours } from "~/components/opening-hours";
import { PageHeading } from "~/components/page-heading";
import {
  bookingCopy,
  contactFormCopy,
  contactLabels,
  contattiIntro,
  contattiMeta,
  newTabNote,
} from "~/content/contatti";
import { salon } from "~/content/salon";
import { whatsAppMessage } from "~/lib/booking";
import { readEmailJsConfig } from "~/lib/emailjs-config";
import { directionsUrl, mailtoUrl, telUrl, whatsAppUrl } from "~/lib/external-links";
import { formatAddress } from "~/lib/format-address";
import type { PageHandle } from "~/lib/page-scripts";
import { pageMeta } from "~/content/meta";
import { salonJsonLd } from "~/content/listing";
import type { Route } from "./+types/contatti";

// The one page that runs React in the browser: the form validates, sends and
// answers with toasts; the hours say whether the salon is open now.
export const handle = { hydrate: true } satisfies PageHandle;

export const meta: Route.MetaFunction = () => [
  ...pageMeta(contattiMeta),
  { "script:ld+json": salonJsonLd() },
];

// Baked in at build time from .env or the host's variables (docs/email.md).
const emailJsConfig = readEmailJsConfig({
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});

const address = formatAddress(salon.address);

/** The WhatsApp message names the treatment chosen in the form, if any. */
const contactItems = (treatment?: string) => [
  {
    title: contactLabels.email,
    Icon: Mail,
    details: salon.email,
    href: mailtoUrl(salon.email),
    // A long address may break anywhere rather than overflow a phone's screen.
    wrap: "break-all",
  },
  {
    title: contactLabels.mobile,
    Icon: Smartphone,
    details: salon.mobile,
    href: telUrl(salon.mobile),
    // A phone number reads as one piece: never broken between its digits.
    wrap: "whitespace-nowrap",
    external: {
      label: contactLabels.whatsApp,
      href: whatsAppUrl(salon.mobile, whatsAppMessage(bookingCopy.whatsApp, treatment)),
      Icon: MessageCircle,
    },
  },
  {
    title: contactLabels.address,
    Icon: MapPin,
    details: address,
    external: { label: contactLabels.directions, href: directionsUrl(address), Icon: Navigation },
  },
];

export default function Contatti() {
  const [treatment, setTreatment] = useState<string>();
  return (
    <>
      <PageHeading title={contattiIntro.title} lead={contattiIntro.lead} />
      <section aria-labelledby="recapiti" className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="recapiti" className="text-center font-display text-4xl font-semibold">
          {contactLabels.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {contactItems(treatment).map(({ title, Icon, details, href, wrap, external }) => (
            <li
              key={title}
              className="flex flex-col items-center gap-2 rounded-3xl bg-white p-6 text-center shadow-sm"
            >
              <Icon aria-hidden="true" className="size-8 text-rose" />
              <h3 className="font-display text-2xl font-semibold">{title}</h3>
              {href ? (
                <a
                  href={href}
                  className={`${wrap} underline underline-offset-4 hover:text-rose-dark`}
                >
                  {details}
                </a>
              ) : (
                <p>{details}</p>
              )}
              {external && (
                <a
                  href={external.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-full border border-rose px-4 py-2 text-sm font-semibold text-rose-dark transition-colors hover:bg-blush"
                >
                  <external.Icon aria-hidden="true" className="size-4" />
                  {external.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> {newTabNote}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 lg:grid-cols-3">
        <OpeningHours />
        <section
          aria-labelledby="scrivimi"
          className="rounded-3xl bg-white p-6 shadow-sm md:p-8 lg:col-span-2"
        >
          <h2 id="scrivimi" className="font-display text-3xl font-semibold">
            {contactFormCopy.heading}
          </h2>
          <p className="mt-2 mb-6 text-muted">{contactFormCopy.intro}</p>
          <ContactForm config={emailJsConfig} onTreatmentChange={setTreatment} />
        </section>
      </div>

      {/* Only this page shows toasts, so sonner loads only with its code. */}
      <Toaster
        position="top-right"
        duration={1500}
        containerAriaLabel={contactFormCopy.toastRegion}
      />
    </>
  );
}
