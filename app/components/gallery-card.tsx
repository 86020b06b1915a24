export interface CardImage {
  src: string;
  width: number;
  height: number;
}

interface GalleryCardProps {
  image: CardImage;
  title: string;
  /** Above-the-fold cards load at once; the rest wait until they are near. */
  eager?: boolean;
}

/** The alt text of a gallery picture, built from its caption. */
export function galleryAlt(title: string): string {
  return `Illustrazione: ${title}`;
}

/** A picture with its caption; 90% / 45% / 30% of the row on small / medium / large screens. */
export function GalleryCard({ image, title, eager = false }: GalleryCardProps) {
  return (
    <figure className="w-9/10 shrink-0 overflow-hidden rounded-3xl bg-white shadow-sm md:w-9/20 lg:w-3/10">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={galleryAlt(title)}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-4/3 h-auto w-full object-cover"
      />
      <figcaption className="px-5 py-4 font-display text-xl font-semibold">{title}</figcaption>
    </figure>
  );
}
