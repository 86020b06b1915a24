// Whether the salon's prices include VAT (art. 22(4)(c) Codice del consumo,
// art. 7(1)(h) d.lgs. 70/2003): the owner chooses in content/salon.json, and the
// price list, the offers and the gift vouchers say it beside their prices.

/** VAT included, or the flat-rate regime, whose sales carry no VAT. */
export const taxStatuses = ["iva-inclusa", "forfettario"] as const;

export type TaxStatus = (typeof taxStatuses)[number];

/** What the CMS shows for each choice. */
export const taxStatusLabels: Record<TaxStatus, string> = {
  "iva-inclusa": "I prezzi comprendono l'IVA",
  forfettario: "Regime forfettario: i prezzi sono senza IVA",
};

/** The sentence under a list of prices. */
export const taxNote: Record<TaxStatus, string> = {
  "iva-inclusa": "Tutti i prezzi sono in euro, IVA inclusa.",
  forfettario:
    "Tutti i prezzi sono in euro e sono finali: non applico l'IVA perché sono in regime forfettario (art. 1, commi 54–89, legge 190/2014).",
};

/** After one total, as in «70 €, IVA inclusa». */
export const taxShort: Record<TaxStatus, string> = {
  "iva-inclusa": "IVA inclusa",
  forfettario: "senza IVA (regime forfettario)",
};
