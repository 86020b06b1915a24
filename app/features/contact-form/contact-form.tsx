import { useEffect } from "react";
import { findBookingOption } from "~/lib/booking";
import { formFields, messageLength } from "~/lib/email-form";
import { formCopy } from "~/lib/form-words";
import { useHydrated } from "~/lib/use-hydrated";
import {
  ConsentField,
  FormToaster,
  Honeypot,
  NoScriptNotice,
  SubmitButton,
  TextField,
} from "~/components/form-parts";
import { useEmailForm, type EmailForm } from "~/components/use-email-form";
import { bookingEmailFields, type FormGroup } from "./booking";
import { BookingFields } from "./booking-fields";
import { contactFormCopy as copy } from "./model";
import * as rules from "./rules";

/** Where the form hydrates, and the mark of the WhatsApp link that names its treatment. */
export const contactFormIsland = "modulo-isola";
export const whatsAppLink = "data-whatsapp";

// Fixed ids, not useId: the form is once on its page and hydrates alone (app/islands/).
const idPrefix = "modulo";
const countId = "modulo-conteggio";

/** The one-line fields, in the form's order, with what the browser may fill them with. */
const inputs = [
  ["name", "given-name"],
  ["lastName", "family-name"],
  ["email", "email"],
  ["emailConfirm", "email"],
] as const;

const emptyForm: rules.ContactFormValues = {
  name: "",
  lastName: "",
  email: "",
  emailConfirm: "",
  message: "",
  honeypot: "",
  consent: false,
  treatment: "",
};

const setup: Omit<EmailForm<rules.FormControl, rules.ContactFormValues>, "onLive"> = {
  idPrefix,
  controls: rules.formControls,
  read: rules.readContactForm,
  empty: emptyForm,
  find: rules.findProblems,
  say: (control, problem, sent) =>
    ({
      missing: control === "consent" ? formCopy.consent.missing : formCopy.required,
      malformed: formCopy.malformedEmail,
      differ: copy.emailsDiffer.hint,
      "too-long": copy.messageLength.tooLong(messageLength(sent.message)),
    })[problem],
  summarize: (missing, malformed) =>
    copy.fieldsSummary(
      missing.map((control) => copy.labels[control as rules.RequiredField]),
      malformed.map((control) => copy.labels[control as rules.RequiredField]),
    ),
  email: (form) => bookingEmailFields(new FormData(form)),
  words: copy,
};

export interface ContactFormProps {
  groups: readonly FormGroup[]; // what can be booked (booking.ts, formGroups)
  onTreatmentChange?: (name: string | undefined) => void; // for the WhatsApp message
}

// The contact form: rules.ts decides, app/components/use-email-form.tsx checks and sends.
// The browser's bubbles are off (one at a time, under the sticky header); `required` and
// type="email" stay for assistive technology and phone keyboards.
export function ContactForm({ groups, onTreatmentChange }: ContactFormProps) {
  const hydrated = useHydrated();
  const form = useEmailForm({
    ...setup,
    // The treatment a "Prenota" link asked for (?trattamento=…), unless one was chosen
    // before the form was live: the prerendered page cannot know the address's query.
    onLive: (element) => {
      const select = element.elements.namedItem(formFields.treatment);
      const options = groups.flatMap((group) => group.options);
      const asked = findBookingOption(options, new URLSearchParams(location.search));
      if (select instanceof HTMLSelectElement && select.value === "" && asked)
        select.value = asked.name;
    },
  });
  const { values, pending } = form;
  const count = messageLength(values.message);
  const chosen = groups
    .flatMap((group) => group.options)
    .find((option) => option.name === values.treatment);
  useEffect(
    () => onTreatmentChange?.(values.treatment || undefined),
    [values.treatment, onTreatmentChange],
  );

  return (
    <>
      <form {...form.form} className="grid gap-5 md:grid-cols-2">
        <NoScriptNotice>{copy.noScript}</NoScriptNotice>
        <BookingFields groups={groups} chosen={chosen} sending={pending} />
        {inputs.map(([control, autoComplete]) => (
          <TextField
            key={control}
            label={copy.labels[control]}
            control={form.control(control)}
            error={form.error(control)}
            name={formFields[control]}
            type={autoComplete === "email" ? "email" : "text"}
            autoComplete={autoComplete}
            required
            readOnly={pending}
          />
        ))}
        <TextField
          label={copy.labels.message}
          control={form.control("message")}
          error={form.error("message")}
          name={formFields.message}
          rows={6}
          describedBy={countId}
          className="md:col-span-2"
          required
          readOnly={pending}
        >
          {/* The count moves only with the form's script: until then, the limit alone. */}
          <p
            id={countId}
            className={`mt-1 text-right text-sm ${count > rules.messageMaxLength ? "font-semibold text-error" : "text-muted"}`}
          >
            {hydrated ? copy.messageLength.counter(count) : copy.messageLength.limit}
          </p>
          {/* Polite, and only when the message crosses the thresholds: never a count per key. */}
          <p aria-live="polite" className="sr-only">
            {count > rules.messageMaxLength
              ? copy.messageLength.overLimit
              : count > rules.messageNearLimit && copy.messageLength.nearLimit}
          </p>
        </TextField>
        <Honeypot id={`${idPrefix}-honeypot`} />
        <ConsentField
          control={form.control("consent")}
          error={form.error("consent")}
          sending={pending}
        />
        <div className="flex flex-col items-start gap-4 md:col-span-2">
          <SubmitButton hydrated={hydrated} sending={pending} label={copy.submit} />
          {form.status}
        </div>
      </form>
      <FormToaster />
    </>
  );
}
