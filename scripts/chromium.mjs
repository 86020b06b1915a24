// @ts-check
// The browser every script and test drives: Debian's Chromium (never a
// downloaded one), with the flags it needs to run headless as root on a
// server. playwright.config.ts and scripts/shots.mjs launch it the same way.

/** CHROMIUM_PATH overrides the system's Chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
