import { CalendarPlus, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import actionBarScript from "virtual:inline-script/action-bar";
import { bookingCopy, newTabNote } from "~/model/contatti";
import { quickActionsCopy } from "~/model/layout";
import { paths } from "~/model/pages";
import { salon } from "~/model/salon";
import { whatsAppMessage } from "~/lib/booking";
import { quickActions, type QuickLink } from "~/lib/quick-actions";
import { InlineScript } from "./inline-script";

/** Call, WhatsApp if she answers there (the chat opens asking for an appointment, as on Contatti) and book. */
export const salonQuickActions = quickActions(
  salon,
  paths.contatti,
  whatsAppMessage(bookingCopy.whatsApp),
);

/**
 * One tap to the salon from any page, on a phone: a bar fixed at the bottom,
 * below the md breakpoint only (the wide header has its own "Prenota").
 * It comes up once the page's first band (the hero) has scrolled away, never
 * over it: a small inline script; without JavaScript it is always there.
 * It never covers anything for good: the page ends with room for it while it
 * shows, and scrolling keeps a focused element clear of it (--action-bar-height
 * in app/styles/app.css); it steps aside while the phone menu is open, and on
 * paper (docs/decisions/0015-phone-action-bar.md).
 */
export function ActionBar() {
  const { call, whatsApp, book } = salonQuickActions;
  return (
    <>
      <nav
        aria-label={quickActionsCopy.label}
        className="action-bar fixed inset-x-0 bottom-0 z-30 h-(--action-bar-height) border-t border-petal bg-cream/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-sm md:hidden print:hidden"
      >
        <ul
          className={`mx-auto grid h-full max-w-md gap-2 px-3 py-2 ${whatsApp ? "grid-cols-3" : "grid-cols-2"}`}
        >
          <ActionLink link={call} icon={<Phone aria-hidden="true" className="size-5" />}>
            {quickActionsCopy.call}
          </ActionLink>
          {whatsApp && (
            <ActionLink
              link={whatsApp}
              icon={<MessageCircle aria-hidden="true" className="size-5" />}
            >
              {quickActionsCopy.whatsApp}
            </ActionLink>
          )}
          <ActionLink
            link={book}
            icon={<CalendarPlus aria-hidden="true" className="size-5" />}
            main
          >
            {quickActionsCopy.book}
          </ActionLink>
        </ul>
      </nav>
      <InlineScript code={actionBarScript} />
    </>
  );
}

interface ActionLinkProps {
  link: QuickLink;
  icon: ReactNode;
  /** The one to press: filled, the others outlined. */
  main?: boolean;
  children: string;
}

function ActionLink({ link, icon, main, children }: ActionLinkProps) {
  const look = main
    ? "bg-rose text-white hover:bg-rose-dark"
    : "bg-blush text-rose-dark hover:bg-petal";
  return (
    <li>
      <a
        href={link.href}
        {...(link.external && { target: "_blank", rel: "noopener noreferrer" })}
        className={`flex h-full flex-col items-center justify-center rounded-2xl text-sm leading-tight font-semibold transition-colors ${look}`}
      >
        {icon}
        {children}
        {link.external && <span className="sr-only">{` ${newTabNote}`}</span>}
      </a>
    </li>
  );
}
