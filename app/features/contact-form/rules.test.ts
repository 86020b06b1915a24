// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  consentValue,
  fieldsWith,
  formFields,
  keepShown,
  messageLength,
} from "../../lib/email-form";
import { findProblems, messageMaxLength, readContactForm, requiredFields } from "./rules";

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

describe("readContactForm", () => {
  function formWith(html: string): HTMLFormElement {
    const form = document.createElement("form");
    form.innerHTML = html;
    return form;
  }

  it("reads the names, the e-mails, the message, the consent box, the honeypot and the treatment", () => {
    const form = formWith(`
      <input name="${formFields.name}" value="Giulia">
      <input name="${formFields.lastName}" value="Rossi">
      <input name="${formFields.email}" value="a@example.com">
      <input name="${formFields.emailConfirm}" value="b@example.com">
      <input type="checkbox" name="${formFields.consent}" value="${consentValue}" checked>
      <input name="${formFields.honeypot}" value="">
      <textarea name="${formFields.message}">Ciao</textarea>
      <select name="${formFields.treatment}">
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
      <input name="${formFields.email}" value="a@example.com">
      <input name="${formFields.emailConfirm}" value="a@example.com">
      <input type="checkbox" name="${formFields.consent}" value="${consentValue}">
      <input name="${formFields.honeypot}" value="spam">
    `);
    expect(readContactForm(form)).toMatchObject({ consent: false, honeypot: "spam" });
  });
});
