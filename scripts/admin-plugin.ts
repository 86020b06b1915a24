// A Vite plugin that writes the CMS into the client build: admin/index.html, the
// page; admin/config.yml, generated from the content schema (app/model/cms-config.ts);
// admin/cms.js, Sveltia CMS's npm build started by its documented init(). Vite bundles
// it like any module, with the fonts and translations it imports, into assets/: no CDN
// (its fonts' stylesheet, which names jsDelivr, is kept out: sveltiaFontLinks below).
// From the build's environment (docs/cms-login.md): CMS_GITHUB_REPO ("owner/name"; else
// the host's own variable on GitHub Actions, Netlify or Vercel; else a placeholder and
// a warning), CMS_GITHUB_BRANCH (default "main"), CMS_AUTH_BASE_URL (the OAuth client;
// set, the sign-in screen offers only OAuth; unset, a token too, and OAuth goes to Netlify's).
import { loadEnv, type Plugin } from "vite";
import { cmsConfig, type CmsOptions } from "../app/model/cms-config";

const entry = "virtual:admin-cms";

/**
 * Sveltia's npm build registers its three fonts (Source Sans 3, Noto Mono, Material
 * Symbols) from its own copies, which the build serves from assets/ (@sveltia/ui's
 * setFontURLs, with the FontFace API). Its user interface also injects, as a component's
 * style, @font-face rules for the same fonts on cdn.jsdelivr.net, and Chromium asks for
 * those too: the CSP refuses them, with console errors, and they are a request to another
 * origin. Sveltia has no option to leave them out. Svelte injects a component's style only
 * when the document has no element with its id (append_styles in svelte's
 * internal/client/dom/css.js, so that a server-rendered style is not added twice): the page
 * carries a style with that id and the one rule of that stylesheet that is not a font face,
 * the icons' class. scripts/admin-plugin.test.ts checks both against the installed Sveltia.
 */
export const sveltiaFontLinks = {
  id: "svelte-zc2rtw",
  css:
    ".material-symbols-outlined {font-family:'Material Symbols Outlined';font-weight:normal;" +
    "font-style:normal;font-size:24px;line-height:1;letter-spacing:normal;text-transform:none;" +
    "display:inline-block;white-space:nowrap;overflow-wrap:normal;direction:ltr;" +
    "-moz-font-feature-settings:'liga';font-feature-settings:'liga';}",
};

// No inline script: the CSP of /admin allows scripts from the site only (and inline styles).
const adminHtml =
  '<!doctype html>\n<html lang="it">\n<head>\n<meta charset="utf-8">\n' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
  '<meta name="robots" content="noindex">\n<title>Gestione del sito</title>\n' +
  `<style id="${sveltiaFontLinks.id}">${sveltiaFontLinks.css}</style>\n</head>\n` +
  '<body>\n<script type="module" src="/admin/cms.js"></script>\n</body>\n</html>\n';

export const placeholderRepo = "CMS_GITHUB_REPO/non-impostato";

/** The CMS options from the build's environment, and whether anything named the repository. */
export function cmsOptionsFromEnv(env: Record<string, string | undefined>) {
  const repo =
    env.CMS_GITHUB_REPO?.trim() ||
    env.GITHUB_REPOSITORY ||
    /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "")?.[1] ||
    (env.VERCEL_GIT_PROVIDER === "github" && env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG
      ? `${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}`
      : undefined);
  const baseUrl = env.CMS_AUTH_BASE_URL?.trim().replace(/\/+$/, "");
  if (baseUrl && !/^https:\/\/[^/]+$/.test(baseUrl)) {
    throw new Error(
      `admin-plugin: CMS_AUTH_BASE_URL must be an https origin such as https://auth.example.com, not "${baseUrl}"`,
    );
  }
  const options: CmsOptions = {
    repo: repo ?? placeholderRepo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    ...(baseUrl && { baseUrl }),
  };
  return { options, repoFound: Boolean(repo) };
}

export function adminPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: "admin",
    // BUILD_CMS=0 leaves the CMS out: the owner's edit check tests the pages only.
    apply: (_, { command }) => command === "build" && process.env.BUILD_CMS !== "0",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      env = { ...process.env, ...loadEnv(config.mode, config.envDir || config.root, "CMS_") };
    },
    resolveId(id, importer) {
      if (id === entry) return `\0${entry}`;
      // What only fields our configuration never uses load (code highlighting, maps,
      // SVG optimisation: 700 files, 15 MB) stays out of the build.
      if (importer?.includes("@sveltia/cms") && /^(?:@shikijs\/|leaflet|terra-draw|svgo)/.test(id))
        return { id, external: true };
    },
    // The npm build starts only when told to (https://sveltiacms.app/en/docs/api/initialization);
    // it finds config.yml beside the page.
    load: (id) =>
      id === `\0${entry}` ? `import { init } from "@sveltia/cms";\ninit();\n` : undefined,
    buildStart() {
      this.emitFile({ type: "chunk", id: entry, fileName: "admin/cms.js" });
    },
    generateBundle() {
      const { options, repoFound } = cmsOptionsFromEnv(env);
      if (!repoFound) {
        this.warn(
          `CMS_GITHUB_REPO is not set, so /admin cannot open the content: set it to the GitHub repository ("owner/name") and build again.`,
        );
      }
      this.emitFile({ type: "asset", fileName: "admin/index.html", source: adminHtml });
      // JSON, which YAML reads as it is, under a YAML comment.
      const source = `# Generated by scripts/admin-plugin.ts from app/model/schema.ts on every build: do not edit.
${JSON.stringify(cmsConfig(options), null, 2)}\n`;
      this.emitFile({ type: "asset", fileName: "admin/config.yml", source });
    },
  };
}
