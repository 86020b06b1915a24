import { describe, expect, it } from "vitest";
import { addressLines, formatAddress } from "./format-address";

const address = {
  street: "Via dell'Esempio 12",
  postalCode: "40121",
  city: "Bologna",
  province: "BO",
};

describe("formatAddress", () => {
  it("writes the address on one line, as Italians do", () => {
    expect(formatAddress(address)).toBe("Via dell'Esempio 12, 40121 Bologna (BO)");
  });
});

describe("addressLines", () => {
  it("gives street and town, reading as the one-line address", () => {
    const lines = addressLines(address);
    expect(lines).toEqual(["Via dell'Esempio\u00a012,", "40121\u00a0Bologna\u00a0(BO)"]);
    expect(lines.join(" ").replace(/\u00a0/g, " ")).toBe(formatAddress(address));
  });

  it("never leaves the house number, the postcode or the province alone on a line", () => {
    const [street, town] = addressLines({
      street: "Piazza Santo Stefano 1/A",
      postalCode: "40068",
      city: "San Lazzaro di Savena",
      province: "BO",
    });
    expect(street).toBe("Piazza Santo Stefano\u00a01/A,");
    // The town's own words may wrap; its first and last stay with the postcode and province.
    expect(town).toBe("40068\u00a0San Lazzaro di Savena\u00a0(BO)");
  });

  it("leaves a one-word street as it is", () => {
    expect(addressLines({ ...address, street: "Borgo" })[0]).toBe("Borgo,");
  });
});
