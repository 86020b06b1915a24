// Reads the content files (content/*.json, or CONTENT_DIR) and checks each
// against its schema. Runs in Node only: at build time (scripts/content-plugin.ts
// hands the checked content to the pages), in the unit tests and in the
// end-to-end tests, which read the facts and prices from here rather than
// copying them. A wrong file stops everything with a message for the owner.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";
import { formatIssuePath } from "./issue-path";
import { fillPlaceholders, type Placeholder } from "../lib/placeholders";
import { contentFiles, type Content, type ContentFileName, type Salon } from "./schema";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The content folder: CONTENT_DIR if set (the fixture-edit check uses a copy), else content/. */
export function contentDir(): string {
  return path.resolve(projectRoot, process.env.CONTENT_DIR ?? "content");
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
export function checkContentFile(name: ContentFileName, data: unknown, file = `${name}.json`): string[] {
  const result = v.safeParse(contentFiles[name].schema, data);
  if (result.success) return [];
  return result.issues.map(
    (issue) => `• ${file}: ${formatIssuePath(contentFiles[name].schema, issue)}${describeIssue(issue)}`,
  );
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema" && issue.input === undefined) return "manca: è obbligatorio";
  return issue.message;
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
      problem: `• ${path.basename(file)}: non è un JSON valido (${(error as Error).message}). Controlla virgole, virgolette e parentesi.`,
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
 * The content as the pages show it: placeholders replaced. In the policy,
 * {email} and {telefono} stay, since the page turns them into links.
 */
export function siteContent(content: Content): Content {
  const values = placeholderValues(content.salon);
  const { "{email}": _email, "{telefono}": _phone, ...names } = values;
  return Object.fromEntries(
    Object.entries(content).map(([name, data]) => [
      name,
      fillPlaceholders(data, name === "policy" ? names : values),
    ]),
  ) as unknown as Content;
}

/** Checked content with placeholders filled: what the tests compare the pages with. */
export function loadSiteContent(dir?: string): Content {
  return siteContent(loadContent(dir));
}
