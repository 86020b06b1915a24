// Words the carousels say to screen readers and on their buttons.
export const carouselCopy = {
  roleDescription: "carosello",
  slideRoleDescription: "elemento",
  previous: "Elemento precedente",
  next: "Elemento successivo",
  /** "2 di 4": the position a screen reader announces for each slide. */
  position: (index: number, total: number) => `${index} di ${total}`,
} as const;
