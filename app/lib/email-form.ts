// What every form that reaches the salon by e-mail shares (Contatti's, the gift vouchers' request,
// the withdrawal): the fields' names, the e-mail format and matching addresses, the honeypot, and
// which problems a send shows. Each form's own rules are in its feature (app/features/).

/** Field names: the EmailJS template reads them (docs/email.md). */
export const formFields = {
  name: "user_name",
  lastName: "user_last_name",
  email: "user_email",
  emailConfirm: "user_email_confirm",
  message: "message",
  consent: "privacy_consent",
  // Sent only when chosen, in words: "Massaggio – 60 minuti", "lunedì, venerdì", "mattina"
  // (bookingEmailFields in app/features/contact-form/booking.ts).
  treatment: "treatment",
  preferredDays: "preferred_days",
  preferredTime: "preferred_time",
  // The honeypot, which only bots fill: a name no autofill or password manager knows.
  honeypot: "contact_extra",
} as const;

/** The value the ticked consent box sends, so the e-mail records it. */
export const consentValue = "sì";

/** The message's length in characters (code points: "🌸" is one). */
export function messageLength(message: string): number {
  return [...message].length;
}

/** A count as Italian writes it, grouping thousands with a dot at any size: "1.234", "5.000". */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Empty (spaces alone count), not an address, not the same address, over a limit. */
export type Problem = "missing" | "malformed" | "differ" | "too-long";

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

function addressProblem(value: string): Problem | undefined {
  if (value.trim() === "") return "missing";
  if (!isEmailAddress(value)) return "malformed";
}

/**
 * The two e-mail fields: each empty or malformed, else whether they differ (compared only
 * when both are well formed). Every form asks the same.
 */
export function emailProblems(
  email: string,
  emailConfirm: string,
): Partial<Record<"email" | "emailConfirm", Problem>> {
  const problems: Partial<Record<"email" | "emailConfirm", Problem>> = {};
  const first = addressProblem(email);
  const second = addressProblem(emailConfirm);
  if (first) problems.email = first;
  if (second) problems.emailConfirm = second;
  if (!first && !second && !sameEmail(email, emailConfirm)) problems.emailConfirm = "differ";
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
export function isFromBot(values: { honeypot: string }): boolean {
  return values.honeypot.trim() !== "";
}
