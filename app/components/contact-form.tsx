import { CircleAlert, ExternalLink, LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { toast } from "sonner";
import { contactFormCopy as copy, newTabNote } from "~/content/contatti";
import { paths } from "~/content/pages";
import { salon } from "~/content/salon";
import {
  consentValue,
  contactFields,
  fieldProblem,
  findFieldProblems,
  findProblems,
  isFromBot,
  messageLength,
  messageMaxLength,
  messageNearLimit,
  readContactForm,
  requiredFields,
  sameEmail,
  type ContactProblem,
  type FieldProblem,
  type RequiredField,
} from "~/lib/contact-form";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { mailtoUrl, telUrl } from "~/lib/external-links";
import { isUncertain, sendMessage, type SendFailure } from "~/lib/send-message";
import { useHydrated } from "~/lib/use-hydrated";
import { BookingFields, useBookingChoices, type BookingChoices } from "./booking-fields";
import { EmailAddress } from "./email-address";

type Outcome = { kind: "sent" } | { kind: "failed"; failure: SendFailure };

interface ContactFormProps {
  /** null when the build had no EmailJS keys: every send then fails visibly. */
  config: EmailJsConfig | null;
  /** Shorter in unit tests; 15 s on the site. */
  timeoutMs?: number;
  /** Told the chosen treatment's name (undefined for none), e.g. for the WhatsApp message. */
  onTreatmentChange?: (name: string | undefined) => void;
}

/**
 * The contact form. The rules in lib/contact-form.ts decide, then EmailJS
 * sends. What the visitor typed stays in the fields until a send succeeds;
 * every problem is explained inline, tied to its field, and announced; the
 * focus goes to the first field to fix, or to the thank-you after a send.
 *
 * The browser's own bubbles are off (`noValidate`): they last a few seconds,
 * show one field at a time, speak the browser's language rather than the
 * page's, and sit where the browser likes (over the sticky header). The form
 * shows a lasting "Campo obbligatorio" under every empty field instead, and
 * keeps `required` and `type="email"` for what they tell assistive technology
 * and phone keyboards. (The consent box was never `required`, for the same reason.)
 *
 * While a send is in flight every field is read-only, so nothing typed then can
 * be lost when a success empties the form: text fields take `readOnly` (they
 * stay focusable and are announced as read-only), the consent box takes
 * `aria-readonly` and ignores clicks, the booking choices ignore changes. A
 * `<fieldset disabled>` would do it in one line, but it throws the focus out of
 * the field the visitor is in and reads every control as "dimmed".
 */
export function ContactForm({ config, timeoutMs, onTreatmentChange }: ContactFormProps) {
  const id = useId();
  const consentErrorId = `${id}-consent-error`;
  const messageCountId = `${id}-message-count`;
  const messageErrorId = `${id}-message-error`;
  const fieldErrorId = (field: RequiredField) => `${id}-${field}-error`;
  const hydrated = useHydrated();
  const nameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const fieldRefs = {
    name: nameRef,
    lastName: lastNameRef,
    email: emailRef,
    emailConfirm: confirmRef,
    message: messageRef,
  } satisfies Record<RequiredField, unknown>;
  // A ref as well as state: a second click can arrive before React re-renders.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<readonly ContactProblem[]>([]);
  // The required fields found empty or malformed at the last send, until fixed.
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<RequiredField, FieldProblem>>>(
    {},
  );
  // Said once per stopped send; its words stay as they were (a live region
  // whose text changes is read again), until every field is fixed.
  const [fieldsSummary, setFieldsSummary] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Remounts the outcome message, so the same failure twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const [messageCount, setMessageCount] = useState(0);
  // The length when a send was stopped for it: the error does not change, and
  // is not announced again, with every key pressed after.
  const [tooLongCount, setTooLongCount] = useState(0);
  const choices = useBookingChoices();
  // While sending, the booking choices (controlled) ignore every change.
  const booking: BookingChoices = sending
    ? { ...choices, chooseTreatment: ignore, toggleDay: ignore, toggleTime: ignore }
    : choices;
  const treatmentName = booking.treatment?.name;

  useEffect(() => {
    onTreatmentChange?.(treatmentName);
  }, [treatmentName, onTreatmentChange]);

  // After a send, the focus goes to the thank-you: otherwise it would stay on
  // a button that a keyboard or screen-reader user has no more use for.
  useEffect(() => {
    if (outcome?.kind === "sent") sentRef.current?.focus();
  }, [outcome]);

  const consentMissing = problems.includes("consent-missing");
  const emailsDiffer = problems.includes("emails-differ");
  const messageTooLong = problems.includes("message-too-long");
  const messageMissing = fieldProblems.message === "missing";

  function solved(problem: ContactProblem) {
    setProblems((current) => current.filter((candidate) => candidate !== problem));
  }

  /** A field's message: lasting until the visitor fixes it, never added while they type. */
  function recheck(field: RequiredField, value: string) {
    setFieldProblems((current) => {
      const shown = current[field];
      if (!shown || fieldProblem(field, value) === shown) return current;
      return { ...current, [field]: undefined };
    });
  }

  /** What a required field says under it, if anything. */
  function fieldError(field: RequiredField, other?: string) {
    const problem = fieldProblems[field];
    const text =
      problem === "missing" ? copy.required : problem === "malformed" ? copy.malformedEmail : other;
    return text ? { id: fieldErrorId(field), text } : undefined;
  }

  function succeed(form: HTMLFormElement) {
    form.reset();
    setMessageCount(0);
    choices.clear();
    toast.success(copy.sentToast);
    setOutcome({ kind: "sent" });
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const values = readContactForm(form);
    const foundInFields = findFieldProblems(values);
    const found = findProblems(values);
    setFieldProblems(foundInFields);
    setFieldsSummary(summarize(foundInFields));
    setProblems(found);
    setOutcome(null);
    setAttempt((count) => count + 1);

    if (Object.keys(foundInFields).length > 0 || found.length > 0) {
      if (found.includes("message-too-long")) setTooLongCount(messageLength(values.message));
      if (found.includes("emails-differ")) toast.error(copy.emailsDiffer.toast);
      // The first control to fix, in the order the form shows them.
      const firstToFix = [
        ...requiredFields.map((field) => {
          const wrong =
            foundInFields[field] ||
            (field === "emailConfirm" && found.includes("emails-differ")) ||
            (field === "message" && found.includes("message-too-long"));
          return wrong ? fieldRefs[field].current : null;
        }),
        found.includes("consent-missing") ? consentRef.current : null,
      ].find(Boolean);
      firstToFix?.focus();
      return;
    }

    // A bot filled the hidden field: it sees the usual success, nothing is sent.
    if (isFromBot(values)) {
      succeed(form);
      return;
    }

    sendingRef.current = true;
    setSending(true);
    const result = await sendMessage(form, config, { timeoutMs });
    sendingRef.current = false;
    setSending(false);
    if (result.ok) {
      succeed(form);
    } else {
      toast.error(isUncertain(result.failure) ? copy.unsureToast : copy.notSentToast);
      setOutcome({ kind: "failed", failure: result.failure });
    }
  }

  function countMessage(event: React.ChangeEvent<HTMLTextAreaElement>) {
    const count = messageLength(event.currentTarget.value);
    setMessageCount(count);
    recheck("message", event.currentTarget.value);
    if (messageTooLong && count <= messageMaxLength) solved("message-too-long");
  }

  function checkEmailsAgain() {
    if (emailsDiffer && sameEmail(emailRef.current?.value ?? "", confirmRef.current?.value ?? "")) {
      solved("emails-differ");
    }
  }

  const fieldsToFix = Object.values(fieldProblems).some(Boolean);

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5 md:grid-cols-2">
      <BookingFields booking={booking} />
      <TextField
        ref={nameRef}
        label={copy.labels.name}
        name={contactFields.name}
        autoComplete="given-name"
        readOnly={sending}
        onChange={(event) => recheck("name", event.currentTarget.value)}
        error={fieldError("name")}
      />
      <TextField
        ref={lastNameRef}
        label={copy.labels.lastName}
        name={contactFields.lastName}
        autoComplete="family-name"
        readOnly={sending}
        onChange={(event) => recheck("lastName", event.currentTarget.value)}
        error={fieldError("lastName")}
      />
      <TextField
        ref={emailRef}
        label={copy.labels.email}
        name={contactFields.email}
        type="email"
        autoComplete="email"
        readOnly={sending}
        onChange={(event) => {
          recheck("email", event.currentTarget.value);
          checkEmailsAgain();
        }}
        error={fieldError("email")}
      />
      <TextField
        ref={confirmRef}
        label={copy.labels.emailConfirm}
        name={contactFields.emailConfirm}
        type="email"
        autoComplete="email"
        readOnly={sending}
        onChange={(event) => {
          recheck("emailConfirm", event.currentTarget.value);
          checkEmailsAgain();
        }}
        error={fieldError("emailConfirm", emailsDiffer ? copy.emailsDiffer.hint : undefined)}
      />
      <div className="md:col-span-2">
        <label htmlFor={`${id}-message`} className="font-semibold">
          {copy.labels.message}
        </label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          name={contactFields.message}
          required
          rows={6}
          readOnly={sending}
          // No maxLength: it would cut a long paste silently. The rule stops the send instead.
          onChange={countMessage}
          aria-invalid={messageTooLong || messageMissing || undefined}
          aria-describedby={
            messageTooLong
              ? `${messageErrorId} ${messageCountId}`
              : messageMissing
                ? `${fieldErrorId("message")} ${messageCountId}`
                : messageCountId
          }
          className="mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum aria-invalid:border-2 aria-invalid:border-rose-dark"
        />
        <p
          id={messageCountId}
          className={
            messageCount > messageMaxLength
              ? "mt-1 text-right text-sm font-semibold text-rose-dark"
              : "mt-1 text-right text-sm text-muted"
          }
        >
          {copy.messageLength.counter(messageCount)}
        </p>
        {/* Polite, and only when the message crosses the thresholds: never a count per key. */}
        <p aria-live="polite" className="sr-only">
          {messageCount > messageMaxLength
            ? copy.messageLength.overLimit
            : messageCount > messageNearLimit
              ? copy.messageLength.nearLimit
              : ""}
        </p>
        {messageTooLong && (
          <FieldError key={attempt} id={messageErrorId} role="alert">
            {copy.messageLength.tooLong(tooLongCount)}
          </FieldError>
        )}
        {messageMissing && <FieldError id={fieldErrorId("message")}>{copy.required}</FieldError>}
      </div>

      {/*
        The honeypot. `hidden` keeps it from sight, the keyboard, assistive
        technology and the browser's autofill (which skips fields that cannot be
        focused); aria-hidden and tabIndex say the same for tools that ignore it.
        Its name and label match no autofill heuristic, and the data attributes
        tell 1Password, LastPass, Bitwarden and Dashlane to leave it alone.
      */}
      <div hidden aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>{copy.labels.honeypot}</label>
        <input
          id={`${id}-honeypot`}
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
          <input
            ref={consentRef}
            id={`${id}-consent`}
            name={contactFields.consent}
            type="checkbox"
            value={consentValue}
            // Not `required`: the browser's own bubble would hide the wording below.
            aria-required="true"
            aria-invalid={consentMissing || undefined}
            aria-describedby={consentMissing ? consentErrorId : undefined}
            aria-readonly={sending || undefined}
            // Read-only while sending: a checkbox has no readOnly, and disabling it would drop the focus.
            onClick={(event) => sending && event.preventDefault()}
            onChange={(event) => event.currentTarget.checked && solved("consent-missing")}
            className="mt-1 size-5 shrink-0 accent-rose"
          />
          <label htmlFor={`${id}-consent`}>
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
        {consentMissing && (
          <FieldError key={attempt} id={consentErrorId} role="alert">
            {copy.consent.missing}
          </FieldError>
        )}
      </div>

      <noscript>
        <p className="md:col-span-2">{copy.noScript}</p>
      </noscript>

      <div className="flex flex-col items-start gap-4 md:col-span-2">
        <button
          type="submit"
          // Disabled until hydration: before it, the browser would submit the
          // fields in the address bar and lose them. While sending, only
          // aria-disabled (handleSubmit ignores it), so the focus stays on it.
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
        {/*
          Which fields to fix, said once per stopped send (each field's own
          message, tied to it, is read when the visitor reaches it): five
          "Campo obbligatorio" read in a row would not say which fields.
        */}
        {fieldsToFix && fieldsSummary && (
          <p key={attempt} role="alert" className="sr-only">
            {fieldsSummary}
          </p>
        )}
        {/*
          Not a live region: it receives the focus, which reads it, so it is
          announced once (the toast says "Messaggio Inviato !" on its own).
        */}
        {outcome?.kind === "sent" && (
          <p
            key={attempt}
            ref={sentRef}
            tabIndex={-1}
            className="rounded-2xl bg-blush px-5 py-4 font-semibold"
          >
            {copy.sent}
          </p>
        )}
        {outcome?.kind === "failed" && (
          <div
            key={attempt}
            role="alert"
            className="w-full rounded-2xl border-2 border-rose-dark bg-blush px-5 py-4"
          >
            <p className="font-semibold">{copy.failures[outcome.failure]}</p>
            <p className="mt-1">
              {copy.notSent.kept} {copy.notSent.otherWays}{" "}
              <a
                href={mailtoUrl(salon.email)}
                className="font-semibold break-words text-rose-dark underline underline-offset-4"
              >
                <EmailAddress address={salon.email} />
              </a>{" "}
              {copy.notSent.or}{" "}
              <a
                href={telUrl(salon.mobile)}
                className="font-semibold whitespace-nowrap text-rose-dark underline underline-offset-4"
              >
                {salon.mobile}
              </a>
              .
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

function ignore() {}

/** "Compila i campi «Nome» e «Messaggio».": the fields a send found empty or malformed. */
function summarize(problems: Partial<Record<RequiredField, FieldProblem>>): string {
  const labelsWith = (problem: FieldProblem) =>
    requiredFields
      .filter((field) => problems[field] === problem)
      .map((field) => copy.labels[field]);
  return copy.fieldsSummary(labelsWith("missing"), labelsWith("malformed"));
}

interface TextFieldProps extends Omit<ComponentProps<"input">, "id" | "className"> {
  label: string;
  name: string;
  error?: { id: string; text: string };
}

/** A labelled, required text input; an error, when given, is tied to it and marks it invalid. */
function TextField({ label, error, type = "text", ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type={type}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error?.id}
        className="mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum aria-invalid:border-2 aria-invalid:border-rose-dark"
        {...inputProps}
      />
      {error && <FieldError id={error.id}>{error.text}</FieldError>}
    </div>
  );
}

function FieldError({ children, ...props }: ComponentProps<"p">) {
  return (
    <p className="mt-2 flex items-start gap-2 text-sm font-semibold text-rose-dark" {...props}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
