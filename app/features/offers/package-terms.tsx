import { packageTerms } from "./model";

/**
 * Under a package of the price list: how long it lasts, and a link to the
 * terms: "Validità 12 mesi dall'acquisto, vedi le condizioni".
 */
export function PackageValidity({ className }: { className?: string }) {
  if (!packageTerms) return null;
  return (
    <p className={className}>
      {packageTerms.validity},{" "}
      <a
        href={`#${packageTerms.id}`}
        className="font-semibold text-rose-dark underline underline-offset-4 hover:text-rose"
      >
        {packageTerms.link} <span className="sr-only">{packageTerms.linkContext}</span>
      </a>
    </p>
  );
}

/** The packages' terms, once, after the price list: nothing while it has no package. */
export function PackageTerms() {
  if (!packageTerms) return null;
  const headingId = `${packageTerms.id}-titolo`;
  return (
    <section
      id={packageTerms.id}
      aria-labelledby={headingId}
      className="rounded-2xl bg-blush px-5 py-4 print:break-inside-avoid print:px-0"
    >
      <h2 id={headingId} className="font-display text-3xl font-semibold print:text-xl">
        {packageTerms.heading}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed">
        {packageTerms.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
