// schema.org BeautySalon for search engines, built from the same content the
// pages show: the salon facts, the opening hours and the price range wherever it
// is given, the whole price list (an OfferCatalog) only on the page that shows
// it, Servizi, with the owner's offers, each dated (validFrom, validThrough).
// The features hand their parts in these shapes (app/model/listing.ts).
import type { PostalAddress } from "./format-address";
import type { OpeningDay, WeekDay } from "./opening-hours";
import { flattenPriceList, type PriceSection } from "./price-list";
import { romeIsoDateTime } from "./rome-time";
import { toInternationalPhone } from "./salon-facts";
import { socialImage } from "./seo";
import { absoluteUrl, siteUrl } from "./site-url";

const schemaDays = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
} as const satisfies Record<WeekDay, string>;

/** One specification per opening interval; days without one (closed) are left out. */
export function openingHoursSpecification(days: readonly OpeningDay[]) {
  return days.flatMap(({ day, intervals }) =>
    intervals.map(({ opens, closes }) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: schemaDays[day],
      opens,
      closes,
    })),
  );
}

/** A run of closed days, as schema.org marks it: opens and closes at midnight. */
export interface ClosedDaysSpecification {
  "@type": "OpeningHoursSpecification";
  opens: "00:00";
  closes: "00:00";
  validFrom: string;
  validThrough: string;
}

/** What the JSON-LD says about the salon: its facts, and where its pages are. */
export interface SalonListing {
  salon: {
    name: string;
    mobile: string;
    email: string;
    address: PostalAddress;
    openingHours: readonly OpeningDay[];
    social: readonly { url: string }[];
    /** The owner's booking platform, if she uses one. */
    bookingUrl?: string;
  };
  /** Closures and public holidays ahead (app/features/hours/closures.ts). */
  closedDays?: readonly ClosedDaysSpecification[];
  /** The price list: its cheapest and dearest prices give the price range. */
  priceSections: readonly PriceSection[];
  /**
   * The price list's name and path ("Servizi e prezzi", "/servizi"): given, every
   * price goes in as an Offer. Only the page that shows the prices gives it:
   * elsewhere the catalog weighed more than all the other facts together
   * (docs/decisions/0017-first-paint-budget.md).
   */
  catalog?: { name: string; path: string };
  /** The owner's offers, in the catalog beside the regular prices (app/features/offers/). */
  offers?: readonly DatedOffer[];
}

/** An offer as the JSON-LD carries it: one schema.org Offer per price it changes. */
export interface DatedOffer {
  title: string;
  text: string;
  /** Its first and last day in Italy, "YYYY-MM-DD". */
  from: string;
  to: string;
  /** Each price it changes, with the treatment's name. */
  lines: readonly { name: string; price: number }[];
}

/** Each price of an offer, valid from its first day's midnight to its last day's end in Italy. */
export function datedOffers(offers: readonly DatedOffer[]) {
  return offers.flatMap((offer) =>
    offer.lines.map((line) => ({
      "@type": "Offer" as const,
      name: offer.title,
      description: offer.text,
      itemOffered: { "@type": "Service" as const, name: line.name },
      price: line.price,
      priceCurrency: "EUR",
      validFrom: romeIsoDateTime(offer.from, "00:00"),
      validThrough: romeIsoDateTime(offer.to, "23:59", 59),
    })),
  );
}

/** Booking on the owner's platform, as search engines read it. */
export function reserveAction(url: string) {
  return {
    "@type": "ReserveAction" as const,
    target: {
      "@type": "EntryPoint" as const,
      urlTemplate: url,
      inLanguage: "it",
      actionPlatform: [
        "https://schema.org/DesktopWebPlatform",
        "https://schema.org/MobileWebPlatform",
      ],
    },
    result: { "@type": "Reservation" as const, name: "Prenotazione" },
  };
}

export function beautySalonJsonLd({
  salon,
  priceSections,
  catalog,
  closedDays = [],
  offers = [],
}: SalonListing) {
  const prices = flattenPriceList(priceSections);
  // The range of a visit: a package's price is for several.
  const amounts = prices.filter((entry) => entry.sessions === undefined).map((e) => e.price);
  return {
    "@context": "https://schema.org" as const,
    "@type": "BeautySalon" as const,
    "@id": `${siteUrl}/#salone`,
    name: salon.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl(socialImage.path),
    telephone: toInternationalPhone(salon.mobile),
    email: salon.email,
    address: {
      "@type": "PostalAddress" as const,
      streetAddress: salon.address.street,
      postalCode: salon.address.postalCode,
      addressLocality: salon.address.city,
      addressRegion: salon.address.province,
      addressCountry: "IT",
    },
    openingHoursSpecification: openingHoursSpecification(salon.openingHours),
    ...(closedDays.length > 0 && { specialOpeningHoursSpecification: closedDays }),
    ...(salon.bookingUrl && { potentialAction: reserveAction(salon.bookingUrl) }),
    priceRange: `${Math.min(...amounts)}–${Math.max(...amounts)} €`,
    currenciesAccepted: "EUR",
    sameAs: salon.social.map((profile) => profile.url),
    ...(catalog && {
      hasOfferCatalog: {
        "@type": "OfferCatalog" as const,
        name: catalog.name,
        url: absoluteUrl(catalog.path),
        itemListElement: [
          ...prices.map((entry) => ({
            "@type": "Offer" as const,
            itemOffered: {
              "@type": "Service" as const,
              name: entry.name,
              ...(entry.bookingUrl && { potentialAction: reserveAction(entry.bookingUrl) }),
            },
            price: entry.price,
            priceCurrency: "EUR",
          })),
          ...datedOffers(offers),
        ],
      },
    }),
  };
}
