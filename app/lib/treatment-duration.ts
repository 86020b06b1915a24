// How long a treatment takes, as the price list shows it: a tag beside the price
// ("60 min") rather than a sentence at the end of the description. The content
// has no duration field: the owner ends each description with "Circa 60 minuti."
// (content/servizi.json), so the tag is read from that last sentence. Anything
// else is left alone: a description this does not recognise is shown whole, with
// no tag, exactly as written.

/** A description split into its text and, when it ends with one, the treatment's length. */
export interface SplitDescription {
  /** The description without its closing "Circa N minuti." (the whole of it when there is none). */
  text: string;
  /** Minutes, from the closing sentence. */
  minutes?: number;
}

// "Circa 60 minuti." as the last sentence: "circa" in any case, "minuti" or "min",
// the full stop optional. Only whole minutes from 1 to 999.
const closingDuration = /(?:^|(?<=[.!?…])\s+)circa\s+(\d{1,3})\s*(?:minuti|min)\.?\s*$/iu;

export function splitDuration(description: string): SplitDescription {
  const match = closingDuration.exec(description);
  const minutes = Number(match?.[1]);
  if (!match || !(minutes > 0)) return { text: description };
  const text = description.slice(0, match.index).trimEnd();
  // A description that was nothing but its length keeps it as text: better than an empty line.
  if (!text) return { text: description };
  return { text, minutes };
}

/** The tag's words: "60 min". */
export function durationTag(minutes: number): string {
  return `${minutes} min`;
}

/** For `<time dateTime>`: an ISO 8601 duration, "PT60M". */
export function isoDuration(minutes: number): string {
  return `PT${minutes}M`;
}
