// The build's side of the islands (docs/architecture.md), a Vite plugin that vite.config.ts runs:
// - `virtual:island/<name>`: the browser's URL of `<name>.tsx` of this folder, bundled as an
//   entry of the client build, for <Island src>;
// - `virtual:island-loader`: load-near-viewport.ts, minified, for the inline script <Island>
//   renders (compiled as app/enhance/'s scripts are: scripts/inline-script-plugin.ts).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { compileInlineScript } from "../../scripts/inline-script-plugin";

const entryPrefix = "virtual:island/";
const devPrefix = "virtual:island-dev/";
const loaderId = "virtual:island-loader";
const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The client build emits an entry (Rollup's `emitFile`); the prerender, which runs after it,
 * reads its file name in the client's Vite manifest, as Vite's backend-integration guide does.
 * No preloads of its chunks: nothing of it is needed before the form nears the viewport.
 */
export function islandPlugin({
  clientOutDir,
  dir = "app/islands",
}: {
  /** Where the client build writes (React Router: `<buildDirectory>/client`). */
  clientOutDir: string;
  dir?: string;
}): Plugin {
  let root = process.cwd();
  let serving = false;
  return {
    name: "island",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId(id) {
      if (id === loaderId || id.startsWith(entryPrefix) || id.startsWith(devPrefix))
        return `\0${id}`;
    },
    async load(id) {
      if (id === `\0${loaderId}`) {
        const file = path.resolve(root, dir, "load-near-viewport.ts");
        this.addWatchFile(file);
        const code = await compileInlineScript(await readFile(file, "utf8"), file);
        return `export default ${JSON.stringify(code)};`;
      }
      if (id.startsWith(`\0${devPrefix}`)) {
        const name = id.slice(devPrefix.length + 1);
        return `import "virtual:react-router/inject-hmr-runtime";\nimport "/${dir}/${name}.tsx";`;
      }
      if (!id.startsWith(`\0${entryPrefix}`)) return;
      const name = id.slice(entryPrefix.length + 1);
      if (!namePattern.test(name))
        this.error(`"${entryPrefix}${name}": the name of a file in ${dir}/, without ".tsx"`);
      const source = path.posix.join(dir, `${name}.tsx`);
      if (serving) {
        // The dev server: React Router's refresh preamble first (its own virtual module,
        // which <Scripts/> would load), or the island's hot-reload code refuses to run.
        return `export default ${JSON.stringify(`/@id/__x00__${devPrefix}${name}`)};`;
      }
      if (this.environment.config.consumer === "client") {
        const ref = this.emitFile({ type: "chunk", id: path.resolve(root, source), name });
        return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      const manifestFile = path.resolve(root, clientOutDir, ".vite/manifest.json");
      const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<
        string,
        { file: string }
      >;
      const entry = manifest[source];
      if (!entry) this.error(`${source} is not in the client build's manifest (${manifestFile})`);
      return `export default ${JSON.stringify(this.environment.config.base + entry.file)};`;
    },
  };
}
