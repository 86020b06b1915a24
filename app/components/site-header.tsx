import { headerCopy } from "~/content/layout";
import { headerPages, paths } from "~/content/pages";
import { salon } from "~/content/salon";
import { useCurrentPath } from "~/lib/current-path";
import { LogoMark, LogoWordmark } from "./logo";
import { MobileMenu } from "./mobile-menu";

// Plain links: every navigation is a document load (app/components/speculation-rules.tsx).
export function SiteHeader() {
  const current = useCurrentPath();
  return (
    <header className="sticky top-0 z-30 border-b border-petal bg-cream/95 backdrop-blur-sm print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 md:px-6">
        <a
          href={paths.home}
          aria-label={`${salon.name}, ${headerCopy.homeLinkLabel}`}
          className="rounded-lg"
        >
          {/* One logo per window width, chosen by CSS: no flash, follows resizes. */}
          <LogoMark className="size-12 logo:hidden" />
          <LogoWordmark className="hidden h-14 w-auto logo:block" />
        </a>
        <nav aria-label={headerCopy.navLabel} className="hidden md:block">
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
        <MobileMenu />
      </div>
    </header>
  );
}
