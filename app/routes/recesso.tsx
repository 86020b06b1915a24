import { Mail } from "lucide-react";
import type { MetaFunction } from "react-router";
import withdrawalFormScript from "virtual:island/withdrawal-form";
import { Island } from "~/islands/island";
import { LinkedText } from "~/components/linked-text";
import { PageHeading } from "~/components/page-heading";
import { WithdrawalForm, withdrawalFormIsland } from "~/features/vouchers/withdrawal-form";
import { pageMeta } from "~/model/meta";
import {
  recessoCopy as copy,
  recessoIntro,
  recessoMeta,
  withdrawalFormProps,
} from "~/features/vouchers/model";
import type { PageHandle } from "~/lib/page-scripts";

// The online withdrawal from a gift voucher (art. 54-bis Codice del consumo): static HTML, but
// for the form, which hydrates alone (app/islands/withdrawal-form.tsx). Built only while vouchers
// are offered (app/model/pages.ts), so its route types (./+types/…) may not exist: the meta
// function has React Router's own type.
export const handle = { island: true } satisfies PageHandle;

export const meta: MetaFunction = () => pageMeta(recessoMeta);

export default function Recesso() {
  return (
    <>
      <PageHeading title={recessoIntro.title} lead={recessoIntro.lead} />
      {/* From lg the form beside the two short sections; on a phone, the form after how it works. */}
      <div className="site-container grid items-start gap-8 py-14 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <section aria-labelledby="come-funziona" className={cardClass}>
          <h2 id="come-funziona" className="font-display text-3xl font-semibold">
            {copy.howHeading}
          </h2>
          {copy.how.map((paragraph, index) => (
            <p key={index} className="mt-3">
              <LinkedText text={paragraph} />
            </p>
          ))}
        </section>
        <section
          aria-labelledby="dichiarazione"
          className={`${cardClass} lg:col-span-2 lg:row-span-2`}
        >
          <h2 id="dichiarazione" className="font-display text-3xl font-semibold">
            {copy.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-muted">{copy.formIntro}</p>
          <Island id={withdrawalFormIsland} src={withdrawalFormScript} props={withdrawalFormProps}>
            <WithdrawalForm {...withdrawalFormProps} />
          </Island>
        </section>
        <section aria-labelledby="altri-modi" className={cardClass}>
          <h2 id="altri-modi" className="font-display text-3xl font-semibold">
            {copy.otherHeading}
          </h2>
          <p className="mt-3">
            <LinkedText text={copy.other} />
          </p>
          <p className="mt-5">
            <a
              href={withdrawalFormProps.mail.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-rose px-4 py-2 text-sm font-semibold text-rose-dark transition-colors hover:bg-blush"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {withdrawalFormProps.mail.label}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}

const cardClass = "rounded-3xl bg-white p-6 shadow-sm md:p-8";
