// The contact form's rules: the fields every message needs, the message's length and consent
// (the browser's bubbles are off: see ContactForm). The e-mail's fields, addresses and honeypot
// are every form's (app/lib/email-form.ts).
import { emailProblems, formFields, messageLength, type Problem } from "../../lib/email-form";

// The longest message, in characters as a person counts them. EmailJS refuses variables over
// 50 KB; 5,000 characters are at most 20 KB in four-byte UTF-8, far more than an enquiry needs.
export const messageMaxLength = 5_000;

/** Near the limit, screen readers are told once how much room is left. */
export const messageNearLimit = 4_500;

/** The text fields a message cannot go without, in the order the form shows them. */
export const requiredFields = ["name", "lastName", "email", "emailConfirm", "message"] as const;

export type RequiredField = (typeof requiredFields)[number];

/** What stops a send, by the control to fix, in the order the form shows them. */
export const formControls = [...requiredFields, "consent"] as const;

export type FormControl = (typeof formControls)[number];

export type Problems = Partial<Record<FormControl, Problem>>;

export type ContactFormValues = Record<RequiredField | "honeypot", string> & {
  consent: boolean;
  /** The treatment chosen, by name ("" for none). */
  treatment: string;
};

/** A name or the message: empty, or the message too long (the addresses: emailProblems). */
function textProblem(field: RequiredField, value: string): Problem | undefined {
  if (value.trim() === "") return "missing";
  if (field === "message" && messageLength(value) > messageMaxLength) return "too-long";
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

/** What the rules need, read from the form as it stands. */
export function readContactForm(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (field: RequiredField | "honeypot") => [field, data.get(formFields[field]) ?? ""];
  const texts = [...requiredFields, "honeypot" as const].map(text);
  return {
    ...Object.fromEntries(texts),
    consent: data.has(formFields.consent),
    treatment: String(data.get(formFields.treatment) ?? ""),
  };
}
