import { describe, expect, it } from "vitest";
import { durationTag, isoDuration, splitDuration } from "./treatment-duration";

describe("splitDuration", () => {
  it("takes a closing 'Circa N minuti.' off the description", () => {
    expect(splitDuration("Detersione, vapore e maschera. Circa 60 minuti.")).toEqual({
      text: "Detersione, vapore e maschera.",
      minutes: 60,
    });
    expect(splitDuration("La peluria sopra il labbro. Circa 5 minuti.")).toEqual({
      text: "La peluria sopra il labbro.",
      minutes: 5,
    });
  });

  it("accepts what an owner may type instead: lower case, 'min', no full stop, extra spaces", () => {
    expect(splitDuration("Entrambe le ascelle. circa 10 min")).toEqual({
      text: "Entrambe le ascelle.",
      minutes: 10,
    });
    expect(splitDuration("Tutto l'addome.  CIRCA 20 minuti.  ")).toEqual({
      text: "Tutto l'addome.",
      minutes: 20,
    });
    expect(splitDuration("Gambe complete! Circa 90minuti.")).toEqual({
      text: "Gambe complete!",
      minutes: 90,
    });
  });

  it("leaves any other description whole, with no tag", () => {
    for (const description of [
      "Rilassante, con oli vegetali.",
      "Il risultato dura fino a 8 settimane.",
      // Not the last sentence.
      "Circa 60 minuti. Poi una crema idratante.",
      // Inside a sentence, not a sentence of its own.
      "Una seduta di circa 60 minuti.",
      // Hours, ranges and zero are not read.
      "Un trattamento lungo. Circa 1 ora.",
      "Dipende dalla zona. Circa 30-40 minuti.",
      "Niente. Circa 0 minuti.",
    ]) {
      expect(splitDuration(description)).toEqual({ text: description });
    }
  });

  it("keeps a description that is nothing but its length", () => {
    expect(splitDuration("Circa 30 minuti.")).toEqual({ text: "Circa 30 minuti." });
  });
});

describe("the tag", () => {
  it("reads '60 min' and carries the ISO duration for machines", () => {
    expect(durationTag(60)).toBe("60 min");
    expect(isoDuration(75)).toBe("PT75M");
  });
});
