import { CircleAlert, ExternalLink, LoaderCircle, Send } from "lucide-react";
import {
  startTransition,
  useActionState,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
} from "react";
import { Toaster, toast } from "sonner";
import { contactFormCopy as copy, newTabNote } from "~/content/contatti";
import { paths } from "~/content/pages";
import { salon } from "~/content/salon";
import {
  consentValue,
  contactFields,
  fieldsToFix,
  findProblems,
  formControls,
  isFromBot,
  messageLength,
  messageMaxLength,
  messageNearLimit,
  readContactForm,
  stillShown,
  type FormControl,
  type Problems,
  type RequiredField,
} from "~/lib/contact-form";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { mailtoUrl, telUrl } from "~/lib/external-links";
import { isUncertain, sendMessage, type SendFailure } from "~/lib/send-message";
import { useHydrated } from "~/lib/use-hydrated";
import { BookingFields, useBookingChoices } from "./booking-fields";
import { EmailAddress } from "./email-address";

interface ContactFormProps {
  /** null when the build had no EmailJS keys: every send then fails visibly. */
  config: EmailJsConfig | null;
  /** Shorter in unit tests; 15 s on the site. */
  timeoutMs?: number;
  /** Told the chosen treatment's name (undefined for none), e.g. for the WhatsApp message. */
  onTreatmentChange?: (name: string | undefined) => void;
}

/** The last submit: what stopped it and is not fixed yet, with the words it was said in. */
interface Submit {
  /** Counts the submits: an alert keyed by it is announced again for the same problem. */
  attempt: number;
  problems: Problems;
  /** Which fields to fix, said once (five "Campo obbligatorio" in a row would not say which). */
  summary: string;
  /** The length that stopped it: the error does not change with every key pressed after. */
  tooLong: number;
}

type Outcome = { attempt: number } & ({ sent: true } | { sent: false; failure: SendFailure });

/** Where the form hydrates, and the mark of the WhatsApp link that names its treatment. */
export const contactFormIsland = "modulo-isola";
export const whatsAppLink = "data-whatsapp";

/** Fixed ids: the form is once on its page and hydrates alone (app/islands/contact-form.tsx). */
const idOf = (control: FormControl | "honeypot") => `modulo-${control}`;
const errorId = (control: FormControl) => `${idOf(control)}-errore`;
const countId = "modulo-conteggio";

/**
 * The contact form. The rules in lib/contact-form.ts decide, then EmailJS sends
 * (lib/send-message.ts). What the visitor typed stays in the fields until a send
 * succeeds: the form submits through `onSubmit`, since a `<form action>` empties
 * its fields after every send, failed ones included. Every problem is explained
 * inline, tied to its field, the focus goes to the first control to fix, or to
 * the thank-you after a send.
 *
 * The browser's own bubbles are off (`noValidate`): they last a few seconds, show
 * one field at a time, speak the browser's language and sit where the browser
 * likes (over the sticky header). The form keeps `required` and `type="email"`
 * for what they tell assistive technology and phone keyboards.
 *
 * While a send is in flight every field is read-only, so nothing typed then is
 * lost when a success empties the form: a `<fieldset disabled>` would throw the
 * focus out of the field the visitor is in and read every control as "dimmed".
 */
export function ContactForm({ config, timeoutMs, onTreatmentChange }: ContactFormProps) {
  const hydrated = useHydrated();
  const booking = useBookingChoices(onTreatmentChange);
  const [submit, setSubmit] = useState<Submit>({
    attempt: 0,
    problems: {},
    summary: "",
    tooLong: 0,
  });
  const [count, setCount] = useState(0);
  // A second click can come before React renders the send as pending.
  const busy = useRef(false);
  const [outcome, send, sending] = useActionState(
    async (_: Outcome | null, { form, attempt }: { form: HTMLFormElement; attempt: number }) => {
      // A bot filled the hidden field: it sees the usual success, nothing is sent.
      const result = isFromBot(readContactForm(form))
        ? ({ ok: true } as const)
        : await sendMessage(form, config, { timeoutMs });
      busy.current = false;
      if (!result.ok) {
        toast.error(isUncertain(result.failure) ? copy.unsureToast : copy.notSentToast);
        return { attempt, sent: false, failure: result.failure } as const;
      }
      form.reset();
      setCount(0);
      booking.clear();
      toast.success(copy.sentToast);
      return { attempt, sent: true } as const;
    },
    null,
  );
  const { problems } = submit;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = readContactForm(form);
    const found = findProblems(values);
    const attempt = submit.attempt + 1;
    const toFix = fieldsToFix(found);
    const labels = (fields: RequiredField[]) => fields.map((field) => copy.labels[field]);
    const summary = copy.fieldsSummary(labels(toFix.missing), labels(toFix.malformed));
    setSubmit({ attempt, problems: found, summary, tooLong: messageLength(values.message) });
    const firstToFix = formControls.find((control) => found[control]);
    if (firstToFix) {
      if (found.emailConfirm === "differ") toast.error(copy.emailsDiffer.toast);
      (form.elements.namedItem(contactFields[firstToFix]) as HTMLElement).focus();
      return;
    }
    busy.current = true;
    startTransition(() => send({ form, attempt }));
  }

  // A message goes when its problem is fixed; none is added while the visitor types.
  function handleChange(event: FormEvent<HTMLFormElement>) {
    const values = readContactForm(event.currentTarget);
    setCount(messageLength(values.message));
    setSubmit((current) => ({ ...current, problems: stillShown(current.problems, values) }));
  }

  const errorText = (control: FormControl) =>
    ({
      missing: control === "consent" ? copy.consent.missing : copy.required,
      malformed: copy.malformedEmail,
      differ: copy.emailsDiffer.hint,
      "too-long": copy.messageLength.tooLong(submit.tooLong),
    })[problems[control]!];
  const error = (control: FormControl) =>
    problems[control] && (
      // The consent box and the length speak up; the summary or a toast speaks for the rest.
      <FieldError
        key={submit.attempt}
        id={errorId(control)}
        role={control === "consent" || problems[control] === "too-long" ? "alert" : undefined}
      >
        {errorText(control)}
      </FieldError>
    );
  const described = (control: FormControl, ...others: string[]) => ({
    "aria-invalid": problems[control] ? true : undefined,
    "aria-describedby":
      [problems[control] && errorId(control), ...others].filter(Boolean).join(" ") || undefined,
  });
  const textField = (
    field: "name" | "lastName" | "email" | "emailConfirm",
    autoComplete: string,
  ) => (
    <div>
      <label htmlFor={idOf(field)} className="font-semibold">
        {copy.labels[field]}
      </label>
      <input
        id={idOf(field)}
        name={contactFields[field]}
        type={autoComplete === "email" ? "email" : "text"}
        autoComplete={autoComplete}
        required
        readOnly={sending}
        className={inputClass}
        {...described(field)}
      />
      {error(field)}
    </div>
  );

  return (
    <>
      <form
        onSubmit={handleSubmit}
        onChange={handleChange}
        noValidate
        className="grid gap-5 md:grid-cols-2"
      >
        <BookingFields booking={booking} readOnly={sending} />
        {textField("name", "given-name")}
        {textField("lastName", "family-name")}
        {textField("email", "email")}
        {textField("emailConfirm", "email")}
        <div className="md:col-span-2">
          <label htmlFor={idOf("message")} className="font-semibold">
            {copy.labels.message}
          </label>
          {/* No maxLength: it would cut a long paste silently. The rule stops the send instead. */}
          <textarea
            id={idOf("message")}
            name={contactFields.message}
            required
            rows={6}
            readOnly={sending}
            className={inputClass}
            {...described("message", countId)}
          />
          <p
            id={countId}
            className={`mt-1 text-right text-sm ${count > messageMaxLength ? "font-semibold text-rose-dark" : "text-muted"}`}
          >
            {copy.messageLength.counter(count)}
          </p>
          {/* Polite, and only when the message crosses the thresholds: never a count per key. */}
          <p aria-live="polite" className="sr-only">
            {count > messageMaxLength
              ? copy.messageLength.overLimit
              : count > messageNearLimit
                ? copy.messageLength.nearLimit
                : ""}
          </p>
          {error("message")}
        </div>

        {/* The honeypot: `hidden` keeps it from sight, the keyboard, assistive technology and
            autofill; the data attributes tell password managers to leave it alone. */}
        <div hidden aria-hidden="true">
          <label htmlFor={idOf("honeypot")}>{copy.labels.honeypot}</label>
          <input
            id={idOf("honeypot")}
            name={contactFields.honeypot}
            type="text"
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
              name={contactFields.consent}
              type="checkbox"
              value={consentValue}
              aria-required="true"
              aria-readonly={sending || undefined}
              onClick={(event) => sending && event.preventDefault()}
              className="mt-1 size-5 shrink-0 accent-rose"
              {...described("consent")}
            />
            <label htmlFor={idOf("consent")}>
              {copy.consent.before}
              {/* A new tab, so reading the policy does not leave the typed message behind. */}
              <a
                href={paths.policy}
                target="_blank"
                className="font-semibold text-rose-dark underline underline-offset-4 hover:text-plum"
              >
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
            {sending ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {sending ? copy.sending : copy.submit}
          </button>
          {/* Said until every field it names is fixed; its words do not change meanwhile. */}
          {Object.values(fieldsToFix(problems)).some((fields) => fields.length > 0) && (
            <p key={submit.attempt} role="alert" className="sr-only">
              {submit.summary}
            </p>
          )}
          {/* Not a live region: it takes the focus, which reads it once. */}
          {outcome?.attempt === submit.attempt && outcome.sent && (
            <p
              key={outcome.attempt}
              ref={(node) => node?.focus()}
              tabIndex={-1}
              className="rounded-2xl bg-blush px-5 py-4 font-semibold"
            >
              {copy.sent}
            </p>
          )}
          {outcome?.attempt === submit.attempt && !outcome.sent && (
            <div
              key={outcome.attempt}
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

function FieldError({ children, ...props }: ComponentProps<"p">) {
  return (
    <p className="mt-2 flex items-start gap-2 text-sm font-semibold text-rose-dark" {...props}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
