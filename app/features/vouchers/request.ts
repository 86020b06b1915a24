// The gift-voucher form's rules (/buoni-regalo): which voucher (or an amount within
// the owner's limits), for whom, how it is received, and who asks; the request
// written out for WhatsApp and the e-mail. The visitor's own fields, consent and honeypot are
// the contact form's, by the same rules and names (app/lib/email-form.ts), so
// one EmailJS template serves both (docs/email.md); the request goes through the
// same send (app/lib/send-message.ts).
import { emailProblems, formFields, messageLength, type Problem } from "../../lib/email-form";
import { formatPrice } from "../../lib/format-price";

/** The query parameter of a «Richiedi» link: /buoni-regalo?buono=buono-da-50-euro#richiesta. */
export const voucherParam = "buono";

/** The form's value for the amount the visitor writes herself. */
export const freeAmountKey = "importo-libero";

/** The limits the owner sets on an amount chosen by the visitor, whole euro. */
export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * An amount as a visitor may write it: whole euro, "80", "80 €", "€ 80", "80,00"
 * (the cents must then be zero). Undefined for anything else.
 */
export function parseAmount(text: string): number | undefined {
  const match = /^(?:€\s*)?(\d{1,6})(?:[.,]00?)?(?:\s*€)?$/.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/** Empty, or not a whole amount within the limits. */
export function amountProblem(
  text: string,
  limits: AmountLimits,
): "missing" | "malformed" | undefined {
  if (text.trim() === "") return "missing";
  const amount = parseAmount(text);
  if (amount === undefined || amount < limits.min || amount > limits.max) return "malformed";
  return undefined;
}

/** "da 20 a 300 €". */
export function amountRange({ min, max }: AmountLimits): string {
  return `da ${formatPrice(min).replace(/\s€$/, "")} a ${formatPrice(max)}`;
}

/** What a request says, each part once the visitor has given it. */
export interface VoucherRequest {
  /** The option in words: "Coccola viso e mani (Pulizia viso + Manicure semipermanente)". */
  voucher?: string;
  /** "50 €". */
  value?: string;
  recipient?: string;
  dedication?: string;
  /** "ritiro in centro". */
  delivery?: string;
  /** The visitor's own name. */
  from?: string;
}

/** The words of the request, from request-words.ts. */
export interface VoucherRequestWords {
  /** "Ciao, vorrei un buono regalo." */
  general: string;
  /** "Ciao, vorrei un buono regalo: …, 50 €." */
  voucher: (voucher: string, value?: string) => string;
  recipient: string;
  dedication: string;
  delivery: string;
  from: string;
}

/**
 * The request written out, one line a part, as WhatsApp opens it ready to send
 * and as the e-mail's `message` carries it: "Ciao, vorrei un buono regalo: …".
 */
export function voucherRequestText(words: VoucherRequestWords, request: VoucherRequest): string {
  const part = (label: string, value?: string) => {
    const text = value?.trim();
    return text ? `${label}: ${text}` : undefined;
  };
  return [
    request.voucher ? words.voucher(request.voucher, request.value) : words.general,
    part(words.recipient, request.recipient),
    part(words.dedication, request.dedication),
    part(words.delivery, request.delivery),
    part(words.from, request.from),
  ]
    .filter(Boolean)
    .join("\n");
}

/** Field names: the EmailJS template reads them (docs/email.md). */
export const voucherFields = {
  name: formFields.name,
  lastName: formFields.lastName,
  email: formFields.email,
  emailConfirm: formFields.emailConfirm,
  consent: formFields.consent,
  honeypot: formFields.honeypot,
  // The request written out, as WhatsApp would have it: what a template made for the
  // contact form already shows.
  message: formFields.message,
  // The voucher in words ("Coccola viso e mani (Pulizia viso + Manicure semipermanente)",
  // "Importo a tua scelta") and its value ("50 €"); in the form, the select's code
  // and the amount as typed (voucherEmailFields).
  voucher: "voucher",
  amount: "voucher_amount",
  value: "voucher_value",
  recipient: "voucher_recipient",
  dedication: "voucher_dedication",
  delivery: "voucher_delivery",
} as const;

/** The longest dedication, in characters as a person counts them: a few lines on the voucher. */
export const dedicationMaxLength = 200;

/** What stops a send, by the control to fix, in the order the form shows them. */
export const voucherControls = [
  "option",
  "amount",
  "recipient",
  "dedication",
  "delivery",
  "name",
  "lastName",
  "email",
  "emailConfirm",
  "consent",
] as const;

export type VoucherControl = (typeof voucherControls)[number];

export type VoucherProblems = Partial<Record<VoucherControl, Problem>>;

export interface VoucherFormValues {
  /** The option's key, `freeAmountKey`, or "" before a choice. */
  option: string;
  /** The amount as typed, for `freeAmountKey`. */
  amount: string;
  recipient: string;
  dedication: string;
  /** The way of receiving it chosen, in words; "" before a choice. */
  delivery: string;
  name: string;
  lastName: string;
  email: string;
  emailConfirm: string;
  consent: boolean;
  honeypot: string;
}

/**
 * Everything that stops a send (none: it can go). `limits` are the owner's for an
 * amount of the visitor's choosing (none: she offers no such voucher).
 */
export function findVoucherProblems(
  values: VoucherFormValues,
  limits?: AmountLimits,
): VoucherProblems {
  const problems: VoucherProblems = {};
  const missing = (text: string) => text.trim() === "";
  if (values.option === "" || (values.option === freeAmountKey && !limits)) {
    problems.option = "missing";
  } else if (values.option === freeAmountKey && limits) {
    const amount = amountProblem(values.amount, limits);
    if (amount) problems.amount = amount;
  }
  if (missing(values.recipient)) problems.recipient = "missing";
  if (messageLength(values.dedication) > dedicationMaxLength) problems.dedication = "too-long";
  if (missing(values.delivery)) problems.delivery = "missing";
  if (missing(values.name)) problems.name = "missing";
  if (missing(values.lastName)) problems.lastName = "missing";
  Object.assign(problems, emailProblems(values.email, values.emailConfirm));
  if (!values.consent) problems.consent = "missing";
  return problems;
}

/** What the rules need, read from the form as it stands. */
export function readVoucherForm(form: HTMLFormElement): VoucherFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    option: text(voucherFields.voucher),
    amount: text(voucherFields.amount),
    recipient: text(voucherFields.recipient),
    dedication: text(voucherFields.dedication),
    delivery: text(voucherFields.delivery),
    name: text(voucherFields.name),
    lastName: text(voucherFields.lastName),
    email: text(voucherFields.email),
    emailConfirm: text(voucherFields.emailConfirm),
    consent: data.has(voucherFields.consent),
    honeypot: text(voucherFields.honeypot),
  };
}

/**
 * The request the form holds: the voucher in words (`freeAmountWords` for an amount of
 * the visitor's choosing) and its value, once each is known; the rest as typed.
 */
export function voucherRequest(
  values: VoucherFormValues,
  { choices, freeAmount }: VoucherFormProps,
  freeAmountWords: string,
): VoucherRequest {
  const card = choices.find((candidate) => candidate.key === values.option);
  const free = values.option === freeAmountKey && freeAmount;
  const amount = parseAmount(values.amount);
  const value =
    card?.price ??
    (free && amount !== undefined && !amountProblem(values.amount, free)
      ? formatPrice(amount)
      : undefined);
  return {
    voucher: card?.words ?? (free ? freeAmountWords : undefined),
    value,
    recipient: values.recipient,
    dedication: values.dedication,
    delivery: values.delivery,
    from: `${values.name.trim()} ${values.lastName.trim()}`.trim(),
  };
}

/**
 * What the e-mail carries (docs/email.md): the form's fields, with the voucher and its value
 * in words instead of the select's code and the amount as typed, and the whole request
 * written out in `message`.
 */
export function voucherEmailFields(
  data: FormData,
  request: VoucherRequest,
  words: VoucherRequestWords,
): FormData {
  data.set(voucherFields.voucher, request.voucher ?? "");
  data.set(voucherFields.value, request.value ?? "");
  data.set(voucherFields.message, voucherRequestText(words, request));
  data.delete(voucherFields.amount);
  return data;
}

/** A voucher the form offers: one without a payment link (model.ts). */
export interface VoucherChoice {
  /** Its code in links (?buono=…) and the select. */
  key: string;
  title: string;
  /** "70 €". */
  price: string;
  /** The voucher in words, for the e-mail and WhatsApp. */
  words: string;
}

/**
 * Whether a voucher's title already says its value ("Buono da 50 €" for 50 €): then the
 * value is not shown again beside it (never "Buono da 50 € – 50 €"), on the page's cards
 * and in the form's.
 */
export function titleSaysPrice({ title, price }: Pick<VoucherChoice, "title" | "price">): boolean {
  const amount = price.replace(/\s*€$/u, "");
  const saysValue = new RegExp(`(^|\\D)${amount.replace(/[.,]/g, "\\$&")}\\s*(€|euro\\b)`, "iu");
  return saysValue.test(title.replace(/\s+/gu, " "));
}

/**
 * What the form needs of the content, handed to it as props: by the prerender, and in
 * the browser from the island's element (app/islands/island.tsx), so the form's
 * script carries no content module (no price list, no pictures).
 */
export interface VoucherFormProps {
  choices: readonly VoucherChoice[];
  /** The owner's limits for an amount the visitor writes; none: only the choices. */
  freeAmount?: AmountLimits;
}
