// When a paragraph of the privacy policy applies: each block of
// content/policy.json may say `when`, and the page shows it only if the site
// really has that subject (a WhatsApp number, social profiles, a booking
// platform, a host in the US or in the EU, a mailbox whose provider's group is
// in the US or not, gift vouchers asked for with a form, on WhatsApp, paid by bank
// transfer or bought through a payment service). So the policy says what the site
// does, and changes by itself when the owner changes the facts.
import { isUsHost, type Hosting } from "./hosting";
import { hasUsParent, type MailProviderChoice } from "./mail-providers";
import { paymentProvider, type PaymentProvider, type RequestPayment } from "./payment-links";

/** Every condition, with the words the CMS shows for it. */
export const policyConditionLabels = {
  whatsapp: "rispondi su WhatsApp",
  social: "hai almeno un profilo social",
  "prenotazione-online": "usi una piattaforma di prenotazione online",
  recensioni: "hai indicato la pagina delle tue recensioni",
  "hosting-usa": "il sito è su Netlify, Vercel o Cloudflare Pages (Stati Uniti)",
  "hosting-ue": "il sito è su un altro fornitore, nell'UE o nello SEE",
  "posta-usa":
    "leggi la posta su Google Workspace o Microsoft 365 (gruppi con sede negli Stati Uniti)",
  "posta-ue": "leggi la posta su Aruba o su un altro fornitore nell'UE o nello SEE",
  "buoni-offerti": "offri buoni regalo, da chiedere con il modulo o da comprare online",
  "buoni-regalo": "offri buoni regalo da chiedere con il modulo della pagina Buoni regalo",
  "buoni-whatsapp": "offri buoni regalo da chiedere con il modulo e rispondi su WhatsApp",
  "pagamento-bonifico":
    "un buono regalo chiesto con il modulo della pagina Buoni regalo si paga con un bonifico bancario",
  "pagamento-online": "un buono regalo si compra online, con un link di pagamento",
  "pagamento-stripe": "un buono regalo si compra con un link di pagamento di Stripe",
  "pagamento-sumup": "un buono regalo si compra con un link di pagamento di SumUp",
  "pagamento-paypal": "un buono regalo si compra con un link di pagamento di PayPal",
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
  /** Where the salon's mail is kept. */
  mailProvider: MailProviderChoice;
  /** The gift vouchers (content/buoni-regalo.json); none when left out. */
  vouchers?: VoucherPolicyFacts;
}

/** What the policy says of the gift vouchers depends on these. */
export interface VoucherPolicyFacts {
  /** A voucher can be asked for with the form of /buoni-regalo. */
  requests: boolean;
  /** The payment services the vouchers' «Acquista» lead to. */
  payments: readonly PaymentProvider[];
  /** A voucher asked for with the form may be paid by bank transfer. */
  transfer: boolean;
}

/** The vouchers' facts, from content/buoni-regalo.json: nothing while none is offered. */
export function voucherPolicyFacts(vouchers: {
  offered: boolean;
  options: readonly { paymentUrl?: string }[];
  freeAmount?: unknown;
  /** How the vouchers asked for with the form are paid. */
  payment?: RequestPayment;
}): VoucherPolicyFacts {
  if (!vouchers.offered) return { requests: false, payments: [], transfer: false };
  const links = vouchers.options.flatMap((option) => option.paymentUrl ?? []);
  // An option without a payment link, or an amount of the visitor's choosing: the form is there.
  const requests =
    vouchers.options.some((option) => !option.paymentUrl) || vouchers.freeAmount !== undefined;
  return {
    requests,
    payments: [...new Set(links.flatMap((link) => paymentProvider(link) ?? []))],
    transfer:
      requests && (vouchers.payment === "bonifico" || vouchers.payment === "bonifico-o-in-centro"),
  };
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
    "posta-usa": hasUsParent(facts.mailProvider),
    "posta-ue": !hasUsParent(facts.mailProvider),
    "buoni-offerti": Boolean(facts.vouchers?.requests || facts.vouchers?.payments.length),
    "buoni-regalo": facts.vouchers?.requests ?? false,
    // The request form's WhatsApp button carries the recipient's name and the dedication.
    "buoni-whatsapp": facts.whatsApp && (facts.vouchers?.requests ?? false),
    "pagamento-bonifico": facts.vouchers?.transfer ?? false,
    "pagamento-online": (facts.vouchers?.payments.length ?? 0) > 0,
    "pagamento-stripe": facts.vouchers?.payments.includes("stripe") ?? false,
    "pagamento-sumup": facts.vouchers?.payments.includes("sumup") ?? false,
    "pagamento-paypal": facts.vouchers?.payments.includes("paypal") ?? false,
  };
}

/** A block applies when it has no condition, or its condition holds. */
export function applies(
  block: { when?: PolicyCondition },
  conditions: Record<PolicyCondition, boolean>,
): boolean {
  return block.when === undefined || conditions[block.when];
}
