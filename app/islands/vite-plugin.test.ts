// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandPlugin } from "./vite-plugin";

describe("islandPlugin", () => {
  const root = mkdtempSync(path.join(tmpdir(), "island-"));
  mkdirSync(path.join(root, "client/.vite"), { recursive: true });
  // What Vite's manifest says of an entry emitted by the client build.
  writeFileSync(
    path.join(root, "client/.vite/manifest.json"),
    JSON.stringify({
      "app/islands/form.tsx": { file: "assets/form-abc.js", isEntry: true, imports: ["_a.js"] },
      "_a.js": { file: "assets/react-dom-def.js" },
    }),
  );
  const load = (consumer: "server" | "client", command: "build" | "serve", id: string) => {
    const plugin = islandPlugin({ clientOutDir: "client" });
    (plugin.configResolved as (config: { root: string; command: string }) => void)({
      root,
      command,
    });
    const emitted: unknown[] = [];
    const context = {
      environment: { config: { consumer, base: "/" } },
      emitFile: (file: unknown) => emitted.push(file) && "ref1",
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    const result = (plugin.load as (this: typeof context, id: string) => unknown).call(context, id);
    return { result, emitted };
  };

  it("gives the prerender the entry's URL, from the manifest", async () => {
    const { result } = load("server", "build", "\0virtual:island/form");
    await expect(result).resolves.toBe('export default "/assets/form-abc.js";');
  });

  it("makes the entry a chunk of the client build", async () => {
    const { result, emitted } = load("client", "build", "\0virtual:island/form");
    await expect(result).resolves.toContain("import.meta.ROLLUP_FILE_URL_ref1");
    expect(emitted).toEqual([
      { type: "chunk", id: path.join(root, "app/islands/form.tsx"), name: "form" },
    ]);
  });

  it("serves the source in the dev server, and stops on a bad name or a missing entry", async () => {
    await expect(load("client", "serve", "\0virtual:island/form").result).resolves.toBe(
      'export default "/@id/__x00__virtual:island-dev/form";',
    );
    await expect(load("client", "serve", "\0virtual:island-dev/form").result).resolves.toBe(
      'import "virtual:react-router/inject-hmr-runtime";\nimport "/app/islands/form.tsx";',
    );
    await expect(load("server", "build", "\0virtual:island/../x").result).rejects.toThrow(
      /the name of a file in app\/islands\//,
    );
    await expect(load("server", "build", "\0virtual:island/other").result).rejects.toThrow(
      /app\/islands\/other\.tsx is not in the client build's manifest/,
    );
  });

  it("gives the pages the loader's code, minified, under 2 KB", async () => {
    const plugin = islandPlugin({ clientOutDir: "client" });
    (plugin.configResolved as (config: { root: string; command: string }) => void)({
      root: process.cwd(),
      command: "build",
    });
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => watched.push(file) };
    const load = plugin.load as unknown as (this: typeof context, id: string) => Promise<string>;
    const module = await load.call(context, "\0virtual:island-loader");
    const code = JSON.parse(module.replace(/^export default /, "").replace(/;$/, "")) as string;
    expect(code).toContain("IntersectionObserver");
    expect(code.length).toBeLessThan(2048);
    expect(watched).toEqual([path.resolve("app/islands/load-near-viewport.ts")]);
  });
});
