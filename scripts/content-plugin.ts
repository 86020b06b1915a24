// The owner's content (content/*.json, or CONTENT_DIR) as "virtual:content/<file>",
// checked against app/model/schema.ts, {nome} and the like filled in, its photos
// prepared (photos.ts). A file that fails stops the build with the Italian message alone.
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { exampleValues, exampleValuesReport } from "../app/model/examples.server";
import { contentDir, ContentError, loadContent, siteContent } from "../app/model/load.server";
import { struckPriceCheck } from "../app/features/offers/struck-prices.server";
import { contentFiles, type Content, type ContentFileName } from "../app/model/schema";
import { preparePhotos } from "./photos";

const prefix = "virtual:content/";

export function contentPlugin(): Plugin {
  const dir = contentDir();
  let content: Content | undefined;
  const load = () => {
    if (content) return content;
    const checked = loadContent(dir);
    // The offers' struck prices against the price list's history, from git (decision 0042):
    // a price above the lowest of 30 days stops the build; struckPriceWarning says what it
    // could not check.
    const struck = struckPriceCheck(checked, dir, buildNow());
    if (struck.problems.length > 0) throw new ContentError(struck.problems);
    return (content = siteContent(checked));
  };
  return {
    name: "content",
    async buildStart() {
      try {
        await preparePhotos(load(), dir);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The owner's mistake, not the code's: her message alone, without the stack trace
        // React Router's CLI prints after any error it catches; in GitHub Actions, in the
        // job summary too (.github/workflows/check.yml), one click from the failure e-mail.
        console.error(`\n${error.message}\n`);
        const summary = process.env.GITHUB_STEP_SUMMARY;
        if (summary) appendFileSync(summary, contentErrorSummary(error));
        process.exit(1);
      }
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const name = id.slice(prefix.length + 1) as ContentFileName;
      if (!(name in contentFiles)) this.error(`No content file "${name}": see app/model/schema.ts`);
      return `export default ${JSON.stringify(load()[name])};`;
    },
    // In the dev server, an edited content file reloads the page with the new text.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(dir + path.sep) || !file.endsWith(".json")) return;
      content = undefined;
      server.moduleGraph.invalidateAll();
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}

/** The content's problems as Markdown for a GitHub job summary: a heading, then one item each. */
export function contentErrorSummary(error: ContentError): string {
  // Her texts may hold characters Markdown would read as formatting.
  const escape = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, "\\$&");
  const items = error.problems.map((problem) => `- ${escape(problem.replace(/^• /, ""))}`);
  const [intro] = error.message.split("\n");
  return `## Questa modifica non arriva sul sito\n\n${intro} Il sito online resta com'era prima.\n\n${items.join("\n")}\n`;
}

/** The build's instant (vite.config.ts sets BUILD_TIME for the whole build). */
const buildNow = () => new Date(process.env.BUILD_TIME ?? Date.now());

/** Warns, once, about the offers whose struck prices the build could not check against the
 *  price list's history (app/features/offers/struck-prices.server.ts): a shallow clone, no git. */
export function struckPriceWarning(): Plugin {
  return {
    name: "struck-price-warning",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      const { notice } = struckPriceCheck(loadContent(contentDir()), contentDir(), buildNow());
      if (notice) this.environment.config.logger.warn(`\n${notice}\n`);
    },
  };
}

/** Warns about every value still a shipped example (app/model/examples.server.ts) and leaves the
 *  list beside build/client, never in it, for `npm start` to repeat. */
export function exampleValuesWarning(): Plugin {
  let report = "";
  return {
    name: "example-values-warning",
    apply: "build",
    // React Router builds a client and a server environment: once, for the client.
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      report = exampleValuesReport(exampleValues(loadContent(contentDir())));
      if (report) this.environment.config.logger.warn(`\n${report}\n`);
    },
    writeBundle() {
      const outDir = path.resolve(this.environment.config.build.outDir);
      const file = path.join(path.dirname(outDir), "example-values.txt");
      if (report) writeFileSync(file, `${report}\n`);
      else rmSync(file, { force: true });
    },
  };
}
