// The privacy notice (arts. 13 and 14 GDPR) for this site, from
// content/policy.json: what the forms ask, who receives it, for how long, and the
// visitor's rights; for a voucher's recipient, whose name comes from the buyer,
// the art. 14 notice too. The controller's facts come from content/salon.json, so the notice
// follows the owner's real details, and so do its conditional paragraphs: a
// block with `when` shows only if the site has its subject
// (app/lib/policy-conditions.ts), such as WhatsApp or the host chosen.
import data from "virtual:content/policy";
import vouchers from "virtual:content/buoni-regalo";
import { formatAddress } from "../lib/format-address";
import { linkedText, type InlineLink, type LinkedText } from "../lib/inline-links";
import {
  applies,
  conditionsOf,
  voucherPolicyFacts,
  type VoucherPolicyFacts,
} from "../lib/policy-conditions";
import { toInternationalPhone } from "../lib/salon-facts";
import { paths } from "./pages";
import { salon } from "./salon";
import type { Policy, Salon } from "./schema";

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

export const policyIntro = {
  title: data.title,
  lead: data.lead,
  text: data.intro,
} as const;

/**
 * The sections as the page shows them for these facts: numbered, each block
 * whose subject the site has, {email} and {telefono} as links, the controller
 * from the salon's facts.
 */
export function policySectionsFor(
  sections: Policy["sections"],
  facts: Salon & { vouchers?: VoucherPolicyFacts },
): readonly PolicySection[] {
  const emailLink: PolicyLink = { text: facts.email, href: `mailto:${facts.email}` };
  const phoneLink: PolicyLink = {
    text: facts.mobile,
    href: `tel:${toInternationalPhone(facts.mobile)}`,
  };
  const namedLinks = { "{email}": emailLink, "{telefono}": phoneLink };
  const conditions = conditionsOf(facts);
  return sections.map((section, index) => ({
    number: index + 1,
    title: section.title,
    blocks: section.blocks
      .filter((block) => block.type === "controller" || applies(block, conditions))
      .map((block): PolicyBlock => {
        switch (block.type) {
          case "paragraph":
            return { kind: "paragraph", text: linkedText(block.text, namedLinks) };
          case "list":
            return { kind: "list", items: block.items };
          case "controller":
            return { kind: "facts", facts: controllerFacts(facts, emailLink, phoneLink) };
        }
      }),
  }));
}

/**
 * Who the controller is: the owner, her business by its registered name (with the
 * salon's, which visitors know), where, its VAT and REA numbers, how to reach her.
 */
function controllerFacts(
  facts: Salon,
  emailLink: PolicyLink,
  phoneLink: PolicyLink,
): { label: string; value: string | PolicyLink }[] {
  return [
    { label: "Titolare", value: facts.owner },
    { label: "Impresa", value: `${facts.legalName} (${facts.name})` },
    { label: "Sede", value: formatAddress(facts.address) },
    { label: "P.IVA", value: facts.vatNumber },
    ...(facts.rea ? [{ label: "REA", value: facts.rea }] : []),
    { label: "E-mail", value: emailLink },
    { label: "Cellulare", value: phoneLink },
  ];
}

export const policySections = policySectionsFor(data.sections, {
  ...salon,
  vouchers: voucherPolicyFacts(vouchers),
});

const dateFormat = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const lastUpdated = `Ultimo aggiornamento: ${dateFormat.format(new Date(`${data.lastUpdated}T00:00:00Z`))}`;
