// Who serves the site: the hosts the repository deploys to (netlify.toml,
// vercel.json, Cloudflare Pages, or nginx on a server of one's own,
// docs/deploying.md). The privacy policy names the one chosen in content/salon.json,
// with where it is and on what basis the visitors' data goes there.

/** The three US hosts the repository is configured for; "own" is a provider of the owner's. */
export const hostingProviders = ["netlify", "vercel", "cloudflare", "own"] as const;

export type HostingProvider = (typeof hostingProviders)[number];

/** The countries of the EU and the EEA, where a provider of her own may be (no transfer). */
export const euCountries = [
  "Austria",
  "Belgio",
  "Bulgaria",
  "Cipro",
  "Croazia",
  "Danimarca",
  "Estonia",
  "Finlandia",
  "Francia",
  "Germania",
  "Grecia",
  "Irlanda",
  "Islanda",
  "Italia",
  "Lettonia",
  "Liechtenstein",
  "Lituania",
  "Lussemburgo",
  "Malta",
  "Norvegia",
  "Paesi Bassi",
  "Polonia",
  "Portogallo",
  "Repubblica Ceca",
  "Romania",
  "Slovacchia",
  "Slovenia",
  "Spagna",
  "Svezia",
  "Ungheria",
] as const;

export type EuCountry = (typeof euCountries)[number];

export interface Hosting {
  provider: HostingProvider;
  /** For "own": the provider's legal name, e.g. "Hetzner Online GmbH". */
  company?: string;
  /** For "own": where it is. */
  country?: EuCountry;
}

/**
 * Each US host as the policy names it: all three are under the EU–US Data Privacy Framework.
 *
 * How long each keeps the request logs of a static site (art. 13(2)(a) GDPR asks for a period
 * or its criteria): none of the three documents it (checked 2026-11-27). What they document is
 * how far back their dashboards let the customer see, not how long they keep the logs:
 * - Netlify: function and edge-function logs "up to 7 days of activity (retention duration
 *   depends on your pricing plan)"; nothing for requests to static files.
 *   https://docs.netlify.com/monitor-sites/logs/
 * - Vercel: `vercel logs` shows "request logs from the last 24 hours" by default.
 *   https://vercel.com/docs/cli/logs
 * - Cloudflare: "By default, your HTTP request logs are not retained" for the customer (Logpull,
 *   Enterprise plans only). https://developers.cloudflare.com/logs/logpull/enabling-log-retention/
 * So content/policy.json gives the criteria (what the service and its security need, under the
 * host's data-processing agreement, and deletion at the contract's end at the latest), and the
 * owner's checklist asks her to read the retention in that agreement.
 */
const usHosts = {
  netlify: { label: "Netlify", company: "Netlify, Inc." },
  vercel: { label: "Vercel", company: "Vercel Inc." },
  cloudflare: { label: "Cloudflare Pages", company: "Cloudflare, Inc." },
} as const;

/** What the CMS shows for each choice. */
export const hostingLabels: Record<HostingProvider, string> = {
  netlify: usHosts.netlify.label,
  vercel: usHosts.vercel.label,
  cloudflare: usHosts.cloudflare.label,
  own: "Un altro fornitore, nell'UE o nello SEE (per esempio un tuo server con nginx)",
};

/** True for the US hosts, whose servers receive the visitors' data outside the EU. */
export function isUsHost(hosting: Hosting): boolean {
  return hosting.provider !== "own";
}

/** "Netlify, Inc. (Stati Uniti)", "Hetzner Online GmbH (Germania)": the {hosting} of the policy. */
export function hostingName(hosting: Hosting): string {
  if (hosting.provider === "own") return `${hosting.company ?? ""} (${hosting.country ?? ""})`;
  return `${usHosts[hosting.provider].company} (Stati Uniti)`;
}
