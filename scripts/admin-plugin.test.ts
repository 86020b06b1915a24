// @vitest-environment node
// The page and config.yml the plugin writes are checked as served, in tests/e2e/admin.spec.ts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cmsOptionsFromEnv, placeholderRepo, sveltiaFontLinks } from "./admin-plugin";

describe("the style /admin carries in place of Sveltia's fonts stylesheet", () => {
  // The npm build's file, as the site bundles it ("exports" of @sveltia/cms).
  const bundle = readFileSync(
    path.join(path.dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "index.js"),
    "utf8",
  );
  const start = bundle.indexOf(`{hash:\`${sveltiaFontLinks.id}\`,code:\``);
  const code = bundle.slice(bundle.indexOf("code:`", start) + 6, bundle.indexOf("`}", start));
  const squeeze = (css: string) => css.replace(/\/\*[^]*?\*\//g, "").replace(/\s+/g, "");

  it("has the id of the installed Sveltia's stylesheet that names jsDelivr", () => {
    expect(start).toBeGreaterThan(0);
    expect(code.match(/@font-face/g)).toHaveLength(3);
    expect(code.match(/url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\//g)).toHaveLength(3);
  });

  it("keeps that stylesheet's one rule besides the font faces", () => {
    const rest = squeeze(code.replace(/@font-face\s*\{[^}]*\}/g, ""));
    expect(rest).toBe(squeeze(sveltiaFontLinks.css));
  });
});

describe("the CMS's settings from the build's environment", () => {
  it("reads CMS_GITHUB_REPO, CMS_GITHUB_BRANCH and CMS_AUTH_BASE_URL", () => {
    expect(
      cmsOptionsFromEnv({
        CMS_GITHUB_REPO: "centro-aurora/sito",
        CMS_GITHUB_BRANCH: "produzione",
        CMS_AUTH_BASE_URL: "https://auth.example.workers.dev/",
      }),
    ).toEqual({
      options: {
        repo: "centro-aurora/sito",
        branch: "produzione",
        baseUrl: "https://auth.example.workers.dev",
      },
      repoFound: true,
    });
  });

  it("defaults to the main branch and Netlify's OAuth client", () => {
    expect(cmsOptionsFromEnv({ CMS_GITHUB_REPO: "a/b" }).options).toEqual({
      repo: "a/b",
      branch: "main",
    });
  });

  it("finds the repository on GitHub Actions, Netlify and Vercel", () => {
    expect(cmsOptionsFromEnv({ GITHUB_REPOSITORY: "o/r" }).options.repo).toBe("o/r");
    expect(cmsOptionsFromEnv({ REPOSITORY_URL: "https://github.com/o/r" }).options.repo).toBe(
      "o/r",
    );
    expect(cmsOptionsFromEnv({ REPOSITORY_URL: "git@github.com:o/r.git" }).options.repo).toBe(
      "o/r",
    );
    expect(cmsOptionsFromEnv({ REPOSITORY_URL: "https://gitlab.com/o/r" }).repoFound).toBe(false);
    expect(
      cmsOptionsFromEnv({
        VERCEL_GIT_PROVIDER: "github",
        VERCEL_GIT_REPO_OWNER: "o",
        VERCEL_GIT_REPO_SLUG: "r",
      }).options.repo,
    ).toBe("o/r");
    expect(
      cmsOptionsFromEnv({ CMS_GITHUB_REPO: "x/y", GITHUB_REPOSITORY: "o/r" }).options.repo,
    ).toBe("x/y");
  });

  it("uses a placeholder, and says so, when nothing names the repository", () => {
    expect(cmsOptionsFromEnv({})).toEqual({
      options: { repo: placeholderRepo, branch: "main" },
      repoFound: false,
    });
  });

  it("refuses an OAuth client address that is not an https origin", () => {
    for (const url of [
      "http://auth.example.com",
      "https://auth.example.com/path",
      "auth.example.com",
    ]) {
      expect(() => cmsOptionsFromEnv({ CMS_AUTH_BASE_URL: url }), url).toThrow(/https origin/);
    }
  });
});
