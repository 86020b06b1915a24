import { ButtonLink } from "~/components/button-link";
import { Carousel } from "~/components/carousel";
import { Divider } from "~/components/divider";
import { GalleryCard } from "~/components/gallery-card";
import { PageHeading } from "~/components/page-heading";
import { SectionHeading } from "~/components/section-heading";
import { galleriaIntro, interiorsGallery, treatmentGallery } from "~/content/galleria";
import { pageFor, paths } from "~/content/pages";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/galleria";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.galleria));

export default function Galleria() {
  return (
    <>
      <PageHeading title={galleriaIntro.title} lead={galleriaIntro.lead} />
      <section aria-labelledby="galleria-trattamenti" className="px-4 py-16 md:px-6">
        <SectionHeading
          id="galleria-trattamenti"
          title={treatmentGallery.heading}
          lead={treatmentGallery.lead}
        />
        <div className="mt-10">
          <Carousel label={treatmentGallery.carouselLabel}>
            {treatmentGallery.items.map((item) => (
              <GalleryCard key={item.title} image={item.image} title={item.title} />
            ))}
          </Carousel>
        </div>
        <div className="mt-10 text-center">
          <ButtonLink title={treatmentGallery.link.title} to={treatmentGallery.link.to} />
        </div>
      </section>
      <Divider />
      <section aria-labelledby="galleria-centro" className="px-4 pt-4 pb-16 md:px-6">
        <SectionHeading
          id="galleria-centro"
          title={interiorsGallery.heading}
          lead={interiorsGallery.lead}
        />
        <div className="mt-10">
          <Carousel label={interiorsGallery.carouselLabel}>
            {interiorsGallery.items.map((item) => (
              <GalleryCard key={item.title} image={item.image} title={item.title} />
            ))}
          </Carousel>
        </div>
      </section>
    </>
  );
}
