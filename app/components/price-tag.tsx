import { formatPrice } from "~/lib/format-price";

interface PriceTagProps {
  /** Euro. */
  price: number;
  className?: string;
}

/** A price as the site writes it, with the plain number for machines in `<data value>`. */
export function PriceTag({ price, className }: PriceTagProps) {
  return (
    <data value={price} className={className}>
      {formatPrice(price)}
    </data>
  );
}
