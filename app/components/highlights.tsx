export interface Highlight {
  value: string;
  label: string;
}

interface HighlightsProps {
  items: readonly Highlight[];
  /** The grid: how many figures side by side, per screen size. */
  className: string;
}

/** Key figures ("10+ anni di esperienza"): big number, short label, as a description list. */
export function Highlights({ items, className }: HighlightsProps) {
  return (
    <dl className={className}>
      {items.map((highlight) => (
        <div
          key={highlight.label}
          className="flex flex-col-reverse items-center justify-end rounded-3xl bg-blush px-2 py-5 text-center md:p-6"
        >
          <dt className="mt-1 text-sm font-semibold text-muted md:text-base">{highlight.label}</dt>
          <dd className="font-display text-4xl font-semibold text-rose-dark lining-nums md:text-5xl">
            {highlight.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
