// Invoker commands (HTML's `commandfor` and `command` on <button>): a button
// opens or closes a <dialog> without a line of JavaScript. @types/react 19.3
// does not know them yet; React passes lowercase attributes through as written.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string;
    /** What it does to it: "show-modal", "close", "request-close", … */
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
