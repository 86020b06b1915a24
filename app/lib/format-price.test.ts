import { describe, expect, it } from "vitest";
import { formatPrice, priceSpace } from "./format-price";

describe("formatPrice", () => {
  it("uses a no-break space between the amount and the euro sign", () => {
    expect(priceSpace).toBe("\u00a0");
    expect(formatPrice(30)).toBe("30\u00a0€");
    expect(formatPrice(30)).not.toContain(" ");
  });

  it.each([
    [5, "5\u00a0€"],
    [30, "30\u00a0€"],
    [0, "0\u00a0€"],
    [12.5, "12,50\u00a0€"],
    [9.99, "9,99\u00a0€"],
    [0.1 + 0.2, "0,30\u00a0€"],
    [1200, "1.200\u00a0€"],
    [1234567.8, "1.234.567,80\u00a0€"],
  ])("writes %d as %j", (euro, expected) => {
    expect(formatPrice(euro)).toBe(expected);
  });

  it("writes whole euro as Intl's Italian currency format does, without the decimals", () => {
    const intl = new Intl.NumberFormat("it-IT", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 0,
    });
    for (const euro of [5, 10, 25, 90]) expect(formatPrice(euro)).toBe(intl.format(euro));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -5])("rejects %d", (euro) => {
    expect(() => formatPrice(euro)).toThrow(RangeError);
  });
});
