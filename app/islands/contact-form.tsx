// The contact form's code in the browser, the only component that runs there. Contatti
// is static HTML like every page; this hydrates the form alone
// (app/components/island.tsx, docs/decisions/0025-the-form-alone-hydrates.md), with
// Preact in React's place (docs/decisions/0028-preact-runs-the-island.md).
import { useEffect } from "react";
import { islandProps } from "~/components/island";
import { hydrateIsland } from "./hydrate";
import {
  ContactForm,
  contactFormIsland,
  whatsAppLink,
  type ContactFormProps,
} from "~/components/contact-form";
import { bookingCopy } from "~/model/contatti";
import { salon } from "~/model/salon";
import { whatsAppMessage } from "~/lib/booking";
import { readEmailJsConfig } from "~/lib/emailjs-config";
import { whatsAppUrl } from "~/lib/external-links";

// Baked in at build time from .env or the host's variables (docs/email.md).
const config = readEmailJsConfig({
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});

/** The WhatsApp card (static, outside the form) names the treatment chosen in the form. */
function nameTreatment(name: string | undefined) {
  const link = document.querySelector<HTMLAnchorElement>(`[${whatsAppLink}]`);
  if (link) link.href = whatsAppUrl(salon.mobile, whatsAppMessage(bookingCopy.whatsApp, name));
}

type Props = Pick<ContactFormProps, "groups">;

function Island({ groups }: Props) {
  // End-to-end tests wait for it: the form is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <ContactForm config={config} groups={groups} onTreatmentChange={nameTreatment} />;
}

// What can be booked, as the prerender wrote it on the element: the same first render.
const root = document.getElementById(contactFormIsland);
if (root) hydrateIsland(root, <Island {...islandProps<Props>(root)} />);
