// The contact form's rules, checked after the browser has checked the
// required fields and the e-mail format. Nothing here clears a field: what
// the visitor typed stays until a send succeeds.

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
  /** The honeypot: hidden from people and assistive technology, so only bots fill it. */
  honeypot: "website",
} as const;

/** The value the ticked consent box sends, so the e-mail records it. */
export const consentValue = "sì";

export interface ContactFormValues {
  email: string;
  emailConfirm: string;
  consent: boolean;
  honeypot: string;
}

export type ContactProblem = "consent-missing" | "emails-differ";

/** Two addresses match whatever their case and surrounding spaces. */
export function sameEmail(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase();
}

/**
 * Every problem that stops a send, in the order the form shows them: consent
 * first, then the e-mails. An empty list means the message can go.
 */
export function findProblems(values: ContactFormValues): ContactProblem[] {
  const problems: ContactProblem[] = [];
  if (!values.consent) problems.push("consent-missing");
  if (!sameEmail(values.email, values.emailConfirm)) problems.push("emails-differ");
  return problems;
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
    email: text(contactFields.email),
    emailConfirm: text(contactFields.emailConfirm),
    consent: data.get(contactFields.consent) !== null,
    honeypot: text(contactFields.honeypot),
  };
}
