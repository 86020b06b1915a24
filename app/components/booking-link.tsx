import { CalendarPlus, ExternalLink } from "lucide-react";
import { bookingCopy, newTabNote } from "~/model/contatti";
import { paths } from "~/model/pages";
import { bookingTarget, type BookingOption } from "~/lib/booking";

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center gap-1.5 text-sm font-semibold text-rose-dark underline underline-offset-4 hover:text-plum print:hidden";

interface BookingLinkProps {
  option: BookingOption;
  /** The salon's booking page, used when the treatment has none of its own. */
  salonBookingUrl?: string;
  /** Extra classes, e.g. its place beside the description. */
  className?: string;
}

/**
 * "Prenota" under a treatment: small on the page, 44 px tall to the finger,
 * and named in full for screen readers ("Prenota Pulizia viso"), the visible
 * word first. It leads to the contact form with the treatment chosen (a plain
 * link, so it works without JavaScript), or to the owner's booking page in a
 * new tab when she has one.
 */
export function BookingLink({ option, salonBookingUrl, className }: BookingLinkProps) {
  const { href, external } = bookingTarget(option, paths.contatti, salonBookingUrl);
  const classes = className ? `${linkClass} ${className}` : linkClass;
  const hidden = external ? `${option.linkName} ${newTabNote}` : option.linkName;
  // One inline box for the words: a flex container would drop the space before the hidden ones.
  const words = (
    <>
      <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {bookingCopy.link} <span className="sr-only">{hidden}</span>
      </span>
    </>
  );
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {words}
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      </a>
    );
  }
  return (
    <a href={href} className={classes}>
      {words}
    </a>
  );
}
