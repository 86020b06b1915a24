// The privacy notice (art. 13 GDPR) for this site, from content/policy.json:
// what the contact form asks, who receives it, for how long, and the visitor's
// rights. The controller's facts come from content/salon.json, so the notice
// follows the owner's real details.
import data from "virtual:content/policy";
import { formatAddress } from "../lib/format-address";
import { linkedText, type InlineLink, type LinkedText } from "../lib/inline-links";
import { toInternationalPhone } from "../lib/salon-facts";
import { paths } from "./pages";
import { salon } from "./salon";

export type PolicyLink = InlineLink;
export type PolicyText = LinkedText;

export type PolicyBlock =
  | { kind: "paragraph"; text: PolicyText }
  | { kind: "list"; items: readonly string[] }
  /** Labelled facts, such as the controller's details. */
  | { kind: "facts"; facts: readonly { label: string; value: string | PolicyLink }[] };

export interface PolicySection {
  /** Shown before the title: "1. Titolare del trattamento". */
  number: number;
  title: string;
  blocks: readonly PolicyBlock[];
}

export const policyMeta = { path: paths.policy, ...data.meta } as const;

const emailLink: PolicyLink = { text: salon.email, href: `mailto:${salon.email}` };
const phoneLink: PolicyLink = {
  text: salon.mobile,
  href: `tel:${toInternationalPhone(salon.mobile)}`,
};
const namedLinks = { "{email}": emailLink, "{telefono}": phoneLink };

const controllerFacts: PolicyBlock = {
  kind: "facts",
  facts: [
    { label: "Titolare", value: `${salon.legalOwner} – ${salon.name}` },
    { label: "Sede", value: formatAddress(salon.address) },
    { label: "P.IVA", value: salon.vatNumber },
    { label: "E-mail", value: emailLink },
    { label: "Cellulare", value: phoneLink },
  ],
};

export const policyIntro = {
  title: data.title,
  lead: data.lead,
  text: data.intro,
} as const;

export const policySections: readonly PolicySection[] = data.sections.map((section, index) => ({
  number: index + 1,
  title: section.title,
  blocks: section.blocks.map((block): PolicyBlock => {
    switch (block.type) {
      case "paragraph":
        return { kind: "paragraph", text: linkedText(block.text, namedLinks) };
      case "list":
        return { kind: "list", items: block.items };
      case "controller":
        return controllerFacts;
    }
  }),
}));

const dateFormat = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const lastUpdated = `Ultimo aggiornamento: ${dateFormat.format(new Date(`${data.lastUpdated}T00:00:00Z`))}`;
