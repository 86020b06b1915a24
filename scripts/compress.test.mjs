// @ts-check
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressFolder } from "./compress.mjs";

describe("compressFolder", () => {
  const dir = mkdtempSync(join(tmpdir(), "compress-"));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a .br and a .gz beside each text file, the same bytes once decompressed", async () => {
    mkdirSync(join(dir, "assets"), { recursive: true });
    const script = "export const greeting = 'ciao';\n".repeat(100);
    writeFileSync(join(dir, "assets", "entry.js"), script);
    writeFileSync(join(dir, "index.html"), `<!doctype html>${"<p>Benvenuta</p>".repeat(50)}`);
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096));
    writeFileSync(join(dir, "robots.txt"), "User-agent: *\n");

    expect(await compressFolder(dir)).toEqual({ files: 3, written: 4 });
    const js = join(dir, "assets", "entry.js");
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(existsSync(join(dir, "index.html.br"))).toBe(true);
    // Images are compressed already; a file this small gains nothing.
    expect(existsSync(join(dir, "photo.png.gz"))).toBe(false);
    expect(existsSync(join(dir, "robots.txt.gz"))).toBe(false);
  });
});
