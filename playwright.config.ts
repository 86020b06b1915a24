import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Tests run against a built site served exactly as `npm start` serves it: their
// own build in build-e2e/, made with known EmailJS test keys (the specs intercept
// every request to EmailJS), so build/ never holds those fake keys.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium by default (never a downloaded browser); CHROMIUM_PATH
// overrides. Without either, Playwright's own browser is used if installed.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    locale: "it-IT",
    timezoneId: "Europe/Rome",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: {
    command: "npm run build && node scripts/start.mjs",
    env: {
      PORT: String(port),
      BUILD_DIR: "build-e2e",
      // Fixed values, whatever a developer's .env says: the tests expect these.
      SITE_URL: "https://www.example.com",
      VITE_EMAILJS_SERVICE_ID: "service_e2e",
      VITE_EMAILJS_TEMPLATE_ID: "template_e2e",
      VITE_EMAILJS_PUBLIC_KEY: "public_key_e2e",
    },
    url: baseURL,
    // The build comes first: give it time on a slow machine.
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
