// The privacy notice as the page shows it, from the real content: whatever the
// owner writes, the salon's e-mail and phone become links and no placeholder
// is left on the page.
import data from "virtual:content/policy";
import { describe, expect, it } from "vitest";
import { formatAddress } from "~/lib/format-address";
import { knownPlaceholders } from "~/lib/placeholders";
import { toInternationalPhone } from "~/lib/salon-facts";
import { lastUpdated, policyIntro, policySections } from "./policy";
import { salon } from "./salon";

const emailLink = { text: salon.email, href: `mailto:${salon.email}` };
const phoneLink = { text: salon.mobile, href: `tel:${toInternationalPhone(salon.mobile)}` };

const hasPlaceholder = (text: string) =>
  knownPlaceholders.some((placeholder) => text.includes(placeholder));

describe("the policy page", () => {
  it("numbers the sections of the content in order", () => {
    expect(policySections.map((section) => [section.number, section.title])).toEqual(
      data.sections.map((section, index) => [index + 1, section.title]),
    );
  });

  it("turns each {email} and {telefono} of a paragraph into a link to the salon", () => {
    data.sections.forEach((section, s) =>
      section.blocks.forEach((block, b) => {
        if (block.type !== "paragraph") return;
        const shown = policySections[s]!.blocks[b]!;
        expect(shown.kind).toBe("paragraph");
        if (shown.kind !== "paragraph") return;
        const links = shown.text.filter((piece) => typeof piece !== "string");
        for (const placeholder of block.text.match(/\{email\}|\{telefono\}/g) ?? []) {
          expect(links).toContainEqual(placeholder === "{email}" ? emailLink : phoneLink);
        }
      }),
    );
  });

  it("leaves no placeholder in any text it shows", () => {
    const texts = [
      policyIntro.title,
      policyIntro.lead,
      policyIntro.text,
      lastUpdated,
      ...policySections.flatMap((section) => [
        section.title,
        ...section.blocks.flatMap((block) => {
          switch (block.kind) {
            case "paragraph":
              return block.text.map((piece) => (typeof piece === "string" ? piece : piece.text));
            case "list":
              return [...block.items];
            case "facts":
              return block.facts.map((fact) =>
                typeof fact.value === "string" ? fact.value : fact.value.text,
              );
          }
        }),
      ]),
    ];
    for (const text of texts) expect(hasPlaceholder(text), text).toBe(false);
  });

  it("names the controller with the salon's facts", () => {
    const controller = policySections
      .flatMap((section) => section.blocks)
      .find((block) => block.kind === "facts");
    if (
      !data.sections.some((section) => section.blocks.some((block) => block.type === "controller"))
    ) {
      expect(controller).toBeUndefined();
      return;
    }
    expect(controller).toEqual({
      kind: "facts",
      facts: [
        { label: "Titolare", value: `${salon.legalOwner} – ${salon.name}` },
        { label: "Sede", value: formatAddress(salon.address) },
        { label: "P.IVA", value: salon.vatNumber },
        { label: "E-mail", value: emailLink },
        { label: "Cellulare", value: phoneLink },
      ],
    });
  });

  it("writes the date of the last update in Italian", () => {
    const [year, month, day] = data.lastUpdated.split("-").map(Number);
    const months = [
      "gennaio",
      "febbraio",
      "marzo",
      "aprile",
      "maggio",
      "giugno",
      "luglio",
      "agosto",
      "settembre",
      "ottobre",
      "novembre",
      "dicembre",
    ];
    expect(lastUpdated).toBe(`Ultimo aggiornamento: ${day} ${months[month! - 1]} ${year}`);
  });
});
