import type { SiteImage } from "~/lib/site-images";
import { Picture } from "./picture";

interface FeatureCardProps {
  title: string;
  text: string;
  image: SiteImage;
  alt: string;
  /** How wide the card shows, for the browser to pick a picture file. */
  sizes: string;
  className?: string;
}

/** A picture over a title (h3) and a short text: treatments, machines. */
export function FeatureCard({ title, text, image, alt, sizes, className }: FeatureCardProps) {
  const base = "h-full overflow-hidden rounded-3xl bg-white shadow-sm";
  return (
    <article className={className ? `${base} ${className}` : base}>
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        className="aspect-4/3 h-auto w-full object-cover"
      />
      <div className="p-5">
        <h3 className="font-display text-2xl font-semibold">{title}</h3>
        <p className="mt-2 text-muted">{text}</p>
      </div>
    </article>
  );
}
