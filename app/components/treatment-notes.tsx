import { treatmentNotesCopy } from "~/model/servizi";
import type { TreatmentNotes as Notes } from "~/lib/price-list";

const parts = ["before", "after", "contraindications"] as const;

/**
 * The owner's notes on a treatment (or a whole section): before, after,
 * contraindications, in a native disclosure, so they open without JavaScript
 * and stay out of the way of a visitor who scans the prices. Nothing when
 * there are none.
 */
export function TreatmentNotes({ notes, className }: { notes?: Notes; className?: string }) {
  const written = parts.filter((part) => notes?.[part]);
  if (!notes || written.length === 0) return null;
  return (
    <details className={className}>
      <summary className="cursor-pointer py-2 text-sm font-semibold text-rose-dark underline underline-offset-4">
        {treatmentNotesCopy.summary}
      </summary>
      <dl className="space-y-3 rounded-2xl bg-blush px-4 py-3 text-sm leading-snug">
        {written.map((part) => (
          <div key={part}>
            <dt className="font-semibold">{treatmentNotesCopy[part]}</dt>
            <dd className="mt-0.5">{notes[part]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
