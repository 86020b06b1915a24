import { describe, expect, it } from "vitest";
import { salon } from "~/content/salon";
import { priceSections } from "~/content/servizi";
import { flattenPriceList } from "./price-list";
import { beautySalonJsonLd, openingHoursSpecification } from "./structured-data";

describe("the BeautySalon structured data", () => {
  const data = beautySalonJsonLd();

  it("describes the salon from its facts", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      name: "Centro Estetico Aurora",
      url: "https://www.example.com/",
      telephone: "+393450000000",
      email: "info@example.com",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Via dell'Esempio 12",
        postalCode: "40121",
        addressLocality: "Bologna",
        addressRegion: "BO",
        addressCountry: "IT",
      },
      sameAs: ["https://www.instagram.com/centro.estetico.esempio/"],
      priceRange: "5–90 €",
    });
  });

  it("offers every price of the Servizi page, in euro", () => {
    const offers = data.hasOfferCatalog.itemListElement;
    const prices = flattenPriceList(priceSections);
    expect(offers).toHaveLength(39);
    expect(offers.map((offer) => [offer.itemOffered.name, offer.price])).toEqual(
      prices.map((entry) => [entry.name, entry.price]),
    );
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(["EUR"]));
    expect(offers).toContainEqual({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: "Epilazione laser – Gambe" },
      price: 90,
      priceCurrency: "EUR",
    });
  });
});

describe("openingHoursSpecification", () => {
  it("lists the open days with their hours and leaves out closed Sunday", () => {
    expect(openingHoursSpecification(salon.openingHours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Wednesday",
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "09:00",
        closes: "13:00",
      },
    ]);
  });

  it("gives a split day one entry per interval", () => {
    expect(
      openingHoursSpecification([
        {
          day: "tuesday",
          intervals: [
            { opens: "09:00", closes: "13:00" },
            { opens: "15:00", closes: "19:00" },
          ],
        },
      ]).map((entry) => `${entry.opens}-${entry.closes}`),
    ).toEqual(["09:00-13:00", "15:00-19:00"]);
  });
});
