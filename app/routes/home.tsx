import { ShieldCheck } from "lucide-react";
import { ButtonLink } from "~/components/button-link";
import { ClosureNotice } from "~/features/hours/closure-notice";
import { CardList } from "~/components/card-list";
import { Carousel, CarouselScript } from "~/components/carousel";
import { FeatureCard } from "~/components/feature-card";
import { NotFound } from "~/components/not-found";
import { OffersSection } from "~/features/offers/offers";
import { Picture } from "~/components/picture";
import { SectionHeading } from "~/components/section-heading";
import { Testimonials } from "~/components/testimonials";
import { TimelineText } from "~/components/timeline-text";
import { TreatmentCard } from "~/components/treatment-card";
import { homeClosureText } from "~/features/hours/model";
import {
  hero,
  homeMeta,
  machines,
  ownerBand,
  safety,
  testimonials,
  treatments,
} from "~/model/home";
import { statusTimeline } from "~/features/hours/model";
import { offersHeading, shownOffers } from "~/features/offers/model";
import { pageMeta } from "~/model/meta";
import { pricesTaxNote } from "~/model/salon";
import { salonJsonLd } from "~/model/listing";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(homeMeta),
  { "script:ld+json": salonJsonLd() },
];

export default function Home() {
  return (
    <>
      <div className="site-container">
        <ClosureNotice text={homeClosureText} className="my-4" />
      </div>
      <section className="bg-blush">
        {/* On wide screens the row is at least as tall as the 4:3 artwork (half of
            the 72rem row less its 3rem side padding and 2.5rem gap, plus 10rem of
            top and bottom padding), so the text beside it never moves if the browser
            paints before it has parsed the artwork. */}
        <div className="site-container grid items-center gap-10 py-10 md:min-h-[calc((min(72rem,100vw)-5.5rem)*0.375+10rem)] md:grid-cols-2 md:py-20">
          <div>
            {/* On a phone the header shows only the logo's mark: the name is here. */}
            <p className="font-display text-3xl font-semibold text-rose-dark">{hero.name}</p>
            <p className="mt-1 text-sm font-semibold tracking-widest text-muted uppercase">
              {hero.city}
            </p>
            <h1 className="mt-4 font-display text-4xl font-semibold text-balance md:text-6xl">
              {hero.heading}
            </h1>
            <p className="mt-4 text-lg text-muted">{hero.text}</p>
            {/* Open or closed on the visitor's clock, written by the timeline script
                (nothing without JavaScript): room for two lines, so a long
                reopening fits and nothing moves when it appears. */}
            <p className="mt-4 h-10 overflow-hidden text-sm font-semibold">
              <TimelineText timeline={statusTimeline()} className="data-[index=0]:text-rose-dark" />
            </p>
            {/* One thing to press, and one quiet link: Chiama, WhatsApp and Prenota
                come up in the phone's action bar once the hero has scrolled away. */}
            <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
              <ButtonLink title={hero.contact.title} to={hero.contact.to} />
              <a
                href={hero.cta.to}
                className="inline-block py-2 font-semibold text-rose-dark underline underline-offset-4 hover:text-rose"
              >
                {hero.cta.title}
              </a>
            </div>
          </div>
          {hero.svg ? (
            // Inline: the artwork is in the first response and paints with the text.
            <div
              className="overflow-hidden rounded-3xl"
              dangerouslySetInnerHTML={{ __html: hero.svg }}
            />
          ) : (
            <Picture
              image={hero.image}
              alt={hero.imageAlt}
              sizes="(min-width: 48rem) 50vw, 100vw"
              priority
              className="h-auto w-full rounded-3xl"
            />
          )}
        </div>
      </section>

      {/* Who she will meet: clients book a person. */}
      <section aria-labelledby="chi-ti-accoglie" className="site-container py-10 md:py-14">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-8">
          <div className="shrink-0">
            <Picture
              image={ownerBand.portrait}
              alt={ownerBand.portraitAlt}
              sizes="(min-width: 48rem) 9rem, 7rem"
              className="size-28 rounded-full object-cover object-top md:size-36"
            />
          </div>
          <div className="max-w-2xl">
            <h2
              id="chi-ti-accoglie"
              className="text-sm font-semibold tracking-widest text-muted uppercase"
            >
              {ownerBand.heading}
            </h2>
            <p className="mt-1 font-display text-3xl font-semibold text-rose-dark">
              {ownerBand.name}
            </p>
            <p className="mt-2 text-lg">{ownerBand.text}</p>
            <a
              href={ownerBand.cta.to}
              className="mt-1 inline-block py-2 font-semibold text-rose-dark underline underline-offset-4"
            >
              {ownerBand.cta.title}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="trattamenti" className="site-container py-12 md:py-16">
        <SectionHeading id="trattamenti" title={treatments.heading} lead={treatments.lead} />
        <ul className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-4">
          {treatments.cards.map((card) => (
            <li key={card.title}>
              <TreatmentCard
                {...card}
                sizes="(min-width: 64rem) 25vw, (min-width: 48rem) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
        {/* The cards carry prices: whether they include VAT, once for all. */}
        <p className="mt-4 text-sm text-muted">{pricesTaxNote}</p>
        <ButtonLink title={treatments.cta.title} to={treatments.cta.to} className="mt-6" />
      </section>

      {/* Below the first screen: the home page's first paint stays as it was. */}
      <OffersSection heading={offersHeading} offers={shownOffers} />

      <Testimonials {...testimonials} />

      <section aria-labelledby="macchinari" className="bg-blush py-12 md:py-16">
        <div className="site-container">
          <SectionHeading id="macchinari" title={machines.heading} lead={machines.lead} />
          <div className="mt-10">
            <Carousel label={machines.carouselLabel}>
              {machines.items.map((machine) => (
                <FeatureCard
                  key={machine.title}
                  {...machine}
                  sizes="(min-width: 64rem) 30vw, (min-width: 43.75rem) 45vw, 90vw"
                  className="w-9/10"
                />
              ))}
            </Carousel>
            <CarouselScript />
          </div>
          <ButtonLink title={machines.cta.title} to={machines.cta.to} className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="igiene" className="site-container py-12 md:py-16">
        <SectionHeading id="igiene" title={safety.heading} lead={safety.lead} />
        <CardList items={safety.practices} icon={ShieldCheck} className="mt-10" />
      </section>
    </>
  );
}

// As the spec asks: if the home page fails, visitors see the not-found page.
export function ErrorBoundary() {
  return <NotFound />;
}
