// The gallery page, from content/galleria.json: captions, alt texts, and the
// owner's photos where she has added them (else the site's illustrations).
import data from "virtual:content/galleria";
import { siteImage } from "./pictures";
import { paths } from "./pages";
import type { Galleria } from "./schema";

export const galleriaMeta = { path: paths.galleria, ...data.meta } as const;

export const galleriaIntro = { title: data.title, lead: data.lead } as const;

function gallery({ heading, lead, carouselLabel, items }: Galleria["interiors"]) {
  return {
    heading,
    lead,
    carouselLabel,
    items: items.map(({ title, picture }) => ({
      title,
      image: siteImage(picture),
      alt: picture.alt,
    })),
  };
}

export const treatmentGallery = {
  ...gallery(data.treatments),
  link: { title: data.treatments.link, to: paths.servizi },
};

export const interiorsGallery = gallery(data.interiors);
