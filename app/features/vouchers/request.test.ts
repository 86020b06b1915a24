// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { consentValue, formFields } from "~/lib/email-form";
import {
  amountProblem,
  amountRange,
  titleSaysPrice,
  findVoucherProblems,
  freeAmountKey,
  parseAmount,
  readVoucherForm,
  voucherEmailFields,
  voucherFields,
  voucherRequest,
  voucherRequestText,
  type VoucherFormValues,
  type VoucherRequestWords,
} from "./request";

const limits = { min: 20, max: 300 };

// Made-up words, so the site's own can change.
const words: VoucherRequestWords = {
  general: "Vorrei un buono.",
  voucher: (voucher, value) => `Vorrei: ${voucher}${value ? `, ${value}` : ""}.`,
  recipient: "Per",
  dedication: "Dedica",
  delivery: "Consegna",
  from: "Da",
};

const valid: VoucherFormValues = {
  option: "momento-relax",
  amount: "",
  recipient: "Maria",
  dedication: "Buon compleanno!",
  delivery: "ritiro in salone",
  name: "Giulia",
  lastName: "Rossi",
  email: "giulia.rossi@example.com",
  emailConfirm: "Giulia.Rossi@example.com ",
  consent: true,
  honeypot: "",
};

describe("the amount a visitor chooses", () => {
  it("is whole euro, however she writes the sign or the zero cents", () => {
    for (const [text, amount] of [
      ["80", 80],
      [" 80 € ", 80],
      ["€ 80", 80],
      ["80,00", 80],
      ["80.0", 80],
    ] as const) {
      expect(parseAmount(text), text).toBe(amount);
    }
    for (const text of ["", "ottanta", "80,50", "80.5", "-80", "8 0", "1e3"]) {
      expect(parseAmount(text), text).toBeUndefined();
    }
  });

  it("stays within the owner's limits, both included", () => {
    expect(amountProblem("20", limits)).toBeUndefined();
    expect(amountProblem("300", limits)).toBeUndefined();
    expect(amountProblem("19", limits)).toBe("malformed");
    expect(amountProblem("301", limits)).toBe("malformed");
    expect(amountProblem("80,50", limits)).toBe("malformed");
    expect(amountProblem("  ", limits)).toBe("missing");
  });

  it("is described as the page says it: «da 20 a 300 €»", () => {
    expect(amountRange(limits)).toBe("da 20 a 300\u00a0€");
    expect(amountRange({ min: 1000, max: 2500 })).toBe("da 1.000 a 2.500\u00a0€");
  });
});

describe("findVoucherProblems", () => {
  it("lets a complete request through, the addresses compared without case or spaces", () => {
    expect(findVoucherProblems(valid, limits)).toEqual({});
    expect(findVoucherProblems({ ...valid, dedication: "" }, limits)).toEqual({});
  });

  it("names every control an empty form leaves to fix, in the form's order", () => {
    const empty = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, typeof value === "string" ? "" : false]),
    ) as unknown as VoucherFormValues;
    const problems = findVoucherProblems(empty, limits);
    expect(Object.entries(problems)).toEqual([
      ["option", "missing"],
      ["recipient", "missing"],
      ["delivery", "missing"],
      ["name", "missing"],
      ["lastName", "missing"],
      ["email", "missing"],
      ["emailConfirm", "missing"],
      ["consent", "missing"],
    ]);
  });

  it("wants an amount within the limits only for the amount of her choosing", () => {
    const free = { ...valid, option: freeAmountKey };
    expect(findVoucherProblems({ ...free, amount: "50" }, limits)).toEqual({});
    expect(findVoucherProblems({ ...free, amount: "" }, limits)).toEqual({ amount: "missing" });
    expect(findVoucherProblems({ ...free, amount: "5000" }, limits)).toEqual({
      amount: "malformed",
    });
    // An amount typed before choosing a voucher of the list is left alone.
    expect(findVoucherProblems({ ...valid, amount: "5000" }, limits)).toEqual({});
    // Without limits the owner offers no such voucher: the choice is not one.
    expect(findVoucherProblems({ ...free, amount: "50" })).toEqual({ option: "missing" });
  });

  it("stops a dedication over 200 characters, as a person counts them", () => {
    expect(findVoucherProblems({ ...valid, dedication: "🌸".repeat(200) }, limits)).toEqual({});
    expect(findVoucherProblems({ ...valid, dedication: "a".repeat(201) }, limits)).toEqual({
      dedication: "too-long",
    });
  });

  it("checks the visitor's e-mail as the contact form does", () => {
    expect(findVoucherProblems({ ...valid, email: "giulia@" }, limits)).toEqual({
      email: "malformed",
    });
    expect(
      findVoucherProblems({ ...valid, emailConfirm: "giulia.rosi@example.com" }, limits),
    ).toEqual({ emailConfirm: "differ" });
  });
});

describe("readVoucherForm", () => {
  it("reads every field by its name", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <select name="${voucherFields.voucher}">
        <option value="">Scegli</option><option value="${freeAmountKey}" selected>Importo</option>
      </select>
      <input name="${voucherFields.amount}" value="80">
      <input name="${voucherFields.recipient}" value="Maria">
      <textarea name="${voucherFields.dedication}">Auguri</textarea>
      <input type="radio" name="${voucherFields.delivery}" value="ritiro in salone">
      <input type="radio" name="${voucherFields.delivery}" value="per e-mail, da stampare" checked>
      <input name="${formFields.name}" value="Giulia">
      <input name="${formFields.lastName}" value="Rossi">
      <input name="${formFields.email}" value="a@example.com">
      <input name="${formFields.emailConfirm}" value="a@example.com">
      <input type="checkbox" name="${formFields.consent}" value="${consentValue}" checked>
      <input name="${formFields.honeypot}" value="">
    `;
    expect(readVoucherForm(form)).toEqual({
      option: freeAmountKey,
      amount: "80",
      recipient: "Maria",
      dedication: "Auguri",
      delivery: "per e-mail, da stampare",
      name: "Giulia",
      lastName: "Rossi",
      email: "a@example.com",
      emailConfirm: "a@example.com",
      consent: true,
      honeypot: "",
    });
  });

  it("sends the visitor's fields under the contact form's names", () => {
    expect(voucherFields).toMatchObject({
      name: "user_name",
      lastName: "user_last_name",
      email: "user_email",
      emailConfirm: "user_email_confirm",
      consent: "privacy_consent",
      honeypot: "contact_extra",
      message: "message",
      voucher: "voucher",
      amount: "voucher_amount",
      value: "voucher_value",
      recipient: "voucher_recipient",
      dedication: "voucher_dedication",
      delivery: "voucher_delivery",
    });
  });
});

describe("voucherRequestText", () => {
  it("writes the request line by line, each part once given", () => {
    expect(
      voucherRequestText(words, {
        voucher: "Momento relax (Pulizia viso + Massaggio – 60 minuti)",
        value: "70 €",
        recipient: " Maria ",
        dedication: "Buon compleanno!",
        delivery: "ritiro in salone",
        from: "Giulia Rossi",
      }),
    ).toBe(
      [
        "Vorrei: Momento relax (Pulizia viso + Massaggio – 60 minuti), 70 €.",
        "Per: Maria",
        "Dedica: Buon compleanno!",
        "Consegna: ritiro in salone",
        "Da: Giulia Rossi",
      ].join("\n"),
    );
  });

  it("is the general message before anything is chosen, and leaves out what is blank", () => {
    expect(voucherRequestText(words, {})).toBe("Vorrei un buono.");
    expect(voucherRequestText(words, { recipient: "  ", from: "Giulia" })).toBe(
      "Vorrei un buono.\nDa: Giulia",
    );
    expect(voucherRequestText(words, { voucher: "Importo a tua scelta" })).toBe(
      "Vorrei: Importo a tua scelta.",
    );
  });
});

describe("the request the e-mail carries", () => {
  const props = {
    choices: [
      {
        key: "momento-relax",
        title: "Momento relax",
        price: "70\u00a0€",
        words: "Momento relax (Pulizia viso + Massaggio)",
      },
    ],
    freeAmount: limits,
  };

  it("names a voucher of the list in words, with its price", () => {
    expect(voucherRequest(valid, props, "A tua scelta")).toEqual({
      voucher: "Momento relax (Pulizia viso + Massaggio)",
      value: "70\u00a0€",
      recipient: "Maria",
      dedication: "Buon compleanno!",
      delivery: "ritiro in salone",
      from: "Giulia Rossi",
    });
  });

  it("gives an amount of her choosing its value once it is within the limits", () => {
    const free = { ...valid, option: freeAmountKey };
    expect(voucherRequest({ ...free, amount: "80" }, props, "A tua scelta")).toMatchObject({
      voucher: "A tua scelta",
      value: "80\u00a0€",
    });
    expect(
      voucherRequest({ ...free, amount: "5000" }, props, "A tua scelta").value,
    ).toBeUndefined();
  });

  it("sends the voucher and its value in words, not the select's code or the amount as typed", () => {
    const data = new FormData();
    data.set(voucherFields.voucher, freeAmountKey);
    data.set(voucherFields.amount, "80");
    data.set(voucherFields.recipient, "Maria");
    const request = voucherRequest(
      {
        ...valid,
        option: freeAmountKey,
        amount: "80",
        dedication: "",
        delivery: "",
        name: "",
        lastName: "",
      },
      props,
      "A tua scelta",
    );
    expect(Object.fromEntries(voucherEmailFields(data, request, words))).toEqual({
      voucher: "A tua scelta",
      voucher_value: "80\u00a0€",
      voucher_recipient: "Maria",
      message: "Vorrei: A tua scelta, 80\u00a0€.\nPer: Maria",
    });
  });
});

describe("titleSaysPrice", () => {
  it("is false for a title that does not say the value", () => {
    expect(titleSaysPrice({ title: "Momento relax", price: "70\u00a0€" })).toBe(false);
  });

  it.each(["Buono da 50 €", "Buono da 50\u00a0€", "Buono da 50€", "Buono da 50 euro"])(
    "is true when the title %s already says it",
    (title) => {
      expect(titleSaysPrice({ title, price: "50\u00a0€" })).toBe(true);
    },
  );

  it("is false when the title names another figure", () => {
    expect(titleSaysPrice({ title: "Buono da 150 €", price: "50\u00a0€" })).toBe(false);
  });
});
