import { memo, type ReactNode } from "react";
import { salon } from "~/model/salon";
import { formFields } from "~/lib/email-form";
import { dayLabels } from "~/lib/italian-dates";
import { PriceTag } from "~/components/price-tag";
import { openDays, openTimesOfDay, type FormGroup, type FormOption } from "./booking";
import { bookingFieldsCopy as copy } from "./model";

// The days and times the salon is open.
const days = openDays(salon.openingHours);
const times = openTimesOfDay(salon.openingHours);

/** How the e-mail writes a choice: "lunedì", "mattina". */
const inSentence = (label: string) => label.toLocaleLowerCase("it-IT");

const id = "modulo-prenotazione";
const chosenId = `${id}-scelto`;

/**
 * The appointment's part of the form: the treatment, the preferred days and times of day,
 * among `groups` (the price list's, formGroups in booking.ts: props, so the island's
 * script carries no price list). Each control sends what it shows, in words; the e-mail gets
 * a choice only when one is made (bookingEmailFields in booking.ts, docs/email.md).
 *
 * The treatment chosen is shown whole above the select (name, length, price): a closed
 * select shows one line, cut on a narrow phone, so its options carry short names within
 * their group and the summary says the rest. Memoized: the select of every treatment is not
 * drawn again at each key typed in the form.
 */
export const BookingFields = memo(function BookingFields({
  groups,
  chosen,
  sending,
}: {
  groups: readonly FormGroup[];
  /** The treatment chosen, once the form is live (the prerendered page cannot know it). */
  chosen?: FormOption;
  /** While a send is in flight the treatment cannot change (the form holds the boxes). */
  sending: boolean;
}) {
  return (
    <fieldset className="min-w-0 md:col-span-2">
      <legend className="font-display text-2xl font-semibold">{copy.legend}</legend>

      {/* Its room kept from the first paint after a "Prenota" (app/styles/app.css). */}
      <div className="booking-chosen flow-root">
        {chosen && <ChosenTreatment option={chosen} />}
      </div>
      <label htmlFor={`${id}-treatment`} className="mt-4 block font-semibold">
        {chosen ? copy.changeTreatment : copy.treatment}
      </label>
      <select
        id={`${id}-treatment`}
        name={formFields.treatment}
        defaultValue=""
        aria-describedby={chosen ? `${chosenId}-titolo ${chosenId}` : undefined}
        disabled={sending}
        // Her own choice now: the room kept for the link's goes with it.
        onChange={() => delete document.documentElement.dataset.booking}
        className="mt-2 block w-full rounded-xl border border-muted bg-white px-3 py-3 text-plum"
      >
        <option value="">{copy.noTreatment}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.name}>
                {option.label}
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
              name={formFields.preferredDays}
              label={dayLabels[day]}
              value={inSentence(dayLabels[day])}
            />
          ))}
        </Choices>
      )}
      {times.length > 0 && (
        <Choices legend={copy.times}>
          {times.map((time) => (
            <Choice
              key={time}
              name={formFields.preferredTime}
              label={copy.timeNames[time]}
              value={inSentence(copy.timeNames[time])}
            />
          ))}
        </Choices>
      )}
    </fieldset>
  );
});

/** The treatment chosen, whole: its full name, how long it takes and its price. */
function ChosenTreatment({ option }: { option: FormOption }) {
  const length =
    option.length && (option.sessions ? copy.perSession(option.length) : option.length);
  return (
    <div
      role="group"
      aria-labelledby={`${chosenId}-titolo`}
      className="mt-4 flex min-h-(--booking-chosen-height) flex-col justify-center rounded-2xl border border-petal bg-blush px-4 py-3"
    >
      <p id={`${chosenId}-titolo`} className="text-sm text-muted">
        {copy.chosen}
      </p>
      {/* The select's description too: "Hai scelto", then this. */}
      <div id={chosenId}>
        <p className="mt-1 font-semibold text-pretty">{option.name}</p>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {length && (
            <div className="flex gap-1.5">
              <dt className="text-muted">{copy.length}</dt>
              <dd>{length}</dd>
            </div>
          )}
          <div className="flex gap-1.5">
            <dt className="text-muted">{copy.price}</dt>
            <dd>
              <PriceTag price={option.price} className="font-semibold lining-nums tabular-nums" />
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

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
