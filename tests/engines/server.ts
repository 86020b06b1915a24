// Vitest's global setup for the engines: `npm start`'s server on the end-to-end
// build (tests/e2e-build.ts), built first if it is missing, on ENGINES_PORT
// (default 4178). `npm test` runs the Playwright suite first, which makes that build.
import { spawn } from "node:child_process";
import type { TestProject } from "vitest/node";
import { e2eBuildEnv } from "../e2e-build";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const port = process.env.ENGINES_PORT ?? "4178";
  const baseUrl = `http://localhost:${port}`;
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, ...e2eBuildEnv, PORT: port },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  // Building first can take minutes on a slow machine.
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    if (waited > 300_000) throw new Error(`nothing answered at ${baseUrl}`);
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide("baseUrl", baseUrl);
  return async () => {
    server.kill("SIGTERM");
    await exited;
  };
}
