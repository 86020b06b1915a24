// Reads the content files (content/*.json, or CONTENT_DIR) and checks each
// against its schema. Runs in Node only: at build time (scripts/content-plugin.ts
// hands the checked content to the pages), in the unit tests and in the
// end-to-end tests, which read the facts and prices from here rather than
// copying them. A wrong file stops everything with a message for the owner.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { formatIssuePath } from "./issue-path";
import { priceSectionsOf } from "./price-sections";
import { voucherProblems } from "../features/vouchers/voucher-checks.server";
import { asNode, asSchema, layers, variantOptions, type SchemaNode } from "./schema-tree";
import { hostingName } from "../lib/hosting";
import { mailProviderName } from "../lib/mail-providers";
import { offerProblems } from "../features/offers/rules";
import { fillPlaceholders, type Placeholder } from "../lib/placeholders";
import {
  contentFiles,
  type Content,
  type ContentFileName,
  type FieldMeta,
  type Relation,
  type Salon,
} from "./schema";

/**
 * The content folder: CONTENT_DIR if set (the fixture-edit check uses a copy),
 * else content/. Relative to the project root, where every npm script runs.
 */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Il contenuto del sito ha ${problems.length === 1 ? "un errore" : `${problems.length} errori`}: correggi e salva di nuovo.\n\n${problems.join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** Checks one file's data; returns the problems, each naming the file and the field. */
export function checkContentFile(
  name: ContentFileName,
  data: unknown,
  file = `${name}.json`,
): string[] {
  const result = v.safeParse(contentFiles[name].schema, data);
  if (result.success) return [];
  return result.issues.map(
    (issue) =>
      `• ${file}: ${formatIssuePath(contentFiles[name].schema, issue)}${describeIssue(issue)}`,
  );
}

// ── References across files ──────────────────────────────────────────────────

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const relationOf = (node: SchemaNode): Relation | undefined =>
  (v.getMetadata(asSchema(node)) as FieldMeta).relation;

interface Reference {
  relation: Relation;
  value: string;
  path: (string | number)[];
}

/** Every value of `data` whose field names an entry of another file (a `relation` in the schema). */
function referencesIn(
  schema: SchemaNode,
  data: unknown,
  path: (string | number)[] = [],
): Reference[] {
  const relation = layers(schema).map(relationOf).find(Boolean);
  const node = layers(schema).at(-1)!;
  if (relation && typeof data === "string") return [{ relation, value: data, path }];
  if (node.type === "object" && isRecord(data)) {
    return Object.entries(node.entries ?? {}).flatMap(([key, entry]) =>
      referencesIn(entry, data[key], [...path, key]),
    );
  }
  if (node.type === "array" && Array.isArray(data) && node.item) {
    const item = node.item;
    return data.flatMap((value, index) => referencesIn(item, value, [...path, index]));
  }
  if (node.type === "variant" && isRecord(data) && node.key) {
    const key = node.key;
    const option = variantOptions(node).find(
      (candidate) => candidate.entries?.[key]?.literal === data[key],
    );
    return option ? referencesIn(option, data, path) : [];
  }
  return [];
}

/** The values at a path in the CMS's notation, "sections.*.id": every section's id. */
function valuesAt(data: unknown, fieldPath: string): unknown[] {
  return fieldPath
    .split(".")
    .reduce<unknown[]>(
      (values, key) =>
        values.flatMap((value) =>
          key === "*" ? (Array.isArray(value) ? value : []) : isRecord(value) ? [value[key]] : [],
        ),
      [data],
    );
}

/**
 * What the file-by-file check cannot see: a value that names an entry of
 * another file (a home card's section of the price list) that is not there,
 * say after the section was renamed or removed.
 */
export function referenceProblems(content: Content): string[] {
  return (Object.keys(contentFiles) as ContentFileName[]).flatMap((name) => {
    const schema = asNode(contentFiles[name].schema);
    return referencesIn(schema, content[name]).flatMap(({ relation, value, path: at }) => {
      const target = content[relation.file as ContentFileName] as unknown;
      const known = valuesAt(target, relation.valueField).filter(
        (candidate): candidate is string => typeof candidate === "string",
      );
      if (known.includes(value)) return [];
      const issue = { path: at.map((key) => ({ key })) } as unknown as v.BaseIssue<unknown>;
      return [
        `• ${name}.json: ${formatIssuePath(contentFiles[name].schema, issue)}«${value}» non è il codice di ${relation.noun} (in ${relation.file}.json): usa uno di ${known.join(", ")}`,
      ];
    });
  });
}

/**
 * An offer's prices against the price list (app/features/offers/rules.ts): a price not
 * below the regular one, a discount leaving nothing to pay. Once every code is
 * known to be there.
 */
export function offerPriceProblems(content: Content): string[] {
  const sections = priceSectionsOf(content.servizi);
  return content.offerte.offers.flatMap((offer, index) =>
    offerProblems(offer, sections).map(
      ({ field, message }) => `${offerIssuePrefix(index, field)}${message}`,
    ),
  );
}

/** "• offerte.json: «Offerte» › n. 1 › «Dal» (offers[0].from): ", before a problem of an offer's field. */
export function offerIssuePrefix(index: number, field: string): string {
  const path = ["offers", index, field].map((key) => ({ key }));
  const issue = { path } as unknown as v.BaseIssue<unknown>;
  return `• offerte.json: ${formatIssuePath(contentFiles.offerte.schema, issue)}`;
}

/** What valibot's own English messages mean, for the few types without an Italian message. */
const expectedShapes: Record<string, string> = {
  object: "deve essere un gruppo di campi tra parentesi graffe { }",
  array: "deve essere un elenco tra parentesi quadre [ ]",
  string: "deve essere un testo tra virgolette",
  number: "deve essere un numero",
};

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema" && issue.input === undefined) return "manca: è obbligatorio";
  if (issue.kind === "schema" && issue.message.startsWith("Invalid type")) {
    return expectedShapes[issue.type] ?? `non è del tipo giusto (${issue.expected ?? issue.type})`;
  }
  return issue.message;
}

/** "… at position 42" → " alla riga 3, colonna 7", counted in the file's text. */
function jsonErrorPlace(raw: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position === undefined) return "";
  const before = raw.slice(0, Number(position)).split("\n");
  return ` alla riga ${before.length}, colonna ${(before.at(-1)?.length ?? 0) + 1}`;
}

function readJson(file: string): { data?: unknown; problem?: string } {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return { problem: `• ${path.basename(file)}: il file non c'è (cercato in ${file})` };
  }
  try {
    return { data: JSON.parse(raw) };
  } catch (error) {
    return {
      problem: `• ${path.basename(file)}: non è un JSON valido: c'è un errore${jsonErrorPlace(raw, error as Error)}. Controlla virgole, virgolette e parentesi.`,
    };
  }
}

/** Every content file, checked. Throws a ContentError listing every problem found. */
export function loadContent(dir: string = contentDir()): Content {
  const problems: string[] = [];
  const content: Partial<Record<ContentFileName, unknown>> = {};
  for (const name of Object.keys(contentFiles) as ContentFileName[]) {
    const { data, problem } = readJson(path.join(dir, `${name}.json`));
    if (problem) {
      problems.push(problem);
      continue;
    }
    const fileProblems = checkContentFile(name, data);
    problems.push(...fileProblems);
    if (fileProblems.length === 0) {
      content[name] = v.parse(contentFiles[name].schema, data);
    }
  }
  // References across files, once every file is valid on its own.
  if (problems.length === 0) problems.push(...referenceProblems(content as Content));
  if (problems.length === 0) problems.push(...offerPriceProblems(content as Content));
  // The gift vouchers' treatments: the duration, for one offered in several (app/features/vouchers/voucher-checks.server.ts).
  if (problems.length === 0) problems.push(...voucherProblems(content as Content));
  if (problems.length > 0) throw new ContentError(problems);
  return content as Content;
}

/** What each placeholder stands for, from the salon's facts. */
export function placeholderValues(salon: Salon): Record<Placeholder, string> {
  return {
    "{nome}": salon.name,
    "{il nome}": salon.nameForms.the,
    "{al nome}": salon.nameForms.at,
    "{del nome}": salon.nameForms.of,
    "{dal nome}": salon.nameForms.from,
    "{città}": salon.address.city,
    "{email}": salon.email,
    "{telefono}": salon.mobile,
    "{hosting}": hostingName(salon.hosting),
    "{posta}": mailProviderName(salon.mailProvider),
  };
}

/**
 * The content as the pages show it: placeholders replaced. In the policy's
 * paragraphs {email} and {telefono} stay, since the page turns them into links.
 */
export function siteContent(content: Content): Content {
  const values = placeholderValues(content.salon);
  const names: Partial<Record<Placeholder, string>> = { ...values };
  delete names["{email}"];
  delete names["{telefono}"];
  const filled = fillPlaceholders(content, values);
  return {
    ...filled,
    policy: {
      ...filled.policy,
      sections: content.policy.sections.map((section) => ({
        title: fillPlaceholders(section.title, values),
        blocks: section.blocks.map((block) =>
          fillPlaceholders(block, block.type === "paragraph" ? names : values),
        ),
      })),
    },
  };
}

/** Checked content with placeholders filled: what the tests compare the pages with. */
export function loadSiteContent(dir?: string): Content {
  return siteContent(loadContent(dir));
}
