import type { SiteImage } from "~/lib/site-images";
import { Picture } from "./picture";

interface TreatmentCardProps {
  title: string;
  text: string;
  image: SiteImage;
  alt: string;
  /** The treatment of the price list it names: "Pulizia viso", "30 €", "/servizi#viso". */
  price: { name: string; price: string; href: string };
  /** The button's word, e.g. «Scopri»; the card's title completes it for screen readers. */
  more: string;
  /** How wide the picture shows, for the browser to pick a file. */
  sizes: string;
}

/**
 * A treatment on the home page: its picture, whole, in a 4:3 frame (the illustrations'
 * own ratio, so nothing is cropped at any width), the title, a short text, the price
 * as a tag, and one button to its section of the price list. The button sits at the
 * bottom, so the buttons of a row line up.
 */
export function TreatmentCard({ title, text, image, alt, price, more, sizes }: TreatmentCardProps) {
  // The price belongs to one treatment of the list: named when it is not the card's title.
  const priceOf = price.name === title ? undefined : price.name;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm">
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        className="aspect-4/3 h-auto w-full object-cover"
      />
      <div className="flex grow flex-col p-5 md:p-6">
        <h3 className="font-display text-2xl font-semibold">{title}</h3>
        <p className="mt-2 text-muted">{text}</p>
        <p className="mt-4 mb-5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="rounded-full bg-blush px-3 py-1 font-semibold text-plum lining-nums tabular-nums">
            {price.price}
          </span>
          {priceOf && <span className="text-sm text-muted">{priceOf}</span>}
        </p>
        <a
          href={price.href}
          className="mt-auto inline-flex min-h-12 items-center justify-center self-start rounded-full border border-rose bg-white px-6 py-3 font-semibold text-rose-dark transition-colors hover:bg-cream"
        >
          {more} <span className="sr-only">{title}</span>
        </a>
      </div>
    </article>
  );
}
