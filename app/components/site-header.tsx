import { Link, NavLink } from "react-router";
import { headerCopy } from "~/content/layout";
import { headerPages, paths } from "~/content/pages";
import { salon } from "~/content/salon";
import { LogoMark, LogoWordmark } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-petal bg-cream/95 backdrop-blur-sm print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 md:px-6">
        <Link
          to={paths.home}
          aria-label={`${salon.name}, ${headerCopy.homeLinkLabel}`}
          className="rounded-lg"
        >
          {/* One logo per window width, chosen by CSS: no flash, follows resizes. */}
          <LogoMark className="size-12 logo:hidden" />
          <LogoWordmark className="hidden h-14 w-auto logo:block" />
        </Link>
        <nav aria-label={headerCopy.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-2">
            {headerPages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  className={({ isActive }) =>
                    isActive
                      ? "block rounded-full bg-blush px-4 py-2 font-semibold text-rose-dark"
                      : "block rounded-full px-4 py-2 font-semibold transition-colors hover:bg-blush hover:text-rose-dark"
                  }
                >
                  {page.navLabel}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
