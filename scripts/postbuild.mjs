// After `react-router build`: the prerendered not-found page becomes 404.html,
// the file static hosts (serve, Netlify, Cloudflare Pages, Vercel, GitHub Pages,
// our nginx config) answer unknown paths with, under status 404.
import { existsSync, renameSync, rmSync } from "node:fs";

// BUILD_DIR: the same variable react-router.config.ts builds into (build-e2e for the tests).
const client = `${process.env.BUILD_DIR ?? "build"}/client`;
const prerendered = `${client}/404/index.html`;

if (!existsSync(prerendered)) {
  console.error(`postbuild: ${prerendered} is missing; is "/404" in the prerender list?`);
  process.exit(1);
}
renameSync(prerendered, `${client}/404.html`);
rmSync(`${client}/404`, { recursive: true });
console.log(`postbuild: wrote ${client}/404.html`);
