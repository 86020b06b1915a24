// "Ready to publish?": which values the build reports as still the shipped
// examples. The examples here are taken from the content as it is, so the
// tests hold whatever the owner has already changed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitDuration } from "~/lib/treatment-duration";
import {
  beforeGoingLive,
  exampleValues,
  exampleValuesReport,
  fingerprint,
  shippedExamples,
  type ShippedExample,
} from "./examples.server";
import { loadContent } from "./load.server";
import { contentFiles, type Content } from "./schema";

const content = loadContent();

const vatNumber: ShippedExample = {
  file: "salon",
  path: "vatNumber",
  values: [content.salon.vatNumber],
};
const certificationTitles: ShippedExample = {
  file: "chi-sono",
  path: "certifications.items.*.title",
  fingerprints: content["chi-sono"].certifications.items.map((item) => fingerprint(item.title)),
};
const firstTreatment = content.servizi.sections[0]!.groups[0]!.items[0]!;
const minutes = splitDuration(firstTreatment.description).minutes;

describe("exampleValues", () => {
  it("lists a fact still equal to its example, where the CMS changes it, with its value", () => {
    expect(exampleValues(content, [vatNumber], {})).toEqual([
      {
        where: "Dati del centro e orari › «Partita IVA» (vatNumber)",
        what: content.salon.vatNumber,
      },
    ]);
  });

  it("stops listing it once the owner has written her own", () => {
    const hers: Content = structuredClone(content);
    hers.salon.vatNumber = "07643520567";
    expect(exampleValues(hers, [vatNumber], {})).toEqual([]);
  });

  it("counts the items of a list still equal to an example, and leaves out those she rewrote", () => {
    const count = content["chi-sono"].certifications.items.length;
    expect(exampleValues(content, [certificationTitles], {})).toEqual([
      {
        where:
          "Chi sono › «Certificazioni e corsi» › «Certificazioni e corsi» › «Titolo» (certifications.items[*].title)",
        what: `${count} testi d'esempio`,
      },
    ]);
    const hers: Content = structuredClone(content);
    hers["chi-sono"].certifications.items[0]!.title = "Corso di onicotecnica";
    const left = exampleValues(hers, [certificationTitles], {});
    expect(left.map((value) => value.what)).toEqual(
      count - 1 === 1 ? [expect.any(String)] : [`${count - 1} testi d'esempio`],
    );
  });

  it("lists the treatments whose duration is still the example's", () => {
    if (minutes === undefined) return;
    const durations = { [firstTreatment.id]: minutes };
    expect(exampleValues(content, [], durations)).toEqual([
      {
        where: `${contentFiles.servizi.label} › la durata alla fine della «Descrizione» dei trattamenti («Circa … minuti.»)`,
        what: `1 durata d'esempio, per esempio ${firstTreatment.title}`,
      },
    ]);
    const hers: Content = structuredClone(content);
    hers.servizi.sections[0]!.groups[0]!.items[0]!.description = `Il mio trattamento. Circa ${minutes + 15} minuti.`;
    expect(exampleValues(hers, [], durations)).toEqual([]);
  });

  it("counts the example packages as packages, one or several", () => {
    const packages = content.servizi.sections.flatMap((section) =>
      section.groups.flatMap((group) => group.items.flatMap((item) => item.packages ?? [])),
    );
    if (packages.length === 0) return;
    const example: ShippedExample = {
      file: "servizi",
      path: "sections.*.groups.*.items.*.packages.*",
      fingerprints: packages.map((entry) => fingerprint(entry)),
      noun: ["pacchetto d'esempio", "pacchetti d'esempio"],
    };
    const [line] = exampleValues(content, [example], {});
    expect(line?.what).toBe(
      packages.length === 1 ? "1 pacchetto d'esempio" : `${packages.length} pacchetti d'esempio`,
    );
    expect(line?.where).toMatch(/«Pacchetti di più sedute»/);
  });

  it("names every shipped example by a field the schema has", () => {
    for (const example of shippedExamples) {
      expect(contentFiles[example.file], example.path).toBeDefined();
      expect(example.values ?? example.fingerprints, example.path).not.toHaveLength(0);
    }
  });
});

describe("exampleValuesReport", () => {
  it("points to a section the owner's guide has", () => {
    const guide = readFileSync("docs/gestire-il-sito.md", "utf8");
    const [, section] = /«([^»]+)»\.$/.exec(beforeGoingLive) ?? [];
    expect(guide.split("\n")).toContain(`## ${section}`);
  });

  it("says nothing when no value is an example", () => {
    expect(exampleValuesReport([])).toBe("");
  });

  it("tells the owner where to change each value", () => {
    expect(
      exampleValuesReport([
        { where: "Dati del centro e orari › «Partita IVA» (vatNumber)", what: "01234567897" },
      ]),
    ).toBe(
      "Pronto da pubblicare? Non ancora: questo valore è ancora l'esempio fornito con il sito, non i dati del centro. Cambialo nel pannello /admin (o in content/):\n  • Dati del centro e orari › «Partita IVA» (vatNumber): 01234567897\nPrima di andare online fai anche i controlli che spettano a te: docs/gestire-il-sito.md, «Prima di andare online».",
    );
  });
});

describe("the gift vouchers' examples", () => {
  const terms = shippedExamples.find(
    (example) => example.file === "buoni-regalo" && example.path === "terms.*",
  )!;

  it("are reported while vouchers are offered, and not once she turns them off", () => {
    const offered: Content = structuredClone(content);
    offered["buoni-regalo"].offered = true;
    offered["buoni-regalo"].terms = [offered["buoni-regalo"].terms[0]!];
    const example = { ...terms, fingerprints: [fingerprint(offered["buoni-regalo"].terms[0])] };
    expect(exampleValues(offered, [example], {})).toHaveLength(1);
    const off: Content = structuredClone(offered);
    off["buoni-regalo"].offered = false;
    expect(exampleValues(off, [example], {})).toEqual([]);
  });
});
