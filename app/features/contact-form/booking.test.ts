import { describe, expect, it } from "vitest";
import { bookingGroups } from "~/lib/booking";
import type { OpeningDay } from "~/lib/opening-hours";
import type { PriceSection } from "~/lib/price-list";
import { bookingEmailFields, formGroups, joinChoices, openDays, openTimesOfDay } from "./booking";

describe("formGroups", () => {
  // A made-up price list, fixed here so the owner can change hers freely.
  const sections: PriceSection[] = [
    {
      id: "viso",
      title: "Viso",
      intro: "",
      groups: [
        {
          items: [
            {
              id: "pulizia-viso",
              title: "Pulizia viso",
              description: "Detersione e maschera. Circa 60 minuti.",
              price: 30,
              packages: [{ sessions: 5, price: 130 }],
            },
            {
              id: "massaggio",
              title: "Massaggio",
              description: "",
              durations: [
                { time: "30 minuti", description: "", price: 20 },
                { time: "60 minuti", description: "", price: 40 },
              ],
              packages: [{ sessions: 5, price: 180, label: "5 massaggi da 60 minuti" }],
            },
          ],
        },
      ],
    },
    {
      id: "cera",
      title: "Epilazione con cera",
      intro: "",
      groups: [
        {
          title: "Donna",
          namePrefix: "Epilazione con cera donna",
          items: [
            {
              id: "cera-donna-ascelle",
              title: "Ascelle",
              description: "",
              price: 5,
              bookingUrl: "https://prenota.example/ascelle",
            },
          ],
        },
      ],
    },
  ];

  it("gives the contact form what it needs of each option, and nothing else (formGroups)", () => {
    const [viso, cera] = formGroups(bookingGroups(sections));
    expect(viso!.options.slice(1, 3)).toEqual([
      {
        value: "pulizia-viso/pacchetto/5-sedute",
        treatmentId: "pulizia-viso",
        package: "5-sedute",
        name: "Pulizia viso – Pacchetto da 5 sedute",
        label: "Pulizia viso – 5 sedute",
        price: 130,
        length: "60 min",
        sessions: 5,
      },
      {
        value: "massaggio/30-minuti",
        treatmentId: "massaggio",
        duration: "30-minuti",
        name: "Massaggio – 30 minuti",
        label: "Massaggio – 30 minuti",
        price: 20,
        length: "30 minuti",
      },
    ]);
    expect(cera).toEqual({
      label: "Epilazione con cera donna",
      options: [
        {
          value: "cera-donna-ascelle",
          treatmentId: "cera-donna-ascelle",
          name: "Epilazione con cera donna – Ascelle",
          label: "Ascelle",
          price: 5,
        },
      ],
    });
  });
});

describe("preferred days and times", () => {
  const week: OpeningDay[] = [
    { day: "monday", intervals: [{ opens: "09:00", closes: "18:00" }] },
    { day: "wednesday", intervals: [{ opens: "14:30", closes: "19:00" }] },
    { day: "saturday", intervals: [{ opens: "09:00", closes: "13:00" }] },
    { day: "sunday", intervals: [] },
  ];

  it("offers the days with opening hours, in the order of the content", () => {
    expect(openDays(week)).toEqual(["monday", "wednesday", "saturday"]);
    expect(openDays([{ day: "friday", intervals: [] }])).toEqual([]);
  });

  it("offers the morning when the salon opens before 13:00, the afternoon when open after 14:00", () => {
    expect(openTimesOfDay(week)).toEqual(["morning", "afternoon"]);
    expect(openTimesOfDay([week[2]!])).toEqual(["morning"]);
    expect(openTimesOfDay([week[1]!])).toEqual(["afternoon"]);
    // 13:00 is not the morning, 14:00 not yet the afternoon.
    expect(
      openTimesOfDay([{ day: "monday", intervals: [{ opens: "13:00", closes: "14:00" }] }]),
    ).toEqual([]);
    expect(
      openTimesOfDay([
        {
          day: "monday",
          intervals: [
            { opens: "08:00", closes: "12:00" },
            { opens: "15:00", closes: "19:00" },
          ],
        },
      ]),
    ).toEqual(["morning", "afternoon"]);
    expect(openTimesOfDay([])).toEqual([]);
  });

  it("joins several choices into one readable field", () => {
    expect(joinChoices(["lunedì", "venerdì"])).toBe("lunedì, venerdì");
    expect(joinChoices(["mattina"])).toBe("mattina");
    expect(joinChoices([])).toBe("");
  });

  it("reach the e-mail only when chosen, several ticked in one field, in the form's order", () => {
    const data = new FormData();
    data.append("user_name", "Giulia");
    data.append("treatment", "");
    data.append("preferred_days", "lunedì");
    data.append("preferred_days", "venerdì");
    expect(Object.fromEntries(bookingEmailFields(data))).toEqual({
      user_name: "Giulia",
      preferred_days: "lunedì, venerdì",
    });
    data.set("treatment", "Pulizia viso");
    expect(bookingEmailFields(data).get("treatment")).toBe("Pulizia viso");
  });
});
