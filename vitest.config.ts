import { fileURLToPath } from "node:url";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the reactRouter() plugin must not load under Vitest.
export default defineConfig({
  // The image pipeline, so its unit test sees what the build makes of a photo.
  plugins: [imagetools()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
