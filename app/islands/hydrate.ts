// How an island's entry starts: app/islands/contact-form.tsx and voucher-form.tsx.
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates `island` in `root`, then hands it what the visitor changed in its controls before:
 * the page shows the form before its script comes (app/enhance/islands.ts), and the browser
 * may restore a form's values on a return to the page. Hydration leaves the DOM as it is,
 * but a controlled select or checkbox would be put back to its state at the next render, and
 * a counter would not count. Each control that differs from the value the page was written
 * with gets the events the browser gave it, `input` then `change`, so the form's own handlers
 * read it, as they would have (docs/decisions/0037-islands-load-near-the-viewport.md).
 */
export function hydrateIsland(root: HTMLElement, island: ReactNode) {
  hydrateRoot(root, island);
  for (const control of root.querySelectorAll<HTMLElement>("input, select, textarea")) {
    if (!changedBeforeHydration(control)) continue;
    for (const type of ["input", "change"])
      control.dispatchEvent(new Event(type, { bubbles: true }));
  }
}

/** Whether a control no longer holds what the prerendered HTML gave it. */
export function changedBeforeHydration(control: HTMLElement): boolean {
  if (control instanceof HTMLSelectElement) {
    // Without a `selected` option, the first one shows.
    const options = [...control.options];
    const initial = options.filter((option) => option.defaultSelected).pop() ?? options[0];
    return control.value !== (initial?.value ?? "");
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === "checkbox" || control.type === "radio")
  )
    return control.checked !== control.defaultChecked;
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
    return control.value !== control.defaultValue;
  return false;
}
