// Words the carousels say to screen readers and on their buttons.
// Numbers may be placeholders ("{first}"): the carousels' script, which
// imports nothing, fills them in as the row moves (app/enhance/carousel.ts).
type Figure = number | string;

export const carouselCopy = {
  roleDescription: "carosello",
  slideRoleDescription: "elemento",
  previous: "Elemento precedente",
  next: "Elemento successivo",
  /** "2 di 4": the position a screen reader announces for each slide. */
  position: (index: Figure, total: Figure) => `${index} di ${total}`,
  /** What is in view, under the buttons: "1 di 4", or "1–3 di 4" when several are. */
  shown: (first: Figure, last: Figure, total: Figure) =>
    first === last ? `${first} di ${total}` : `${first}–${last} di ${total}`,
  /** The same, as a screen reader announces it after a move. */
  spoken: (first: Figure, last: Figure, total: Figure) =>
    first === last ? `Elemento ${first} di ${total}` : `Elementi da ${first} a ${last} di ${total}`,
  /** Why "previous" and "next" do nothing at the ends of the row. */
  atStart: "Sei all'inizio, non ci sono elementi prima",
  atEnd: "Sei alla fine, non ci sono altri elementi",
} as const;
