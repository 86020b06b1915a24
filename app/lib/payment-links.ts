// The ways a gift voucher is paid: the payment services whose links a voucher may carry,
// and how one asked for with the form is paid. Shared: the content's schema checks them,
// the privacy policy names the service in use (policy-conditions.ts), the vouchers' page
// says them (app/features/vouchers/).

/**
 * The payment services whose links an option may carry, by the addresses their
 * payment links live at. The privacy policy names the one in use
 * (app/lib/policy-conditions.ts), so a link elsewhere is refused: add the
 * service here, with its paragraph in the policy, before allowing it.
 */
export const paymentProviders = {
  stripe: { name: "Stripe", domains: ["stripe.com"] },
  sumup: { name: "SumUp", domains: ["sumup.com", "sumup.link"] },
  paypal: { name: "PayPal", domains: ["paypal.com", "paypal.me"] },
} as const;

export type PaymentProvider = keyof typeof paymentProviders;

const domainPattern = Object.values(paymentProviders)
  .flatMap((provider) => provider.domains)
  .map((domain) => domain.replace(/\./g, "\\."))
  .join("|");

/** An https:// address on one of the services' domains (or a subdomain: buy.stripe.com). */
export const paymentUrlPattern = new RegExp(
  `^https://(?:[a-z0-9-]+\\.)*(?:${domainPattern})(?:[/?#]\\S*)?$`,
);

/** The service a payment link belongs to, by its host; undefined for any other address. */
export function paymentProvider(url: string): PaymentProvider | undefined {
  if (!paymentUrlPattern.test(url)) return undefined;
  const host = new URL(url).hostname;
  return (Object.keys(paymentProviders) as PaymentProvider[]).find((provider) =>
    paymentProviders[provider].domains.some(
      (domain) => host === domain || host.endsWith(`.${domain}`),
    ),
  );
}

/** How the vouchers asked for with the form are paid: the owner's choice in the CMS. */
export const requestPayments = ["bonifico", "in-centro", "bonifico-o-in-centro"] as const;

export type RequestPayment = (typeof requestPayments)[number];

/** What the CMS shows for each choice. */
export const requestPaymentLabels: Record<RequestPayment, string> = {
  bonifico: "Con bonifico bancario",
  "in-centro": "In centro",
  "bonifico-o-in-centro": "Con bonifico bancario o in centro",
};
