import { ExternalLink, Quote } from "lucide-react";
import { SectionHeading } from "./section-heading";

export interface Testimonial {
  /** As whoever wrote it prefers: "Giulia R.", "G. R.". */
  name: string;
  text: string;
  /** "YYYY-MM-DD": shown as month and year. */
  date?: string;
  treatment?: string;
}

interface TestimonialsProps {
  heading: string;
  items: readonly Testimonial[];
  /** The owner's public reviews page, if she has set one. */
  reviews?: { label: string; href: string; newTab: string };
}

const monthAndYear = new Intl.DateTimeFormat("it-IT", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * What people wrote to the owner, as she copied it: quotes with their name and,
 * if given, the treatment and the month. No stars, no ratings, no review markup
 * for search engines: a business's own selection of its reviews is not what
 * they accept as ratings. Nothing at all without reviews or a reviews page.
 */
export function Testimonials({ heading, items, reviews }: TestimonialsProps) {
  if (items.length === 0 && !reviews) return null;
  return (
    <section aria-labelledby="recensioni" className="site-container py-12 md:py-16">
      <SectionHeading id="recensioni" title={heading} />
      {items.length > 0 && (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={`${item.name} ${item.text}`}>
              <figure className="flex h-full flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-6 text-rose" />
                <blockquote className="flex-1 text-lg">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="text-sm text-muted">
                  <span className="font-semibold text-plum">{item.name}</span>
                  {item.treatment && <> · {item.treatment}</>}
                  {item.date && (
                    <>
                      {" · "}
                      <time dateTime={item.date}>
                        {monthAndYear.format(new Date(`${item.date}T00:00:00Z`))}
                      </time>
                    </>
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {reviews && (
        <p className="mt-10">
          <a
            href={reviews.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center gap-2 rounded-full border border-rose px-6 py-3 font-semibold text-rose-dark transition-colors hover:bg-blush"
          >
            {reviews.label} <span className="sr-only">{reviews.newTab}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      )}
    </section>
  );
}
