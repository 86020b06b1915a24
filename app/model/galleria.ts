// The gallery page, from content/galleria.json: captions, alt texts, and the
// owner's photos where she has added them (else the site's illustrations).
import data from "virtual:content/galleria";
import { inlineIllustration } from "./inline-illustrations";
import { siteImage } from "./pictures";
import { paths } from "./pages";
import type { Galleria } from "./schema";

export const galleriaMeta = { path: paths.galleria, ...data.meta } as const;

export const galleriaIntro = { title: data.title, lead: data.lead } as const;

// The most slides a carousel shows at once (5, from 3000 px: app/components/carousel.tsx).
const mostInView = 5;

/**
 * `first`: the gallery at the top of the page, whose pictures in view are the
 * page's largest elements: drawn inline while they are illustrations (they
 * paint with the HTML; the four of the example content add about 3 KB gzip to
 * the page), fetched first once they are photos.
 */
function gallery({ heading, lead, carouselLabel, items }: Galleria["interiors"], first = false) {
  return {
    heading,
    lead,
    carouselLabel,
    items: items.map(({ title, picture }, index) => {
      const leading = first && index < mostInView;
      return {
        title,
        image: siteImage(picture),
        alt: picture.alt,
        svg: leading ? inlineIllustration(picture, `galleria-${index + 1}`) : undefined,
        priority: leading,
      };
    }),
  };
}

export const treatmentGallery = {
  ...gallery(data.treatments, true),
  link: { title: data.treatments.link, to: paths.servizi },
};

export const interiorsGallery = gallery(data.interiors);
