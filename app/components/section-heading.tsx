interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
}

/** A section's <h2> (the target of its aria-labelledby) and an optional opening line. */
export function SectionHeading({ id, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="font-display text-4xl font-semibold md:text-5xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}
