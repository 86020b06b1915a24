import { Clock } from "lucide-react";
import { closedStatusText } from "~/content/closures";
import { openingHoursCopy } from "~/content/contatti";
import { useNowValue } from "~/lib/use-today";

const open = "open";
const statusNow = (instant: Date) => closedStatusText(instant) ?? open;
// The prerendered HTML cannot know the visitor's time: it shows no badge.
const unknownAtBuild = () => null;

/**
 * "Aperto ora", or why and until when it is closed ("Chiuso · riapre lunedì
 * alle 9:00", "Chiuso fino al 23 agosto"), in Italian time, with the owner's
 * closures and the public holidays, computed in the browser after hydration.
 * The box keeps its height before then, so nothing moves when it fills.
 */
export function OpenNowBadge() {
  const status = useNowValue(statusNow, unknownAtBuild);
  if (status === null) return <span className="inline-block h-8" />;
  return (
    <span
      className={`inline-flex h-8 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
        status === open ? "bg-rose text-white" : "bg-blush text-plum"
      }`}
    >
      <Clock aria-hidden="true" className="size-4" />
      {status === open ? openingHoursCopy.openNow : status}
    </span>
  );
}
