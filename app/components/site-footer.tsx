import { ExternalLink } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { bookingCopy } from "~/model/contatti";
import { footerCopy, quickActionsCopy } from "~/model/layout";
import { paths } from "~/model/pages";
import { menuPages, offers } from "~/model/site-pages";
import { salon } from "~/model/salon";
import { mailtoUrl, telUrl, whatsAppUrl } from "~/lib/external-links";
import { formatAddress } from "~/lib/format-address";
import { legalParts, legalSeparator } from "~/lib/legal-identity";
import { EmailAddress } from "./email-address";
import { TimelineScript } from "./timeline-text";

/**
 * Who the salon is and how to reach it, for a visitor who has scrolled to the
 * end: today's hours (on the visitor's day; the week's without JavaScript),
 * a call or a WhatsApp message in one tap, every page, the policy, the online
 * withdrawal from a voucher while vouchers are sold, and who runs the site (its
 * legal name, seat, P.IVA, REA and e-mail). `todayHours` is the hours feature's
 * line (app/features/hours/today-hours.tsx), given by app/root.tsx.
 */
export function SiteFooter({ todayHours }: { todayHours: ReactNode }) {
  const parts = legalParts(salon);
  return (
    <footer className="bg-plum text-cream print:hidden">
      {/* Three columns from md, their tops on one line: the salon, the pages, the policy, the
          withdrawal and social pages; the legal line under them. On a phone, one under the
          other, close enough to stay within about half a screen. */}
      <div className="site-container grid gap-4 py-10 text-sm md:grid-cols-[2fr_1fr_1fr] md:items-start md:gap-10">
        <div className="space-y-1">
          <p className="font-display text-2xl font-semibold">{salon.name}</p>
          <p>{formatAddress(salon.address)}</p>
          <p className="font-semibold">{todayHours}</p>
          <p className="flex flex-wrap gap-x-4">
            <a
              href={telUrl(salon.mobile)}
              className="inline-block py-2 whitespace-nowrap underline underline-offset-4 hover:text-petal"
            >
              {salon.mobile}
            </a>
            {salon.whatsApp && (
              <a
                href={whatsAppUrl(salon.mobile, bookingCopy.whatsApp.general)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 py-2 underline underline-offset-4 hover:text-petal"
              >
                {quickActionsCopy.whatsApp} <span className="sr-only">{footerCopy.newTab}</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            )}
          </p>
        </div>
        <nav aria-label={footerCopy.pagesLabel}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 md:flex-col md:gap-1">
            {menuPages.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  className="inline-block py-2 underline underline-offset-4 hover:text-petal"
                >
                  {page.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerCopy.navLabel}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 md:flex-col md:gap-1">
            <li>
              <a
                href={paths.policy}
                className="inline-block py-2 underline underline-offset-4 hover:text-petal"
              >
                {footerCopy.policyLink}
              </a>
            </li>
            {/* The online withdrawal from a voucher, on every page while vouchers are sold. */}
            {offers.vouchers && (
              <li>
                <a
                  href={paths.recesso}
                  className="inline-block py-2 underline underline-offset-4 hover:text-petal"
                >
                  {footerCopy.withdrawalLink}
                </a>
              </li>
            )}
            {salon.social.map((profile) => (
              <li key={profile.url}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 py-2 underline underline-offset-4 hover:text-petal"
                >
                  {footerCopy.socialLink} {profile.name}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">{footerCopy.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Who runs the site, as d.lgs. 70/2003 asks: under the columns, across them. */}
        {/* Each fact a block of the line: a narrow screen moves it whole to the next
            line, and breaks it only if it is wider than the screen. */}
        <p className="border-t border-cream/30 pt-4 md:col-span-3">
          {parts.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && " "}
              {part.kind === "fact" ? (
                <span className="inline-block">
                  {part.text}
                  {index < parts.length - 1 && legalSeparator}
                </span>
              ) : (
                <a
                  href={mailtoUrl(part.email)}
                  className="inline-block py-2 underline underline-offset-4 hover:text-petal"
                >
                  <EmailAddress address={part.email} />
                </a>
              )}
            </Fragment>
          ))}
        </p>
      </div>
      <TimelineScript />
    </footer>
  );
}
