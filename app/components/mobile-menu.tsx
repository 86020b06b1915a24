import { Menu, MessageCircle, Phone, X } from "lucide-react";
import { newTabNote } from "~/model/contatti";
import { menuCopy, quickActionsCopy } from "~/model/layout";
import { menuPages } from "~/model/site-pages";
import { useCurrentPath } from "~/lib/current-path";
import { salonQuickActions } from "./action-bar";

const dialogId = "menu-mobile";

const actionClass =
  "flex min-h-12 items-center justify-center gap-2 rounded-full border border-rose bg-cream px-3 font-semibold text-rose-dark transition-colors hover:bg-white";

// What makes a button close the menu: the command, or for a browser without
// invoker commands the popover action.
const closesMenu = {
  type: "button",
  commandfor: dialogId,
  command: "close",
  popoverTarget: dialogId,
  popoverTargetAction: "hide",
} as const;

/**
 * The phone menu: the pages, then a call or a WhatsApp message (when the salon
 * answers there) at the bottom, a thumb away. With no JavaScript: a native modal <dialog> opened and closed
 * by invoker commands (`commandfor`/`command`), so focus moves in and stays in,
 * Escape closes it, the page behind is inert and focus returns to the button;
 * `closedby="any"` closes it with a tap outside the links; CSS slides it in over
 * 700 ms (not under prefers-reduced-motion) and stops the page behind from
 * scrolling (app/styles/app.css).
 *
 * A browser without invoker commands (Safari before 26.2, Firefox before 144)
 * ignores them and follows `popovertarget` instead: the same menu opens as a
 * popover, which closes with Escape, a tap outside or the close button, without
 * making the page behind inert (docs/decisions/0002-menu-is-a-native-dialog.md).
 * Chromium logs that it ignores `popovertarget` beside `commandfor`: expected.
 */
export function MobileMenu() {
  const current = useCurrentPath();
  const { call, whatsApp } = salonQuickActions;
  return (
    <>
      <button
        type="button"
        commandfor={dialogId}
        command="show-modal"
        // Browsers without invoker commands (older Safari and Firefox) ignore
        // the two above and show the same menu as a popover instead.
        popoverTarget={dialogId}
        aria-label={menuCopy.open}
        aria-haspopup="dialog"
        className="grid size-12 place-items-center rounded-full text-plum hover:bg-blush md:hidden"
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      {/* Outside the md:hidden box: a menu left open on a phone turned sideways
          stays visible, so it can still be closed. */}
      <dialog
        id={dialogId}
        aria-label={menuCopy.dialogLabel}
        closedby="any"
        popover="auto"
        className="menu-dialog m-0 h-dvh max-h-none w-full max-w-none translate-x-full overflow-y-auto bg-blush p-4 text-plum transition-[translate,overlay,display] transition-discrete duration-700 ease-in-out backdrop:bg-plum/40 open:flex open:translate-x-0 open:flex-col open:items-center motion-reduce:transition-none starting:open:translate-x-full"
      >
        <button
          {...closesMenu}
          aria-label={menuCopy.close}
          className="relative z-10 grid size-12 place-items-center self-end rounded-full hover:bg-petal"
        >
          <X aria-hidden="true" className="size-7" />
        </button>
        <nav aria-label={menuCopy.dialogLabel} className="relative z-10 mt-12 short:mt-2">
          <ul className="flex flex-col items-center gap-3 short:gap-1">
            {menuPages.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  aria-current={page.path === current ? "page" : undefined}
                  className="block rounded-full px-8 py-3 font-display text-3xl font-semibold hover:bg-cream aria-[current=page]:bg-cream aria-[current=page]:text-rose-dark short:py-1.5 short:text-2xl"
                >
                  {page.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ul
          aria-label={menuCopy.actionsLabel}
          className="relative z-10 mt-auto flex w-full max-w-sm flex-wrap justify-center gap-3 pt-8 pb-[env(safe-area-inset-bottom)] *:min-w-32 *:flex-1 short:pt-4"
        >
          <li>
            <a href={call.href} className={actionClass}>
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              {quickActionsCopy.call}
            </a>
          </li>
          {whatsApp && (
            <li>
              <a
                href={whatsApp.href}
                target="_blank"
                rel="noopener noreferrer"
                className={actionClass}
              >
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                {quickActionsCopy.whatsApp}
                <span className="sr-only">{` ${newTabNote}`}</span>
              </a>
            </li>
          )}
        </ul>
        {/* The menu covers the screen, so there is no backdrop to tap: this
            invisible button behind the links is the "outside" that closes it.
            Last, so that opening the menu focuses the close button; Tab and
            screen readers skip it (they have the close button and Escape). */}
        <button
          {...closesMenu}
          tabIndex={-1}
          aria-hidden="true"
          className="absolute inset-0 z-0 cursor-default"
        />
      </dialog>
    </>
  );
}
