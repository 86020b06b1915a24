import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { e2eBuildDir, e2eBuildEnv } from "./tests/e2e-build";

// Tests run against a built site served exactly as `npm start` serves it: their
// own build (tests/e2e-build.ts). BUILD_DIR, E2E_PORT and CONTENT_DIR let the fixture-edit check
// (scripts/content-edit-check.mjs) build an edited copy of the content into a
// folder of its own and test it on another port, while build-e2e/ stays as it is.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const contentDir = process.env.CONTENT_DIR;

// The same build served by the system's nginx with the site's nginx config
// (scripts/serve-nginx.mjs), for the hosting checks (tests/e2e/hosting.spec.ts).
// CI installs nginx (.ci/run); elsewhere the nginx project is left out without it.
const nginxPort = Number(process.env.NGINX_PORT ?? 4174);
const nginxURL = `http://127.0.0.1:${nginxPort}`;
// deploy/nginx.conf itself, with TLS (a throwaway certificate), on two more ports
// (4175 is the fixture-edit check's).
const nginxHttpsPort = Number(process.env.NGINX_HTTPS_PORT ?? 4176);
const nginxHttpPort = Number(process.env.NGINX_HTTP_PORT ?? 4177);
const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
// E2E_NGINX=0 leaves nginx out on purpose (the fixture-edit check runs the desktop project only).
const nginxWanted = process.env.E2E_NGINX !== "0";
const withNginx = nginxWanted && existsSync(nginxPath);
if (nginxWanted && !withNginx && process.env.CI) {
  throw new Error(`No nginx at ${nginxPath}: the hosting checks need it (set NGINX_PATH)`);
}

// Debian's Chromium by default (never a downloaded browser); CHROMIUM_PATH
// overrides. Without either, Playwright's own browser is used if installed.
// The same launch as scripts/shots.mjs: scripts/chromium.mjs.
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

const launchOptions = { executablePath, args: chromiumArgs };

// Each behaviour is checked once, on the viewport where it shows. Every spec runs
// on the desktop project but the phone-only ones; a phone runs only the specs
// where its screen changes something (its own tests: the menu, the action bar,
// the first screen, the sticky index, touch targets, focus in view, layout and
// paint, axe on the phone layout), each skipping its tests that do not depend on
// the viewport.
const phoneOnly = ["mobile-menu.spec.ts", "keyboard.spec.ts"];
const onPhoneToo = [
  "accessibility.spec.ts",
  "action-bar.spec.ts",
  "focus-not-obscured.spec.ts",
  "footer.spec.ts",
  "home.spec.ts",
  "page-load.spec.ts",
  "servizi.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // Recording a trace slows every test; in CI only the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    // A click or a fill waits at most 30 s (Playwright's default is no limit): an element that
    // never comes fails the test then, and its retry runs, instead of holding a worker until the
    // test's own timeout (once, /admin's long walk: 4 minutes of CI's 8).
    actionTimeout: 30_000,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: phoneOnly,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      testMatch: [...phoneOnly, ...onPhoneToo],
      use: { ...devices["Pixel 7"], launchOptions },
    },
    ...(withNginx
      ? [
          {
            name: "nginx",
            testMatch: "hosting.spec.ts",
            metadata: { httpsPort: nginxHttpsPort, httpPort: nginxHttpPort },
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1280, height: 800 },
              launchOptions,
              baseURL: nginxURL,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "npm run build && node scripts/start.mjs",
      env: {
        PORT: String(port),
        ...e2eBuildEnv,
        // The content to build (content/ unless set); the specs read the same folder.
        ...(contentDir ? { CONTENT_DIR: contentDir } : {}),
      },
      url: baseURL,
      // The build comes first: give it time on a slow machine.
      timeout: 180_000,
      // Never a server left from another run when the content is not content/.
      reuseExistingServer: !process.env.CI && !contentDir,
      stdout: "ignore",
    },
    // Started once the first server answers, so the build is there.
    ...(withNginx
      ? [
          {
            command: "node scripts/serve-nginx.mjs",
            env: {
              PORT: String(nginxPort),
              HTTPS_PORT: String(nginxHttpsPort),
              HTTP_PORT: String(nginxHttpPort),
              BUILD_DIR: e2eBuildDir,
            },
            url: `${nginxURL}/`,
            reuseExistingServer: !process.env.CI,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
          },
        ]
      : []),
  ],
});
