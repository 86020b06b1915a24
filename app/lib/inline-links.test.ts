import { describe, expect, it } from "vitest";
import { linkedText, type InlineLink } from "./inline-links";

const email: InlineLink = {
  text: "prenotazioni@centro.example",
  href: "mailto:prenotazioni@centro.example",
};
const phone: InlineLink = { text: "+39 333 123 4567", href: "tel:+393331234567" };
const named = { "{email}": email, "{telefono}": phone };

describe("linkedText", () => {
  it("keeps a text without links as one piece, and an empty text as none", () => {
    expect(linkedText("Il sito non usa cookie.")).toEqual(["Il sito non usa cookie."]);
    expect(linkedText("")).toEqual([]);
  });

  it("turns [testo](indirizzo) into a link", () => {
    expect(
      linkedText("Puoi rivolgerti al [Garante per la privacy](https://www.garanteprivacy.it/)."),
    ).toEqual([
      "Puoi rivolgerti al ",
      { text: "Garante per la privacy", href: "https://www.garanteprivacy.it/" },
      ".",
    ]);
  });

  it("turns {email} and {telefono} into the links it is given", () => {
    expect(linkedText("Scrivi a {email} o chiama il {telefono}.", named)).toEqual([
      "Scrivi a ",
      email,
      " o chiama il ",
      phone,
      ".",
    ]);
  });

  it("mixes both, with no empty pieces at the ends or between adjacent links", () => {
    expect(linkedText("[Informativa](https://garante.example/)[FAQ](/faq) {email}", named)).toEqual(
      [
        { text: "Informativa", href: "https://garante.example/" },
        { text: "FAQ", href: "/faq" },
        " ",
        email,
      ],
    );
  });

  it("leaves as text a placeholder it has no link for", () => {
    expect(linkedText("Chiama il {telefono} o scrivi a {email}.", { "{email}": email })).toEqual([
      "Chiama il {telefono} o scrivi a ",
      email,
      ".",
    ]);
    expect(linkedText("Scrivi a {email}.")).toEqual(["Scrivi a {email}."]);
  });

  it("leaves as text brackets that are not a link", () => {
    for (const text of [
      "Vedi [la guida] (https://garante.example/)",
      "Vedi [la guida](https://garante.example/ guida)",
      "Vedi [](https://garante.example/)",
    ]) {
      expect(linkedText(text), text).toEqual([text]);
    }
  });
});
