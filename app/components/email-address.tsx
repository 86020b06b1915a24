import { Fragment } from "react";

/**
 * An e-mail address that wraps, when it must, only where a reader expects:
 * after the "@" and before a dot ("centro.estetico@ | esempio.it"), never in
 * the middle of a word ("inf o@example.com", which `break-all` gives). The
 * breaks are `<wbr>`, so the text, the link's name and a copy stay the address.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
