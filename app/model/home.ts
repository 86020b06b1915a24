// The home page, from content/home.json; pictures resolved to the owner's photo
// or the site's illustration, the owner's name and portrait as on Chi sono, the
// cards' prices from the price list and the salon's facts from salon.json.
import data from "virtual:content/home";
import { treatmentPrice } from "../lib/treatment-price";
import { newTabNote } from "./contatti";
import { inlineIllustration } from "./inline-illustrations";
import { owner } from "./owner";
import { paths } from "./pages";
import { siteImage } from "./pictures";
import { salon } from "./salon";
import { priceSections } from "./servizi";
import { treatmentCardCopy } from "./treatment-cards";

export const homeMeta = { path: paths.home, ...data.meta } as const;

export const hero = {
  /** On phones the header shows only the logo's mark: the first screen names the salon. */
  name: salon.name,
  city: salon.address.city,
  heading: data.hero.heading,
  text: data.hero.text,
  /** The spec's contact button, to Contatti. */
  contact: { title: data.hero.contact, to: paths.contatti },
  cta: { title: data.hero.cta, to: paths.servizi },
  image: siteImage(data.hero.picture),
  /**
   * The illustration drawn inline, so it paints with the HTML; none once a
   * photo is set. Cropped, not squeezed, where the page shows a band of it.
   */
  svg: inlineIllustration(data.hero.picture, "hero")?.replace(
    /<svg\b/,
    // Its lower part only, on a phone: at most half as tall as the screen is wide.
    '<svg preserveAspectRatio="xMidYMax slice" class="h-auto max-h-[50vw] w-full"',
  ),
  imageAlt: data.hero.picture.alt,
} as const;

/** Who she will meet, right after the hero: portrait, name, a line, the way to Chi sono. */
export const ownerBand = {
  heading: data.owner.heading,
  name: owner.name,
  text: data.owner.text,
  portrait: owner.portrait,
  portraitAlt: owner.portraitAlt,
  cta: { title: data.owner.cta, to: paths.chiSono },
} as const;

/** The treatment of the price list a card is about; the build has checked it exists (app/model/load.server.ts). */
function treatmentOf(id: string) {
  const treatment = treatmentPrice(priceSections, id);
  if (!treatment) throw new Error(`home.json: no treatment "${id}" in servizi.json`);
  return treatment;
}

export const treatments = {
  heading: data.treatments.heading,
  lead: data.treatments.lead,
  cards: data.treatments.cards.map(({ title, text, treatment, picture }) => {
    const priced = treatmentOf(treatment);
    return {
      title,
      text,
      image: siteImage(picture),
      alt: picture.alt,
      /** "Pulizia viso 30 €", to its section of the price list. */
      price: {
        name: priced.name,
        price: priced.price,
        href: `${paths.servizi}#${priced.sectionId}`,
      },
      more: treatmentCardCopy.more,
    };
  }),
  cta: { title: data.treatments.cta, to: paths.servizi },
} as const;

/** Reviews the owner received: the section shows only with some, or with her reviews page. */
export const testimonials = {
  heading: data.testimonials.heading,
  items: data.testimonials.items,
  reviews: salon.reviewsUrl
    ? { label: "Leggi le recensioni", href: salon.reviewsUrl, newTab: newTabNote }
    : undefined,
} as const;

export const machines = {
  heading: data.machines.heading,
  lead: data.machines.lead,
  carouselLabel: data.machines.carouselLabel,
  items: data.machines.items.map(({ title, text, picture }) => ({
    title,
    text,
    image: siteImage(picture),
    alt: picture.alt,
  })),
  cta: { title: data.machines.cta, to: paths.servizi },
} as const;

export const safety = data.safety;
