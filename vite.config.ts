import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { salon } from "./app/content/salon";
import { validateSalonFacts } from "./app/lib/salon-facts";

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

export default defineConfig({
  plugins: [salonFactsCheck(), imagetools(), tailwindcss(), reactRouter()],
  resolve: {
    // Vite 7 does not read tsconfig paths: mirror the ~/ alias here.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
