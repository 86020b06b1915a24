import type { PagePath } from "~/model/pages";

interface ButtonLinkProps {
  title: string;
  to: PagePath;
  /** Extra classes, e.g. spacing from the surrounding section. */
  className?: string;
}

/** The site's rounded call-to-action: a link that looks like a button. */
export function ButtonLink({ title, to, className }: ButtonLinkProps) {
  const base =
    "inline-flex min-h-12 items-center justify-center rounded-full bg-rose px-7 py-3 font-semibold tracking-wide text-white shadow-sm transition-colors hover:bg-rose-dark";
  return (
    <a href={to} className={className ? `${base} ${className}` : base}>
      {title}
    </a>
  );
}
