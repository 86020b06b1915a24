import { ExternalLink, Gift, Mail, MessageCircle, Phone } from "lucide-react";
import type { MetaFunction } from "react-router";
import voucherFormScript from "virtual:island/voucher-form";
import { Island } from "~/islands/island";
import { LinkedText, inlineLinkClass } from "~/components/linked-text";
import { PageHeading } from "~/components/page-heading";
import { Picture } from "~/components/picture";
import {
  VoucherForm,
  voucherFormAnchor,
  voucherFormIsland,
} from "~/features/vouchers/voucher-form";
import {
  buoniRegaloIntro,
  buoniRegaloMeta,
  freeAmountRange,
  hasRequests,
  purchaseAnchors,
  purchaseInfo,
  purchaseSummary,
  voucherCards,
  voucherFormIntro,
  voucherFormProps,
  voucherPageCopy as copy,
  voucherTerms,
  withdrawalInfo,
  type VoucherCard,
} from "~/features/vouchers/model";
import { newTabNote } from "~/model/contatti";
import { voucherRequestWords } from "~/features/vouchers/request-words";
import { pageMeta } from "~/model/meta";
import { paths } from "~/model/pages";
import { salon } from "~/model/salon";
import { telUrl, whatsAppUrl } from "~/lib/external-links";
import type { PageHandle } from "~/lib/page-scripts";
import { formatPrice } from "~/lib/format-price";
import { freeAmountKey, titleSaysPrice, voucherParam } from "~/features/vouchers/request";

// Built only while the owner offers vouchers (app/model/pages.ts), so its route types
// (./+types/…) may not exist: the meta function is typed by React Router's own type.

/** The request form, when a voucher can be asked for (one has no payment link, or a free amount). */
const hasForm = hasRequests;

// Static HTML, but for the request form, which hydrates alone (app/islands/voucher-form.tsx).
export const handle = { island: hasForm } satisfies PageHandle;

export const meta: MetaFunction = () => pageMeta(buoniRegaloMeta);

/** Where «Richiedi» leads: the form, with the voucher chosen once it has hydrated. */
const requestHref = (key: string) =>
  `${paths.buoniRegalo}?${new URLSearchParams({ [voucherParam]: key })}#${voucherFormAnchor}`;

export default function BuoniRegalo() {
  return (
    <>
      <PageHeading title={buoniRegaloIntro.title} lead={buoniRegaloIntro.lead} />
      <section aria-labelledby="buoni" className="site-container py-14">
        <h2 id="buoni" className="font-display text-4xl font-semibold">
          {copy.optionsHeading}
        </h2>
        {/* Before any «Acquista» or «Richiedi»: the taxes, the validity, the withdrawal. */}
        <p className="mt-3 max-w-3xl text-muted">
          {purchaseSummary.text}{" "}
          <a href={`#${purchaseAnchors.info}`} className={inlineLinkClass}>
            {purchaseSummary.link}
          </a>
        </p>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {voucherCards.map((card) => (
            <li key={card.key}>
              <VoucherOption card={card} />
            </li>
          ))}
        </ul>
        {freeAmountRange && (
          <p className="mt-10 text-lg text-pretty">
            {copy.freeAmount(freeAmountRange)}{" "}
            <a
              href={requestHref(freeAmountKey)}
              className="inline-block py-2 font-semibold text-rose-dark underline underline-offset-4"
            >
              {copy.freeAmountLink}
            </a>
          </p>
        )}
      </section>

      <div className="site-container grid items-start gap-8 pb-16 lg:grid-cols-3">
        <div className="grid gap-8">
          <section
            aria-labelledby="condizioni"
            className="rounded-3xl bg-white p-6 shadow-sm md:p-8"
          >
            <h2 id="condizioni" className="font-display text-3xl font-semibold">
              {voucherTerms.heading}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-rose">
              {voucherTerms.site.map((term, index) => (
                <li key={index}>
                  <LinkedText text={term} />
                </li>
              ))}
              {voucherTerms.items.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="parliamone"
            className="rounded-3xl bg-white p-6 shadow-sm md:p-8"
          >
            <h2 id="parliamone" className="font-display text-3xl font-semibold">
              {copy.otherWaysHeading}
            </h2>
            <p className="mt-2 text-muted">{copy.otherWays}</p>
            <p className="mt-4 flex flex-wrap gap-3">
              <a href={telUrl(salon.mobile)} className={actionClass}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {copy.call} <span className="whitespace-nowrap">{salon.mobile}</span>
              </a>
              {salon.whatsApp && (
                <a
                  href={whatsAppUrl(salon.mobile, voucherRequestWords.general)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={actionClass}
                >
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                  {copy.whatsApp}
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only"> {newTabNote}</span>
                </a>
              )}
            </p>
          </section>
        </div>
        {hasForm && (
          // The anchor of every «Richiedi»: a link lands with the heading below the sticky header.
          <section
            id={voucherFormAnchor}
            aria-labelledby="richiedi"
            className="rounded-3xl bg-white p-6 shadow-sm md:p-8 lg:col-span-2"
          >
            <h2 id="richiedi" className="font-display text-3xl font-semibold">
              {voucherFormIntro.heading}
            </h2>
            <p className="mt-2 mb-6 text-muted">{voucherFormIntro.intro}</p>
            <Island id={voucherFormIsland} src={voucherFormScript} props={voucherFormProps}>
              <VoucherForm {...voucherFormProps} />
            </Island>
          </section>
        )}
      </div>

      {/* What the law asks to say before a purchase at a distance (art. 49 Codice del consumo):
          linked from above the vouchers, and the same as the owner's confirmation e-mail. */}
      <div className="site-container grid items-start gap-8 pb-16 lg:grid-cols-2">
        <section
          id={purchaseAnchors.info}
          aria-labelledby={`${purchaseAnchors.info}-titolo`}
          className="rounded-3xl bg-white p-6 shadow-sm md:p-8"
        >
          <h2 id={`${purchaseAnchors.info}-titolo`} className="font-display text-3xl font-semibold">
            {purchaseInfo.heading}
          </h2>
          <p className="mt-2 text-muted">{purchaseInfo.lead}</p>
          <dl className="mt-4 divide-y divide-blush">
            {purchaseInfo.facts.map((fact) => (
              <div key={fact.label} className="py-3 sm:flex sm:gap-4">
                <dt className="shrink-0 font-semibold sm:w-36">{fact.label}</dt>
                <dd className="wrap-break-word">
                  {fact.lines.map((line, index) => (
                    <span key={index} className="block">
                      <LinkedText text={line} />
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          id={purchaseAnchors.withdrawal}
          aria-labelledby={`${purchaseAnchors.withdrawal}-titolo`}
          className="rounded-3xl bg-white p-6 shadow-sm md:p-8"
        >
          <h2
            id={`${purchaseAnchors.withdrawal}-titolo`}
            className="font-display text-3xl font-semibold"
          >
            {withdrawalInfo.heading}
          </h2>
          {withdrawalInfo.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-3">
              <LinkedText text={paragraph} />
            </p>
          ))}
          {/* The online withdrawal (art. 54-bis Codice del consumo), a button under its paragraph. */}
          <p className="mt-4">
            <a href={withdrawalInfo.online.href} className={buttonClass}>
              {withdrawalInfo.online.label}
            </a>
          </p>
          {withdrawalInfo.more.map((paragraph, index) => (
            <p key={index} className="mt-3">
              <LinkedText text={paragraph} />
            </p>
          ))}
          <section aria-labelledby={purchaseAnchors.form} className="mt-8">
            <h3 id={purchaseAnchors.form} className="font-display text-2xl font-semibold">
              {withdrawalInfo.formHeading}
            </h3>
            <p className="mt-2 text-muted">{withdrawalInfo.formIntro}</p>
            <WithdrawalFormText />
            <p className="mt-5">
              <a href={withdrawalInfo.mail.href} className={actionClass}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {withdrawalInfo.mail.label}
              </a>
            </p>
          </section>
        </section>
      </div>
    </>
  );
}

/** The model withdrawal form as the law writes it, to copy or print. */
function WithdrawalFormText() {
  const { form } = withdrawalInfo;
  return (
    <div className="mt-4 rounded-2xl border border-petal bg-cream p-5 print:break-inside-avoid">
      <p className="font-semibold">{form.title}</p>
      <p className="text-sm">{form.instruction}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-rose">
        {form.lines.map((line) => (
          <li key={line} className="wrap-break-word">
            {line}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{form.footnote}</p>
    </div>
  );
}

/**
 * One voucher: its picture, name and value (a treatment voucher lists its treatments with
 * their prices), and the way to get it: «Acquista» on the owner's payment page, or «Richiedi»
 * with the form. The picture is small beside the name: the page's largest paint stays its
 * text, which comes with the HTML (tests/e2e/page-load.spec.ts), whatever picture she sets, and
 * the picture is fetched at low priority, even in the first screen (docs/decisions/0037).
 */
function VoucherOption({ card }: { card: VoucherCard }) {
  return (
    <article className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        {card.picture ? (
          <Picture
            image={card.picture.image}
            alt={card.picture.alt}
            sizes="7rem"
            minor
            className="aspect-4/3 w-28 shrink-0 rounded-2xl object-cover"
          />
        ) : (
          <div className="grid aspect-4/3 w-28 shrink-0 place-items-center rounded-2xl bg-blush">
            <Gift aria-hidden="true" className="size-10 text-rose" />
          </div>
        )}
        <h3 className="font-display text-2xl font-semibold text-balance">{card.title}</h3>
      </div>
      <div className="flex flex-1 flex-col">
        {card.lines.length > 0 ? (
          <dl className="mt-4 divide-y divide-blush">
            {card.lines.map((line) => (
              <div key={line.name} className="flex justify-between gap-4 py-2">
                <dt>{line.name}</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatPrice(line.price)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-2 font-semibold">
              <dt>{copy.total}</dt>
              <dd className="text-xl whitespace-nowrap text-rose-dark tabular-nums">
                {card.price}
              </dd>
            </div>
          </dl>
        ) : (
          // A title that says its value ("Buono da 50 €") is not followed by it again.
          !titleSaysPrice(card) && (
            <p className="mt-4 text-xl font-semibold text-rose-dark tabular-nums">{card.price}</p>
          )
        )}
        {card.text && <p className="mt-3 text-muted">{card.text}</p>}
        {/* At the foot of every card, so the actions of a row line up. */}
        <div className="mt-auto pt-5">
          {card.paymentUrl ? (
            <a
              href={card.paymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass}
            >
              {copy.buy}
              <span className="sr-only">{` ${card.title} ${newTabNote}`}</span>
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            </a>
          ) : (
            // Without a payment link it is one of the form's vouchers: the form is on the page.
            <a href={requestHref(card.key)} className={buttonClass}>
              {copy.request}
              <span className="sr-only">{` – ${card.title}`}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

const buttonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-rose px-6 py-2 font-semibold text-white transition-colors hover:bg-rose-dark";
const actionClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-rose px-4 py-2 text-sm font-semibold text-rose-dark transition-colors hover:bg-blush";
