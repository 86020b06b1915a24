// @ts-check
// The browser every script and test drives: Debian's Chromium (never a
// downloaded one), with the flags it needs to run headless as root on a
// server. playwright.config.ts and scripts/shots.mjs launch it the same way.
import { existsSync } from "node:fs";

// Debian's headless shell (`chromium-headless-shell`) when it is installed: the
// same engine and version without the browser's UI, the build Playwright itself
// runs headless by default, and a third less CPU per test than the full browser
// here (docs/decisions/0036-tests-in-eight-minutes.md). Else Debian's Chromium.
// CHROMIUM_PATH overrides both.
const headlessShell = "/usr/bin/chromium-headless-shell";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
