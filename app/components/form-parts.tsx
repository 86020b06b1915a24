import { CircleAlert, ExternalLink, Info, LoaderCircle, Send } from "lucide-react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Toaster } from "sonner";
import { newTabNote } from "~/model/contatti";
import { paths } from "~/model/pages";
import { salon } from "~/model/salon";
import { consentValue, formFields } from "~/lib/email-form";
import { formCopy as copy } from "~/lib/form-words";
import { mailtoUrl, telUrl } from "~/lib/external-links";
import type { SendFailure } from "~/lib/send-message";
import { EmailAddress } from "./email-address";

// What the forms that reach the salon by e-mail show alike (Contatti's, the gift vouchers'
// request, the withdrawal from a voucher): one consent box (the withdrawal has none), one
// honeypot, one button, one way to tell how a send went, so a fault reads the same in all and
// is tested once (tests/e2e/form-faults.spec.ts). How they check and send: use-email-form.tsx.

/**
 * Without JavaScript the form cannot send: said at its top, where a visitor starts reading,
 * rather than by the disabled button at its foot.
 */
export function NoScriptNotice({ children }: { children: string }) {
  return (
    <noscript className="md:col-span-2">
      <p className="flex items-start gap-3 rounded-2xl border border-petal bg-blush px-4 py-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-dark" />
        {children}
      </p>
    </noscript>
  );
}

/** Under a control, from a send until it is fixed. Keyed by the attempt: said again at each. */
export function FieldError({
  id,
  alert,
  children,
}: {
  id: string;
  /** Spoken at once (the consent box, a length); the others are named by the summary. */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role={alert ? "alert" : undefined}
      className="mt-2 flex items-start gap-2 text-sm font-semibold text-error"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** What the form says of one of its controls (use-email-form.tsx): its id and its problem. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A text field with its label, a hint, what is under it (a counter) and its error, described
 * by the error first, then the hint, then `describedBy`.
 */
export function TextField({
  label,
  control,
  error,
  hint,
  describedBy,
  rows,
  narrow,
  className,
  children,
  ...input
}: {
  label: string;
  control: ControlProps;
  error: ReactNode;
  hint?: string;
  /** Another description's id: a counter's. */
  describedBy?: string;
  /** A textarea of that many rows. */
  rows?: number;
  /** For a few characters (an amount). */
  narrow?: boolean;
  /** The wrapper's, for the form's grid. */
  className?: string;
  children?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "type" | "autoComplete" | "inputMode" | "required" | "readOnly"
>) {
  const hintId = hint && `${control.id}-aiuto`;
  const described = [control["aria-describedby"], hintId, describedBy].filter(Boolean).join(" ");
  const props = {
    ...control,
    ...input,
    "aria-describedby": described || undefined,
    className: narrow ? `${inputClass} max-w-40` : inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={control.id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {/* No maxLength: it would cut a long paste silently. The form's rules stop the send. */}
      {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
      {children}
      {error}
    </div>
  );
}

/** The consent box: the visitor has read the policy and asks for a reply. */
export function ConsentField({
  control,
  error,
  sending,
}: {
  control: ControlProps;
  error: ReactNode;
  /** A click does not change it then (the form cancels it), which it says. */
  sending: boolean;
}) {
  return (
    <div className="md:col-span-2">
      <div className="flex items-start gap-3">
        {/* Not `required`: the browser's bubble would hide the wording below. */}
        <input
          {...control}
          name={formFields.consent}
          type="checkbox"
          value={consentValue}
          aria-required="true"
          aria-readonly={sending || undefined}
          className="mt-1 size-5 shrink-0 accent-rose"
        />
        <label htmlFor={control.id}>
          {copy.consent.before}
          {/* A new tab, so reading the policy does not leave what was typed behind. */}
          <a href={paths.policy} target="_blank" className={`${linkClass} hover:text-plum`}>
            {copy.consent.link}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-text-top" />
            <span className="sr-only"> {newTabNote}</span>
          </a>
          {copy.consent.after}
        </label>
      </div>
      {error}
    </div>
  );
}

/** The honeypot: `hidden` keeps it from sight, keyboard, assistive technology and autofill. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div hidden aria-hidden="true">
      <label htmlFor={id}>{copy.honeypot}</label>
      <input
        id={id}
        name={formFields.honeypot}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore="true"
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
      />
    </div>
  );
}

/**
 * The send button. Disabled until hydration: before, the browser would put the fields in the
 * address. While sending, only aria-disabled, so the focus stays on it.
 */
export function SubmitButton({
  hydrated,
  sending,
  label,
}: {
  hydrated: boolean;
  sending: boolean;
  label: string;
}) {
  const Icon = sending ? LoaderCircle : Send;
  return (
    <button
      type="submit"
      disabled={!hydrated}
      aria-disabled={sending || undefined}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-rose px-8 py-3 font-semibold tracking-wide text-white shadow-sm transition-colors hover:bg-rose-dark disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      <Icon aria-hidden="true" className={`size-5 ${sending ? "motion-safe:animate-spin" : ""}`} />
      {sending ? copy.sending : label}
    </button>
  );
}

/** Said until every field it names is fixed; its words do not change meanwhile. */
export function FixSummary({ show, children }: { show: boolean; children: string }) {
  if (!show) return null;
  return (
    <p role="alert" className="sr-only">
      {children}
    </p>
  );
}

/**
 * How the last send ended, under the button: the thanks (not a live region: it takes the
 * focus, which reads it once), or why it failed, that nothing typed is lost, and the
 * salon's e-mail and phone.
 */
export function SendOutcome({
  outcome,
  sent,
  alternative,
}: {
  outcome: null | { sent: true } | { sent: false; failure: SendFailure };
  sent: string;
  /** After the explanation of a failure: another way (the withdrawal's e-mail with its form). */
  alternative?: ReactNode;
}) {
  if (outcome?.sent) {
    return (
      <p
        ref={(node) => node?.focus()}
        tabIndex={-1}
        className="rounded-2xl bg-blush px-5 py-4 font-semibold"
      >
        {sent}
      </p>
    );
  }
  if (outcome?.sent === false) {
    return (
      <div role="alert" className="w-full rounded-2xl border-2 border-error bg-blush px-5 py-4">
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
        {alternative && <p className="mt-3">{alternative}</p>}
      </div>
    );
  }
  return null;
}

/** The toasts, top right, gone by themselves after 1.5 s. */
export function FormToaster() {
  return <Toaster position="top-right" duration={1500} containerAriaLabel={copy.toastRegion} />;
}

export const inputClass =
  "mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum aria-invalid:border-2 aria-invalid:border-error";
export const linkClass = "font-semibold text-rose-dark underline underline-offset-4";
