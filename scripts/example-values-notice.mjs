// @ts-check
// `npm start` repeats the build's "Ready to publish?" list (the content values
// still equal to the shipped examples: app/model/examples.server.ts), which the
// build leaves beside build/client (scripts/content-plugin.ts). Printed once:
// start.mjs calls this only when it did not just build (the build printed it).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** @param {string} buildDir */
export function printExampleValues(buildDir) {
  const file = join(buildDir, "example-values.txt");
  if (existsSync(file)) console.warn(`\n${readFileSync(file, "utf8")}`);
}
