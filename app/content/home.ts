// The home page, from content/home.json; pictures resolved to the owner's photo
// or the site's illustration, and the figures counted from the Chi sono page.
import data from "virtual:content/home";
import { inlineIllustration } from "./inline-illustrations";
import { siteImage } from "./pictures";
import { experienceHighlights } from "./chi-sono";
import { paths } from "./pages";

export const homeMeta = { path: paths.home, ...data.meta } as const;

export const hero = {
  eyebrow: data.hero.eyebrow,
  heading: data.hero.heading,
  text: data.hero.text,
  cta: { title: data.hero.cta, to: paths.contatti },
  image: siteImage(data.hero.picture),
  /** The illustration drawn inline, so it paints with the HTML; none once a photo is set. */
  svg: inlineIllustration(data.hero.picture, "hero"),
  imageAlt: data.hero.picture.alt,
} as const;

export const treatments = {
  heading: data.treatments.heading,
  lead: data.treatments.lead,
  cards: data.treatments.cards.map(({ title, text, picture }) => ({
    title,
    text,
    image: siteImage(picture),
    alt: picture.alt,
  })),
  cta: { title: data.treatments.cta, to: paths.servizi },
} as const;

export const experience = {
  heading: data.experience.heading,
  paragraphs: data.experience.paragraphs,
  // Years and certifications, as on Chi sono.
  highlights: experienceHighlights.slice(0, 2),
  cta: { title: data.experience.cta, to: paths.chiSono },
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
