import type { Config } from "@react-router/dev/config";
import { pagesToBuild } from "./app/model/built-pages.server";
import { notFoundPage } from "./app/model/pages";

export default {
  // A static site: every page is rendered to HTML at build time, then hydrates.
  ssr: false,
  // BUILD_DIR lets the end-to-end tests build their own copy (build-e2e/, with
  // test EmailJS keys) without touching the build/ that `npm start` serves.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The pages of app/model/pages.ts the content offers (the gift vouchers' only while offered).
  prerender: [...pagesToBuild().map((page) => page.path), notFoundPage.path],
  // React Router 7's behaviour, said outright: a flag left unset prints a warning at every
  // build. Each changes what the build makes; turning them on is the move to v8
  // (https://reactrouter.com/v7/upgrading/future).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
