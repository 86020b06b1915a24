import { useSyncExternalStore } from "react";

// Re-read every minute, so a page left open follows the clock (closing time, midnight).
function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * A value that depends on the current instant: `atBuild` in the prerendered
 * HTML and during hydration, then `now(new Date())` in the browser, once a
 * minute. Both must return a string (or null), so React can tell when it changed.
 */
export function useNowValue<T extends string | null>(
  now: (instant: Date) => T,
  atBuild: () => T,
): T {
  return useSyncExternalStore(everyMinute, () => now(new Date()), atBuild);
}
