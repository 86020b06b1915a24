// @vitest-environment node
// @ts-check
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keepAssetsMs, keepRecentAssets, newRelease, swapIn } from "./releases.mjs";

let root = "";
let build = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "releases-"));
  build = join(root, "build");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/**
 * A build folder holding `files` (path → text) under client/.
 * @param {string} folder
 * @param {Record<string, string>} files
 */
function fill(folder, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, "client", path, ".."), { recursive: true });
    writeFileSync(join(folder, "client", path), text);
  }
  return folder;
}

/** The home page of the build the build folder points to. */
const page = () => readFileSync(join(build, "client", "index.html"), "utf8");

describe("swapIn", () => {
  it("points the build folder at each new build, keeping only the one before", () => {
    const first = fill(newRelease(build, "2026-11-20T10:00:00.000Z"), { "index.html": "uno" });
    expect(swapIn(build, first).previous).toBeUndefined();
    expect(lstatSync(build).isSymbolicLink()).toBe(true);
    expect(readlinkSync(build)).toMatch(/^build-releases\/2026-11-20T10-00-00-000Z-/);
    expect(page()).toBe("uno");

    const second = fill(newRelease(build, "2026-11-21T10:00:00.000Z"), { "index.html": "due" });
    expect(swapIn(build, second).previous).toBe(first);
    expect(page()).toBe("due");
    expect(existsSync(first)).toBe(true);

    const third = fill(newRelease(build, "2026-11-22T10:00:00.000Z"), { "index.html": "tre" });
    swapIn(build, third);
    expect(page()).toBe("tre");
    expect(existsSync(second)).toBe(true);
    expect(existsSync(first)).toBe(false);
  });

  it("moves a build folder of the earlier layout among the builds, once", () => {
    fill(build, { "index.html": "vecchio" });
    const release = fill(newRelease(build, "2026-11-20T10:00:00.000Z"), { "index.html": "nuovo" });
    const { previous } = swapIn(build, release);
    expect(page()).toBe("nuovo");
    expect(previous).toMatch(/build-releases\/earlier-\d+$/);
    expect(readFileSync(join(previous ?? "", "client", "index.html"), "utf8")).toBe("vecchio");
  });
});

describe("keepRecentAssets", () => {
  it("copies the script files of the last week the new build lacks, and replaces none", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    const previous = fill(join(root, "previous"), {
      "assets/recent-A1.js": "recente",
      "assets/old-B2.js": "vecchio",
      "assets/shared-C3.js": "prima",
    });
    utimesSync(join(previous, "client/assets/recent-A1.js"), now / 1000, now / 1000 - 86_400);
    const weekAgo = (now - keepAssetsMs - 1000) / 1000;
    utimesSync(join(previous, "client/assets/old-B2.js"), weekAgo, weekAgo);
    const release = fill(join(root, "new"), { "assets/shared-C3.js": "dopo" });

    expect(keepRecentAssets(previous, release, now)).toBe(1);
    const assets = join(release, "client", "assets");
    expect(readFileSync(join(assets, "recent-A1.js"), "utf8")).toBe("recente");
    expect(existsSync(join(assets, "old-B2.js"))).toBe(false);
    expect(readFileSync(join(assets, "shared-C3.js"), "utf8")).toBe("dopo");
    // Its time travels with it: a week after it was built, the next build drops it.
    const next = fill(join(root, "next"), {});
    keepRecentAssets(release, next, now + keepAssetsMs);
    expect(existsSync(join(next, "client", "assets", "recent-A1.js"))).toBe(false);
  });
});
