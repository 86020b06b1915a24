// @vitest-environment node
// How `npm run build` tells the owner about a mistake in her content: the Italian
// message alone, no stack trace, and in GitHub Actions the same problems in the job
// summary (scripts/content-plugin.ts).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError } from "../app/model/load.server";
import { contentErrorSummary } from "./content-plugin";

describe("contentErrorSummary", () => {
  it("lists each problem under a heading, her texts' Markdown characters escaped", () => {
    const error = new ContentError([
      "• salon.json: «Partita IVA» (vatNumber): non è una partita IVA valida",
      "• home.json: «Titolo» (hero.title): «Mani *perfette* <3» è troppo lungo",
    ]);
    expect(contentErrorSummary(error)).toBe(
      [
        "## Questa modifica non arriva sul sito",
        "",
        "Il contenuto del sito ha 2 errori: correggi e salva di nuovo. Il sito online resta com'era prima.",
        "",
        "- salon.json: «Partita IVA» (vatNumber): non è una partita IVA valida",
        "- home.json: «Titolo» (hero.title): «Mani \\*perfette\\* \\<3» è troppo lungo",
        "",
      ].join("\n"),
    );
  });
});

describe("npm run build with a photo it cannot read", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "build-errore-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the Italian message alone and writes it to the job summary", () => {
    const content = path.join(dir, "content");
    cpSync("content", content, { recursive: true });
    writeFileSync(path.join(content, "photos", "cabina.jpg"), "non sono una foto");
    const file = path.join(content, "galleria.json");
    const galleria = JSON.parse(readFileSync(file, "utf8")) as {
      interiors: { items: { picture: { photo?: string } }[] };
    };
    const cabina = galleria.interiors.items[1];
    if (cabina) cabina.picture.photo = "/content/photos/cabina.jpg";
    writeFileSync(file, JSON.stringify(galleria));
    const summary = path.join(dir, "summary.md");

    const { status, stdout, stderr } = spawnSync(process.execPath, ["scripts/build.mjs"], {
      encoding: "utf8",
      env: {
        ...process.env,
        // build.mjs runs react-router from node_modules/.bin, which npm puts on PATH.
        PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        CONTENT_DIR: content,
        BUILD_DIR: path.join(dir, "build"),
        GITHUB_STEP_SUMMARY: summary,
      },
    });

    expect(status).toBe(1);
    // Two lines of message and nothing after: no "at …" of a stack trace.
    const [intro, blank, line, ...rest] = stderr.trim().split("\n");
    expect([intro, blank, rest]).toEqual([
      "Il contenuto del sito ha un errore: correggi e salva di nuovo.",
      "",
      [],
    ]);
    expect(line).toMatch(
      /^• galleria\.json: .* \(interiors\.items\[1\]\.picture\.photo\): il file "cabina\.jpg" non si apre come foto/,
    );
    expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
    expect(readFileSync(summary, "utf8")).toContain(
      `## Questa modifica non arriva sul sito\n\nIl contenuto del sito ha un errore`,
    );
  }, 60_000);
});
