// The salon's own facts, in one place. Every value here is a fictional
// example: the owner replaces them with hers (docs/editing-content.md).
// The build checks them (app/lib/salon-facts.ts) and stops on a bad one.
import type { CheckedSalonFacts } from "../lib/salon-facts";

export const weekDays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

export type WeekDay = (typeof weekDays)[number];

export interface OpeningInterval {
  /** 24-hour "HH:MM", Italian time (Europe/Rome). */
  opens: string;
  closes: string;
}

export interface OpeningDay {
  day: WeekDay;
  /** No intervals means closed all day ("chiuso"). */
  intervals: readonly OpeningInterval[];
}

export const salon = {
  name: "Centro Estetico Aurora",
  /** The word the wordmark writes large. */
  shortName: "Aurora",
  /** The line under the wordmark. */
  kind: "Centro estetico",
  vatNumber: "01234567897",
  email: "info@example.com",
  mobile: "+39 345 000 0000",
  address: {
    street: "Via dell'Esempio 12",
    postalCode: "40121",
    city: "Bologna",
    province: "BO",
  },
  socialUrl: "https://www.instagram.com/centro.estetico.esempio/",
  socialName: "Instagram",
  /**
   * Days as the salon lists them. Days left out (here Tuesday and Thursday)
   * are not shown at all, as the owner asked.
   */
  openingHours: [
    { day: "monday", intervals: [{ opens: "09:00", closes: "18:00" }] },
    { day: "wednesday", intervals: [{ opens: "09:00", closes: "18:00" }] },
    { day: "friday", intervals: [{ opens: "09:00", closes: "18:00" }] },
    { day: "saturday", intervals: [{ opens: "09:00", closes: "13:00" }] },
    { day: "sunday", intervals: [] },
  ],
} as const satisfies CheckedSalonFacts & {
  shortName: string;
  kind: string;
  socialName: string;
  address: { province: string };
  openingHours: readonly OpeningDay[];
};
