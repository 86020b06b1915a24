// The online withdrawal from a gift voucher (/recesso), as art. 54-bis Codice del consumo
// asks of a contract concluded online: the buyer gives her name, what identifies the
// contract (the voucher, the day she paid) and the e-mail for the acknowledgement, then
// confirms; the statement is written out with the date and time it was sent. The visitor's
// own fields and the honeypot are the contact form's, by the same rules and names
// (app/lib/email-form.ts), so one EmailJS template serves every form (docs/email.md); the
// statement goes through the same send (app/lib/send-message.ts).
import { isRealDate } from "../../lib/calendar";
import { emailProblems, formFields, messageLength, type Problem } from "../../lib/email-form";
import { formatFullItalianDate, italianDateTime } from "../../lib/italian-dates";

/** Field names: the EmailJS template reads them (docs/email.md). */
export const withdrawalFields = {
  name: formFields.name,
  lastName: formFields.lastName,
  email: formFields.email,
  emailConfirm: formFields.emailConfirm,
  honeypot: formFields.honeypot,
  // The statement written out, with the date and time it was sent: what a template made
  // for the contact form already shows.
  message: formFields.message,
  voucher: "withdrawal_voucher",
  // In the form the date field's "YYYY-MM-DD"; in the e-mail the day in words.
  paidOn: "withdrawal_paid_on",
  note: "withdrawal_note",
  // Sent only with a withdrawal: the voucher and the day it was paid, for the subject.
  withdrawal: "withdrawal",
} as const;

/** The longest note, in characters as a person counts them. */
export const noteMaxLength = 1_000;

/** What stops a send, by the control to fix, in the order the form shows them. */
export const withdrawalControls = [
  "name",
  "lastName",
  "voucher",
  "paidOn",
  "email",
  "emailConfirm",
  "note",
] as const;

export type WithdrawalControl = (typeof withdrawalControls)[number];

export type WithdrawalProblems = Partial<Record<WithdrawalControl, Problem>>;

export interface WithdrawalValues {
  name: string;
  lastName: string;
  /** The voucher's name or code, as the buyer writes it. */
  voucher: string;
  /** The day she paid, "YYYY-MM-DD" as a date field gives it ("" until it is a whole date). */
  paidOn: string;
  email: string;
  emailConfirm: string;
  note: string;
  honeypot: string;
}

/**
 * Everything that stops a send (none: it can go). `today` is Italy's date ("YYYY-MM-DD"): a
 * payment cannot come after it. A payment more than 14 days ago is not refused: the period
 * may be longer (art. 53), and the owner answers every withdrawal.
 */
export function findWithdrawalProblems(
  values: WithdrawalValues,
  today: string,
): WithdrawalProblems {
  const problems: WithdrawalProblems = {};
  const missing = (text: string) => text.trim() === "";
  if (missing(values.name)) problems.name = "missing";
  if (missing(values.lastName)) problems.lastName = "missing";
  if (missing(values.voucher)) problems.voucher = "missing";
  if (missing(values.paidOn)) problems.paidOn = "missing";
  else if (!isRealDate(values.paidOn) || values.paidOn > today) problems.paidOn = "malformed";
  Object.assign(problems, emailProblems(values.email, values.emailConfirm));
  if (messageLength(values.note) > noteMaxLength) problems.note = "too-long";
  return problems;
}

/** What the rules need, read from the form as it stands. */
export function readWithdrawalForm(form: HTMLFormElement): WithdrawalValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    name: text(withdrawalFields.name),
    lastName: text(withdrawalFields.lastName),
    voucher: text(withdrawalFields.voucher),
    paidOn: text(withdrawalFields.paidOn),
    email: text(withdrawalFields.email),
    emailConfirm: text(withdrawalFields.emailConfirm),
    note: text(withdrawalFields.note),
    honeypot: text(withdrawalFields.honeypot),
  };
}

/** The words of the statement, from withdrawal-words.ts. */
export interface WithdrawalWords {
  /** "Recedo dal contratto di acquisto di questo buono regalo." */
  statement: string;
  voucher: string;
  paidOn: string;
  name: string;
  email: string;
  note: string;
  /** "Inviato dal sito il 27 novembre 2026 alle 10:32 (ora italiana).": `at` in words. */
  sentAt: (at: string) => string;
  /** The subject's part: "Buono da 50 €, pagato il 20 novembre 2026". */
  summary: (voucher: string, paidOn: string) => string;
}

/**
 * The statement as the owner receives it in `message` and quotes it in her acknowledgement:
 * one line a part, the note only when written, and when it was sent, on Italy's clock.
 */
export function withdrawalStatement(
  words: WithdrawalWords,
  values: WithdrawalValues,
  at: Date,
): string {
  const note = values.note.trim();
  return [
    words.statement,
    `${words.voucher}: ${values.voucher.trim()}`,
    `${words.paidOn}: ${formatFullItalianDate(values.paidOn)}`,
    `${words.name}: ${values.name.trim()} ${values.lastName.trim()}`,
    `${words.email}: ${values.email.trim()}`,
    ...(note ? [`${words.note}: ${note}`] : []),
    words.sentAt(italianDateTime(at)),
  ].join("\n");
}

/**
 * What the e-mail carries (docs/email.md): the form's fields, the day of payment in words,
 * `withdrawal` for the subject, and the whole statement in `message`.
 */
export function withdrawalEmailFields(
  data: FormData,
  values: WithdrawalValues,
  at: Date,
  words: WithdrawalWords,
): FormData {
  const paidOn = formatFullItalianDate(values.paidOn);
  data.set(withdrawalFields.paidOn, paidOn);
  data.set(withdrawalFields.withdrawal, words.summary(values.voucher.trim(), paidOn));
  data.set(withdrawalFields.message, withdrawalStatement(words, values, at));
  return data;
}

/**
 * What the form needs of the content, handed to it as props (app/islands/island.tsx), so its
 * script carries no content module: the e-mail with the model form, the way to withdraw
 * when the form cannot send.
 */
export interface WithdrawalFormProps {
  mail: { label: string; href: string };
}
