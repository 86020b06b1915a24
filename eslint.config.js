import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The features: each folder of app/features/ (docs/architecture.md). */
const features = readdirSync(new URL("app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * For each set of files of app/, what it may not import (its tests may): folders of app/,
 * virtual:content, a file of its own folder ("./model"), and the features but `feature` (its own).
 */
function layers(rules) {
  return rules.map(([files, forbidden, { server = false, ignores = [], feature } = {}]) => ({
    files: [files],
    ignores: ["**/*.test.{ts,tsx}", ...ignores],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...forbidden.flatMap((name) =>
                  name.startsWith("virtual:")
                    ? [`${name}/*`]
                    : name.startsWith("./")
                      ? [name]
                      : [`~/${name}/*`, `**/${name}/*`],
                ),
                ...(server ? [] : ["*.server"]),
                "**/scripts/*",
                "**/tests/*",
              ],
              message:
                "Imports go one way: routes → islands → components → model → lib; in a feature, components → model → rules (eslint.config.js).",
            },
            ...(feature === undefined
              ? []
              : [
                  {
                    group: features
                      .filter((other) => other !== feature)
                      .flatMap((other) => [
                        `~/features/${other}/*`,
                        `**/features/${other}/*`,
                        `../${other}/*`,
                      ]),
                    message:
                      "A feature imports shared code, never another feature (eslint.config.js).",
                  },
                ]),
          ],
        },
      ],
    },
  }));
}

/**
 * A feature's folder, app/features/<name>/: its rules (*.ts: pure, like app/lib), its model
 * (model.ts: content → page data, like app/model), its Node-only modules (*.server.ts), its
 * components (*.tsx) and their tests. Each kind imports shared code and its own feature's files
 * below it, never another feature.
 */
function featureLayers(name) {
  const folder = `app/features/${name}`;
  return layers([
    [
      `${folder}/*.ts`,
      [
        "features",
        "model",
        "components",
        "routes",
        "islands",
        "enhance",
        "virtual:content",
        "./model",
      ],
      { feature: name, ignores: [`${folder}/model.ts`, `${folder}/*.server.ts`] },
    ],
    [`${folder}/model.ts`, ["components", "routes", "islands"], { feature: name }],
    [
      `${folder}/*.server.ts`,
      ["components", "routes", "islands", "virtual:content", "./model"],
      { feature: name, server: true },
    ],
    [`${folder}/*.tsx`, ["routes", "islands", "virtual:content"], { feature: name }],
  ]);
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
  // (content/, as virtual:content/*) is read only in app/model and in a feature's model.ts; Node-only
  // modules (*.server.ts) only by Node-only code, the build and the tests (React Router refuses them
  // in the browser's bundle too).
  //
  // A feature (app/features/<name>/) may import the shared folders (lib, model, components, enhance)
  // but no other feature; the shared folders import no feature. Features meet only at these
  // composition points, which may import any feature:
  // - the pages: app/routes/**, app/root.tsx (the footer's hours) and app/islands/** (a form's entry);
  // - the content's checks: app/model/schema.ts (every file's schema) and load.server.ts (across files);
  // - the salon's JSON-LD, from the hours, the offers and the price list: app/model/listing.ts;
  // - the price list with each treatment's offers and packages' validity: app/components/service-section.tsx.
  ...layers([
    ["app/lib/**", ["features", "model", "components", "routes", "enhance", "virtual:content"]],
    ["app/enhance/**", ["features", "model", "components", "routes", "virtual:content"]],
    ["app/model/**", ["features", "components", "routes"], { ignores: ["app/model/*.server.ts"] }],
    // Node-only modules may use each other.
    ["app/model/*.server.ts", ["features", "components", "routes"], { server: true }],
    ["app/components/**", ["features", "routes", "islands", "virtual:content"]],
    // A form's entry and its mechanism; the Vite plugin runs in Node, in the build.
    ["app/islands/**", ["routes", "virtual:content"], { ignores: ["app/islands/vite-plugin.ts"] }],
    ["app/routes/**", ["virtual:content"]],
    ["app/*.{ts,tsx}", ["virtual:content"], { ignores: ["app/routes.ts"] }],
    // The route list runs only in Node, before the build: it reads which pages the content
    // offers (app/model/built-pages.server.ts).
    ["app/routes.ts", ["virtual:content"], { server: true }],
    // The composition points in shared folders: as their folder, features allowed.
    ["app/model/{schema,listing}.ts", ["components", "routes"]],
    ["app/model/load.server.ts", ["components", "routes"], { server: true }],
    ["app/components/service-section.tsx", ["routes", "islands", "virtual:content"]],
  ]),
  ...features.flatMap(featureLayers),
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
