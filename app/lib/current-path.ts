import { useLocation } from "react-router";

/**
 * The path of the page being rendered ("/servizi"), without a trailing slash:
 * known at build time, so the prerendered links mark the current page.
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
