import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentDir } from "./app/model/load.server";
import { contentPlugin } from "./scripts/content-plugin";
import { fontsPlugin } from "./scripts/fonts-plugin";
import { inlineScriptPlugin } from "./scripts/inline-script-plugin";

// Separate from vite.config.ts: the reactRouter() plugin must not load under Vitest.
export default defineConfig({
  // The content, as the build hands it to the pages, the inline scripts (app/enhance/)
  // and the fonts app/root.tsx preloads.
  plugins: [contentPlugin(), inlineScriptPlugin(), fontsPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@content": contentDir() },
  },
  test: {
    // Both cores (Vitest's default leaves one free: a single worker on these machines).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        // The visitor's journeys in Firefox and WebKitGTK (tests/engines/), on the
        // end-to-end build served by `npm start`'s server.
        extends: true,
        test: {
          name: "engines",
          environment: "node",
          include: ["tests/engines/*.test.ts"],
          globalSetup: ["tests/engines/server.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
