import { memo, type ReactNode } from "react";
import { bookingCopy as copy, dayNames } from "~/model/contatti";
import { salon } from "~/model/salon";
import { openDays, openTimesOfDay, type FormGroup } from "~/lib/booking";
import { contactFields } from "~/lib/contact-form";

// The days and times the salon is open.
const days = openDays(salon.openingHours);
const times = openTimesOfDay(salon.openingHours);

/** How the e-mail writes a choice: "lunedì", "mattina". */
const inSentence = (label: string) => label.toLocaleLowerCase("it-IT");

/**
 * The form's optional part: the treatment, the preferred days and times of day, among
 * `groups` (the price list's, formGroups in lib/booking.ts: props, so the island's script
 * carries no price list). Each control sends what it shows, in words; the e-mail gets a
 * choice only when one is made (bookingEmailFields in lib/booking.ts, docs/email.md).
 * Memoized: the select of every treatment is not drawn again at each key typed in the form.
 */
export const BookingFields = memo(function BookingFields({
  groups,
  sending,
}: {
  groups: readonly FormGroup[];
  /** While a send is in flight the treatment cannot change (the form holds the boxes). */
  sending: boolean;
}) {
  const id = "modulo-prenotazione";
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="min-w-0 rounded-2xl border border-petal px-5 pt-1 pb-5 md:col-span-2"
    >
      <legend className="px-2 font-semibold">{copy.legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {copy.hint}
      </p>

      <label htmlFor={`${id}-treatment`} className="mt-4 block font-semibold">
        {copy.treatment}
      </label>
      <select
        id={`${id}-treatment`}
        name={contactFields.treatment}
        defaultValue=""
        disabled={sending}
        className="mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum"
      >
        <option value="">{copy.noTreatment}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.name}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>

      {days.length > 0 && (
        <Choices legend={copy.days}>
          {days.map((day) => (
            <Choice
              key={day}
              name={contactFields.preferredDays}
              label={dayNames[day]}
              value={inSentence(dayNames[day])}
            />
          ))}
        </Choices>
      )}
      {times.length > 0 && (
        <Choices legend={copy.times}>
          {times.map((time) => (
            <Choice
              key={time}
              name={contactFields.preferredTime}
              label={copy.timeNames[time]}
              value={inSentence(copy.timeNames[time])}
            />
          ))}
        </Choices>
      )}
    </fieldset>
  );
});

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-5 min-w-0">
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A checkbox in a pill: the whole pill is the touch target, at least 44 px tall. */
function Choice({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-petal bg-white px-4 has-checked:border-rose has-checked:bg-blush">
      <input type="checkbox" name={name} value={value} className="size-5 shrink-0 accent-rose" />
      {label}
    </label>
  );
}
