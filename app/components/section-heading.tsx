interface SectionHeadingProps {
  id: string;
  title: string;
  /** One opening line, or a few paragraphs. */
  lead?: string | readonly string[];
}

/** A section's centred <h2> (the target of its aria-labelledby) and its opening text. */
export function SectionHeading({ id, title, lead = [] }: SectionHeadingProps) {
  const paragraphs = typeof lead === "string" ? [lead] : lead;
  return (
    <div className="mx-auto max-w-2xl text-center">
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
