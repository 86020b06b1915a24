// The salon's facts, from content/salon.json (checked at build time against
// app/model/schema.ts). The owner edits them in the CMS at /admin, or in
// the file: docs/gestire-il-sito.md.
import data from "virtual:content/salon";
import { taxNote } from "../lib/tax-status";

export const salon = data;

/**
 * Whether the prices include VAT, said once where a visitor reads prices: under
 * Servizi's heading, under the home page's treatments and its offers.
 */
export const pricesTaxNote = taxNote[salon.taxStatus];
