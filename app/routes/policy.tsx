import { Fragment } from "react";
import { PageHeading } from "~/components/page-heading";
import {
  lastUpdated,
  policyIntro,
  policyMeta,
  policySections,
  type PolicyBlock,
  type PolicyLink,
  type PolicyText,
} from "~/model/policy";
import { pageMeta } from "~/model/meta";
import type { Route } from "./+types/policy";

export const meta: Route.MetaFunction = () => pageMeta(policyMeta);

export default function Policy() {
  return (
    <>
      <PageHeading title={policyIntro.title} lead={policyIntro.lead} />
      {/* A measure of about 65 characters, in rem, not ch: ch follows the font,
          so the column would widen when the web font replaces its fallback. */}
      <div className="site-container py-14 text-lg leading-relaxed *:max-w-2xl">
        <p>{policyIntro.text}</p>
        <ol className="mt-12 space-y-12">
          {policySections.map((section) => (
            <li key={section.number}>
              <h2 className="font-display text-3xl leading-tight font-semibold lining-nums md:text-4xl">
                {`${section.number}. ${section.title}`}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </li>
          ))}
        </ol>
        <p className="mt-14 border-t border-petal pt-6 text-base text-muted">{lastUpdated}</p>
      </div>
    </>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="mt-4">
          <Text text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-rose">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="mt-4 space-y-2 rounded-3xl bg-blush p-6">
          {block.facts.map((fact) => (
            <div key={fact.label} className="sm:flex sm:gap-4">
              <dt className="shrink-0 font-semibold sm:w-28">{fact.label}</dt>
              <dd className="wrap-break-word">
                {typeof fact.value === "string" ? fact.value : <InlineLink link={fact.value} />}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

function Text({ text }: { text: PolicyText }) {
  return text.map((piece, index) => (
    <Fragment key={index}>
      {typeof piece === "string" ? piece : <InlineLink link={piece} />}
    </Fragment>
  ));
}

function InlineLink({ link }: { link: PolicyLink }) {
  return (
    <a
      href={link.href}
      className="font-semibold text-rose-dark underline underline-offset-4 hover:text-rose"
    >
      {link.text}
    </a>
  );
}
