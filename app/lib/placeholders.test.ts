import { describe, expect, it } from "vitest";
import { fillPlaceholders, knownPlaceholders, unknownPlaceholders } from "./placeholders";

const values = {
  "{nome}": "Centro di Prova",
  "{il nome}": "il Centro di Prova",
  "{al nome}": "al Centro di Prova",
  "{del nome}": "del Centro di Prova",
  "{dal nome}": "dal Centro di Prova",
  "{città}": "Trento",
  "{email}": "prenotazioni@centro.example",
  "{telefono}": "+39 333 123 4567",
  "{hosting}": "Server di Prova S.r.l. (Italia)",
  "{posta}": "Posta di Prova S.p.A. (Italia)",
};

describe("knownPlaceholders", () => {
  it("are the salon's name in its four forms, its city, e-mail, phone, host and mailbox's provider", () => {
    expect(knownPlaceholders).toEqual(Object.keys(values));
  });
});

describe("unknownPlaceholders", () => {
  it("finds nothing in plain text or in known placeholders", () => {
    expect(unknownPlaceholders("Prenota il tuo momento di benessere.")).toEqual([]);
    expect(unknownPlaceholders(knownPlaceholders.join(" e "))).toEqual([]);
  });

  it("finds a mistyped name, a capital, extra spaces and empty braces", () => {
    expect(unknownPlaceholders("Benvenuta {al nomee}")).toEqual(["{al nomee}"]);
    expect(unknownPlaceholders("{Nome} a {città}")).toEqual(["{Nome}"]);
    expect(unknownPlaceholders("{ nome }")).toEqual(["{ nome }"]);
    expect(unknownPlaceholders("Scrivi a {}")).toEqual(["{}"]);
  });

  it("lists every unknown one, in order, repeats included", () => {
    expect(unknownPlaceholders("{nomee}, {nome}, {citta} e ancora {nomee}")).toEqual([
      "{nomee}",
      "{citta}",
      "{nomee}",
    ]);
  });

  it("ignores a lone brace", () => {
    expect(unknownPlaceholders("sconto { solo oggi")).toEqual([]);
  });
});

describe("fillPlaceholders", () => {
  it("replaces every placeholder in a text, each time it appears", () => {
    expect(fillPlaceholders("{nome} a {città}: benvenuta {al nome}, {nome}!", values)).toBe(
      "Centro di Prova a Trento: benvenuta al Centro di Prova, Centro di Prova!",
    );
  });

  it("goes through objects and lists at any depth", () => {
    const content = {
      meta: { title: "Servizi | {nome}" },
      sections: [
        { title: "Viso", groups: [{ items: [{ title: "Pulizia {del nome}", price: 30 }] }] },
      ],
      paragraphs: ["Vieni a {città}.", "Scrivi a {email}."],
    };
    expect(fillPlaceholders(content, values)).toEqual({
      meta: { title: "Servizi | Centro di Prova" },
      sections: [
        {
          title: "Viso",
          groups: [{ items: [{ title: "Pulizia del Centro di Prova", price: 30 }] }],
        },
      ],
      paragraphs: ["Vieni a Trento.", "Scrivi a prenotazioni@centro.example."],
    });
  });

  it("leaves numbers, booleans, null and missing values as they are", () => {
    expect(
      fillPlaceholders({ price: 12.5, open: true, note: null, gone: undefined }, values),
    ).toEqual({ price: 12.5, open: true, note: null, gone: undefined });
  });

  it("leaves a placeholder it has no value for as written", () => {
    const names = Object.fromEntries(
      Object.entries(values).filter(([key]) => key !== "{email}" && key !== "{telefono}"),
    );
    expect(fillPlaceholders("{il nome}: {email}, {telefono}, {nomee}", names)).toBe(
      "il Centro di Prova: {email}, {telefono}, {nomee}",
    );
  });

  it("does not change the value it is given", () => {
    const content = { title: "{nome}", list: ["{città}"] };
    fillPlaceholders(content, values);
    expect(content).toEqual({ title: "{nome}", list: ["{città}"] });
  });
});
