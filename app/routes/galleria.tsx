import { ButtonLink } from "~/components/button-link";
import { Carousel, CarouselScript } from "~/components/carousel";
import { Divider } from "~/components/divider";
import { GalleryCard } from "~/components/gallery-card";
import { PageHeading } from "~/components/page-heading";
import { SectionHeading } from "~/components/section-heading";
import { galleriaIntro, galleriaMeta, interiorsGallery, treatmentGallery } from "~/model/galleria";
import { pageMeta } from "~/model/meta";
import type { Route } from "./+types/galleria";

export const meta: Route.MetaFunction = () => pageMeta(galleriaMeta);

export default function Galleria() {
  return (
    <>
      <PageHeading title={galleriaIntro.title} lead={galleriaIntro.lead} />
      <GallerySection id="galleria-trattamenti" gallery={treatmentGallery}>
        <div className="mt-10">
          <ButtonLink title={treatmentGallery.link.title} to={treatmentGallery.link.to} />
        </div>
      </GallerySection>
      <Divider />
      <GallerySection id="galleria-centro" gallery={interiorsGallery} />
      {/* Once for both carousels. */}
      <CarouselScript />
    </>
  );
}

interface GallerySectionProps {
  id: string;
  gallery: typeof treatmentGallery | typeof interiorsGallery;
  children?: React.ReactNode;
}

function GallerySection({ id, gallery, children }: GallerySectionProps) {
  return (
    <section aria-labelledby={id} className="site-container py-16">
      <SectionHeading id={id} title={gallery.heading} lead={gallery.lead} />
      <div className="mt-10">
        <Carousel label={gallery.carouselLabel}>
          {gallery.items.map((item) => (
            <GalleryCard key={item.title} {...item} />
          ))}
        </Carousel>
      </div>
      {children}
    </section>
  );
}
