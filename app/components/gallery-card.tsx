import type { SiteImage } from "~/lib/site-images";
import { Picture } from "./picture";

interface GalleryCardProps {
  image: SiteImage;
  /** What the picture shows, written by the owner with the picture (content/galleria.json). */
  alt: string;
  title: string;
  /** The illustration as inline SVG, for the page's largest picture (app/model/galleria.ts). */
  svg?: string;
  /** The page's largest picture: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * A picture with its caption. It fills 90% of its slot: 90% / 45% / 30% of the
 * row on small / medium / large screens, where a carousel shows 1 / 2 / 3 slots.
 */
export function GalleryCard({ image, alt, title, svg, priority = false }: GalleryCardProps) {
  return (
    <figure className="w-9/10 overflow-hidden rounded-3xl bg-white shadow-sm">
      {svg ? (
        <div
          className="[&>svg]:aspect-4/3 [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <Picture
          image={image}
          alt={alt}
          sizes="(min-width: 187.5rem) 18vw, (min-width: 64rem) 30vw, (min-width: 43.75rem) 45vw, 90vw"
          priority={priority}
          className="aspect-4/3 h-auto w-full object-cover"
        />
      )}
      <figcaption className="px-5 py-4 font-display text-xl font-semibold">{title}</figcaption>
    </figure>
  );
}
