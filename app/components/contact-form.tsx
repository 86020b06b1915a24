import { CircleAlert, ExternalLink, LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { contactFormCopy as copy, newTabNote } from "~/content/contatti";
import { paths } from "~/content/pages";
import { salon } from "~/content/salon";
import {
  consentValue,
  contactFields,
  findProblems,
  isFromBot,
  readContactForm,
  sameEmail,
  type ContactProblem,
} from "~/lib/contact-form";
import { bookingFormAnchor } from "~/lib/booking";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { mailtoUrl, telUrl } from "~/lib/external-links";
import { sendMessage, type SendFailure } from "~/lib/send-message";
import { useHydrated } from "~/lib/use-hydrated";
import { BookingFields, useBookingChoices } from "./booking-fields";

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
 * The contact form. The browser checks the required fields and e-mail format,
 * then the rules in lib/contact-form.ts, then EmailJS sends. What the visitor
 * typed stays in the fields until a send succeeds; every failure is explained
 * inline (announced), besides the short toast.
 */
export function ContactForm({ config, timeoutMs, onTreatmentChange }: ContactFormProps) {
  const id = useId();
  const consentErrorId = `${id}-consent-error`;
  const confirmErrorId = `${id}-confirm-error`;
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  // A ref as well as state: a second click can arrive before React re-renders.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<readonly ContactProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Remounts the outcome message, so the same failure twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const booking = useBookingChoices();
  const treatmentName = booking.treatment?.name;

  useEffect(() => {
    onTreatmentChange?.(treatmentName);
  }, [treatmentName, onTreatmentChange]);

  const consentMissing = problems.includes("consent-missing");
  const emailsDiffer = problems.includes("emails-differ");

  function solved(problem: ContactProblem) {
    setProblems((current) => current.filter((candidate) => candidate !== problem));
  }

  function succeed(form: HTMLFormElement) {
    form.reset();
    booking.clear();
    toast.success(copy.sentToast);
    setOutcome({ kind: "sent" });
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const values = readContactForm(form);
    const found = findProblems(values);
    setProblems(found);
    setOutcome(null);
    setAttempt((count) => count + 1);

    if (found.length > 0) {
      if (found.includes("emails-differ")) {
        toast.error(copy.emailsDiffer.toast);
        confirmRef.current?.focus();
      } else {
        consentRef.current?.focus();
      }
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
      toast.error(copy.notSentToast);
      setOutcome({ kind: "failed", failure: result.failure });
    }
  }

  function checkEmailsAgain() {
    if (emailsDiffer && sameEmail(emailRef.current?.value ?? "", confirmRef.current?.value ?? "")) {
      solved("emails-differ");
    }
  }

  return (
    // The anchor of "Prenota" links: they land here, below the sticky header.
    <form
      id={bookingFormAnchor}
      onSubmit={handleSubmit}
      className="grid scroll-mt-24 gap-5 md:grid-cols-2"
    >
      <BookingFields booking={booking} />
      <TextField label={copy.labels.name} name={contactFields.name} autoComplete="given-name" />
      <TextField
        label={copy.labels.lastName}
        name={contactFields.lastName}
        autoComplete="family-name"
      />
      <TextField
        ref={emailRef}
        label={copy.labels.email}
        name={contactFields.email}
        type="email"
        autoComplete="email"
        onChange={checkEmailsAgain}
      />
      <TextField
        ref={confirmRef}
        label={copy.labels.emailConfirm}
        name={contactFields.emailConfirm}
        type="email"
        autoComplete="email"
        onChange={checkEmailsAgain}
        error={emailsDiffer ? { id: confirmErrorId, text: copy.emailsDiffer.hint } : undefined}
      />
      <div className="md:col-span-2">
        <label htmlFor={`${id}-message`} className="font-semibold">
          {copy.labels.message}
        </label>
        <textarea
          id={`${id}-message`}
          name={contactFields.message}
          required
          rows={6}
          className="mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum"
        />
      </div>

      {/* The honeypot: `hidden` keeps it from people, assistive technology and autofill. */}
      <div hidden>
        <label htmlFor={`${id}-honeypot`}>{copy.labels.honeypot}</label>
        <input
          id={`${id}-honeypot`}
          name={contactFields.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
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
            onChange={(event) => event.currentTarget.checked && solved("consent-missing")}
            className="mt-1 size-5 shrink-0 accent-rose"
          />
          <label htmlFor={`${id}-consent`}>
            {copy.consent.before}
            {/* A new tab, so reading the policy does not leave the typed message behind. */}
            <Link
              to={paths.policy}
              target="_blank"
              className="font-semibold text-rose-dark underline underline-offset-4 hover:text-plum"
            >
              {copy.consent.link}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-text-top" />
              <span className="sr-only"> {newTabNote}</span>
            </Link>
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
          // Disabled until hydration too: before it, the browser would submit
          // the fields in the address bar and lose them.
          disabled={!hydrated || sending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-rose px-8 py-3 font-semibold tracking-wide text-white shadow-sm transition-colors hover:bg-rose-dark disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {sending ? copy.sending : copy.submit}
        </button>
        {outcome?.kind === "sent" && (
          <p key={attempt} role="status" className="rounded-2xl bg-blush px-5 py-4 font-semibold">
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
                className="font-semibold break-all text-rose-dark underline underline-offset-4"
              >
                {salon.email}
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
