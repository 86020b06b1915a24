import { ExternalLink } from "lucide-react";
import { newTabNote } from "~/model/contatti";
import { paths } from "~/model/pages";
import { withdrawalFormCopy as copy, withdrawalWords } from "./withdrawal-words";
import { romeDate } from "~/lib/rome-time";
import { useHydrated } from "~/lib/use-hydrated";
import {
  findWithdrawalProblems,
  readWithdrawalForm,
  withdrawalControls,
  withdrawalEmailFields,
  withdrawalFields,
  type WithdrawalFormProps,
  type WithdrawalValues,
} from "./withdrawal";
import {
  FormToaster,
  Honeypot,
  NoScriptNotice,
  SubmitButton,
  TextField,
  linkClass,
} from "~/components/form-parts";
import { useEmailForm } from "~/components/use-email-form";

/** Where the form hydrates (app/islands/withdrawal-form.tsx). */
export const withdrawalFormIsland = "recesso-isola";

// Fixed ids, not useId: the form is once on its page and hydrates alone (app/islands/).
const idPrefix = "recesso";

const emptyForm: WithdrawalValues = {
  name: "",
  lastName: "",
  voucher: "",
  paidOn: "",
  email: "",
  emailConfirm: "",
  note: "",
  honeypot: "",
};

/** The buyer's own fields, with what the browser may fill them with. */
const yourFields = [
  ["name", "given-name"],
  ["lastName", "family-name"],
] as const;
const emailFields = ["email", "emailConfirm"] as const;

/**
 * The withdrawal from a voucher, online (art. 54-bis Codice del consumo): who bought it, which
 * voucher and when it was paid, the e-mail for the acknowledgement, a note; «Conferma recesso»
 * sends it. withdrawal.ts decides, app/components/use-email-form.tsx checks and sends as for the other
 * forms; the thanks says when it went. No box to tick: the policy's basis is the law, and a
 * withdrawal must not be harder than the purchase.
 */
export function WithdrawalForm({ mail }: WithdrawalFormProps) {
  const hydrated = useHydrated();
  const mailLink = (
    <a href={mail.href} className={`break-words ${linkClass}`}>
      {mail.label}
    </a>
  );
  const form = useEmailForm({
    idPrefix,
    controls: withdrawalControls,
    read: readWithdrawalForm,
    empty: emptyForm,
    find: (values) => findWithdrawalProblems(values, romeDate(new Date())),
    say: (control, problem) => {
      if (problem === "too-long") return copy.noteTooLong;
      if (problem === "differ") return copy.emailsDiffer.hint;
      if (problem === "malformed")
        return control === "paidOn" ? copy.futurePayment : copy.malformedEmail;
      return copy.required;
    },
    summarize: (missing, malformed) =>
      copy.fieldsSummary(
        missing.map((control) => copy.labels[control]),
        malformed.map((control) => copy.labels[control]),
      ),
    email: (element, values, at) =>
      withdrawalEmailFields(new FormData(element), values, at, withdrawalWords),
    words: copy,
    alternative: (
      <>
        {copy.otherWay} {mailLink}.
      </>
    ),
  });
  const { pending } = form;

  return (
    <>
      <form {...form.form} className="grid gap-5 md:grid-cols-2">
        <NoScriptNotice>{copy.noScript(mail.label)}</NoScriptNotice>
        {yourFields.map(([control, autoComplete]) => (
          <TextField
            key={control}
            label={copy.labels[control]}
            control={form.control(control)}
            error={form.error(control)}
            name={withdrawalFields[control]}
            type="text"
            autoComplete={autoComplete}
            required
            readOnly={pending}
          />
        ))}
        <TextField
          label={copy.labels.voucher}
          control={form.control("voucher")}
          error={form.error("voucher")}
          name={withdrawalFields.voucher}
          type="text"
          autoComplete="off"
          required
          readOnly={pending}
        />
        <TextField
          label={copy.labels.paidOn}
          control={form.control("paidOn")}
          error={form.error("paidOn")}
          name={withdrawalFields.paidOn}
          type="date"
          autoComplete="off"
          required
          readOnly={pending}
        />
        {/* The electronic means for the acknowledgement (art. 54-bis), typed twice. */}
        <fieldset className="grid min-w-0 gap-5 md:col-span-2 md:grid-cols-2">
          <legend className="mb-1 font-display text-2xl font-semibold">{copy.emailLegend}</legend>
          {emailFields.map((control) => (
            <TextField
              key={control}
              label={copy.labels[control]}
              control={form.control(control)}
              error={form.error(control)}
              name={withdrawalFields[control]}
              type="email"
              autoComplete="email"
              required
              readOnly={pending}
            />
          ))}
        </fieldset>
        <TextField
          label={copy.labels.note}
          control={form.control("note")}
          error={form.error("note")}
          hint={copy.hints.note}
          name={withdrawalFields.note}
          rows={3}
          className="md:col-span-2"
          readOnly={pending}
        />
        <Honeypot id={`${idPrefix}-honeypot`} />
        <p className="md:col-span-2">
          {copy.privacy.before}
          {/* A new tab, so reading the policy does not leave what was typed behind. */}
          <a href={paths.policy} target="_blank" className={`${linkClass} hover:text-plum`}>
            {copy.privacy.link}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-text-top" />
            <span className="sr-only"> {newTabNote}</span>
          </a>
          {copy.privacy.after}
        </p>
        <div className="flex flex-col items-start gap-4 md:col-span-2">
          <SubmitButton hydrated={hydrated} sending={pending} label={copy.submit} />
          {form.status}
        </div>
      </form>
      <FormToaster />
    </>
  );
}
