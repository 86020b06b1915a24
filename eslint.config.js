import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** For each folder of app/, what it may not import from (its tests may): folders of app/, virtual:content. */
function layers(rules) {
  return rules.map(([folder, forbidden, { server = false, ignores = [] } = {}]) => ({
    files: [folder],
    ignores: ["**/*.test.{ts,tsx}", ...ignores],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...forbidden.flatMap((name) =>
                  name.startsWith("virtual:") ? [`${name}/*`] : [`~/${name}/*`, `**/${name}/*`],
                ),
                ...(server ? [] : ["*.server"]),
                "**/scripts/*",
                "**/tests/*",
              ],
              message:
                "Imports go one way: routes → islands → components → model → lib (eslint.config.js).",
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".vercel/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "shots/",
    ],
  },
  // One-way imports, from the pages down: routes → islands → components → model → lib. The owner's data
  // (content/, as virtual:content/*) is read only in app/model, which also holds the Node-only
  // modules (*.server.ts) that only the build and the tests import (React Router refuses them in
  // the browser's bundle too).
  ...layers([
    ["app/lib/**", ["model", "components", "routes", "enhance", "virtual:content"]],
    ["app/enhance/**", ["model", "components", "routes", "virtual:content"]],
    ["app/model/**", ["components", "routes"], { ignores: ["app/model/*.server.ts"] }],
    // Node-only modules may use each other.
    ["app/model/*.server.ts", ["components", "routes"], { server: true }],
    ["app/components/**", ["routes", "islands", "virtual:content"]],
    // A form's entry and its mechanism; the Vite plugin runs in Node, in the build.
    ["app/islands/**", ["routes", "virtual:content"], { ignores: ["app/islands/vite-plugin.ts"] }],
    ["app/routes/**", ["virtual:content"]],
    ["app/*.{ts,tsx}", ["virtual:content"], { ignores: ["app/routes.ts"] }],
    // The route list runs only in Node, before the build: it reads which pages the content
    // offers (app/model/built-pages.server.ts).
    ["app/routes.ts", ["virtual:content"], { server: true }],
  ]),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
