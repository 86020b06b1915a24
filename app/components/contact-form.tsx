import { CircleAlert, ExternalLink, LoaderCircle, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Toaster, toast } from "sonner";
import { contactFormCopy as copy, newTabNote } from "~/model/contatti";
import { paths } from "~/model/pages";
import { salon } from "~/model/salon";
import * as rules from "~/lib/contact-form";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { mailtoUrl, telUrl } from "~/lib/external-links";
import { isUncertain, sendMessage, type SendFailure } from "~/lib/send-message";
import { useHydrated } from "~/lib/use-hydrated";
import { BookingFields, useBookingChoices } from "./booking-fields";
import { EmailAddress } from "./email-address";

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

// Idle, sending, or how the last send ended.
type Status = null | "sending" | { sent: true } | { sent: false; failure: SendFailure };

interface ContactFormProps {
  config: EmailJsConfig | null; // null without EmailJS keys: every send fails visibly
  onTreatmentChange?: (name: string | undefined) => void; // for the WhatsApp message
}

// The contact form: lib/contact-form.ts decides, lib/send-message.ts sends; what was typed
// stays until a send succeeds. The browser's bubbles are off (one at a time, under the sticky
// header); `required` and type="email" stay for assistive technology and phone keyboards.
// While sending the fields are read-only: <fieldset disabled> would drop the focus.
export function ContactForm({ config, onTreatmentChange }: ContactFormProps) {
  const hydrated = useHydrated();
  const booking = useBookingChoices(onTreatmentChange);
  const [submit, setSubmit] = useState(noSubmit);
  const [count, setCount] = useState(0);
  const [status, setStatus] = useState<Status>(null);
  const sending = status === "sending";
  const outcome = sending ? null : status;

  async function send(form: HTMLFormElement) {
    setStatus("sending");
    // A bot filled the hidden field: it sees the usual success, nothing is sent.
    const result = rules.isFromBot(rules.readContactForm(form))
      ? ({ ok: true } as const)
      : await sendMessage(form, config);
    if (!result.ok) {
      toast.error(isUncertain(result.failure) ? copy.unsureToast : copy.notSentToast);
      return setStatus({ sent: false, failure: result.failure });
    }
    form.reset();
    setCount(0);
    booking.clear();
    toast.success(copy.sentToast);
    setStatus({ sent: true });
  }
  const { problems, attempt } = submit;
  const SubmitIcon = sending ? LoaderCircle : Send;

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
    setStatus(null);
    const firstToFix = rules.formControls.find((control) => found[control]);
    if (firstToFix) {
      if (found.emailConfirm === "differ") toast.error(copy.emailsDiffer.toast);
      (form.elements.namedItem(rules.contactFields[firstToFix]) as HTMLElement).focus();
    } else {
      void send(form);
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
      <p
        key={attempt}
        id={errorId(control)}
        role={alert ? "alert" : undefined}
        className="mt-2 flex items-start gap-2 text-sm font-semibold text-rose-dark"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
    );
  };
  const described = (control: rules.FormControl, ...others: string[]) => ({
    "aria-invalid": problems[control] ? true : undefined,
    "aria-describedby":
      [problems[control] && errorId(control), ...others].filter(Boolean).join(" ") || undefined,
  });
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
        {/* The honeypot: `hidden` keeps it from sight, keyboard, assistive technology and autofill. */}
        <div hidden aria-hidden="true">
          <label htmlFor={idOf("honeypot")}>{copy.labels.honeypot}</label>
          <input
            id={idOf("honeypot")}
            name={rules.contactFields.honeypot}
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore="true"
            data-lpignore="true"
            data-bwignore="true"
            data-form-type="other"
          />
        </div>
        <div className="md:col-span-2">
          <div className="flex items-start gap-3">
            {/* Not `required`: the browser's bubble would hide the wording below. A checkbox
                has no readOnly, and disabling it would drop the focus: clicks are ignored. */}
            <input
              id={idOf("consent")}
              name={rules.contactFields.consent}
              type="checkbox"
              value={rules.consentValue}
              aria-required="true"
              aria-readonly={sending || undefined}
              onClick={(event) => sending && event.preventDefault()}
              className="mt-1 size-5 shrink-0 accent-rose"
              {...described("consent")}
            />
            <label htmlFor={idOf("consent")}>
              {copy.consent.before}
              {/* A new tab, so reading the policy does not leave the typed message behind. */}
              <a href={paths.policy} target="_blank" className={`${linkClass} hover:text-plum`}>
                {copy.consent.link}
                <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-text-top" />
                <span className="sr-only"> {newTabNote}</span>
              </a>
              {copy.consent.after}
            </label>
          </div>
          {error("consent")}
        </div>
        <noscript>
          <p className="md:col-span-2">{copy.noScript}</p>
        </noscript>
        <div className="flex flex-col items-start gap-4 md:col-span-2">
          {/* Disabled until hydration: before, the browser would put the fields in the
              address. While sending, only aria-disabled, so the focus stays on it. */}
          <button
            type="submit"
            disabled={!hydrated}
            aria-disabled={sending || undefined}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-rose px-8 py-3 font-semibold tracking-wide text-white shadow-sm transition-colors hover:bg-rose-dark disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          >
            <SubmitIcon
              aria-hidden="true"
              className={`size-5 ${sending ? "motion-safe:animate-spin" : ""}`}
            />
            {sending ? copy.sending : copy.submit}
          </button>
          {/* Said until every field it names is fixed; its words do not change meanwhile. */}
          {Object.values(rules.fieldsToFix(problems)).some((fields) => fields.length > 0) && (
            <p key={attempt} role="alert" className="sr-only">
              {submit.summary}
            </p>
          )}
          {/* Not a live region: it takes the focus, which reads it once. */}
          {outcome?.sent && (
            <p
              key={attempt}
              ref={(node) => node?.focus()}
              tabIndex={-1}
              className="rounded-2xl bg-blush px-5 py-4 font-semibold"
            >
              {copy.sent}
            </p>
          )}
          {outcome?.sent === false && (
            <div
              key={attempt}
              role="alert"
              className="w-full rounded-2xl border-2 border-rose-dark bg-blush px-5 py-4"
            >
              <p className="font-semibold">{copy.failures[outcome.failure]}</p>
              <p className="mt-1">
                {copy.notSent.kept} {copy.notSent.otherWays}{" "}
                <a href={mailtoUrl(salon.email)} className={`break-words ${linkClass}`}>
                  <EmailAddress address={salon.email} />
                </a>{" "}
                {copy.notSent.or}{" "}
                <a href={telUrl(salon.mobile)} className={`whitespace-nowrap ${linkClass}`}>
                  {salon.mobile}
                </a>
                .
              </p>
            </div>
          )}
        </div>
      </form>
      <Toaster position="top-right" duration={1500} containerAriaLabel={copy.toastRegion} />
    </>
  );
}

const inputClass =
  "mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum aria-invalid:border-2 aria-invalid:border-rose-dark";
const linkClass = "font-semibold text-rose-dark underline underline-offset-4";
