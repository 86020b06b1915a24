// Vitest's global setup for the engines: `npm start`'s server on the end-to-end
// build (tests/e2e-build.ts), built first if it is missing, on ENGINES_PORT (default
// 4178); and on the next ports, one for each engine, a proxy to it that can hold back
// requests, as a slow network would (WebKitWebDriver intercepts nothing; the engines
// run side by side). `npm test` runs the Playwright suite first, which makes that build.
import { spawn } from "node:child_process";
import { createServer, request, type Server } from "node:http";
import type { TestProject } from "vitest/node";
import { e2eBuildEnv } from "../e2e-build";
import type { Engine } from "./visitor";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same site through each engine's own proxy: an origin it has never visited. */
    holdingUrls: Record<Engine, string>;
  }
}

/**
 * `POST /__hold?path=/assets/contact-form`: the proxy's answers to requests whose path starts
 * so wait until `POST /__release`.
 */
export const holdPath = "/__hold";
export const releasePath = "/__release";

/** A proxy to the site on `port`, listening on `proxyPort`. */
async function holdingProxy(port: number, proxyPort: number): Promise<Server> {
  let held: { path: string; until: Promise<void>; release: () => void } | undefined;
  const proxy = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://localhost");
    if (url.pathname === holdPath) {
      let release = () => {};
      const until = new Promise<void>((resolve) => (release = resolve));
      held = { path: url.searchParams.get("path") ?? "", until, release };
      return outgoing.end();
    }
    if (url.pathname === releasePath) {
      held?.release();
      held = undefined;
      return outgoing.end();
    }
    if (held && url.pathname.startsWith(held.path)) await held.until;
    const upstream = request(
      { port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  proxy.on("close", () => held?.release());
  await new Promise<void>((resolve) => proxy.listen(proxyPort, resolve));
  return proxy;
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.ENGINES_PORT ?? 4178);
  const baseUrl = `http://localhost:${port}`;
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, ...e2eBuildEnv, PORT: String(port) },
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
  const engines = ["firefox", "webkit"] as const satisfies readonly Engine[];
  const proxies = await Promise.all(
    engines.map((_, index) => holdingProxy(port, port + 1 + index)),
  );
  project.provide("baseUrl", baseUrl);
  project.provide(
    "holdingUrls",
    Object.fromEntries(
      engines.map((engine, index) => [engine, `http://localhost:${port + 1 + index}`]),
    ) as Record<Engine, string>,
  );
  return async () => {
    for (const proxy of proxies) proxy.close();
    server.kill("SIGTERM");
    await exited;
  };
}
