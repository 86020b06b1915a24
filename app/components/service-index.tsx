interface ServiceIndexProps {
  label: string;
  sections: readonly { id: string; title: string }[];
}

/** Links to the sections of the price list, so a phone need not scroll through all of it. */
export function ServiceIndex({ label, sections }: ServiceIndexProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-2 print:hidden">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center rounded-full border border-petal bg-white px-4 font-semibold text-rose-dark transition-colors hover:bg-blush"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
