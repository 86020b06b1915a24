import { Clock } from "lucide-react";
import { useSyncExternalStore } from "react";
import { openingHoursCopy } from "~/content/contatti";
import { salon } from "~/content/salon";
import { isOpenAt } from "~/lib/opening-hours";

// Re-checked every minute, so a page left open turns "Chiuso ora" at closing time.
function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

const openNow = () => isOpenAt(salon.openingHours, new Date());
// The prerendered HTML cannot know the visitor's time: it shows no badge.
const unknownAtBuild = () => null;

/**
 * "Aperto ora" or "Chiuso ora" in Italian time, computed in the browser after
 * hydration. The box keeps its size before then, so nothing moves when it fills.
 */
export function OpenNowBadge() {
  const open = useSyncExternalStore(everyMinute, openNow, unknownAtBuild);
  if (open === null) return <span className="inline-block h-8 w-32" />;
  return (
    <span
      className={
        open
          ? "inline-flex h-8 w-32 items-center justify-center gap-2 rounded-full bg-rose text-sm font-semibold text-white"
          : "inline-flex h-8 w-32 items-center justify-center gap-2 rounded-full bg-blush text-sm font-semibold text-plum"
      }
    >
      <Clock aria-hidden="true" className="size-4" />
      {open ? openingHoursCopy.openNow : openingHoursCopy.closedNow}
    </span>
  );
}
