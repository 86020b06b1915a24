import type { MetaFunction } from "react-router";
import { LogoWordmark } from "~/components/logo";
import { PageHeading } from "~/components/page-heading";
import {
  confirmationEmail,
  printCopy as copy,
  stampaBuonoMeta,
  voucherCards,
  withdrawalAcknowledgement,
} from "~/features/vouchers/model";
import { pageMeta } from "~/model/meta";
import { paths } from "~/model/pages";
import { salon } from "~/model/salon";
import { formatAddress } from "~/lib/format-address";
import { absoluteUrl } from "~/lib/site-url";
import { treatmentList } from "~/features/vouchers/vouchers";

// The owner's printable voucher: she fills it in and prints it on A6 or A5, landscape, a
// page of its own size (the voucher's styles in app/styles/app.css). No script at all: the
// fields print their values, CSS prints the chosen option alone and sizes the page by the
// format chosen. Nothing is sent or stored, no other site is asked for anything. Not for
// visitors: noindex, no link leads here, not in the sitemap (app/model/pages.ts); she
// bookmarks it (docs/gestire-il-sito.md). Built only while vouchers are offered, so its
// route types (./+types/…) may not exist: the meta function has React Router's own type.
export const meta: MetaFunction = () => pageMeta(stampaBuonoMeta, { indexed: false });

/** "www.example.com/buoni-regalo": an address as it reads on paper. */
const written = (path: string) => absoluteUrl(path).replace(/^https?:\/\//, "");

export default function StampaBuono() {
  return (
    <>
      <div className="print:hidden">
        <PageHeading title={copy.title} lead={copy.lead} />
      </div>
      <div className="site-container py-10 print:contents">
        <section aria-labelledby="come" className="max-w-3xl print:hidden">
          <h2 id="come" className="font-display text-3xl font-semibold">
            {copy.howHeading}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 marker:font-semibold marker:text-rose">
            {copy.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <fieldset className="mt-6">
            <legend className="font-semibold">{copy.format}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {copy.formats.map((format, index) => (
                <label
                  key={format.id}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-petal bg-white px-4 has-checked:border-rose has-checked:bg-blush"
                >
                  <input
                    id={format.id}
                    type="radio"
                    name="formato"
                    defaultChecked={index === 0}
                    className="size-5 accent-rose"
                  />
                  {format.label}
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <article aria-labelledby="buono-regalo" className="voucher mt-10 ml-0">
          <div className="flex items-center justify-between gap-4">
            <LogoWordmark className="voucher-logo" />
            <h2 id="buono-regalo" className="voucher-title">
              {copy.heading}
            </h2>
          </div>

          <p className="flex items-baseline gap-[2mm]">
            <label htmlFor="stampa-per" className="voucher-label">
              {copy.recipient}
            </label>
            <input
              id="stampa-per"
              placeholder={copy.recipientPlaceholder}
              autoComplete="off"
              className="voucher-field voucher-recipient min-w-0 flex-1"
            />
          </p>

          <fieldset className="grid gap-[1.5mm]">
            <legend className="voucher-screen-only mb-[1mm] text-sm font-semibold text-muted">
              {copy.option}
            </legend>
            {voucherCards.map((card, index) => (
              <label key={card.key} className="voucher-option">
                <input type="radio" name="stampa-buono" defaultChecked={index === 0} />
                <span className="font-semibold">
                  {card.title}
                  <span className="block font-normal text-muted">
                    {card.lines.length > 0 ? treatmentList(card.lines) : card.price}
                  </span>
                </span>
              </label>
            ))}
            <div className="voucher-option">
              <input id="stampa-importo-scelto" type="radio" name="stampa-buono" />
              <span className="flex flex-wrap items-baseline gap-[1.5mm]">
                <label htmlFor="stampa-importo-scelto" className="font-semibold">
                  {copy.amountOption}
                </label>
                <input
                  aria-label={copy.amountLabel}
                  inputMode="numeric"
                  autoComplete="off"
                  className="voucher-field w-[20mm] font-semibold"
                />
                <span className="font-semibold">€</span>
              </span>
            </div>
          </fieldset>

          <p>
            <label
              htmlFor="stampa-dedica"
              className="voucher-screen-only text-sm font-semibold text-muted"
            >
              {copy.dedication}
            </label>
            <textarea
              id="stampa-dedica"
              rows={2}
              placeholder={copy.dedicationPlaceholder}
              className="voucher-field block w-full resize-none italic"
            />
          </p>

          <div className="voucher-foot">
            <div className="flex flex-wrap gap-x-[6mm] gap-y-[1mm]">
              <p className="flex items-baseline gap-[1.5mm]">
                <label htmlFor="stampa-codice" className="font-semibold">
                  {copy.code}
                </label>
                <input
                  id="stampa-codice"
                  placeholder={copy.codePlaceholder}
                  autoComplete="off"
                  className="voucher-field w-[32mm]"
                />
              </p>
              <p className="flex flex-wrap items-baseline gap-[1.5mm]">
                <label htmlFor="stampa-scadenza" className="font-semibold">
                  {copy.expiry}
                </label>
                {/* Text, not a date field: a date prints in the browser's own language and order. */}
                <input
                  id="stampa-scadenza"
                  placeholder={copy.expiryPlaceholder}
                  autoComplete="off"
                  aria-describedby="stampa-scadenza-aiuto"
                  className="voucher-field w-[32mm]"
                />
                <span id="stampa-scadenza-aiuto" className="voucher-screen-only text-muted">
                  {copy.validity}
                </span>
              </p>
            </div>
            <p className="mt-[2mm]">
              {salon.name} · {formatAddress(salon.address)} · {salon.mobile}
            </p>
            <p className="voucher-fine">
              {copy.terms}: {written(paths.buoniRegalo)} · {copy.privacy}: {written(paths.policy)}
            </p>
          </div>
        </article>

        {/* Not on paper: the e-mails she sends, to copy into her mail program. */}
        <EmailToCopy
          id="conferma"
          heading={copy.emailHeading}
          intro={copy.emailIntro}
          email={confirmationEmail}
          rows={20}
        />
        <EmailToCopy
          id="conferma-recesso"
          heading={copy.withdrawalHeading}
          intro={copy.withdrawalIntro}
          email={withdrawalAcknowledgement}
          rows={14}
        />
      </div>
    </>
  );
}

/** An e-mail the owner sends, its subject and text ready to copy; never printed. */
function EmailToCopy({
  id,
  heading,
  intro,
  email,
  rows,
}: {
  id: string;
  heading: string;
  intro: string;
  email: { subject: string; body: string };
  rows: number;
}) {
  return (
    <section aria-labelledby={id} className="mt-12 max-w-3xl print:hidden">
      <h2 id={id} className="font-display text-3xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2">{intro}</p>
      <p className="mt-4">
        <label htmlFor={`${id}-oggetto`} className="font-semibold">
          {copy.emailSubject}
        </label>
        <input
          id={`${id}-oggetto`}
          readOnly
          value={email.subject}
          className="mt-1 block w-full rounded-xl border border-petal bg-white px-3 py-2"
        />
      </p>
      <p className="mt-4">
        <label htmlFor={`${id}-testo`} className="font-semibold">
          {copy.emailBody}
        </label>
        <textarea
          id={`${id}-testo`}
          readOnly
          rows={rows}
          value={email.body}
          className="mt-1 block w-full rounded-xl border border-petal bg-white px-3 py-2 text-sm"
        />
      </p>
    </section>
  );
}
