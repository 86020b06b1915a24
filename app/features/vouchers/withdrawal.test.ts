// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { formFields } from "~/lib/email-form";
import {
  findWithdrawalProblems,
  noteMaxLength,
  readWithdrawalForm,
  withdrawalEmailFields,
  withdrawalFields,
  withdrawalStatement,
  type WithdrawalValues,
  type WithdrawalWords,
} from "./withdrawal";

// Made-up words, so the site's own can change.
const words: WithdrawalWords = {
  statement: "Recedo.",
  voucher: "Buono",
  paidOn: "Pagato",
  name: "Nome",
  email: "E-mail",
  note: "Nota",
  sentAt: (at) => `Inviato ${at}.`,
  summary: (voucher, paidOn) => `${voucher} (${paidOn})`,
};

const today = "2026-11-27";

const valid: WithdrawalValues = {
  name: " Giulia ",
  lastName: "Rossi",
  voucher: "Buono da 50 € – 2026-014 ",
  paidOn: "2026-11-20",
  email: "giulia.rossi@example.com",
  emailConfirm: "Giulia.Rossi@example.com ",
  note: "",
  honeypot: "",
};

/** 10:32 in Rome on 27 November 2026 (UTC+1 in winter). */
const at = new Date("2026-11-27T09:32:00Z");

describe("what stops a withdrawal", () => {
  it("lets a whole one go, the note left empty", () => {
    expect(findWithdrawalProblems(valid, today)).toEqual({});
  });

  it("asks for the name, the voucher, the day of payment and the e-mail twice", () => {
    const empty = { ...valid, name: " ", lastName: "", voucher: "", paidOn: "", email: "" };
    expect(findWithdrawalProblems(empty, today)).toEqual({
      name: "missing",
      lastName: "missing",
      voucher: "missing",
      paidOn: "missing",
      email: "missing",
    });
    expect(findWithdrawalProblems({ ...valid, emailConfirm: "giulia@example.com" }, today)).toEqual(
      { emailConfirm: "differ" },
    );
    expect(findWithdrawalProblems({ ...valid, email: "giulia" }, today)).toEqual({
      email: "malformed",
    });
  });

  it("refuses a payment after today, or a day that is not one; never one too long ago", () => {
    expect(findWithdrawalProblems({ ...valid, paidOn: "2026-11-28" }, today)).toEqual({
      paidOn: "malformed",
    });
    expect(findWithdrawalProblems({ ...valid, paidOn: "2026-02-30" }, today)).toEqual({
      paidOn: "malformed",
    });
    expect(findWithdrawalProblems({ ...valid, paidOn: today }, today)).toEqual({});
    // The period may be longer than 14 days (art. 53 Codice del consumo): the owner decides.
    expect(findWithdrawalProblems({ ...valid, paidOn: "2025-01-10" }, today)).toEqual({});
  });

  it("stops a note over the limit, counting characters as a person does", () => {
    const limit = { ...valid, note: "🌸".repeat(noteMaxLength) };
    expect(findWithdrawalProblems(limit, today)).toEqual({});
    expect(findWithdrawalProblems({ ...limit, note: `${limit.note}!` }, today)).toEqual({
      note: "too-long",
    });
  });
});

describe("the statement", () => {
  it("says the withdrawal, the voucher, the day paid, who, where to confirm, and when it was sent", () => {
    expect(withdrawalStatement(words, valid, at)).toBe(
      [
        "Recedo.",
        "Buono: Buono da 50 € – 2026-014",
        "Pagato: 20 novembre 2026",
        "Nome: Giulia Rossi",
        "E-mail: giulia.rossi@example.com",
        "Inviato il 27 novembre 2026 alle 10:32.",
      ].join("\n"),
    );
  });

  it("carries the note when there is one, and the time on Italy's clock in summer too", () => {
    const summer = new Date("2026-07-01T06:05:00Z");
    const text = withdrawalStatement(words, { ...valid, note: " Rimborso con bonifico. " }, summer);
    expect(text.split("\n").slice(-2)).toEqual([
      "Nota: Rimborso con bonifico.",
      "Inviato il 1° luglio 2026 alle 8:05.",
    ]);
  });
});

describe("the form and the e-mail", () => {
  function form(values: WithdrawalValues) {
    const element = document.createElement("form");
    element.innerHTML = `
      <input name="${withdrawalFields.name}" value="${values.name}">
      <input name="${withdrawalFields.lastName}" value="${values.lastName}">
      <input name="${withdrawalFields.voucher}" value="${values.voucher}">
      <input name="${withdrawalFields.paidOn}" value="${values.paidOn}">
      <input name="${withdrawalFields.email}" value="${values.email}">
      <input name="${withdrawalFields.emailConfirm}" value="${values.emailConfirm}">
      <textarea name="${withdrawalFields.note}">${values.note}</textarea>
      <input name="${withdrawalFields.honeypot}" value="">`;
    return element;
  }

  it("names the visitor's own fields as the contact form does, so one template serves both", () => {
    expect(withdrawalFields).toMatchObject({
      name: formFields.name,
      lastName: formFields.lastName,
      email: formFields.email,
      emailConfirm: formFields.emailConfirm,
      honeypot: formFields.honeypot,
      message: formFields.message,
    });
  });

  it("reads what the form holds", () => {
    const values = { ...valid, note: "Grazie" };
    expect(readWithdrawalForm(form(values))).toEqual(values);
  });

  it("sends the fields, the day paid in words, the subject's summary and the statement", () => {
    const element = form(valid);
    const data = withdrawalEmailFields(new FormData(element), valid, at, words);
    expect(Object.fromEntries(data)).toEqual({
      user_name: " Giulia ",
      user_last_name: "Rossi",
      withdrawal_voucher: "Buono da 50 € – 2026-014 ",
      withdrawal_paid_on: "20 novembre 2026",
      user_email: "giulia.rossi@example.com",
      user_email_confirm: "Giulia.Rossi@example.com ",
      withdrawal_note: "",
      contact_extra: "",
      withdrawal: "Buono da 50 € – 2026-014 (20 novembre 2026)",
      message: withdrawalStatement(words, valid, at),
    });
  });
});
