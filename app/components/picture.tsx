import type { SiteImage } from "~/lib/site-images";

interface PictureProps {
  image: SiteImage;
  alt: string;
  /** How wide the picture shows, for the browser to pick a file (e.g. "(min-width: 64rem) 33vw, 90vw"). */
  sizes: string;
  /** The page's largest picture: fetched first, never lazily. */
  priority?: boolean;
  /**
   * A small picture beside its text: fetched at low priority even in the first screen,
   * where the browser would raise it (the gift vouchers' cards: docs/decisions/0037).
   */
  minor?: boolean;
  className?: string;
}

/** A picture in the best format the browser supports, lazy unless it is the page's main one. */
export function Picture({ image, alt, sizes, priority = false, minor, className }: PictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : minor ? "low" : undefined}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
