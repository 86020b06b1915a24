import { Mail, MapPin, Smartphone } from "lucide-react";
import { PageHeading } from "~/components/page-heading";
import { contactLabels, contattiIntro } from "~/content/contatti";
import { pageFor, paths } from "~/content/pages";
import { salon } from "~/content/salon";
import { formatAddress } from "~/lib/format-address";
import { toInternationalPhone } from "~/lib/salon-facts";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contatti";

export const meta: Route.MetaFunction = () => seoMeta(pageFor(paths.contatti));

const contactItems = [
  { title: contactLabels.email, details: salon.email, href: `mailto:${salon.email}`, Icon: Mail },
  {
    title: contactLabels.mobile,
    details: salon.mobile,
    href: `tel:${toInternationalPhone(salon.mobile)}`,
    Icon: Smartphone,
  },
  {
    title: contactLabels.address,
    details: formatAddress(salon.address),
    href: undefined,
    Icon: MapPin,
  },
];

export default function Contatti() {
  return (
    <>
      <PageHeading title={contattiIntro.title} lead={contattiIntro.lead} />
      <section aria-labelledby="dove-trovarci" className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="dove-trovarci" className="text-center font-display text-4xl font-semibold">
          {contactLabels.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {contactItems.map(({ title, details, href, Icon }) => (
            <li
              key={title}
              className="flex flex-col items-center gap-2 rounded-3xl bg-white p-6 text-center shadow-sm"
            >
              <Icon aria-hidden="true" className="size-8 text-rose" />
              <h3 className="font-display text-2xl font-semibold">{title}</h3>
              {href ? (
                <a
                  href={href}
                  className="break-all underline underline-offset-4 hover:text-rose-dark"
                >
                  {details}
                </a>
              ) : (
                <p>{details}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
