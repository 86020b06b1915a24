import { describe, expect, it } from "vitest";
import { hasUsParent, mailProviderFacts, mailProviderName, mailProviders } from "./mail-providers";

describe("mailProviderName", () => {
  it("names the company, its country and, for a US group, the parent in the United States", () => {
    expect(mailProviderName({ provider: "gmail" })).toBe(
      "Google Ireland Limited (Irlanda), del gruppo Google LLC (Stati Uniti)",
    );
    expect(mailProviderName({ provider: "outlook" })).toBe(
      "Microsoft Ireland Operations Limited (Irlanda), del gruppo Microsoft Corporation (Stati Uniti)",
    );
    expect(mailProviderName({ provider: "aruba" })).toBe("Aruba S.p.A. (Italia)");
  });

  it("names a provider of her own by what she wrote", () => {
    expect(
      mailProviderName({ provider: "own", company: "Register S.p.A.", country: "Italia" }),
    ).toBe("Register S.p.A. (Italia)");
  });
});

describe("hasUsParent", () => {
  it("holds for the two providers whose group is based in the United States, and no other", () => {
    expect(mailProviders.filter((provider) => hasUsParent({ provider }))).toEqual([
      "gmail",
      "outlook",
    ]);
    expect(hasUsParent({ provider: "own", company: "Register S.p.A.", country: "Italia" })).toBe(
      false,
    );
  });

  it("agrees with the facts the policy names", () => {
    for (const provider of mailProviders) {
      expect(hasUsParent({ provider })).toBe(
        mailProviderFacts({ provider }).usParent !== undefined,
      );
    }
  });
});
