interface SectionHeadingProps {
  id: string;
  title: string;
  /** One opening line, or a few paragraphs. */
  lead?: string | readonly string[];
}

/** A section's <h2> (the target of its aria-labelledby) and its opening text, from its container's left edge. */
export function SectionHeading({ id, title, lead = [] }: SectionHeadingProps) {
  const paragraphs = typeof lead === "string" ? [lead] : lead;
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="font-display text-4xl font-semibold md:text-5xl">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-muted">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
