// Words of the home page's treatment cards that are not the owner's content.
export const treatmentCardCopy = {
  /** The card's button to its section of the price list; its title completes it for screen readers. */
  more: "Scopri",
} as const;
