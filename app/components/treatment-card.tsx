import type { SiteImage } from "~/lib/site-images";
import { Picture } from "./picture";

interface TreatmentCardProps {
  title: string;
  text: string;
  image: SiteImage;
  alt: string;
  /** The treatment of the price list it names: "Pulizia viso", "30 €", "/servizi#viso". */
  price: { name: string; price: string; href: string };
  /** How wide the picture shows, for the browser to pick a file. */
  sizes: string;
}

/**
 * A treatment on the home page: its picture, title and text, and the
 * treatment of the price list it names with its price, linking there. Below md the picture
 * sits beside the text, so four cards take half the height on a phone.
 */
export function TreatmentCard({ title, text, image, alt, price, sizes }: TreatmentCardProps) {
  return (
    <article className="flex h-full overflow-hidden rounded-3xl bg-white shadow-sm md:block">
      {/* Beside the text, the picture fills the card's height; above it, 4:3. */}
      <div className="flex w-28 shrink-0 md:block md:w-auto">
        <Picture
          image={image}
          alt={alt}
          sizes={sizes}
          className="aspect-4/3 h-full w-full object-cover"
        />
      </div>
      <div className="p-4 md:p-6">
        <h3 className="font-display text-2xl font-semibold">{title}</h3>
        <p className="mt-1 text-muted">{text}</p>
        <a
          href={price.href}
          className="mt-1 inline-block py-2 font-semibold text-rose-dark underline underline-offset-4"
        >
          {price.name} {price.price}
        </a>
      </div>
    </article>
  );
}
