// The contact form's rules: the fields every message needs, the e-mail
// format, then consent, matching addresses and the message's length. The form
// checks them itself (the browser's own bubbles are off: see ContactForm).
// Nothing here clears a field: what the visitor typed stays until a send succeeds.

/**
 * Field names: the EmailJS template reads them (docs/email.md). The three
 * booking fields are sent only when the visitor chose something.
 */
export const contactFields = {
  name: "user_name",
  lastName: "user_last_name",
  email: "user_email",
  emailConfirm: "user_email_confirm",
  message: "message",
  consent: "privacy_consent",
  /** The treatment in words: "Epilazione con cera donna – Ascelle". */
  treatment: "treatment",
  /** The ticked days, in one field: "lunedì, venerdì". */
  preferredDays: "preferred_days",
  /** The ticked times of day, in one field: "mattina, pomeriggio". */
  preferredTime: "preferred_time",
  /**
   * The honeypot: hidden from people and assistive technology, so only bots
   * fill it. Its name matches no autofill heuristic (not "website", "url",
   * "name", "email", "phone", "company"…), so neither the browser nor a
   * password manager fills it for a person.
   */
  honeypot: "contact_extra",
} as const;

/** The value the ticked consent box sends, so the e-mail records it. */
export const consentValue = "sì";

/**
 * The longest message the form sends, in characters as a person counts them
 * (an emoji is one). EmailJS refuses a request whose variables exceed 50 KB;
 * 5,000 characters are at most 20 KB even in four-byte UTF-8, leaving room for
 * the other fields, and are two or three pages: far more than an enquiry needs.
 */
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

/**
 * The browser's own test for `<input type="email">` (the HTML standard's
 * "valid e-mail address"), so the form accepts exactly what the browser would.
 */
const emailAddress =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return emailAddress.test(value.trim());
}

/** What stops a send, by the control to fix (in the order the form shows them). */
export const formControls = [...requiredFields, "consent"] as const;

export type FormControl = (typeof formControls)[number];

/**
 * Empty (spaces alone count as empty), an e-mail address that is not one, a
 * confirmation that is not the same address, a message over the limit.
 */
export type Problem = "missing" | "malformed" | "differ" | "too-long";

export type Problems = Partial<Record<FormControl, Problem>>;

export interface ContactFormValues {
  name: string;
  lastName: string;
  email: string;
  emailConfirm: string;
  consent: boolean;
  honeypot: string;
  message: string;
}

/** Two addresses match whatever their case and surrounding spaces. */
export function sameEmail(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase();
}

function textProblem(field: RequiredField, value: string): Problem | undefined {
  if (value.trim() === "") return "missing";
  if ((field === "email" || field === "emailConfirm") && !isEmailAddress(value)) {
    return "malformed";
  }
  if (field === "message" && messageLength(value) > messageMaxLength) return "too-long";
  return undefined;
}

/**
 * Everything that stops a send; an empty object means the message can go. Two
 * addresses are compared only when both are well formed (each field's own
 * problem speaks for the others).
 */
export function findProblems(values: ContactFormValues): Problems {
  const problems: Problems = {};
  for (const field of requiredFields) {
    const problem = textProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  if (!problems.email && !problems.emailConfirm && !sameEmail(values.email, values.emailConfirm)) {
    problems.emailConfirm = "differ";
  }
  if (!values.consent) problems.consent = "missing";
  return problems;
}

/**
 * The problems shown at the last send that still hold as the visitor edits:
 * a message lasts until its own problem is fixed, and none appears or changes
 * while they type (a missing address half typed is not called malformed).
 */
export function stillShown(shown: Problems, values: ContactFormValues): Problems {
  const now = findProblems(values);
  return Object.fromEntries(
    Object.entries(shown).filter(([control, problem]) => now[control as FormControl] === problem),
  );
}

/** The empty and the malformed text fields, for the announcement of a stopped send. */
export function fieldsToFix(problems: Problems): Record<"missing" | "malformed", RequiredField[]> {
  const having = (problem: Problem) =>
    requiredFields.filter((field) => problems[field] === problem);
  return { missing: having("missing"), malformed: having("malformed") };
}

/** A filled honeypot means a bot: the form pretends to send and sends nothing. */
export function isFromBot(values: Pick<ContactFormValues, "honeypot">): boolean {
  return values.honeypot.trim() !== "";
}

/** What the rules need, read from the form as it stands. */
export function readContactForm(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text(contactFields.name),
    lastName: text(contactFields.lastName),
    email: text(contactFields.email),
    emailConfirm: text(contactFields.emailConfirm),
    consent: data.get(contactFields.consent) !== null,
    honeypot: text(contactFields.honeypot),
    message: text(contactFields.message),
  };
}
