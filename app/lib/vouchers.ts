// Gift vouchers (buoni regalo): what an option of content/buoni-regalo.json is
// worth (an amount, or treatments of the price list added up), its code, and
// which payment service a payment link belongs to. The page is
// app/routes/buoni-regalo.tsx; the request form's rules (the amount a visitor
// chooses, the request written out) are app/lib/voucher-form.ts.
import { durationKey } from "./booking";
import { nameSeparator, treatmentName } from "./price-list";

/**
 * The price list as far as vouchers read it: the content's own shape (a price, or
 * durations) and the page's (app/lib/price-list.ts) both fit, so the build's check
 * and the page use the same rules.
 */
export interface PricedItem {
  id?: string;
  title: string;
  price?: number;
  durations?: readonly { time: string; price: number }[];
}
export type PricedSections = readonly {
  groups: readonly { namePrefix?: string; items: readonly PricedItem[] }[];
}[];

/** A treatment a voucher names: its code in the price list and, for one offered in several lengths, which. */
export interface VoucherTreatmentRef {
  treatment: string;
  duration?: string;
}

/** One treatment of a voucher, named in full and priced as the price list has it. */
export interface VoucherLine {
  /** "Pulizia viso", "Massaggio – 60 minuti". */
  name: string;
  price: number;
}

/** A voucher option as the content holds it: an amount, or treatments of the price list. */
export type VoucherOptionData =
  | { type: "amount"; title: string; amount: number }
  | { type: "treatments"; title: string; treatments: readonly VoucherTreatmentRef[] };

/** Two durations are the same when written alike, whatever the case and spacing. */
const sameTime = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/** The item of the price list with this code, with the prefix of its group. */
function findItem(sections: PricedSections, id: string) {
  for (const section of sections) {
    for (const group of section.groups) {
      const item = group.items.find((candidate) => candidate.id === id);
      if (item) return { item, namePrefix: group.namePrefix };
    }
  }
  return undefined;
}

/**
 * What is wrong with one treatment a voucher names, in the owner's words, or
 * undefined. A code not in the price list is the reference check's to report
 * (app/model/load.server.ts); here, the duration: needed, and one of the
 * treatment's, exactly when the treatment has several.
 */
export function voucherTreatmentProblem(
  ref: VoucherTreatmentRef,
  sections: PricedSections,
): string | undefined {
  const found = findItem(sections, ref.treatment);
  if (!found) return undefined;
  const { item } = found;
  if (!item.durations?.length) {
    return ref.duration === undefined
      ? undefined
      : `«${ref.treatment}» ha un prezzo solo: lascia vuota la «Durata»`;
  }
  const times = item.durations.map((duration) => duration.time);
  const choices = times.join(" o ");
  if (ref.duration === undefined) {
    return `«${ref.treatment}» ha più durate, ciascuna con il suo prezzo: scrivi nella «Durata» quale vale il buono, ${choices}`;
  }
  if (!times.some((time) => sameTime(time, ref.duration!))) {
    return `«${ref.duration}» non è una durata di «${ref.treatment}»: scrivi ${choices}, come nel listino`;
  }
  return undefined;
}

/** A treatment of a voucher named and priced, or undefined if the price list does not have it (so). */
export function voucherLine(
  ref: VoucherTreatmentRef,
  sections: PricedSections,
): VoucherLine | undefined {
  const found = findItem(sections, ref.treatment);
  if (!found || voucherTreatmentProblem(ref, sections)) return undefined;
  const { item, namePrefix } = found;
  const name = treatmentName(item, namePrefix);
  if (!item.durations?.length) {
    return item.price === undefined ? undefined : { name, price: item.price };
  }
  const duration = item.durations.find((candidate) => sameTime(candidate.time, ref.duration!))!;
  return { name: `${name}${nameSeparator}${duration.time}`, price: duration.price };
}

/** An option as the page shows it: its treatments with their prices, and what it is worth. */
export interface VoucherValue {
  /** The treatments, each with its own price; none for an amount. */
  lines: VoucherLine[];
  /** Euro: the amount, or the treatments' prices added up. */
  value: number;
}

export function voucherValue(option: VoucherOptionData, sections: PricedSections): VoucherValue {
  if (option.type === "amount") return { lines: [], value: option.amount };
  const lines = option.treatments.map((ref) => {
    const line = voucherLine(ref, sections);
    // The build refuses such content first (app/model/load.server.ts): never a made-up price.
    if (!line) throw new Error(`Voucher "${option.title}": no price for ${ref.treatment}`);
    return line;
  });
  // In cents, so 12.5 + 0.1 is 12.6 and not 12.600000000000001.
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100), 0);
  return { lines, value: cents / 100 };
}

/** "Massaggio – 60 minuti + Pulizia viso": a voucher's treatments in one line. */
export function treatmentList(lines: readonly VoucherLine[]): string {
  return lines.map((line) => line.name).join(" + ");
}

/** An option's code in links (?buono=…) and the form: from its title, as a duration's key is made. */
export function voucherKey(title: string): string {
  return durationKey(title);
}

// ── Payment links ────────────────────────────────────────────────────────────

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
