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
