interface PageHeadingProps {
  title: string;
  lead: string;
  /** A short line under the lead, e.g. whether the prices include VAT. */
  note?: string;
}

/** A page's <h1> and its opening sentence, on the blush band every inner page starts with,
 * from the grid's left edge (the site-container utility in app/styles/app.css). */
export function PageHeading({ title, lead, note }: PageHeadingProps) {
  return (
    <div className="bg-blush py-14 md:py-20 print:bg-transparent print:py-2">
      <div className="site-container">
        <h1 className="font-display text-5xl font-semibold text-plum md:text-6xl print:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted print:mt-1 print:text-sm">{lead}</p>
        {note && <p className="mt-3 max-w-xl font-semibold print:mt-1 print:text-sm">{note}</p>}
      </div>
    </div>
  );
}
