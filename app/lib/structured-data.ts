// schema.org BeautySalon for search engines, built from the same content the
// pages show: the salon facts, the opening hours and the Servizi price list.
import { salon, type OpeningDay, type WeekDay } from "~/content/salon";
import { paths } from "~/content/pages";
import { priceSections, serviziIntro } from "~/content/servizi";
import { flattenPriceList } from "./price-list";
import { toInternationalPhone } from "./salon-facts";
import { socialImage } from "./seo";
import { absoluteUrl, siteUrl } from "./site-url";

const schemaDays: Record<WeekDay, string> = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
};

/** One specification per opening interval; days without one (closed) are left out. */
export function openingHoursSpecification(days: readonly OpeningDay[]) {
  return days.flatMap(({ day, intervals }) =>
    intervals.map(({ opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: schemaDays[day],
      opens,
      closes,
    })),
  );
}

export function beautySalonJsonLd() {
  const prices = flattenPriceList(priceSections);
  const amounts = prices.map((entry) => entry.price);
  return {
    "@context": "https://schema.org",
    "@type": "BeautySalon",
    "@id": `${siteUrl}/#salone`,
    name: salon.name,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl(socialImage.path),
    telephone: toInternationalPhone(salon.mobile),
    email: salon.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: salon.address.street,
      postalCode: salon.address.postalCode,
      addressLocality: salon.address.city,
      addressRegion: salon.address.province,
      addressCountry: "IT",
    },
    openingHoursSpecification: openingHoursSpecification(salon.openingHours),
    priceRange: `${Math.min(...amounts)}–${Math.max(...amounts)} €`,
    currenciesAccepted: "EUR",
    sameAs: [salon.socialUrl],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: serviziIntro.title,
      url: absoluteUrl(paths.servizi),
      itemListElement: prices.map((entry) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: entry.name },
        price: entry.price,
        priceCurrency: "EUR",
      })),
    },
  };
}
