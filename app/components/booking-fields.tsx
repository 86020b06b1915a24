import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { bookingCopy as copy, dayNames } from "~/model/contatti";
import { salon } from "~/model/salon";
import {
  findBookingOption,
  joinChoices,
  openDays,
  openTimesOfDay,
  type FormGroup,
  type TimeOfDay,
} from "~/lib/booking";
import { contactFields } from "~/lib/contact-form";
import type { WeekDay } from "~/lib/opening-hours";

// The days and times the salon is open.
const days = openDays(salon.openingHours);
const times = openTimesOfDay(salon.openingHours);

/** How the e-mail writes a choice: "lunedì", "mattina". */
const inSentence = (label: string) => label.toLocaleLowerCase("it-IT");

export type BookingChoices = ReturnType<typeof useBookingChoices>;

const noSubscription = () => () => {};

/**
 * What the visitor wants to book, among `groups` (the price list's, formGroups in
 * lib/booking.ts: props, so the island's script carries no price list): the treatment a "Prenota" link asked for
 * (?trattamento=…, read once the form has hydrated: the prerendered HTML has no
 * query) until they pick another, and the days and times they prefer. Every
 * link is a document load, so the query never changes under the form.
 */
export function useBookingChoices(
  groups: readonly FormGroup[],
  onTreatmentChange?: (name: string | undefined) => void,
) {
  const search = useSyncExternalStore(
    noSubscription,
    () => location.search,
    () => "",
  );
  const [picked, setPicked] = useState<string>();
  const [chosenDays, setChosenDays] = useState<readonly WeekDay[]>([]);
  const [chosenTimes, setChosenTimes] = useState<readonly TimeOfDay[]>([]);

  const options = groups.flatMap((group) => group.options);
  const value = picked ?? findBookingOption(options, new URLSearchParams(search))?.value ?? "";
  const treatment = options.find((option) => option.value === value);
  // With the render, not after the next frame (Preact's useEffect): the link is right once the choice shows.
  useLayoutEffect(() => onTreatmentChange?.(treatment?.name), [treatment, onTreatmentChange]);
  return {
    groups,
    value,
    treatment,
    days: chosenDays,
    times: chosenTimes,
    chooseTreatment: setPicked,
    toggleDay: (day: WeekDay, on: boolean) => setChosenDays((current) => toggle(current, day, on)),
    toggleTime: (time: TimeOfDay, on: boolean) =>
      setChosenTimes((current) => toggle(current, time, on)),
    /** After a send: nothing chosen, whatever the address says. */
    clear: () => {
      setPicked("");
      setChosenDays([]);
      setChosenTimes([]);
    },
  };
}

function toggle<T>(list: readonly T[], item: T, on: boolean): readonly T[] {
  const without = list.filter((candidate) => candidate !== item);
  return on ? [...without, item] : without;
}

/**
 * The form's optional part: the treatment, the preferred days and time of day.
 * The controls themselves have no name; three hidden fields carry the choices
 * to the e-mail in words (docs/email.md), and only when something is chosen.
 */
export function BookingFields({
  booking,
  readOnly,
}: {
  booking: BookingChoices;
  /** While a send is in flight: every change is ignored. */
  readOnly?: boolean;
}) {
  const id = "modulo-prenotazione";
  const chosenDays = days.filter((day) => booking.days.includes(day));
  const chosenTimes = times.filter((time) => booking.times.includes(time));
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
        value={booking.value}
        onChange={({ currentTarget: select }) =>
          // Read-only: the choice is put back (Preact leaves the DOM as the visitor set it).
          readOnly ? (select.value = booking.value) : booking.chooseTreatment(select.value)
        }
        className="mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-plum"
      >
        <option value="">{copy.noTreatment}</option>
        {booking.groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
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
              label={dayNames[day]}
              checked={booking.days.includes(day)}
              readOnly={readOnly}
              onChange={(on) => booking.toggleDay(day, on)}
            />
          ))}
        </Choices>
      )}
      {times.length > 0 && (
        <Choices legend={copy.times}>
          {times.map((time) => (
            <Choice
              key={time}
              label={copy.timeNames[time]}
              checked={booking.times.includes(time)}
              readOnly={readOnly}
              onChange={(on) => booking.toggleTime(time, on)}
            />
          ))}
        </Choices>
      )}

      {booking.treatment && (
        <input type="hidden" name={contactFields.treatment} value={booking.treatment.name} />
      )}
      {chosenDays.length > 0 && (
        <input
          type="hidden"
          name={contactFields.preferredDays}
          value={joinChoices(chosenDays.map((day) => inSentence(dayNames[day])))}
        />
      )}
      {chosenTimes.length > 0 && (
        <input
          type="hidden"
          name={contactFields.preferredTime}
          value={joinChoices(chosenTimes.map((time) => inSentence(copy.timeNames[time])))}
        />
      )}
    </fieldset>
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
function Choice({
  label,
  checked,
  readOnly,
  onChange,
}: {
  label: string;
  checked: boolean;
  readOnly?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-petal bg-white px-4 has-checked:border-rose has-checked:bg-blush">
      <input
        type="checkbox"
        checked={checked}
        // A checkbox has no readOnly: a click that would tick it is cancelled.
        onClick={(event) => readOnly && event.preventDefault()}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 shrink-0 accent-rose"
      />
      {label}
    </label>
  );
}
