// How the site writes a price, everywhere: Italian style, euro sign after the
// amount, whole euro without decimals ("30 €"), otherwise two ("12,50 €").
// Written by hand rather than with Intl.NumberFormat so the prerendered HTML
// (Node's ICU) and the hydrated page (the browser's ICU) can never disagree.

/**
 * The space between amount and "€": a no-break space (U+00A0), so a price is
 * never split across two lines on a narrow phone. Italian typography, and
 * what `Intl.NumberFormat("it-IT", { style: "currency" })` writes too.
 */
export const priceSpace = "\u00a0";

/** Groups thousands with a dot, the Italian way: 1200 → "1.200". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** `formatPrice(30)` → "30 €", `formatPrice(12.5)` → "12,50 €" (with a no-break space). */
export function formatPrice(euro: number): string {
  if (!Number.isFinite(euro) || euro < 0) {
    throw new RangeError(`A price must be a finite, non-negative number of euro, not ${euro}`);
  }
  const fixed = euro.toFixed(2); // "12.50": rounds to the cent
  const whole = fixed.slice(0, -3);
  const cents = fixed.slice(-2);
  const amount = cents === "00" ? groupThousands(whole) : `${groupThousands(whole)},${cents}`;
  return `${amount}${priceSpace}€`;
}
