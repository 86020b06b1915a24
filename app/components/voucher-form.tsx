import { ExternalLink, MessageCircle } from "lucide-react";
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import {
  deliveryChoices,
  voucherFormCopy as copy,
  voucherRequestWords,
} from "~/model/voucher-request";
import { newTabNote } from "~/model/contatti";
import { salon } from "~/model/salon";
import { formatCount, isFromBot, messageLength } from "~/lib/contact-form";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { whatsAppUrl } from "~/lib/external-links";
import { formatPrice } from "~/lib/format-price";
import { useHydrated } from "~/lib/use-hydrated";
import {
  dedicationMaxLength,
  findVoucherProblems,
  readVoucherForm,
  voucherControls,
  voucherFields,
  voucherFieldsToFix,
  voucherStillShown,
  amountProblem,
  amountRange,
  freeAmountKey,
  parseAmount,
  voucherParam,
  voucherRequestText,
  type VoucherControl,
  type VoucherFormProps,
  type VoucherFormValues,
  type VoucherProblems,
  type VoucherRequest,
} from "~/lib/voucher-form";
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

/** Where the form hydrates (app/islands/voucher-form.tsx), and the anchor of «Richiedi». */
export const voucherFormIsland = "richiesta-isola";
export const voucherFormAnchor = "richiesta";

// Fixed ids: the form is once on its page and hydrates alone (app/islands/README.md).
const idOf = (control: VoucherControl | "honeypot") => `buono-${control}`;
const errorId = (control: VoucherControl) => `${idOf(control)}-errore`;
const countId = "buono-dedica-conteggio";

const labels: Record<Exclude<VoucherControl, "consent">, string> = {
  option: copy.option,
  amount: copy.amount,
  recipient: copy.recipient,
  dedication: copy.dedication,
  delivery: copy.delivery,
  ...copy.labels,
};

const empty: VoucherFormValues = {
  option: "",
  amount: "",
  recipient: "",
  dedication: "",
  delivery: "",
  name: "",
  lastName: "",
  email: "",
  emailConfirm: "",
  consent: false,
  honeypot: "",
};

type Submit = { attempt: number; problems: VoucherProblems; summary: string };
const noSubmit: Submit = { attempt: 0, problems: {}, summary: "" };

const noSubscription = () => () => {};

/** The request as the e-mail and WhatsApp word it, from what the form holds. */
function requestOf(
  values: VoucherFormValues,
  { choices, freeAmount }: VoucherFormProps,
): VoucherRequest {
  const card = choices.find((candidate) => candidate.key === values.option);
  const free = values.option === freeAmountKey && freeAmount;
  const amount = parseAmount(values.amount);
  const value =
    card?.price ??
    (free && amount !== undefined && !amountProblem(values.amount, free)
      ? formatPrice(amount)
      : undefined);
  return {
    voucher: card?.words ?? (free ? copy.freeAmountWords : undefined),
    value,
    recipient: values.recipient,
    dedication: values.dedication,
    delivery: values.delivery,
    from: `${values.name.trim()} ${values.lastName.trim()}`.trim(),
  };
}

/**
 * The gift-voucher request: which voucher (or an amount), for whom, a dedication, how to
 * receive it, and who asks. lib/voucher-form.ts decides; the send, its faults and the
 * consent box are the contact form's (form-parts.tsx). The same request, written out,
 * opens in WhatsApp from the link under the button.
 */
export function VoucherForm({
  config,
  choices,
  freeAmount,
}: VoucherFormProps & { config: EmailJsConfig | null }) {
  const freeAmountRange = freeAmount && amountRange(freeAmount);
  const hydrated = useHydrated();
  // The voucher a «Richiedi» link asked for (?buono=…), read once hydrated (the prerender has no query).
  const search = useSyncExternalStore(
    noSubscription,
    () => location.search,
    () => "",
  );
  const [picked, setPicked] = useState<string>();
  const [typed, setTyped] = useState(empty);
  const [submit, setSubmit] = useState(noSubmit);
  const { sending, outcome, send, clear } = useSend(config, copy);
  const asked = new URLSearchParams(search).get(voucherParam) ?? "";
  const option =
    picked ??
    (choices.some((card) => card.key === asked) || (asked === freeAmountKey && freeAmount)
      ? asked
      : "");
  const values = { ...typed, option };
  const request = requestOf(values, { choices, freeAmount });
  const { problems, attempt } = submit;

  const read = (form: HTMLFormElement) => {
    const amount = form.elements.namedItem(idOf("amount")) as HTMLInputElement | null;
    return readVoucherForm(form, { option, amount: amount?.value ?? "" });
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click comes after the render that marks the send as pending.
    if (sending) return;
    const form = event.currentTarget;
    const now = read(form);
    setTyped(now);
    const found = findVoucherProblems(now, freeAmount);
    const { missing, malformed } = voucherFieldsToFix(found);
    const named = (controls: readonly (keyof typeof labels)[]) => controls.map((c) => labels[c]);
    setSubmit({
      attempt: attempt + 1,
      problems: found,
      summary: copy.fieldsSummary(named(missing), named(malformed)),
    });
    clear();
    const first = voucherControls.find((control) => found[control]);
    if (first) {
      if (found.emailConfirm === "differ") toast.error(copy.emailsDiffer.toast);
      const target = first === "delivery" ? `${idOf("delivery")}-0` : idOf(first);
      (form.elements.namedItem(target) as HTMLElement | null)?.focus();
      return;
    }
    void send(form, isFromBot(now), () => {
      setPicked("");
      setTyped(empty);
    });
  }

  // A message goes when its problem is fixed; none is added while the visitor types.
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const now = read(event.currentTarget);
    setTyped(now);
    setSubmit((current) => ({
      ...current,
      problems: voucherStillShown(current.problems, now, freeAmount),
    }));
  }

  function choose(value: string) {
    setPicked(value);
    setSubmit((current) => ({
      ...current,
      problems: voucherStillShown(current.problems, { ...typed, option: value }, freeAmount),
    }));
  }

  const error = (control: VoucherControl) => {
    const problem = problems[control];
    if (!problem) return null;
    const range = freeAmountRange ?? "";
    const text =
      control === "consent"
        ? copy.consentMissing
        : control === "option"
          ? copy.optionMissing
          : control === "delivery"
            ? copy.deliveryMissing
            : control === "amount"
              ? copy.amountProblem(range)
              : control === "dedication"
                ? copy.dedicationTooLong(formatCount(dedicationMaxLength))
                : problem === "malformed"
                  ? copy.malformedEmail
                  : problem === "differ"
                    ? copy.emailsDiffer.hint
                    : copy.required;
    // The consent box and the length speak up; the summary or a toast speaks for the rest.
    const alert = control === "consent" || problem === "too-long";
    return (
      <FieldError key={attempt} id={errorId(control)} alert={alert}>
        {text}
      </FieldError>
    );
  };
  const described = (control: VoucherControl, ...others: string[]) =>
    describedBy(problems[control] && errorId(control), ...others);

  const textField = (
    control: "recipient" | "name" | "lastName" | "email" | "emailConfirm",
    { autoComplete, hint, wide }: { autoComplete?: string; hint?: string; wide?: boolean } = {},
  ) => (
    <div className={wide ? "md:col-span-2" : undefined}>
      <label htmlFor={idOf(control)} className="font-semibold">
        {labels[control]}
      </label>
      {hint && (
        <p id={`${idOf(control)}-aiuto`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={idOf(control)}
        name={voucherFields[control]}
        type={control.startsWith("email") ? "email" : "text"}
        autoComplete={autoComplete}
        required
        readOnly={sending}
        className={inputClass}
        {...described(control, ...(hint ? [`${idOf(control)}-aiuto`] : []))}
      />
      {error(control)}
    </div>
  );

  const dedicationCount = messageLength(values.dedication);

  return (
    <>
      <form
        onSubmit={handleSubmit}
        onInput={handleInput}
        noValidate
        className="grid gap-5 md:grid-cols-2"
      >
        <div className="md:col-span-2">
          <label htmlFor={idOf("option")} className="font-semibold">
            {copy.option}
          </label>
          <select
            id={idOf("option")}
            value={option}
            required
            onChange={({ currentTarget: select }) =>
              // Read-only: the choice is put back (Preact leaves the DOM as the visitor set it).
              sending ? (select.value = option) : choose(select.value)
            }
            className={inputClass}
            {...described("option")}
          >
            <option value="">{copy.noOption}</option>
            {choices.map((card) => (
              <option key={card.key} value={card.key}>
                {`${card.title} – ${card.price}`}
              </option>
            ))}
            {freeAmount && (
              <option
                value={freeAmountKey}
              >{`${copy.freeAmountOption} (${freeAmountRange})`}</option>
            )}
          </select>
          {error("option")}
          {/* What the e-mail carries of the choice, in words (docs/email.md). */}
          <input type="hidden" name={voucherFields.voucher} value={request.voucher ?? ""} />
          <input type="hidden" name={voucherFields.value} value={request.value ?? ""} />
          <input
            type="hidden"
            name={voucherFields.message}
            value={voucherRequestText(voucherRequestWords, request)}
          />
        </div>
        {option === freeAmountKey && freeAmountRange && (
          <div className="md:col-span-2">
            <label htmlFor={idOf("amount")} className="font-semibold">
              {copy.amount}
            </label>
            <p id={`${idOf("amount")}-aiuto`} className="text-sm text-muted">
              {copy.amountHint(freeAmountRange)}
            </p>
            <input
              id={idOf("amount")}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
              readOnly={sending}
              className={`${inputClass} max-w-40`}
              {...described("amount", `${idOf("amount")}-aiuto`)}
            />
            {error("amount")}
          </div>
        )}
        {textField("recipient", { hint: copy.recipientHint, wide: true })}
        <div className="md:col-span-2">
          <label htmlFor={idOf("dedication")} className="font-semibold">
            {copy.dedication}
          </label>
          {/* No maxLength: it would cut a paste silently. The rule stops the send. */}
          <textarea
            id={idOf("dedication")}
            name={voucherFields.dedication}
            rows={3}
            readOnly={sending}
            className={inputClass}
            {...described("dedication", countId)}
          />
          <p
            id={countId}
            className={`mt-1 text-right text-sm ${dedicationCount > dedicationMaxLength ? "font-semibold text-rose-dark" : "text-muted"}`}
          >
            {copy.dedicationCount(formatCount(dedicationCount), formatCount(dedicationMaxLength))}
          </p>
          {error("dedication")}
        </div>
        <Choices
          id={idOf("delivery")}
          legend={copy.delivery}
          invalid={Boolean(problems.delivery)}
          errorId={problems.delivery && errorId("delivery")}
          error={error("delivery")}
        >
          {deliveryChoices.map((choice, index) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-petal bg-white px-4 py-3 has-checked:border-rose has-checked:bg-blush"
            >
              <input
                id={`${idOf("delivery")}-${index}`}
                type="radio"
                name={voucherFields.delivery}
                value={choice.value}
                // A radio has no readOnly: a click that would change it is cancelled.
                onClick={(event) => sending && event.preventDefault()}
                className="mt-1 size-5 shrink-0 accent-rose"
              />
              <span className="font-semibold">
                {choice.label}
                <span className="block text-sm font-normal text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </Choices>
        <fieldset className="grid min-w-0 gap-5 md:col-span-2 md:grid-cols-2">
          <legend className="mb-1 font-display text-2xl font-semibold">{copy.you}</legend>
          {textField("name", { autoComplete: "given-name" })}
          {textField("lastName", { autoComplete: "family-name" })}
          {textField("email", { autoComplete: "email" })}
          {textField("emailConfirm", { autoComplete: "email" })}
        </fieldset>
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
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SubmitButton hydrated={hydrated} sending={sending} label={copy.submit} />
            {salon.whatsApp && (
              // The request as written so far: the chat opens with it, ready to send.
              <a
                href={whatsAppUrl(salon.mobile, voucherRequestText(voucherRequestWords, request))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-rose px-5 py-2 font-semibold text-rose-dark transition-colors hover:bg-blush"
              >
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                {copy.whatsApp}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only"> {newTabNote}</span>
              </a>
            )}
          </div>
          <FixSummary
            key={attempt}
            show={Object.values(voucherFieldsToFix(problems)).some((fields) => fields.length > 0)}
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

/** A group of radio buttons with its legend and, after a send, its error. */
function Choices({
  id,
  legend,
  invalid,
  errorId,
  error,
  children,
}: {
  id: string;
  legend: string;
  invalid: boolean;
  errorId?: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      className="min-w-0 md:col-span-2"
    >
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">{children}</div>
      {error}
    </fieldset>
  );
}
