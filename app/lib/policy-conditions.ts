// When a paragraph of the privacy policy applies: each block of
// content/policy.json may say `when`, and the page shows it only if the site
// really has that subject (a WhatsApp number, social profiles, a booking
// platform, a host in the US or in the EU). So the policy says what the site
// does, and changes by itself when the owner changes the facts.
import { isUsHost, type Hosting } from "./hosting";

/** Every condition, with the words the CMS shows for it. */
export const policyConditionLabels = {
  whatsapp: "rispondi su WhatsApp",
  social: "hai almeno un profilo social",
  "prenotazione-online": "usi una piattaforma di prenotazione online",
  recensioni: "hai indicato la pagina delle tue recensioni",
  "hosting-usa": "il sito è su Netlify, Vercel o Cloudflare Pages (Stati Uniti)",
  "hosting-ue": "il sito è su un altro fornitore, nell'UE o nello SEE",
} as const;

export type PolicyCondition = keyof typeof policyConditionLabels;

export const policyConditions = Object.keys(policyConditionLabels) as PolicyCondition[];

/** The salon's facts the conditions read (content/salon.json). */
export interface PolicyFacts {
  whatsApp: boolean;
  social: readonly unknown[];
  bookingUrl?: string;
  reviewsUrl?: string;
  hosting: Hosting;
}

/** Which conditions hold for these facts. */
export function conditionsOf(facts: PolicyFacts): Record<PolicyCondition, boolean> {
  return {
    whatsapp: facts.whatsApp,
    social: facts.social.length > 0,
    "prenotazione-online": Boolean(facts.bookingUrl),
    recensioni: Boolean(facts.reviewsUrl),
    "hosting-usa": isUsHost(facts.hosting),
    "hosting-ue": !isUsHost(facts.hosting),
  };
}

/** A block applies when it has no condition, or its condition holds. */
export function applies(
  block: { when?: PolicyCondition },
  conditions: Record<PolicyCondition, boolean>,
): boolean {
  return block.when === undefined || conditions[block.when];
}
