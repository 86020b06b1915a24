import { Fragment } from "react";
import type { LinkedText as Text } from "~/lib/inline-links";

/** A text with its links (the salon's e-mail, a section of a page), as app/lib/inline-links.ts splits it. */
export function LinkedText({ text }: { text: Text }) {
  return text.map((piece, index) => (
    <Fragment key={index}>
      {typeof piece === "string" ? (
        piece
      ) : (
        <a href={piece.href} className={inlineLinkClass}>
          {piece.text}
        </a>
      )}
    </Fragment>
  ));
}

export const inlineLinkClass =
  "font-semibold text-rose-dark underline underline-offset-4 hover:text-rose";
