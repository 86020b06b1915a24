/**
 * The chip of the section in view, where the browser can tell (scroll-target-group on
 * the list makes its link :target-current). A style of its own, which React puts once
 * in <head>: in app/styles/app.css, Tailwind's CSS minifier (Lightning CSS 1.33) does
 * not know :target-current and warns at every build
 * (https://github.com/parcel-bundler/lightningcss/issues/1181). Outside Tailwind's
 * layers, it wins over the chip's utilities.
 */
const currentChip = `
[data-sticky-index] a:target-current {
  border-color: var(--color-rose);
  background-color: var(--color-rose);
  color: var(--color-white);
}
@media (hover: hover) {
  [data-sticky-index] a:target-current:hover {
    background-color: var(--color-rose-dark);
  }
}`;

interface ServiceIndexProps {
  label: string;
  sections: readonly { id: string; title: string }[];
}

/**
 * Links to the sections of the price list, so a phone need not scroll through
 * all of it. It sticks under the header while the list scrolls (its height is
 * --index-height, which scrolling keeps anchors and focus clear of:
 * app/styles/app.css); on a narrow screen the chips scroll sideways. Where the
 * browser can tell (scroll-target-group), the chip of the section in view is
 * marked. CSS only.
 */
export function ServiceIndex({ label, sections }: ServiceIndexProps) {
  return (
    <nav
      aria-label={label}
      data-sticky-index
      className="sticky top-(--header-height) z-20 h-(--index-height) border-b border-petal bg-cream/95 backdrop-blur-sm print:hidden"
    >
      <style href="service-index-current-chip" precedence="default">
        {currentChip}
      </style>
      <ul className="site-container flex h-full scrollbar-none items-center gap-2 overflow-x-auto overscroll-x-contain scroll-target-group">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center rounded-full border border-petal bg-white px-4 font-semibold whitespace-nowrap text-rose-dark transition-colors hover:bg-blush"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
