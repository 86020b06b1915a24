import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { menuCopy } from "~/content/layout";
import { menuPages } from "~/content/pages";

// The same breakpoint as Tailwind's `md`, where the header shows its own links.
const wideScreen = "(min-width: 48rem)";
const dialogId = "menu-mobile";

/**
 * The phone menu: a native modal <dialog>, so focus moves in and stays in,
 * Escape closes it and the page behind is inert. It slides in over 700 ms
 * (CSS, skipped under prefers-reduced-motion) and returns focus to its button.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const closeMenu = () => dialogRef.current?.close();

  function openMenu() {
    dialogRef.current?.showModal();
    setOpen(true);
  }

  // Leaving the page (a link, the back button) closes the menu.
  useEffect(() => closeMenu, [pathname]);

  // A phone turned to a wide screen hides the menu button: close the menu too,
  // or an invisible modal would leave the page inert.
  useEffect(() => {
    const query = window.matchMedia(wideScreen);
    const onChange = () => query.matches && closeMenu();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // The page behind does not scroll while the menu covers it.
  useEffect(() => {
    document.documentElement.style.overflow = open ? "hidden" : "";
  }, [open]);

  // A modal dialog keeps focus off the page, but Tab would still leave for the
  // browser's own controls: wrap from the last control to the first and back.
  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const controls = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function onClose() {
    setOpen(false);
    openerRef.current?.focus();
  }

  return (
    <div className="md:hidden">
      <button
        ref={openerRef}
        type="button"
        aria-label={menuCopy.open}
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={openMenu}
        className="grid size-12 place-items-center rounded-full text-plum hover:bg-blush"
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      {/* A click on the overlay itself (not on a link) closes the menu; Escape is the keyboard's way. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label={menuCopy.dialogLabel}
        onClose={onClose}
        onKeyDown={keepFocusInside}
        onClick={(event) => event.target === event.currentTarget && closeMenu()}
        className="m-0 h-dvh max-h-none w-full max-w-none translate-x-full bg-blush p-4 text-plum transition-[translate,overlay,display] transition-discrete duration-700 ease-in-out backdrop:bg-plum/40 open:flex open:translate-x-0 open:flex-col open:items-center motion-reduce:transition-none starting:open:translate-x-full"
      >
        <button
          type="button"
          aria-label={menuCopy.close}
          onClick={closeMenu}
          className="grid size-12 place-items-center self-end rounded-full hover:bg-petal"
        >
          <X aria-hidden="true" className="size-7" />
        </button>
        <nav aria-label={menuCopy.dialogLabel} className="mt-12">
          <ul className="flex flex-col items-center gap-3">
            {menuPages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    isActive
                      ? "block rounded-full bg-cream px-8 py-3 font-display text-3xl font-semibold text-rose-dark"
                      : "block rounded-full px-8 py-3 font-display text-3xl font-semibold hover:bg-cream"
                  }
                >
                  {page.navLabel}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </div>
  );
}
