// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  consentValue,
  contactFields,
  fieldsWith,
  findProblems,
  formatCount,
  isEmailAddress,
  isFromBot,
  messageLength,
  messageMaxLength,
  readContactForm,
  requiredFields,
  sameEmail,
  keepShown,
} from "./contact-form";

const valid = {
  name: "Giulia",
  lastName: "Rossi",
  email: "giulia.rossi@example.com",
  emailConfirm: "giulia.rossi@example.com",
  consent: true,
  honeypot: "",
  message: "Vorrei un appuntamento",
  treatment: "",
};

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

describe("the required fields", () => {
  const empty = { ...valid, name: "", lastName: "", email: "", emailConfirm: "", message: "" };

  it("are all missing in an empty form, in the form's order, consent last", () => {
    const problems = findProblems({ ...empty, consent: false });
    expect(problems).toEqual({
      name: "missing",
      lastName: "missing",
      email: "missing",
      emailConfirm: "missing",
      message: "missing",
      consent: "missing",
    });
    expect(Object.keys(problems)).toEqual([
      "name",
      "lastName",
      "email",
      "emailConfirm",
      "message",
      "consent",
    ]);
    expect(findProblems(valid)).toEqual({});
  });

  it("count spaces and line breaks alone as empty", () => {
    expect(findProblems({ ...valid, name: "   ", message: "\n\t " })).toEqual({
      name: "missing",
      message: "missing",
    });
    expect(findProblems({ ...valid, lastName: " De Luca " })).toEqual({});
  });

  it("want a whole e-mail address in both e-mail fields, nowhere else", () => {
    expect(findProblems({ ...valid, email: "giulia@", emailConfirm: "giulia" })).toEqual({
      email: "malformed",
      emailConfirm: "malformed",
    });
    expect(findProblems({ ...valid, name: "giulia@" })).toEqual({});
  });

  it("are named for the announcement, empty and malformed apart", () => {
    const problems = findProblems({ ...empty, email: "giulia@", consent: false });
    expect(fieldsWith(problems, requiredFields)).toEqual({
      missing: ["name", "lastName", "emailConfirm", "message"],
      malformed: ["email"],
    });
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

describe("findProblems", () => {
  it("lets a complete form through, the addresses compared without case or spaces", () => {
    expect(findProblems({ ...valid, emailConfirm: " GIULIA.ROSSI@example.com " })).toEqual({});
  });

  it("stops a form without consent, and e-mails that differ", () => {
    expect(findProblems({ ...valid, consent: false })).toEqual({ consent: "missing" });
    expect(findProblems({ ...valid, emailConfirm: "giulia.rosi@example.com" })).toEqual({
      emailConfirm: "differ",
    });
  });

  it("leaves an empty or malformed address to the field's own message", () => {
    expect(findProblems({ ...valid, emailConfirm: "" })).toEqual({ emailConfirm: "missing" });
    expect(findProblems({ ...valid, email: "giulia@" })).toEqual({ email: "malformed" });
  });
});

describe("keepShown", () => {
  const shown = findProblems({ ...valid, name: "", email: "", consent: false });
  /** The problems shown at the last send that still hold in the form as it is now. */
  const stillShown = (last: typeof shown, now: typeof valid) => keepShown(last, findProblems(now));

  it("keeps a message until its own problem is fixed", () => {
    expect(stillShown(shown, { ...valid, name: "", email: "", consent: false })).toEqual(shown);
    expect(stillShown(shown, { ...valid, email: "", consent: false })).toEqual({
      email: "missing",
      consent: "missing",
    });
  });

  it("never adds or changes one while the visitor types", () => {
    // Half an address is not called malformed, and a new empty field is not flagged.
    expect(stillShown(shown, { ...valid, name: "", email: "giu", lastName: "" })).toEqual({
      name: "missing",
    });
    expect(stillShown({}, { ...valid, name: "" })).toEqual({});
  });

  it("drops the confirmation's hint when the two addresses match", () => {
    const differ = { emailConfirm: "differ" } as const;
    expect(stillShown(differ, { ...valid, emailConfirm: "giulia.rosi@example.com" })).toEqual(
      differ,
    );
    expect(stillShown(differ, valid)).toEqual({});
  });
});

describe("the message's length", () => {
  it("counts characters as a person does: an emoji is one", () => {
    expect(messageLength("ciao 🌸")).toBe(6);
    expect(messageLength("")).toBe(0);
  });

  it("lets exactly the limit through and stops one character more", () => {
    expect(messageMaxLength).toBe(5_000);
    expect(findProblems({ ...valid, message: "a".repeat(5_000) })).toEqual({});
    expect(findProblems({ ...valid, message: "🌸".repeat(5_000) })).toEqual({});
    expect(findProblems({ ...valid, message: "a".repeat(5_001) })).toEqual({
      message: "too-long",
    });
  });

  it("stays under EmailJS's 50 KB even in four-byte characters", () => {
    const longest = "🌸".repeat(messageMaxLength);
    expect(new TextEncoder().encode(longest).length).toBeLessThanOrEqual(25_000);
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
    expect(contactFields.honeypot).not.toMatch(
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

describe("readContactForm", () => {
  function formWith(html: string): HTMLFormElement {
    const form = document.createElement("form");
    form.innerHTML = html;
    return form;
  }

  it("reads the names, the e-mails, the message, the consent box, the honeypot and the treatment", () => {
    const form = formWith(`
      <input name="${contactFields.name}" value="Giulia">
      <input name="${contactFields.lastName}" value="Rossi">
      <input name="${contactFields.email}" value="a@example.com">
      <input name="${contactFields.emailConfirm}" value="b@example.com">
      <input type="checkbox" name="${contactFields.consent}" value="${consentValue}" checked>
      <input name="${contactFields.honeypot}" value="">
      <textarea name="${contactFields.message}">Ciao</textarea>
      <select name="${contactFields.treatment}">
        <option value="">Nessuno</option><option selected>Pulizia viso</option>
      </select>
    `);
    expect(readContactForm(form)).toEqual({
      name: "Giulia",
      lastName: "Rossi",
      email: "a@example.com",
      emailConfirm: "b@example.com",
      consent: true,
      honeypot: "",
      message: "Ciao",
      treatment: "Pulizia viso",
    });
  });

  it("reads an unticked box as no consent", () => {
    const form = formWith(`
      <input name="${contactFields.email}" value="a@example.com">
      <input name="${contactFields.emailConfirm}" value="a@example.com">
      <input type="checkbox" name="${contactFields.consent}" value="${consentValue}">
      <input name="${contactFields.honeypot}" value="spam">
    `);
    expect(readContactForm(form)).toMatchObject({ consent: false, honeypot: "spam" });
  });
});
