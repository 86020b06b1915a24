import type { Config } from "@react-router/dev/config";
import { notFoundPage, pages } from "./app/content/pages";

export default {
  // A static site: every page is rendered to HTML at build time, then hydrates.
  ssr: false,
  prerender: [...pages.map((page) => page.path), notFoundPage.path],
} satisfies Config;
