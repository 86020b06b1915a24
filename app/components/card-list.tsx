import type { LucideIcon } from "lucide-react";

export interface CardListItem {
  title: string;
  text: string;
}

interface CardListProps {
  items: readonly CardListItem[];
  /** Drawn beside every title; decorative, hidden from assistive technology. */
  icon: LucideIcon;
  className?: string;
}

/**
 * A list shown as a grid of small cards: an icon, a title and one line of text.
 * One column on phones, two from `md`. Titles are h3: use it under a section's h2.
 */
export function CardList({ items, icon: Icon, className }: CardListProps) {
  const base = "grid gap-5 md:grid-cols-2";
  return (
    <ul className={className ? `${base} ${className}` : base}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-3xl bg-white p-6 shadow-sm">
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-rose" />
          <div>
            <h3 className="font-display text-2xl leading-tight font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
