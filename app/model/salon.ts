// The salon's facts, from content/salon.json (checked at build time against
// app/model/schema.ts). The owner edits them in the CMS at /admin, or in
// the file: docs/gestire-il-sito.md.
import data from "virtual:content/salon";

export const salon = data;
