import { describe, expect, it } from "vitest";
import { shortDayNames } from "~/lib/italian-dates";
import { formatIntervals, weekSummary } from "./hours-text";

describe("formatIntervals", () => {
  it("writes hours without a leading zero and with an en dash", () => {
    expect(formatIntervals([{ opens: "09:00", closes: "18:00" }])).toBe("9:00–18:00");
    expect(formatIntervals([{ opens: "09:00", closes: "13:00" }])).toBe("9:00–13:00");
  });

  it("joins two intervals and leaves a closed day empty", () => {
    expect(
      formatIntervals([
        { opens: "08:30", closes: "12:30" },
        { opens: "15:00", closes: "19:00" },
      ]),
    ).toBe("8:30–12:30, 15:00–19:00");
    expect(formatIntervals([])).toBe("");
  });
});

describe("weekSummary", () => {
  const short = shortDayNames;
  const nine = { opens: "09:00", closes: "18:00" };

  it("puts days with the same hours together and leaves closed days out", () => {
    expect(
      weekSummary(
        [
          { day: "monday", intervals: [nine] },
          { day: "wednesday", intervals: [nine] },
          { day: "friday", intervals: [nine] },
          { day: "saturday", intervals: [{ opens: "09:00", closes: "13:00" }] },
          { day: "sunday", intervals: [] },
        ],
        short,
      ),
    ).toBe("lun, mer, ven 9:00–18:00 · sab 9:00–13:00");
  });

  it("keeps a lunch break", () => {
    expect(
      weekSummary(
        [
          {
            day: "tuesday",
            intervals: [
              { opens: "09:00", closes: "13:00" },
              { opens: "15:00", closes: "19:00" },
            ],
          },
        ],
        short,
      ),
    ).toBe("mar 9:00–13:00, 15:00–19:00");
  });
});
