// Reads the content files (content/*.json, or CONTENT_DIR) and checks each
// against its schema. Runs in Node only: at build time (scripts/content-plugin.ts
// hands the checked content to the pages), in the unit tests and in the
// end-to-end tests, which read the facts and prices from here rather than
// copying them. A wrong file stops everything with a message for the owner.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { formatIssuePath } from "./issue-path";
import { fillPlaceholders, type Placeholder } from "../lib/placeholders";
import { contentFiles, type Content, type ContentFileName, type Salon } from "./schema";

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
