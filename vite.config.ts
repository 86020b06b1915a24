import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { contentDir } from "./app/model/load.server";
import { normalizeSiteUrl } from "./app/lib/canonical-url";
import { missingEmailJsVariables } from "./app/lib/emailjs-config";
import reactRouterConfig from "./react-router.config";
import { adminPlugin } from "./scripts/admin-plugin";
import { contentPlugin, exampleValuesWarning, struckPriceWarning } from "./scripts/content-plugin";
import { islandPlugin } from "./app/islands/vite-plugin";
import { inlineScriptPlugin } from "./scripts/inline-script-plugin";
import { fontsPlugin } from "./scripts/fonts-plugin";
import { siteFiles } from "./scripts/site-files-plugin";

/**
 * Warns (does not stop the build) when the contact form has no EmailJS keys:
 * the site works, but every message fails with "Messaggio non inviato !".
 */
function emailJsConfigWarning(): Plugin {
  return {
    name: "emailjs-config-warning",
    apply: "build",
    buildStart() {
      // React Router builds a client and a server environment: warn once, for the client.
      const { config } = this.environment;
      if (config.consumer !== "client") return;
      const missing = missingEmailJsVariables(config.env);
      if (missing.length > 0) {
        config.logger.warn(
          `\nWarning: EmailJS is not configured, so the contact form cannot send (it will show "Messaggio non inviato !").\n` +
            `  Missing: ${missing.join(", ")}\n` +
            `  Set them in .env (see .env.example) or in the host's environment variables, then build again. See docs/email.md.\n`,
        );
      }
    },
  };
}

// The instant of the build, one for the whole build (BUILD_TIME may fix it): the
// pages schedule the closure notices from it (app/model/timeline.ts). Only the
// prerender gets it; the browser's code reads it from the page, so the same code
// and content build the same script files whatever the day.
const buildTime = (process.env.BUILD_TIME ??= new Date().toISOString());

export default defineConfig(({ mode }) => ({
  plugins: [
    // The owner's content, checked against app/model/schema.ts: a wrong value stops the build.
    contentPlugin(),
    // The fonts cut down to the site's characters, with metric-matched fallbacks, before the CSS compiles.
    fontsPlugin(),
    emailJsConfigWarning(),
    // "Ready to publish?": the values still equal to the shipped examples (app/model/examples.server.ts).
    exampleValuesWarning(),
    // The offers whose struck prices it could not check against the price list's history.
    struckPriceWarning(),
    siteFiles({ siteUrl: normalizeSiteUrl(loadEnv(mode, process.cwd(), "SITE_URL").SITE_URL) }),
    // The CMS at /admin, configured from the content schema (docs/decisions/0009-cms.md).
    adminPlugin(),
    // app/enhance/<name>.ts as the text of an inline script: `virtual:inline-script/<name>`.
    inlineScriptPlugin(),
    // The parts of a page that hydrate, and the script that loads them (docs/architecture.md).
    islandPlugin({ clientOutDir: `${reactRouterConfig.buildDirectory}/client` }),
    tailwindcss(),
    reactRouter(),
  ],
  // SITE_URL (the published address) reaches the code as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  environments: { ssr: { define: { "import.meta.env.BUILD_TIME": JSON.stringify(buildTime) } } },
  build: {
    // Keep SVG pictures as files: inlined, they would weigh down every page's HTML and JS.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    // Above the CMS (admin/cms.js, 2.1 MB: Sveltia CMS, one piece, loaded at /admin only),
    // which would make every build warn of a chunk over Vite's 500 kB that nobody can split;
    // a page's own scripts are a few kB (tests/e2e/page-scripts.spec.ts: which ones load).
    chunkSizeWarningLimit: 3000,
  },
  resolve: {
    // Vite 7 does not read tsconfig paths: mirror the ~/ alias here.
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The content folder (CONTENT_DIR for the fixture-edit check), for the photos.
      "@content": contentDir(),
    },
  },
}));
