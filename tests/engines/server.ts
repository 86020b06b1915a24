// Vitest's global setup for the engines: `npm start`'s server on the end-to-end
// build (tests/e2e-build.ts), built first if it is missing, behind a proxy on
// ENGINES_PORT (default 4178) that can hold back a request, as a slow network would:
// WebKitWebDriver intercepts nothing. `npm test` runs the Playwright suite first,
// which makes that build.
import { spawn } from "node:child_process";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { e2eBuildEnv } from "../e2e-build";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * A request whose address carries `?hold=<key>` gets no answer until `POST /__release?hold=<key>`
 * (the engines run side by side: each holds its own key).
 */
export const holdParam = "hold";
export const releasePath = "/__release";

export default async function setup(project: TestProject) {
  const port = Number(process.env.ENGINES_PORT ?? 4178);
  const sitePort = port + 100;
  const site = `http://localhost:${sitePort}`;
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, ...e2eBuildEnv, PORT: String(sitePort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  // Building first can take minutes on a slow machine.
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    if (waited > 300_000) throw new Error(`nothing answered at ${site}`);
    try {
      if ((await fetch(site)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const released = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (key: string) => {
    released.add(key);
    for (const go of waiting.get(key) ?? []) go();
    waiting.delete(key);
  };
  const proxy = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", site);
    const key = url.searchParams.get(holdParam);
    if (url.pathname === releasePath) {
      if (key) release(key);
      return outgoing.end();
    }
    if (key && !released.has(key))
      await new Promise<void>((go) => waiting.set(key, [...(waiting.get(key) ?? []), go]));
    const upstream = request(
      { port: sitePort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, resolve));
  project.provide("baseUrl", `http://localhost:${(proxy.address() as AddressInfo).port}`);
  return async () => {
    for (const key of waiting.keys()) release(key);
    proxy.close();
    server.kill("SIGTERM");
    await exited;
  };
}
