import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { salon } from "./app/content/salon";
import { normalizeSiteUrl } from "./app/lib/canonical-url";
import { validateSalonFacts } from "./app/lib/salon-facts";
import { siteFiles } from "./scripts/site-files-plugin";

/** Stops the build when the salon facts would put a wrong P.IVA, e-mail or phone on the site. */
function salonFactsCheck(): Plugin {
  return {
    name: "salon-facts-check",
    buildStart() {
      const problems = validateSalonFacts(salon);
      if (problems.length > 0) {
        this.error(`Invalid salon facts in app/content/salon.ts:\n  - ${problems.join("\n  - ")}`);
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    salonFactsCheck(),
    siteFiles({ siteUrl: normalizeSiteUrl(loadEnv(mode, process.cwd(), "SITE_URL").SITE_URL) }),
    imagetools(),
    tailwindcss(),
    reactRouter(),
  ],
  // SITE_URL (the published address) reaches the code as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  build: {
    // Keep SVG pictures as files: inlined, they would weigh down every page's HTML and JS.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
  resolve: {
    // Vite 7 does not read tsconfig paths: mirror the ~/ alias here.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
}));
