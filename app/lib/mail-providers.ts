// Whose mailbox the salon's e-mail arrives in: the privacy policy names the
// provider, as a processor of every message, with its country and, when the
// data may reach the United States, the safeguard (art. 13(1)(e)–(f) GDPR).
import type { EuCountry } from "./hosting";

/**
 * The mailboxes the policy knows, each a business service whose provider signs a
 * data-processing agreement, as the policy's «responsabile del trattamento» says
 * (a free personal account has none: docs/gestire-il-sito.md, «Prima di andare
 * online»); "own" is another provider, in the EU or the EEA.
 */
export const mailProviders = ["gmail", "outlook", "aruba", "own"] as const;

export type MailProvider = (typeof mailProviders)[number];

export interface MailProviderChoice {
  provider: MailProvider;
  /** For "own": the provider's legal name, e.g. "Register S.p.A.". */
  company?: string;
  /** For "own": where it is. */
  country?: EuCountry;
}

interface KnownProvider {
  label: string;
  company: string;
  country: EuCountry;
  /** Its US parent may receive the data, under the EU–US Data Privacy Framework. */
  usParent?: string;
}

/** Each known provider as the policy names it. */
const knownProviders: Record<Exclude<MailProvider, "own">, KnownProvider> = {
  gmail: {
    label: "Google Workspace (Gmail)",
    company: "Google Ireland Limited",
    country: "Irlanda",
    usParent: "Google LLC",
  },
  outlook: {
    label: "Microsoft 365 (Outlook)",
    company: "Microsoft Ireland Operations Limited",
    country: "Irlanda",
    usParent: "Microsoft Corporation",
  },
  aruba: { label: "Aruba (posta per aziende)", company: "Aruba S.p.A.", country: "Italia" },
};

/** What the CMS shows for each choice. */
export const mailProviderLabels: Record<MailProvider, string> = {
  gmail: knownProviders.gmail.label,
  outlook: knownProviders.outlook.label,
  aruba: knownProviders.aruba.label,
  own: "Un altro fornitore, nell'UE o nello SEE",
};

/** Who the provider is, where, and the US company that may receive the data, if any. */
export function mailProviderFacts(choice: MailProviderChoice): {
  company: string;
  country: string;
  usParent?: string;
} {
  if (choice.provider === "own")
    return { company: choice.company ?? "", country: choice.country ?? "" };
  const { company, country, usParent } = knownProviders[choice.provider];
  return { company, country, ...(usParent && { usParent }) };
}

/** True when the provider's US parent may receive the data: the policy names the safeguard. */
export function hasUsParent(choice: MailProviderChoice): boolean {
  return mailProviderFacts(choice).usParent !== undefined;
}

/**
 * "Google Ireland Limited (Irlanda), del gruppo Google LLC (Stati Uniti)", "Aruba S.p.A.
 * (Italia)": the {posta} of the policy, the company that keeps the salon's mailbox.
 */
export function mailProviderName(choice: MailProviderChoice): string {
  const { company, country, usParent } = mailProviderFacts(choice);
  const name = `${company} (${country})`;
  return usParent ? `${name}, del gruppo ${usParent} (Stati Uniti)` : name;
}
