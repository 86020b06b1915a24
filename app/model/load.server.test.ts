// @vitest-environment node
// Reading the content folder, and the content as the pages show it.
// (load.ts reads files from disk: Node, not jsdom.)
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { knownPlaceholders } from "~/lib/placeholders";
import { homeMeta } from "./home";
import {
  ContentError,
  contentDir,
  loadContent,
  loadSiteContent,
  placeholderValues,
  siteContent,
} from "./load.server";
import { salon } from "./salon";
import type { Content } from "./schema";

/** Every leaf of a value with where it is: ["hero.heading", "Il tuo momento…"]. */
function leaves(value: unknown, at = ""): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${at}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  }
  return [[at, value]];
}

const strings = (value: unknown) =>
  leaves(value).filter((leaf): leaf is [string, string] => typeof leaf[1] === "string");
const numbers = (value: unknown) => leaves(value).filter(([, leaf]) => typeof leaf === "number");

const placeholdersIn = (text: string) =>
  knownPlaceholders.filter((placeholder) => text.includes(placeholder));

describe("loadContent on a folder with broken files", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "contenuto-"));
    cpSync(contentDir(), dir, { recursive: true });
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function errorFrom(load: () => unknown): ContentError {
    try {
      load();
    } catch (error) {
      if (error instanceof ContentError) return error;
      throw error;
    }
    throw new Error("the content was accepted");
  }

  it("reads a good copy of the content", () => {
    expect(loadContent(dir)).toEqual(loadContent());
  });

  it("names a file that is not valid JSON, and one that is missing", () => {
    writeFileSync(path.join(dir, "servizi.json"), '{ "title": "Servizi", }');
    unlinkSync(path.join(dir, "galleria.json"));
    const error = errorFrom(() => loadContent(dir));
    expect(error.problems).toHaveLength(2);
    expect(error.problems[0]).toMatch(
      /^• servizi\.json: non è un JSON valido: c'è un errore alla riga 1, colonna \d+\. Controlla virgole, virgolette e parentesi\.$/,
    );
    expect(error.problems[1]).toBe(
      `• galleria.json: il file non c'è (cercato in ${path.join(dir, "galleria.json")})`,
    );
    expect(error.message).toBe(
      `Il contenuto del sito ha 2 errori: correggi e salva di nuovo.\n\n${error.problems.join("\n")}`,
    );
  });

  it("names the file and the field of a value the schema refuses", () => {
    const file = path.join(dir, "salon.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...data, vatNumber: "07654321013" }));
    const error = errorFrom(() => loadContent(dir));
    expect(error.message).toBe(
      "Il contenuto del sito ha un errore: correggi e salva di nuovo.\n\n• salon.json: «Partita IVA» (vatNumber): non è una partita IVA valida: l'ultima cifra (quella di controllo) non torna. Ricopiala dal certificato di attribuzione",
    );
  });

  it("checks references across files once each file is valid", () => {
    const file = path.join(dir, "home.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as Content["home"];
    data.treatments.cards[0]!.treatment = "trattamento-inesistente";
    writeFileSync(file, JSON.stringify(data));
    const error = errorFrom(() => loadContent(dir));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(
      /^• home\.json: «Trattamenti» › «Trattamenti in evidenza» › n\. 1 › «Trattamento del listino» \(treatments\.cards\[0\]\.treatment\): «trattamento-inesistente» non è il codice di un trattamento del listino \(in servizi\.json\): usa uno di /,
    );
  });

  it("reads the folder named by CONTENT_DIR", () => {
    vi.stubEnv("CONTENT_DIR", dir);
    try {
      expect(contentDir()).toBe(dir);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(contentDir()).not.toBe(dir);
  });
});

describe("siteContent", () => {
  // The real content with made-up salon facts and texts, so the result is known here.
  function withTexts(): Content {
    const content = structuredClone(loadContent());
    content.salon = {
      ...content.salon,
      name: "Centro di Prova",
      nameForms: {
        the: "il Centro di Prova",
        at: "al Centro di Prova",
        of: "del Centro di Prova",
        from: "dal Centro di Prova",
      },
      email: "prenotazioni@centro.example",
      mobile: "+39 333 123 4567",
      hosting: { provider: "own", company: "Server di Prova S.r.l.", country: "Italia" },
      mailProvider: { provider: "own", company: "Posta di Prova S.p.A.", country: "Italia" },
      address: { ...content.salon.address, city: "Trento" },
    };
    content.home.hero.heading =
      "Benvenuta {al nome} di {città}: {nome}, {il nome}, {del nome}, {dal nome}";
    content.home.hero.text = "Scrivi a {email} o chiama il {telefono}.";
    content.policy.intro = "{il nome} risponde a {email} e al {telefono}.";
    content.policy.sections[0]!.blocks[0] = {
      type: "paragraph",
      text: "{il nome} risponde a {email} e al {telefono}.",
    };
    return content;
  }

  it("puts the salon's name, in the form each placeholder asks for, and its city", () => {
    expect(siteContent(withTexts()).home.hero.heading).toBe(
      "Benvenuta al Centro di Prova di Trento: Centro di Prova, il Centro di Prova, del Centro di Prova, dal Centro di Prova",
    );
  });

  it("writes out the e-mail and the phone in every page but the policy", () => {
    expect(siteContent(withTexts()).home.hero.text).toBe(
      "Scrivi a prenotazioni@centro.example o chiama il +39 333 123 4567.",
    );
  });

  it("leaves {email} and {telefono} in the policy's paragraphs, which make them links", () => {
    const { policy } = siteContent(withTexts());
    expect(policy.sections[0]!.blocks[0]).toEqual({
      type: "paragraph",
      text: "il Centro di Prova risponde a {email} e al {telefono}.",
    });
    expect(policy.intro).toBe(
      "il Centro di Prova risponde a prenotazioni@centro.example e al +39 333 123 4567.",
    );
  });

  it("leaves numbers alone and the content it was given unchanged", () => {
    const content = withTexts();
    const before = structuredClone(content);
    const filled = siteContent(content);
    expect(content).toEqual(before);
    expect(numbers(filled.servizi)).toEqual(numbers(content.servizi));
    expect(numbers(filled.servizi).length).toBeGreaterThan(0);
  });

  it("gets every placeholder's value from the salon's facts", () => {
    const { salon } = withTexts();
    expect(placeholderValues(salon)).toEqual({
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
    });
  });
});

describe("the content the pages show", () => {
  const shown = loadSiteContent();

  it("has every placeholder filled in, but {email} and {telefono} in the policy", () => {
    for (const [name, data] of Object.entries(shown)) {
      const allowed = name === "policy" ? ["{email}", "{telefono}"] : [];
      for (const [at, text] of strings(data)) {
        const left = placeholdersIn(text).filter((placeholder) => !allowed.includes(placeholder));
        expect(left, `${name}.json: ${at}`).toEqual([]);
      }
    }
  });

  it("is what Vitest's content modules hand to the pages", () => {
    expect(salon).toEqual(shown.salon);
    expect(homeMeta.title).toBe(shown.home.meta.title);
    expect(homeMeta.description).toBe(shown.home.meta.description);
  });
});
