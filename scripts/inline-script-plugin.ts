// Hands small browser scripts to the pages as text, for inline <script> tags:
// `import code from "virtual:inline-script/carousel"` is app/enhance/carousel.ts,
// types stripped and minified by esbuild (through Vite). Pages that ship no
// React still run them (app/components/inline-script.tsx renders the tag), and
// scripts/prepare-hosting.mjs puts each one's hash in the Content-Security-Policy.
// An enhancement is compiled alone, not bundled: it imports nothing but types.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { transformWithEsbuild, type Plugin } from "vite";

const prefix = "virtual:inline-script/";
const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class InlineScriptError extends Error {}

/**
 * The browser code of an enhancement, minified, to put between <script type="module"> and
 * </script>. Throws when the result could not work there: it imports or exports (nothing
 * would resolve the module), or it holds text that ends an inline script early.
 */
export async function compileInlineScript(source: string, file: string): Promise<string> {
  const { code } = await transformWithEsbuild(source, file, {
    loader: "ts",
    format: "esm",
    minify: true,
    target: "es2020",
    legalComments: "none",
    treeShaking: true,
  });
  const script = code.trim();
  const name = path.basename(file);
  if (/(?:^|[;}])(?:import|export)[\s{*"'(]/.test(script))
    throw new InlineScriptError(
      `${name} imports or exports a value: an inline script is compiled alone, so it must be self-contained (type imports are fine)`,
    );
  if (/<\/script|<!--/i.test(script))
    throw new InlineScriptError(
      `${name} holds "</script" or "<!--", which the HTML parser would read inside an inline script (write "<\\/script" or "<\\!--")`,
    );
  return script;
}

/** `virtual:inline-script/<name>`: `export default` the compiled `<dir>/<name>.ts`, as a string. */
export function inlineScriptPlugin(dir = "app/enhance"): Plugin {
  let root = process.cwd();
  return {
    name: "inline-script",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id.startsWith(prefix)) return `\0${id}`;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const name = id.slice(prefix.length + 1);
      if (!namePattern.test(name))
        this.error(`"${prefix}${name}": the name of a file in ${dir}/, without ".ts"`);
      const file = path.resolve(root, dir, `${name}.ts`);
      // In the dev server, an edited enhancement reaches the page.
      this.addWatchFile(file);
      const source = await readFile(file, "utf8").catch(() =>
        this.error(`"${prefix}${name}": there is no ${path.relative(root, file)}`),
      );
      try {
        return `export default ${JSON.stringify(await compileInlineScript(source, file))};`;
      } catch (error) {
        if (error instanceof InlineScriptError) this.error(error.message);
        throw error;
      }
    },
  };
}

const islandPrefix = "virtual:island/";
// React's modules as preact/compat provides them (docs/decisions/0028).
const preactFor: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
const devPrefix = "virtual:island-dev/";

/**
 * `virtual:island/<name>`: the browser's URL of `<dir>/<name>.tsx` bundled by Vite as an entry of
 * the client build, so a static page can load React for one part of it (app/components/island.tsx).
 * The client build emits the entry (Rollup's `emitFile`); the prerender, which runs after it, reads
 * its file name in the client's Vite manifest, as Vite's backend-integration guide does. No
 * preloads of its chunks: Lighthouse counts them against the first paint, which needs no script.
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
    // Before Vite's own resolver, which would find React in node_modules.
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId(id, importer) {
      if (id.startsWith(islandPrefix) || id.startsWith(devPrefix)) return `\0${id}`;
      // The browser's React is Preact's: only the client build, the prerender keeps React.
      const preact = preactFor[id];
      if (preact && !serving && this.environment.config.consumer === "client")
        return this.resolve(preact, importer, { skipSelf: true });
    },
    async load(id) {
      if (id.startsWith(`\0${devPrefix}`)) {
        const name = id.slice(devPrefix.length + 1);
        return `import "virtual:react-router/inject-hmr-runtime";\nimport "/${dir}/${name}.tsx";`;
      }
      if (!id.startsWith(`\0${islandPrefix}`)) return;
      const name = id.slice(islandPrefix.length + 1);
      if (!namePattern.test(name))
        this.error(`"${islandPrefix}${name}": the name of a file in ${dir}/, without ".tsx"`);
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
