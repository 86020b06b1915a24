import { describe, expect, it } from "vitest";
import { packageValidity, packageValidityTerm } from "./packages";

describe("packages' terms", () => {
  it("write the validity in months, one or several", () => {
    expect(packageValidity(12)).toBe("Validità 12 mesi dall'acquisto");
    expect(packageValidity(1)).toBe("Validità 1 mese dall'acquisto");
    expect(packageValidityTerm(6)).toBe(
      "Ogni pacchetto vale 6 mesi dal giorno dell'acquisto: entro quella data fissiamo insieme tutte le sedute.",
    );
  });
});
