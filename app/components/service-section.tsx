import { salon } from "~/model/salon";
import type { PriceSection } from "~/lib/price-list";
import { TreatmentOffers } from "~/features/offers/offers";
import { PackageValidity } from "~/features/offers/package-terms";
import { PriceItem } from "./price-item";
import { TreatmentNotes } from "./treatment-notes";

/**
 * One section of the price list: an <h2>, its intro, and its lists (under <h3>s when titled),
 * each treatment with the owner's offers on it and its packages' validity: where the price
 * list meets the offers feature (a composition point, eslint.config.js).
 */
export function ServiceSection({ section }: { section: PriceSection }) {
  const headingId = `${section.id}-titolo`;
  return (
    // No scroll margin: the page's scroll padding keeps it clear of the header and the index.
    <section id={section.id} aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="font-display text-4xl font-semibold print:break-after-avoid print:text-2xl"
      >
        {section.title}
      </h2>
      <p className="mt-2 leading-relaxed text-muted md:mt-3 md:text-lg print:mt-1 print:text-sm">
        {section.intro}
      </p>
      <TreatmentNotes notes={section.notes} className="mt-2" />
      {section.note && (
        <p className="mt-5 rounded-2xl bg-blush px-5 py-4 font-semibold">{section.note}</p>
      )}
      {section.groups.map((group, index) => {
        // A titled list is named by its <h3>, so "Donna" and "Uomo" are told apart.
        const listHeadingId = group.title ? `${section.id}-${index}-titolo` : undefined;
        return (
          <div
            key={group.title ?? index}
            className={group.title ? "mt-8 md:mt-10 print:mt-3" : "mt-4 md:mt-6 print:mt-2"}
          >
            {group.title && (
              <h3
                id={listHeadingId}
                className="font-display text-3xl font-semibold text-rose-dark print:break-after-avoid print:text-xl"
              >
                {group.title}
              </h3>
            )}
            <ul aria-labelledby={listHeadingId} className="divide-y divide-petal">
              {group.items.map((item) => (
                <PriceItem
                  key={item.id ?? item.title}
                  item={item}
                  namePrefix={group.namePrefix}
                  salonBookingUrl={salon.bookingUrl}
                  offers={<TreatmentOffers treatmentId={item.id} />}
                  packageValidity={<PackageValidity />}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
