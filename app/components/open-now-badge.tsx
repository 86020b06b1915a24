import { Clock } from "lucide-react";
import { closedStatusText } from "~/content/closures";
import { openingHoursCopy } from "~/content/contatti";
import { useNowValue } from "~/lib/use-today";

const open = "open";
const statusNow = (instant: Date) => closedStatusText(instant) ?? open;
// The prerendered HTML cannot know the visitor's time: it shows no badge.
const unknownAtBuild = () => null;

/**
 * "Aperto ora", or closed and when it reopens ("Chiuso · riapre lunedì alle
 * 9:00", "Chiuso · Ferie estive · riapre lunedì 24 agosto alle 9:00"), in
 * Italian time, with the owner's closures and the public holidays, computed in
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
