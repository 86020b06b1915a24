import { newTabNote } from "~/model/contatti";
import { headerCopy, quickActionsCopy } from "~/model/layout";
import { paths } from "~/model/pages";
import { headerPages } from "~/model/site-pages";
import { salon } from "~/model/salon";
import { useCurrentPath } from "~/lib/current-path";
import { salonQuickActions } from "./action-bar";
import { LogoMark, LogoWordmark } from "./logo";
import { MobileMenu } from "./mobile-menu";

// Plain links: every navigation is a document load (app/components/speculation-rules.tsx).
// Its height is fixed (--header-height in app/styles/app.css), so that scrolling
// can keep a focused element or an anchor clear of it.
export function SiteHeader() {
  const current = useCurrentPath();
  const { book } = salonQuickActions;
  return (
    <header className="sticky top-0 z-30 h-(--header-height) border-b border-petal bg-cream/95 backdrop-blur-sm print:hidden">
      <div className="site-container flex h-full items-center justify-between gap-4">
        <a
          href={paths.home}
          aria-label={`${salon.name}, ${headerCopy.homeLinkLabel}`}
          className="rounded-lg"
        >
          {/* One logo per window width, chosen by CSS: no flash, follows resizes. */}
          <LogoMark className="size-12 logo:hidden" />
          <LogoWordmark className="hidden h-14 w-auto logo:block" />
        </a>
        <nav aria-label={headerCopy.navLabel} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-2">
            {headerPages.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  aria-current={page.path === current ? "page" : undefined}
                  className="block rounded-full px-4 py-2 font-semibold transition-colors hover:bg-blush hover:text-rose-dark aria-[current=page]:bg-blush aria-[current=page]:text-rose-dark"
                >
                  {page.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone, the action bar at the bottom has it (app/components/action-bar.tsx). */}
        <a
          href={book.href}
          {...(book.external && { target: "_blank", rel: "noopener noreferrer" })}
          className="hidden min-h-11 items-center rounded-full bg-rose px-5 font-semibold text-white transition-colors hover:bg-rose-dark md:inline-flex"
        >
          {quickActionsCopy.book}
          {book.external && <span className="sr-only">{` ${newTabNote}`}</span>}
        </a>
        <MobileMenu />
      </div>
    </header>
  );
}
