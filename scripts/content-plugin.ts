// Hands the owner's content (content/*.json, or CONTENT_DIR) to the pages as
// the modules "virtual:content/<file>", checked against app/content/schema.ts
// and with placeholders such as {nome} filled in. A file that fails the check
// stops the build (and the dev server shows the message) before any page is made.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { exampleValues, exampleValuesReport } from "../app/content/examples";
import { contentDir, ContentError, loadContent, siteContent } from "../app/content/load";
import { contentFiles, type Content, type ContentFileName } from "../app/content/schema";
import { preparePhotos } from "./photo-pipeline";

const prefix = "virtual:content/";

export function contentPlugin(): Plugin {
  const dir = contentDir();
  let content: Content | undefined;
  const load = () => (content ??= siteContent(loadContent(dir)));

  return {
    name: "content",
    async buildStart() {
      try {
        // The owner's photos, checked and made into AVIF and WebP (scripts/photo-pipeline.ts).
        await preparePhotos(load(), dir);
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      for (const name of Object.keys(contentFiles))
        this.addWatchFile(path.join(dir, `${name}.json`));
    },
    resolveId(id) {
      if (id.startsWith(prefix)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const name = id.slice(prefix.length + 1) as ContentFileName;
      if (!(name in contentFiles))
        this.error(`No content file "${name}": see app/content/schema.ts`);
      return `export default ${JSON.stringify(load()[name])};`;
    },
    // In the dev server, an edited content file reloads the page with the new text.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(dir + path.sep) || !file.endsWith(".json")) return;
      content = undefined;
      for (const name of Object.keys(contentFiles)) {
        const module = server.moduleGraph.getModuleById(`\0${prefix}${name}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}

/** Where the build leaves its "Ready to publish?" list, for `npm start` to repeat (scripts/example-values-notice.mjs). */
export const exampleValuesFile = "example-values.txt";

/**
 * "Ready to publish?": warns, once per build, about every value of the content
 * that is still a shipped example (app/content/examples.ts), naming where the
 * owner changes it; and leaves the list beside build/client, never in it.
 */
export function exampleValuesWarning(): Plugin {
  let report = "";
  return {
    name: "example-values-warning",
    apply: "build",
    buildStart() {
      // React Router builds a client and a server environment: once, for the client.
      const { config } = this.environment;
      if (config.consumer !== "client") return;
      report = exampleValuesReport(exampleValues(loadContent(contentDir())));
      if (report) config.logger.warn(`\n${report}\n`);
    },
    writeBundle() {
      const { config } = this.environment;
      if (config.consumer !== "client") return;
      const file = path.join(path.dirname(path.resolve(config.build.outDir)), exampleValuesFile);
      if (report) writeFileSync(file, `${report}\n`);
      else rmSync(file, { force: true });
    },
  };
}
