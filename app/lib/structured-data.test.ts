import { describe, expect, it } from "vitest";
import type { BeautySalon, WithContext } from "schema-dts";
import { salonJsonLd, salonWithPricesJsonLd } from "~/model/listing";
import { paths } from "~/model/pages";
import { salon } from "~/model/salon";
import { priceSections, serviziIntro } from "~/model/servizi";
import type { OpeningDay } from "./opening-hours";
import { flattenPriceList, type PriceSection } from "./price-list";
import { toInternationalPhone } from "./salon-facts";
import { absoluteUrl } from "./site-url";
import { beautySalonJsonLd, openingHoursSpecification, type SalonListing } from "./structured-data";

// A made-up salon, so the mapping is checked on values fixed here.
const week: OpeningDay[] = [
  { day: "monday", intervals: [{ opens: "09:00", closes: "18:00" }] },
  { day: "tuesday", intervals: [] },
  {
    day: "saturday",
    intervals: [
      { opens: "09:00", closes: "13:00" },
      { opens: "15:00", closes: "19:00" },
    ],
  },
];

const sections: PriceSection[] = [
  {
    id: "viso",
    title: "Viso",
    intro: "",
    groups: [
      {
        items: [
          { title: "Pulizia", description: "", price: 35 },
          {
            title: "Massaggio",
            description: "",
            durations: [
              { time: "30 minuti", description: "", price: 25 },
              { time: "60 minuti", description: "", price: 45 },
            ],
          },
        ],
      },
      { namePrefix: "Cera", items: [{ title: "Ascelle", description: "", price: 8 }] },
    ],
  },
];

const listing: SalonListing = {
  salon: {
    name: "Centro di Prova",
    mobile: "333 123 4567",
    email: "prenotazioni@centro.example",
    address: { street: "Via della Prova 3", postalCode: "20121", city: "Milano", province: "MI" },
    openingHours: week,
    social: [{ url: "https://social.example/centro-di-prova" }],
  },
  priceSections: sections,
  catalog: { name: "Listino", path: "/listino" },
};

describe("beautySalonJsonLd", () => {
  const data = beautySalonJsonLd(listing);

  it("describes the salon from its facts", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      name: "Centro di Prova",
      url: absoluteUrl("/"),
      telephone: "+393331234567",
      email: "prenotazioni@centro.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Via della Prova 3",
        postalCode: "20121",
        addressLocality: "Milano",
        addressRegion: "MI",
        addressCountry: "IT",
      },
      sameAs: ["https://social.example/centro-di-prova"],
      currenciesAccepted: "EUR",
    });
  });

  it("gives the price range from the cheapest to the dearest price, durations included", () => {
    expect(data.priceRange).toBe("8–45 €");
  });

  it("offers every price, named so it makes sense on its own, in euro", () => {
    expect(data.hasOfferCatalog).toMatchObject({
      "@type": "OfferCatalog",
      name: "Listino",
      url: absoluteUrl("/listino"),
    });
    expect(data.hasOfferCatalog?.itemListElement).toEqual(
      [
        ["Pulizia", 35],
        ["Massaggio – 30 minuti", 25],
        ["Massaggio – 60 minuti", 45],
        ["Cera – Ascelle", 8],
      ].map(([name, price]) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name },
        price,
        priceCurrency: "EUR",
      })),
    );
  });

  it("lists the opening hours", () => {
    expect(data.openingHoursSpecification).toEqual(openingHoursSpecification(week));
  });

  it("leaves the prices out without a catalog, but still gives their range", () => {
    const facts = beautySalonJsonLd({ ...listing, catalog: undefined });
    expect(facts).not.toHaveProperty("hasOfferCatalog");
    expect(facts.priceRange).toBe("8–45 €");
    expect({ ...facts, hasOfferCatalog: data.hasOfferCatalog }).toEqual(data);
  });
});

describe("packages and dated offers in the catalog", () => {
  const withPackage: PriceSection[] = [
    {
      ...sections[0]!,
      groups: [
        {
          namePrefix: "Laser",
          items: [
            {
              title: "Ascelle",
              description: "",
              price: 30,
              packages: [{ sessions: 6, price: 150 }],
            },
          ],
        },
      ],
    },
  ];
  const data = beautySalonJsonLd({
    ...listing,
    priceSections: withPackage,
    offers: [
      {
        title: "Natale laser",
        text: "Il 20% in meno sulle ascelle.",
        from: "2026-12-01",
        to: "2026-12-24",
        lines: [{ name: "Laser – Ascelle", price: 24 }],
      },
    ],
  });

  it("offers a package at its price, named with its sessions, outside the price range of a visit", () => {
    expect(data.hasOfferCatalog?.itemListElement[1]).toEqual({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: "Laser – Ascelle – Pacchetto da 6 sedute" },
      price: 150,
      priceCurrency: "EUR",
    });
    expect(data.priceRange).toBe("30–30 €");
  });

  it("carries each offer as an Offer from its first day's midnight to its last day's end in Italy", () => {
    expect(data.hasOfferCatalog?.itemListElement[2]).toEqual({
      "@type": "Offer",
      name: "Natale laser",
      description: "Il 20% in meno sulle ascelle.",
      itemOffered: { "@type": "Service", name: "Laser – Ascelle" },
      price: 24,
      priceCurrency: "EUR",
      validFrom: "2026-12-01T00:00:00+01:00",
      validThrough: "2026-12-24T23:59:59+01:00",
    });
    expect(data.hasOfferCatalog?.itemListElement).toHaveLength(3);
  });
});

describe("openingHoursSpecification", () => {
  it("gives one entry per interval and leaves out closed days", () => {
    expect(openingHoursSpecification(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "09:00",
        closes: "13:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "15:00",
        closes: "19:00",
      },
    ]);
  });
});

describe("the site's listing (app/model/listing.ts)", () => {
  const data = salonJsonLd();
  const withPrices = salonWithPricesJsonLd();

  it("is built from the salon's facts in the content", () => {
    expect(data).toMatchObject({
      name: salon.name,
      telephone: toInternationalPhone(salon.mobile),
      email: salon.email,
      sameAs: salon.social.map((profile) => profile.url),
    });
    expect(data.openingHoursSpecification).toEqual(openingHoursSpecification(salon.openingHours));
  });

  it("gives the prices only where the page shows them: Servizi", () => {
    // Home and contatti: the facts and the price range, not the whole list.
    expect(data).not.toHaveProperty("hasOfferCatalog");
    const amounts = flattenPriceList(priceSections)
      .filter((entry) => entry.sessions === undefined)
      .map((entry) => entry.price);
    expect(data.priceRange).toBe(`${Math.min(...amounts)}–${Math.max(...amounts)} €`);
    expect({ ...data, hasOfferCatalog: withPrices.hasOfferCatalog }).toEqual(withPrices);
  });

  it("offers every price of the Servizi page, in page order", () => {
    expect(withPrices.hasOfferCatalog).toMatchObject({
      name: serviziIntro.title,
      url: absoluteUrl(paths.servizi),
    });
    expect(
      withPrices.hasOfferCatalog?.itemListElement.map((offer) => [
        offer.itemOffered.name,
        offer.price,
      ]),
    ).toEqual(flattenPriceList(priceSections).map((entry) => [entry.name, entry.price]));
  });
});

describe("closures and booking in the listing", () => {
  const closedDays = [
    {
      "@type": "OpeningHoursSpecification" as const,
      opens: "00:00" as const,
      closes: "00:00" as const,
      validFrom: "2027-08-09",
      validThrough: "2027-08-22",
    },
  ];
  const withBooking: SalonListing = {
    ...listing,
    salon: { ...listing.salon, bookingUrl: "https://prenota.example/centro" },
    priceSections: [
      {
        ...sections[0]!,
        groups: [
          {
            items: [
              {
                title: "Pulizia",
                description: "",
                price: 35,
                bookingUrl: "https://prenota.example/pulizia",
              },
            ],
          },
        ],
      },
    ],
    closedDays,
    offers: [
      {
        title: "Estate",
        text: "Dieci euro in meno.",
        from: "2027-07-01",
        to: "2027-07-31",
        lines: [{ name: "Pulizia", price: 25 }],
      },
    ],
  };

  it("lists the closed days as special opening hours", () => {
    expect(beautySalonJsonLd(withBooking).specialOpeningHoursSpecification).toEqual(closedDays);
    expect(beautySalonJsonLd(listing)).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("offers the owner's booking page as a ReserveAction, for the salon and a treatment", () => {
    const jsonLd = beautySalonJsonLd(withBooking);
    expect(jsonLd.potentialAction).toMatchObject({
      "@type": "ReserveAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://prenota.example/centro" },
    });
    expect(jsonLd.hasOfferCatalog?.itemListElement[0]?.itemOffered).toMatchObject({
      name: "Pulizia",
      potentialAction: { target: { urlTemplate: "https://prenota.example/pulizia" } },
    });
    expect(beautySalonJsonLd(listing)).not.toHaveProperty("potentialAction");
  });

  it("is schema.org's BeautySalon as its TypeScript types define it (schema-dts)", () => {
    // Checked by the type checker (npm run typecheck): a wrong property or type fails it.
    const typed: WithContext<BeautySalon> = beautySalonJsonLd(withBooking);
    const site: WithContext<BeautySalon> = salonJsonLd();
    const servizi: WithContext<BeautySalon> = salonWithPricesJsonLd();
    expect(typed).toMatchObject({ "@type": "BeautySalon" });
    expect(site).toMatchObject({ "@type": "BeautySalon" });
    expect(servizi).toMatchObject({ "@type": "BeautySalon" });
  });
});
