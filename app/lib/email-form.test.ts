import { describe, expect, it } from "vitest";
import { formFields, formatCount, isEmailAddress, isFromBot, sameEmail } from "./email-form";

describe("sameEmail", () => {
  it("ignores case and surrounding spaces", () => {
    expect(sameEmail("Giulia.Rossi@Example.com", "giulia.rossi@example.COM")).toBe(true);
    expect(sameEmail("  giulia@example.com", "giulia@example.com \t")).toBe(true);
  });

  it("tells different addresses apart", () => {
    expect(sameEmail("giulia@example.com", "giulia@example.it")).toBe(false);
    expect(sameEmail("giulia@example.com", "giulia @example.com")).toBe(false);
    expect(sameEmail("giulia@example.com", "")).toBe(false);
  });
});

describe("isEmailAddress", () => {
  it("accepts what the browser's type=email accepts", () => {
    for (const address of [
      "giulia.rossi@example.com",
      " giulia@example.it ",
      "g+salone@sub.example.co.uk",
      "giulia@localhost",
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it("refuses what it refuses", () => {
    for (const address of [
      "",
      "giulia",
      "giulia@",
      "@example.com",
      "giulia@@example.com",
      "giulia rossi@example.com",
      "giulia@example..com",
      "giulia@-example.com",
    ]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
  });
});

describe("formatCount", () => {
  it("groups thousands with a dot, four digits too", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1.234");
    expect(formatCount(5000)).toBe("5.000");
    expect(formatCount(12345)).toBe("12.345");
  });
});

describe("the honeypot's name", () => {
  it("matches none of the words autofill and password managers look for", () => {
    expect(formFields.honeypot).not.toMatch(
      /name|mail|phone|tel|url|web|site|address|company|org|city|zip|postal|user|login|pass|card|fax/i,
    );
  });
});

describe("isFromBot", () => {
  it("is true only when the honeypot holds something", () => {
    expect(isFromBot({ honeypot: "" })).toBe(false);
    expect(isFromBot({ honeypot: "   " })).toBe(false);
    expect(isFromBot({ honeypot: "https://spam.example" })).toBe(true);
  });
});
