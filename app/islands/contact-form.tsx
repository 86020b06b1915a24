// Contatti's form in the browser: the page is static HTML, and this hydrates the form alone.
import {
  ContactForm,
  contactFormIsland,
  whatsAppLink,
  type ContactFormProps,
} from "~/features/contact-form/contact-form";
import { bookingCopy } from "~/model/contatti";
import { salon } from "~/model/salon";
import { whatsAppMessage } from "~/lib/booking";
import { whatsAppUrl } from "~/lib/external-links";
import { hydrateIsland } from "./hydrate";

/** The WhatsApp card (static, outside the form) names the treatment chosen in the form. */
function nameTreatment(name: string | undefined) {
  const link = document.querySelector<HTMLAnchorElement>(`[${whatsAppLink}]`);
  if (link) link.href = whatsAppUrl(salon.mobile, whatsAppMessage(bookingCopy.whatsApp, name));
}

hydrateIsland(contactFormIsland, (props: Pick<ContactFormProps, "groups">) => (
  <ContactForm {...props} onTreatmentChange={nameTreatment} />
));
