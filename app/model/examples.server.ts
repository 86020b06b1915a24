// "Ready to publish?": the values shipped with the site as fictional examples
// (DECISIONS: "the build lists every value that is still a fictional
// example"), kept here, in one place, and compared with the content at each
// build. A value that still equals its example is listed, with where the owner
// changes it in the CMS, as a warning: the build goes on, and the examples stay
// on the site until she writes hers. Node only (node:crypto): the build
// (scripts/content-plugin.ts) and the tests use it, the pages never do.
//
// Short facts are kept as they are; long texts (biography, certifications,
// notes) by a fingerprint, the first 12 hex digits of their SHA-256, so they
// are not written twice: `printf %s 'the text' | sha256sum | cut -c1-12`. Change
// an example in content/ and change it here too, or it stops being reported.
import { createHash } from "node:crypto";
import type * as v from "valibot";
import { splitDuration } from "../lib/treatment-duration";
import { formatIssuePath } from "./issue-path";
import { contentFiles, type Content, type ContentFileName } from "./schema";

export interface ShippedExample {
  file: ContentFileName;
  /** Where, in the CMS's notation: "*" stands for every item of a list or field of a group. */
  path: string;
  /**
   * The example's values as they are, for short facts. Never a choice or a number she may
   * well keep (how she is paid, 12 months, 3 days): those are in the guide's «Prima di
   * andare online», or the list would never empty.
   */
  values?: readonly string[];
  /** The examples' fingerprints, for long texts. */
  fingerprints?: readonly string[];
  /** What they are, for the report, one and several: ["pacchetto d'esempio", "pacchetti d'esempio"]. */
  noun?: readonly [string, string];
  /** Reported only when this holds: the gift vouchers' examples, while vouchers are offered. */
  onlyIf?: (content: Content) => boolean;
}

const vouchersOffered = (content: Content) => content["buoni-regalo"].offered;

/** The fingerprint of a text (a group of fields: of its JSON). */
export function fingerprint(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

export const shippedExamples: readonly ShippedExample[] = [
  { file: "salon", path: "name", values: ["Centro Estetico Aurora"] },
  { file: "salon", path: "owner", values: ["Laura Esempio"] },
  { file: "salon", path: "vatNumber", values: ["01234567897"] },
  { file: "salon", path: "legalName", values: ["Aurora di Laura Esempio"] },
  { file: "salon", path: "rea", values: ["BO-123456"] },
  { file: "salon", path: "email", values: ["info@example.com"] },
  { file: "salon", path: "mobile", values: ["+39 345 000 0000"] },
  { file: "salon", path: "address.street", values: ["Via dell'Esempio 12"] },
  {
    file: "salon",
    path: "social.*.url",
    values: ["https://www.instagram.com/centro.estetico.esempio/"],
  },
  // The summer closure, as a whole.
  { file: "salon", path: "closures.*", fingerprints: ["048118d40b75"] },
  // The biography (her years of experience too) and the certifications.
  { file: "chi-sono", path: "lead", fingerprints: ["b5b064f4684c"] },
  {
    file: "chi-sono",
    path: "experience.paragraphs.*",
    fingerprints: ["f9fdc7f0a6a4", "c65f394dd91a", "091256ae039e"],
  },
  {
    file: "chi-sono",
    path: "certifications.items.*.title",
    fingerprints: [
      "498972021ea5",
      "cb4f08394340",
      "ffec3f7d84a5",
      "dfb8da408014",
      "427c1f0e856e",
      "2ac29647f360",
      "158454e663a9",
      "d83debd2e7eb",
    ],
  },
  {
    file: "chi-sono",
    path: "certifications.items.*.text",
    fingerprints: [
      "9764a02536af",
      "5af1ccb9f858",
      "499a37d4c256",
      "60417502126a",
      "497abef727ff",
      "fba6167916de",
      "031abf2dbfbc",
      "e91b948d2363",
    ],
  },
  { file: "home", path: "owner.text", fingerprints: ["4b4eaa340b51"] },
  // The notes before, after and against treatments.
  {
    file: "servizi",
    path: "sections.*.notes.*",
    fingerprints: ["47eef1f0f1f8", "355b8b1532ad", "3942d1b7c258"],
  },
  {
    file: "servizi",
    path: "sections.*.groups.*.items.*.notes.*",
    fingerprints: [
      "abb1ba6b4c34",
      "4fe744a50fdd",
      "b25184876f4e",
      "a595c8cb4ff8",
      "1cae635b139f",
      "4f6cf4b28423",
      "9ae98ec09184",
      "7fd9cb297fd6",
      "4cbbb0c31658",
    ],
  },
  // The laser packages: the spec says there are some, not at what price.
  {
    file: "servizi",
    path: "sections.*.groups.*.items.*.packages.*",
    fingerprints: ["7470ecc7fbf0", "d824eb421cbb", "83c55c0483ee"],
    noun: ["pacchetto d'esempio", "pacchetti d'esempio"],
  },
  // What happens to the sessions of a package left unused for health reasons.
  { file: "servizi", path: "packageTerms.unusedSessions", fingerprints: ["f47c06a770a9"] },
  // The gift vouchers shipped as examples (their descriptions), and their terms.
  {
    file: "buoni-regalo",
    path: "options.*.text",
    fingerprints: ["a18c02ffa34d", "7624ba1fb48d", "61f0c63cc086"],
    onlyIf: vouchersOffered,
  },
  {
    file: "buoni-regalo",
    path: "terms.*",
    fingerprints: ["d25103015889", "39aae7869eb3", "6e41a9d90da1", "803a128b2628"],
    onlyIf: vouchersOffered,
  },
];

/**
 * The durations of the price list ("Circa 60 minuti.", the end of each
 * description: app/lib/treatment-duration.ts), by treatment code: invented, as
 * the salon's own may differ.
 */
export const shippedDurations: Readonly<Record<string, number>> = {
  "pulizia-viso": 60,
  "trattamento-anti-age": 60,
  "microneedling-vip": 75,
  "laminazione-ciglia": 60,
  "tinta-sopracciglia": 15,
  pressoterapia: 30,
  bendaggio: 45,
  lipolaser: 30,
  starvac: 40,
  "massaggio-con-pietre-calde": 60,
  "scrub-corpo": 40,
  bambuterapia: 50,
  "cera-donna-gamba-intera": 40,
  "cera-donna-mezza-gamba": 20,
  "cera-donna-inguine-parziale": 10,
  "cera-donna-inguine-totale": 20,
  "cera-donna-ascelle": 10,
  "cera-donna-sopracciglia": 15,
  "cera-donna-labbro-superiore": 5,
  "cera-uomo-addome": 20,
  "cera-uomo-schiena": 30,
  "laser-gambe": 60,
  "laser-ascelle": 10,
  "laser-inguine-parziale": 15,
  "laser-inguine-totale": 20,
  "laser-labbro-superiore": 10,
  "laser-mento": 10,
  "laser-braccia": 30,
  "laser-schiena": 30,
  "laser-addome": 20,
  manicure: 30,
  "manicure-semipermanente": 45,
  "copertura-in-gel": 60,
  "ricostruzione-in-gel": 90,
  pedicure: 45,
  "pedicure-semipermanente": 60,
  "pedicure-con-paraffina": 60,
};

/** One line of the report: where, in the CMS's words, and what (or how many). */
export interface ExampleValue {
  /** "Dati del centro e orari › «Partita IVA» (vatNumber)". */
  where: string;
  /** The value, when it is one short fact; otherwise how many are examples. */
  what: string;
}

type Step = string | number;

/** Every place a path pattern reaches in the data, with its value. */
function placesOf(data: unknown, pattern: readonly string[], at: Step[] = []): [Step[], unknown][] {
  if (pattern.length === 0) return data === undefined ? [] : [[at, data]];
  const [head, ...rest] = pattern;
  if (head === "*") {
    if (Array.isArray(data))
      return data.flatMap((item, index) => placesOf(item, rest, [...at, index]));
    if (data && typeof data === "object")
      return Object.entries(data).flatMap(([key, item]) => placesOf(item, rest, [...at, key]));
    return [];
  }
  if (!data || typeof data !== "object") return [];
  return placesOf((data as Record<string, unknown>)[head!], rest, [...at, head!]);
}

/** The CMS's name for a place: the file, then the fields as formatIssuePath writes them. */
function whereIs(file: ContentFileName, steps: readonly Step[]): string {
  const issue = { path: steps.map((key) => ({ key })) } as unknown as v.BaseIssue<unknown>;
  return `${contentFiles[file].label} › ${formatIssuePath(contentFiles[file].schema, issue).replace(/: $/, "")}`;
}

const shortFact = 80;

/** A short fact as it is; a group of fields by its texts; a long text as such. */
function shown(value: unknown): string {
  const text =
    value && typeof value === "object"
      ? Object.values(value)
          .filter((field) => typeof field === "string")
          .join(", ")
      : String(value);
  return text.length <= shortFact ? text : "testo d'esempio";
}

/** The steps all places share, up to the first field name where they part (list positions may differ). */
function sharedSteps(paths: readonly (readonly Step[])[]): Step[] {
  const [first = [], ...others] = paths;
  const shared: Step[] = [];
  for (const [index, step] of first.entries()) {
    if (typeof step === "string" && others.some((other) => other[index] !== step)) break;
    shared.push(step);
  }
  return shared;
}

/** What the content still has of the shipped examples, one line per field (lists counted). */
export function exampleValues(
  content: Content,
  examples: readonly ShippedExample[] = shippedExamples,
  durations: Readonly<Record<string, number>> = shippedDurations,
): ExampleValue[] {
  const found = examples.flatMap(({ file, path, values = [], fingerprints = [], noun, onlyIf }) => {
    if (onlyIf && !onlyIf(content)) return [];
    const places = placesOf(content[file], path.split(".")).filter(
      ([, value]) =>
        (typeof value === "string" && values.includes(value)) ||
        fingerprints.includes(fingerprint(value)),
    );
    if (places.length === 0) return [];
    if (places.length === 1) {
      const [steps, value] = places[0]!;
      return [{ where: whereIs(file, steps), what: noun ? `1 ${noun[0]}` : shown(value) }];
    }
    // Several: one line, named by what they share, the positions left out.
    const where = whereIs(file, sharedSteps(places.map(([steps]) => steps)))
      .replace(/ › n\. \d+/g, "")
      .replace(/\[\d+\]/g, "[*]");
    return [{ where, what: `${places.length} ${noun?.[1] ?? "testi d'esempio"}` }];
  });
  const sameLength = content.servizi.sections.flatMap((section) =>
    section.groups.flatMap((group) =>
      group.items.filter(
        (item) =>
          durations[item.id] !== undefined &&
          splitDuration(item.description).minutes === durations[item.id],
      ),
    ),
  );
  if (sameLength.length > 0) {
    found.push({
      where: `${contentFiles.servizi.label} › la durata alla fine della «Descrizione» dei trattamenti («Circa … minuti.»)`,
      what: `${sameLength.length === 1 ? "1 durata" : `${sameLength.length} durate`} d'esempio, per esempio ${sameLength
        .slice(0, 3)
        .map((item) => item.title)
        .join(", ")}`,
    });
  }
  return found;
}

/** The list's last line: the checks no build can make, in the owner's guide. */
export const beforeGoingLive =
  "Prima di andare online fai anche i controlli che spettano a te: docs/gestire-il-sito.md, «Prima di andare online».";

/** The warning the build prints, and `npm start` repeats; empty when nothing is an example. */
export function exampleValuesReport(values: readonly ExampleValue[]): string {
  if (values.length === 0) return "";
  const one = values.length === 1;
  const which = one
    ? "questo valore è ancora l'esempio fornito"
    : `questi ${values.length} valori sono ancora gli esempi forniti`;
  return [
    `Pronto da pubblicare? Non ancora: ${which} con il sito, non i dati del centro. ${one ? "Cambialo" : "Cambiali"} nel pannello /admin (o in content/):`,
    ...values.map(({ where, what }) => `  • ${where}: ${what}`),
    beforeGoingLive,
  ].join("\n");
}
