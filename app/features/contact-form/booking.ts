// The contact form's booking fields: the options the form offers (what a booking link asked
// for preselected), the days and times of day the salon is open, and what the e-mail carries
// of them (docs/email.md). The links themselves are the price list's (app/lib/booking.ts).
import type { BookingGroup, BookingOption } from "../../lib/booking";
import { formFields } from "../../lib/email-form";
import { minutesOf, type OpeningDay, type WeekDay } from "../../lib/opening-hours";

/** What the contact form needs of an option: its island gets them as props (docs/architecture.md). */
export type FormOption = Pick<
  BookingOption,
  | "value"
  | "treatmentId"
  | "duration"
  | "package"
  | "name"
  | "label"
  | "price"
  | "length"
  | "sessions"
>;

/** The options of one section, as the contact form's select groups them. */
export interface FormGroup {
  label: string;
  options: FormOption[];
}

/** The groups with what the form needs of each option, and nothing else. */
export function formGroups(groups: readonly BookingGroup[]): FormGroup[] {
  return groups.map(({ label, options }) => ({
    label,
    options: options.map(
      ({ value, treatmentId, duration, package: entry, name, label, price, length, sessions }) => ({
        value,
        treatmentId,
        ...(duration ? { duration } : {}),
        ...(entry ? { package: entry } : {}),
        name,
        label,
        price,
        ...(length ? { length } : {}),
        ...(sessions ? { sessions } : {}),
      }),
    ),
  }));
}

/** The weekdays a visitor can prefer: the days with opening hours, in the content's order. */
export function openDays(hours: readonly OpeningDay[]): WeekDay[] {
  return hours.filter((entry) => entry.intervals.length > 0).map((entry) => entry.day);
}

export const timesOfDay = ["morning", "afternoon"] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

const morningEndsAt = minutesOf("13:00");
const afternoonStartsAt = minutesOf("14:00");

/** Morning if the salon ever opens before 13:00, afternoon if it is ever open after 14:00. */
export function openTimesOfDay(hours: readonly OpeningDay[]): TimeOfDay[] {
  const intervals = hours.flatMap((entry) => entry.intervals);
  const offered: Record<TimeOfDay, boolean> = {
    morning: intervals.some((interval) => minutesOf(interval.opens) < morningEndsAt),
    afternoon: intervals.some((interval) => minutesOf(interval.closes) > afternoonStartsAt),
  };
  return timesOfDay.filter((time) => offered[time]);
}

/** Several choices as one field of the e-mail: "lunedì, venerdì". */
export function joinChoices(labels: readonly string[]): string {
  return labels.join(", ");
}

/**
 * The contact form's fields as the e-mail carries them (docs/email.md): each booking choice
 * only when one is made, the days and the times of day ticked each in one field, in the
 * form's order ("lunedì, venerdì").
 */
export function bookingEmailFields(data: FormData): FormData {
  for (const name of [formFields.treatment, formFields.preferredDays, formFields.preferredTime]) {
    const chosen = data
      .getAll(name)
      .map(String)
      .filter((value) => value !== "");
    data.delete(name);
    if (chosen.length > 0) data.set(name, joinChoices(chosen));
  }
  return data;
}
