// Links that leave the site: e-mail, phone, WhatsApp, directions. Built here
// once from the salon facts, so a changed number changes every link.
import { toInternationalPhone } from "./salon-facts";

/**
 * "mailto:…", and with a `message` the e-mail program opens with its subject and text
 * written (RFC 6068: percent-encoded, each line ending in CR LF).
 */
export function mailtoUrl(email: string, message?: { subject: string; body: string }): string {
  if (!message) return `mailto:${email}`;
  const body = message.body.replace(/\r?\n/g, "\r\n");
  return `mailto:${email}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}

/** "tel:+393450000000": the +39 prefix makes the link work from a foreign SIM too. */
export function telUrl(phone: string): string {
  return `tel:${toInternationalPhone(phone)}`;
}

/**
 * WhatsApp's click-to-chat link wants the international number as digits only;
 * `text` is written in the chat, ready to send (the visitor can still change it).
 */
export function whatsAppUrl(phone: string, text?: string): string {
  const url = `https://wa.me/${toInternationalPhone(phone).replace(/\D/g, "")}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}

/**
 * Directions in Google Maps (its app on phones) to a written address. A link,
 * not an embedded map: nothing is loaded from Google until the visitor asks.
 */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
