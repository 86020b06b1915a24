import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentDir } from "./app/content/load";
import { contentPlugin } from "./scripts/content-plugin";

// Separate from vite.config.ts: the reactRouter() plugin must not load under Vitest.
export default defineConfig({
  // The content, as the build hands it to the pages.
  plugins: [contentPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@content": contentDir() },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
