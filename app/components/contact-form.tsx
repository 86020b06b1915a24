import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { contactFormCopy as copy } from "~/model/contatti";
import * as rules from "~/lib/contact-form";
import type { FormGroup } from "~/lib/booking";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { useHydrated } from "~/lib/use-hydrated";
import { BookingFields, useBookingChoices } from "./booking-fields";
import {
  ConsentField,
  describedBy,
  FieldError,
  FixSummary,
  FormToaster,
  Honeypot,
  inputClass,
  SendOutcome,
  SubmitButton,
  useSend,
} from "./form-parts";

/** Where the form hydrates, and the mark of the WhatsApp link that names its treatment. */
export const contactFormIsland = "modulo-isola";
export const whatsAppLink = "data-whatsapp";

// Fixed ids: the form is once on its page and hydrates alone (app/islands/contact-form.tsx).
const idOf = (control: rules.FormControl | "honeypot") => `modulo-${control}`;
const errorId = (control: rules.FormControl) => `${idOf(control)}-errore`;
const countId = "modulo-conteggio";

// The last submit: its number (alerts keyed by it are announced again), what stopped it and is
// not fixed yet, the fields to fix in one sentence, the length that stopped it (words fixed then).
type Submit = { attempt: number; problems: rules.Problems; summary: string; tooLong: number };
const noSubmit: Submit = { attempt: 0, problems: {}, summary: "", tooLong: 0 };

export interface ContactFormProps {
  config: EmailJsConfig | null; // null without EmailJS keys: every send fails visibly
  groups: readonly FormGroup[]; // what can be booked (lib/booking.ts, formGroups)
  onTreatmentChange?: (name: string | undefined) => void; // for the WhatsApp message
}

// The contact form: lib/contact-form.ts decides, lib/send-message.ts sends (through
// form-parts.tsx, shared with the gift vouchers' form); what was typed stays until a send succeeds. The browser's bubbles are off (one at a time, under the sticky
// header); `required` and type="email" stay for assistive technology and phone keyboards.
// While sending the fields are read-only: <fieldset disabled> would drop the focus.
export function ContactForm({ config, groups, onTreatmentChange }: ContactFormProps) {
  const hydrated = useHydrated();
  const booking = useBookingChoices(groups, onTreatmentChange);
  const [submit, setSubmit] = useState(noSubmit);
  const [count, setCount] = useState(0);
  const { sending, outcome, send, clear } = useSend(config, copy);
  const { problems, attempt } = submit;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click comes after the render that marks the send as pending.
    if (sending) return;
    const form = event.currentTarget;
    const values = rules.readContactForm(form);
    const found = rules.findProblems(values);
    const { missing, malformed } = rules.fieldsToFix(found);
    const labels = (fields: rules.RequiredField[]) => fields.map((field) => copy.labels[field]);
    const summary = copy.fieldsSummary(labels(missing), labels(malformed));
    const tooLong = rules.messageLength(values.message);
    setSubmit({ attempt: attempt + 1, problems: found, summary, tooLong });
    clear();
    const firstToFix = rules.formControls.find((control) => found[control]);
    if (firstToFix) {
      if (found.emailConfirm === "differ") toast.error(copy.emailsDiffer.toast);
      (form.elements.namedItem(rules.contactFields[firstToFix]) as HTMLElement).focus();
    } else {
      void send(form, rules.isFromBot(values), () => {
        setCount(0);
        booking.clear();
      });
    }
  }

  // A message goes when its problem is fixed; none is added while the visitor types. The
  // booking controls (no name) are left alone: a render between their input and change events
  // would put back their value before their own handler reads it (Preact, decision 0028).
  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (!(event.target as HTMLInputElement).name) return;
    const values = rules.readContactForm(event.currentTarget);
    setCount(rules.messageLength(values.message));
    setSubmit((current) => ({ ...current, problems: rules.stillShown(current.problems, values) }));
  }

  const error = (control: rules.FormControl) => {
    const problem = problems[control];
    if (!problem) return null;
    const text = {
      missing: control === "consent" ? copy.consent.missing : copy.required,
      malformed: copy.malformedEmail,
      differ: copy.emailsDiffer.hint,
      "too-long": copy.messageLength.tooLong(submit.tooLong),
    }[problem];
    // The consent box and the length speak up; the summary or a toast speaks for the rest.
    const alert = control === "consent" || problem === "too-long";
    return (
      <FieldError key={attempt} id={errorId(control)} alert={alert}>
        {text}
      </FieldError>
    );
  };
  const described = (control: rules.FormControl, ...others: string[]) =>
    describedBy(problems[control] && errorId(control), ...others);
  const field = (name: rules.RequiredField, autoComplete?: string) => {
    const Control = name === "message" ? "textarea" : "input";
    return (
      <div className={name === "message" ? "md:col-span-2" : undefined}>
        <label htmlFor={idOf(name)} className="font-semibold">
          {copy.labels[name]}
        </label>
        {/* No maxLength on the message: it would cut a long paste silently. The rule stops the send. */}
        <Control
          id={idOf(name)}
          name={rules.contactFields[name]}
          type={name === "message" ? undefined : autoComplete === "email" ? "email" : "text"}
          autoComplete={autoComplete}
          rows={name === "message" ? 6 : undefined}
          required
          readOnly={sending}
          className={inputClass}
          {...described(name, ...(name === "message" ? [countId] : []))}
        />
        {name === "message" && (
          <>
            <p
              id={countId}
              className={`mt-1 text-right text-sm ${count > rules.messageMaxLength ? "font-semibold text-rose-dark" : "text-muted"}`}
            >
              {copy.messageLength.counter(count)}
            </p>
            {/* Polite, and only when the message crosses the thresholds: never a count per key. */}
            <p aria-live="polite" className="sr-only">
              {count > rules.messageMaxLength
                ? copy.messageLength.overLimit
                : count > rules.messageNearLimit && copy.messageLength.nearLimit}
            </p>
          </>
        )}
        {error(name)}
      </div>
    );
  };

  return (
    <>
      <form
        onSubmit={handleSubmit}
        onInput={handleChange}
        noValidate
        className="grid gap-5 md:grid-cols-2"
      >
        <BookingFields booking={booking} readOnly={sending} />
        {field("name", "given-name")}
        {field("lastName", "family-name")}
        {field("email", "email")}
        {field("emailConfirm", "email")}
        {field("message")}
        <Honeypot id={idOf("honeypot")} />
        <ConsentField
          id={idOf("consent")}
          errorId={problems.consent && errorId("consent")}
          error={error("consent")}
          sending={sending}
        />
        <noscript>
          <p className="md:col-span-2">{copy.noScript}</p>
        </noscript>
        <div className="flex flex-col items-start gap-4 md:col-span-2">
          <SubmitButton hydrated={hydrated} sending={sending} label={copy.submit} />
          <FixSummary
            key={attempt}
            show={Object.values(rules.fieldsToFix(problems)).some((fields) => fields.length > 0)}
          >
            {submit.summary}
          </FixSummary>
          <SendOutcome key={`outcome-${attempt}`} outcome={outcome} sent={copy.sent} />
        </div>
      </form>
      <FormToaster />
    </>
  );
}
