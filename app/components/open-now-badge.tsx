import { Clock } from "lucide-react";
import { closedStatusText } from "~/content/closures";
import { openingHoursCopy } from "~/content/contatti";
import { readsItalianTime } from "~/lib/opening-hours";
import { useNowValue } from "~/lib/use-today";

const open = "open";
/** Closed and when it reopens, saying "(ora italiana)" to a clock on another time. */
const statusNow = (instant: Date) => {
  const closed = closedStatusText(instant);
  if (closed === null) return open;
  return /\d:\d\d/.test(closed) && !readsItalianTime(instant)
    ? `${closed} ${openingHoursCopy.italianTime}`
    : closed;
};
// The prerendered HTML cannot know the visitor's time: it shows no badge.
const unknownAtBuild = () => null;

/**
 * "Aperto ora", or closed and when it reopens ("Chiuso · riapre lunedì alle
 * 9:00", "Chiuso · Ferie estive · riapre lunedì 24 agosto alle 9:00"), in
 * Italian time ("(ora italiana)" after it when the visitor's clock reads another), with the owner's closures and the public holidays, computed in
 * the browser after hydration. The box keeps its height before then, so
 * nothing moves when it fills; only a closure's longer line may take two lines
 * on a phone, rather than run out of the card.
 */
export function OpenNowBadge() {
  const status = useNowValue(statusNow, unknownAtBuild);
  if (status === null) return <span className="inline-block h-8" />;
  return (
    <span
      className={`inline-flex min-h-8 items-center gap-2 rounded-2xl px-4 py-1.5 text-sm leading-5 font-semibold text-balance ${
        status === open ? "bg-rose text-white" : "bg-blush text-plum"
      }`}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {status === open ? openingHoursCopy.openNow : status}
    </span>
  );
}
