// The contact form's rules: the fields every message needs, the e-mail format, matching
// addresses, the message's length and consent (the browser's bubbles are off: see ContactForm).

/** Field names: the EmailJS template reads them (docs/email.md). */
export const contactFields = {
  name: "user_name",
  lastName: "user_last_name",
  email: "user_email",
  emailConfirm: "user_email_confirm",
  message: "message",
  consent: "privacy_consent",
  // Sent only when chosen, in words: "Massaggio – 60 minuti", "lunedì, venerdì", "mattina"
  // (bookingEmailFields in lib/booking.ts).
  treatment: "treatment",
  preferredDays: "preferred_days",
  preferredTime: "preferred_time",
  // The honeypot, which only bots fill: a name no autofill or password manager knows.
  honeypot: "contact_extra",
} as const;

/** The value the ticked consent box sends, so the e-mail records it. */
export const consentValue = "sì";

// The longest message, in characters as a person counts them. EmailJS refuses variables over
// 50 KB; 5,000 characters are at most 20 KB in four-byte UTF-8, far more than an enquiry needs.
export const messageMaxLength = 5_000;

/** Near the limit, screen readers are told once how much room is left. */
export const messageNearLimit = 4_500;

/** The message's length in characters (code points: "🌸" is one). */
export function messageLength(message: string): number {
  return [...message].length;
}

/** A count as Italian writes it, grouping thousands with a dot at any size: "1.234", "5.000". */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** The text fields a message cannot go without, in the order the form shows them. */
export const requiredFields = ["name", "lastName", "email", "emailConfirm", "message"] as const;

export type RequiredField = (typeof requiredFields)[number];

/** What stops a send, by the control to fix, in the order the form shows them. */
export const formControls = [...requiredFields, "consent"] as const;

export type FormControl = (typeof formControls)[number];

/** Empty (spaces alone count), not an address, not the same address, over the limit. */
export type Problem = "missing" | "malformed" | "differ" | "too-long";

export type Problems = Partial<Record<FormControl, Problem>>;

export type ContactFormValues = Record<RequiredField | "honeypot", string> & {
  consent: boolean;
  /** The treatment chosen, by name ("" for none). */
  treatment: string;
};

// The browser's own test for <input type="email"> (the HTML standard's "valid e-mail address").
const emailAddress =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return emailAddress.test(value.trim());
}

/** Two addresses match whatever their case and surrounding spaces. */
export function sameEmail(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase();
}

function textProblem(field: RequiredField, value: string): Problem | undefined {
  if (value.trim() === "") return "missing";
  if (field.startsWith("email") && !isEmailAddress(value)) return "malformed";
  if (field === "message" && messageLength(value) > messageMaxLength) return "too-long";
}

/**
 * The two e-mail fields: each empty or malformed, else whether they differ (compared only
 * when both are well formed). The gift-voucher form asks the same (app/lib/voucher-form.ts).
 */
export function emailProblems(
  email: string,
  emailConfirm: string,
): Partial<Record<"email" | "emailConfirm", Problem>> {
  const problems: Partial<Record<"email" | "emailConfirm", Problem>> = {};
  const first = textProblem("email", email);
  const second = textProblem("emailConfirm", emailConfirm);
  if (first) problems.email = first;
  if (second) problems.emailConfirm = second;
  if (!first && !second && !sameEmail(email, emailConfirm)) problems.emailConfirm = "differ";
  return problems;
}

/** Everything that stops a send (none: it can go). Addresses are compared when well formed. */
export function findProblems(values: ContactFormValues): Problems {
  const problems: Problems = {};
  for (const field of requiredFields) {
    const problem = field.startsWith("email") ? undefined : textProblem(field, values[field]);
    if (problem) problems[field] = problem;
    if (field === "email")
      Object.assign(problems, emailProblems(values.email, values.emailConfirm));
  }
  if (!values.consent) problems.consent = "missing";
  return problems;
}

/**
 * The problems shown at the last send that still hold now (`now`: the form's problems as it
 * stands): each lasts until fixed, none appears or changes while the visitor types.
 */
export function keepShown<Control extends string>(
  shown: Partial<Record<Control, Problem>>,
  now: Partial<Record<Control, Problem>>,
): Partial<Record<Control, Problem>> {
  return Object.fromEntries(
    Object.entries(shown).filter(([control, problem]) => now[control as Control] === problem),
  ) as Partial<Record<Control, Problem>>;
}

/** Of `fields`, in their order, the empty and the malformed: for the announcement of a stopped send. */
export function fieldsWith<Field extends string>(
  problems: Partial<Record<Field, Problem>>,
  fields: readonly Field[],
): Record<"missing" | "malformed", Field[]> {
  const having = (problem: Problem) => fields.filter((field) => problems[field] === problem);
  return { missing: having("missing"), malformed: having("malformed") };
}

/** A filled honeypot means a bot: the form pretends to send and sends nothing. */
export function isFromBot(values: Pick<ContactFormValues, "honeypot">): boolean {
  return values.honeypot.trim() !== "";
}

/** What the rules need, read from the form as it stands. */
export function readContactForm(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (field: RequiredField | "honeypot") => [field, data.get(contactFields[field]) ?? ""];
  const texts = [...requiredFields, "honeypot" as const].map(text);
  return {
    ...Object.fromEntries(texts),
    consent: data.has(contactFields.consent),
    treatment: String(data.get(contactFields.treatment) ?? ""),
  };
}
