import { ExternalLink, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { deliveryChoices, voucherFormCopy as copy, voucherRequestWords } from "./request-words";
import { newTabNote } from "~/model/contatti";
import { salon } from "~/model/salon";
import { formatCount, messageLength } from "~/lib/email-form";
import { whatsAppUrl } from "~/lib/external-links";
import { useHydrated } from "~/lib/use-hydrated";
import {
  titleSaysPrice,
  amountRange,
  dedicationMaxLength,
  findVoucherProblems,
  freeAmountKey,
  readVoucherForm,
  voucherControls,
  voucherEmailFields,
  voucherFields,
  voucherParam,
  voucherRequest,
  voucherRequestText,
  type VoucherControl,
  type VoucherFormProps,
  type VoucherFormValues,
} from "./request";
import {
  ConsentField,
  FormToaster,
  Honeypot,
  NoScriptNotice,
  SubmitButton,
  TextField,
  type ControlProps,
} from "~/components/form-parts";
import { useEmailForm } from "~/components/use-email-form";

/** Where the form hydrates (app/islands/voucher-form.tsx), and the anchor of «Richiedi». */
export const voucherFormIsland = "richiesta-isola";
export const voucherFormAnchor = "richiesta";

// Fixed ids, not useId: the form is once on its page and hydrates alone (app/islands/).
const idPrefix = "buono";
const countId = "buono-dedica-conteggio";

const labels: Record<Exclude<VoucherControl, "consent">, string> = {
  option: copy.option,
  amount: copy.amount,
  recipient: copy.recipient,
  dedication: copy.dedication,
  delivery: copy.delivery,
  ...copy.labels,
};

const emptyForm: VoucherFormValues = {
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

/** The visitor's own fields, in the form's order, with what the browser may fill them with. */
const yourFields = [
  ["name", "given-name"],
  ["lastName", "family-name"],
  ["email", "email"],
  ["emailConfirm", "email"],
] as const;

/**
 * The gift-voucher request: which voucher (or an amount), for whom, a dedication, how to
 * receive it, and who asks. request.ts decides, app/components/use-email-form.tsx checks and
 * sends as for Contatti's form. The same request, written out, opens in WhatsApp from the
 * link under the button.
 */
export function VoucherForm(props: VoucherFormProps) {
  const { choices, freeAmount } = props;
  const range = freeAmount ? amountRange(freeAmount) : "";
  const hydrated = useHydrated();
  const request = (values: VoucherFormValues) =>
    voucherRequest(values, props, copy.freeAmountWords);
  const form = useEmailForm({
    idPrefix,
    controls: voucherControls,
    read: readVoucherForm,
    empty: emptyForm,
    find: (values) => findVoucherProblems(values, freeAmount),
    say: (control, problem) => {
      if (control === "consent") return copy.consentMissing;
      if (control === "option") return copy.optionMissing;
      if (control === "delivery") return copy.deliveryMissing;
      if (control === "amount") return copy.amountProblem(range);
      if (control === "dedication") return copy.dedicationTooLong(formatCount(dedicationMaxLength));
      if (problem === "malformed") return copy.malformedEmail;
      return problem === "differ" ? copy.emailsDiffer.hint : copy.required;
    },
    summarize: (missing, malformed) =>
      copy.fieldsSummary(
        missing.map((control) => labels[control as keyof typeof labels]),
        malformed.map((control) => labels[control as keyof typeof labels]),
      ),
    email: (element, values) =>
      voucherEmailFields(new FormData(element), request(values), voucherRequestWords),
    words: copy,
    // The voucher a «Richiedi» link asked for (?buono=…), unless one was chosen before the
    // form was live: the prerendered page cannot know the address's query.
    onLive: (element) => {
      const asked = new URLSearchParams(location.search).get(voucherParam);
      const cards = [
        ...element.querySelectorAll<HTMLInputElement>(`input[name="${voucherFields.voucher}"]`),
      ];
      const card = cards.find((input) => input.value === asked);
      if (card && !cards.some((input) => input.checked)) card.checked = true;
    },
  });
  const { values, pending } = form;
  const dedicationCount = messageLength(values.dedication);

  return (
    <>
      <form {...form.form} className="grid gap-5 md:grid-cols-2">
        <NoScriptNotice>{copy.noScript}</NoScriptNotice>
        {/* Cards rather than a select: a closed select shows one line, cut on a narrow phone. */}
        <Choices legend={copy.option} control={form.control("option")} error={form.error("option")}>
          {choices.map((card) => (
            <Choice
              key={card.key}
              name={voucherFields.voucher}
              value={card.key}
              label={card.title}
              price={titleSaysPrice(card) ? undefined : card.price}
            />
          ))}
          {freeAmount && (
            <Choice
              name={voucherFields.voucher}
              value={freeAmountKey}
              label={copy.freeAmountOption}
              hint={range}
            />
          )}
        </Choices>
        {values.option === freeAmountKey && freeAmount && (
          <TextField
            label={copy.amount}
            control={form.control("amount")}
            error={form.error("amount")}
            hint={copy.amountHint(range)}
            name={voucherFields.amount}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            narrow
            className="md:col-span-2"
            required
            readOnly={pending}
          />
        )}
        <TextField
          label={copy.recipient}
          control={form.control("recipient")}
          error={form.error("recipient")}
          hint={copy.recipientHint}
          name={voucherFields.recipient}
          type="text"
          className="md:col-span-2"
          required
          readOnly={pending}
        />
        <TextField
          label={copy.dedication}
          control={form.control("dedication")}
          error={form.error("dedication")}
          name={voucherFields.dedication}
          rows={3}
          describedBy={countId}
          className="md:col-span-2"
          readOnly={pending}
        >
          {/* The count moves only with the form's script: until then, the limit alone. */}
          <p
            id={countId}
            className={`mt-1 text-right text-sm ${dedicationCount > dedicationMaxLength ? "font-semibold text-error" : "text-muted"}`}
          >
            {hydrated
              ? copy.dedicationCount(formatCount(dedicationCount), formatCount(dedicationMaxLength))
              : copy.dedicationLimit(formatCount(dedicationMaxLength))}
          </p>
        </TextField>
        <Choices
          legend={copy.delivery}
          control={form.control("delivery")}
          error={form.error("delivery")}
        >
          {deliveryChoices.map((choice) => (
            <Choice
              key={choice.value}
              name={voucherFields.delivery}
              value={choice.value}
              label={choice.label}
              hint={choice.hint}
            />
          ))}
        </Choices>
        <fieldset className="grid min-w-0 gap-5 md:col-span-2 md:grid-cols-2">
          <legend className="mb-1 font-display text-2xl font-semibold">{copy.you}</legend>
          {yourFields.map(([control, autoComplete]) => (
            <TextField
              key={control}
              label={labels[control]}
              control={form.control(control)}
              error={form.error(control)}
              name={voucherFields[control]}
              type={autoComplete === "email" ? "email" : "text"}
              autoComplete={autoComplete}
              required
              readOnly={pending}
            />
          ))}
        </fieldset>
        <Honeypot id={`${idPrefix}-honeypot`} />
        <ConsentField
          control={form.control("consent")}
          error={form.error("consent")}
          sending={pending}
        />
        <div className="flex flex-col items-start gap-4 md:col-span-2">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SubmitButton hydrated={hydrated} sending={pending} label={copy.submit} />
            {salon.whatsApp && (
              // The request as written so far: the chat opens with it, ready to send.
              <a
                href={whatsAppUrl(
                  salon.mobile,
                  voucherRequestText(voucherRequestWords, request(values)),
                )}
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
          {form.status}
        </div>
      </form>
      <FormToaster />
    </>
  );
}

/** A group of radio buttons with its legend and, after a send, its error. */
function Choices({
  legend,
  control,
  error,
  children,
}: {
  legend: string;
  control: ControlProps;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset {...control} role="radiogroup" className="min-w-0 md:col-span-2">
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">{children}</div>
      {error}
    </fieldset>
  );
}

/** One radio button as a card: the whole card is the touch target; its words wrap, never cut. */
function Choice({
  name,
  value,
  label,
  hint,
  price,
}: {
  name: string;
  value: string;
  label: string;
  hint?: string;
  /** "70 €", at the card's end. */
  price?: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-petal bg-white px-4 py-3 has-checked:border-rose has-checked:bg-blush">
      <input type="radio" name={name} value={value} className="mt-1 size-5 shrink-0 accent-rose" />
      <span className="min-w-0 flex-1 font-semibold text-pretty">
        {label}
        {hint && <span className="block text-sm font-normal text-muted">{hint}</span>}
      </span>
      {price && (
        <span className="font-semibold whitespace-nowrap lining-nums tabular-nums">{price}</span>
      )}
    </label>
  );
}
