// The privacy notice as the page shows it, from the real content: whatever the
// owner writes, the salon's e-mail and phone become links and no placeholder
// is left on the page.
import data from "virtual:content/policy";
import vouchers from "virtual:content/buoni-regalo";
import { describe, expect, it } from "vitest";
import { formatAddress } from "~/lib/format-address";
import { knownPlaceholders } from "~/lib/placeholders";
import {
  applies,
  conditionsOf,
  voucherPolicyFacts,
  type PolicyCondition,
  type VoucherPolicyFacts,
} from "~/lib/policy-conditions";
import { toInternationalPhone } from "~/lib/salon-facts";
import { lastUpdated, policyIntro, policySections, policySectionsFor } from "./policy";
import { salon } from "./salon";
import type { Policy, Salon } from "./schema";

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
    const conditions = conditionsOf({ ...salon, vouchers: voucherPolicyFacts(vouchers) });
    data.sections.forEach((section, s) =>
      section.blocks
        .filter((block) => block.type === "controller" || applies(block, conditions))
        .forEach((block, b) => {
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
        { label: "Titolare", value: salon.owner },
        { label: "Impresa", value: `${salon.legalName} (${salon.name})` },
        { label: "Sede", value: formatAddress(salon.address) },
        { label: "P.IVA", value: salon.vatNumber },
        ...(salon.rea ? [{ label: "REA", value: salon.rea }] : []),
        { label: "E-mail", value: emailLink },
        { label: "Cellulare", value: phoneLink },
      ],
    });
  });

  it("gives the REA number only when the business has one", () => {
    const facts = (rea?: string) =>
      policySectionsFor([{ title: "Titolare", blocks: [{ type: "controller" }] }], {
        ...salon,
        rea,
      })[0]!.blocks[0];
    const labels = (block: ReturnType<typeof facts>) =>
      block?.kind === "facts" ? block.facts.map((fact) => fact.label) : [];
    expect(labels(facts("BO-654321"))).toEqual([
      "Titolare",
      "Impresa",
      "Sede",
      "P.IVA",
      "REA",
      "E-mail",
      "Cellulare",
    ]);
    expect(facts("BO-654321")).toMatchObject({
      facts: expect.arrayContaining([{ label: "REA", value: "BO-654321" }]),
    });
    expect(labels(facts(undefined))).not.toContain("REA");
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

describe("the policy's conditional paragraphs", () => {
  const paragraph = (text: string, when?: PolicyCondition) =>
    ({ type: "paragraph", text, ...(when ? { when } : {}) }) as const;
  // Made-up sections: the owner's wording may change freely.
  const sections: Policy["sections"] = [
    {
      title: "Dati raccolti",
      blocks: [
        paragraph("Il modulo chiede nome ed e-mail."),
        paragraph("Se mi scrivi su WhatsApp…", "whatsapp"),
        { type: "list", items: ["Instagram"], when: "social" },
        paragraph("I pulsanti «Prenota»…", "prenotazione-online"),
        paragraph("Il link alle recensioni…", "recensioni"),
        paragraph("Con il modulo dei buoni regalo…", "buoni-regalo"),
        paragraph("Il pulsante WhatsApp del modulo…", "buoni-whatsapp"),
        paragraph("Se compri un buono online…", "pagamento-online"),
        paragraph("Stripe…", "pagamento-stripe"),
        paragraph("SumUp…", "pagamento-sumup"),
        paragraph("PayPal…", "pagamento-paypal"),
      ],
    },
    {
      title: "Destinatari",
      blocks: [
        { type: "controller" },
        paragraph("Ospitato negli Stati Uniti.", "hosting-usa"),
        paragraph("Ospitato nell'UE.", "hosting-ue"),
        paragraph("Posta da un gruppo statunitense.", "posta-usa"),
        paragraph("Posta nell'UE.", "posta-ue"),
      ],
    },
    {
      title: "Minori",
      blocks: [paragraph("Per i buoni regalo servono 18 anni.", "buoni-offerti")],
    },
  ];
  const base: Salon = {
    ...salon,
    whatsApp: true,
    social: [{ name: "Instagram", url: "https://www.instagram.com/esempio/" }],
    bookingUrl: undefined,
    reviewsUrl: undefined,
    hosting: { provider: "netlify" },
    mailProvider: { provider: "gmail" },
  };

  /** The texts shown, a paragraph's words joined, a list's items, the facts as "facts". */
  const shown = (facts: Salon & { vouchers?: VoucherPolicyFacts }) =>
    policySectionsFor(sections, facts).map((section) =>
      section.blocks.map((block) => {
        switch (block.kind) {
          case "paragraph":
            return block.text
              .map((piece) => (typeof piece === "string" ? piece : piece.text))
              .join("");
          case "list":
            return block.items.join(", ");
          case "facts":
            return "facts";
        }
      }),
    );

  it("shows each paragraph whose subject the site has, and always those without a condition", () => {
    expect(shown(base)).toEqual([
      ["Il modulo chiede nome ed e-mail.", "Se mi scrivi su WhatsApp…", "Instagram"],
      ["facts", "Ospitato negli Stati Uniti.", "Posta da un gruppo statunitense."],
      [],
    ]);
  });

  it("leaves out WhatsApp when the salon does not answer there", () => {
    expect(shown({ ...base, whatsApp: false })[0]).toEqual([
      "Il modulo chiede nome ed e-mail.",
      "Instagram",
    ]);
    // The vouchers' form then has no WhatsApp button either.
    const vouchers = voucherPolicyFacts({ offered: true, options: [{}] });
    expect(shown({ ...base, whatsApp: false, vouchers })[0]).toEqual([
      "Il modulo chiede nome ed e-mail.",
      "Instagram",
      "Con il modulo dei buoni regalo…",
    ]);
  });

  it("leaves out the social profiles when there are none", () => {
    expect(shown({ ...base, social: [] })[0]).not.toContain("Instagram");
  });

  it("adds the booking platform and the reviews page when the owner sets them", () => {
    expect(
      shown({
        ...base,
        bookingUrl: "https://prenota.example.com/aurora",
        reviewsUrl: "https://recensioni.example.com/aurora",
      })[0],
    ).toEqual([
      "Il modulo chiede nome ed e-mail.",
      "Se mi scrivi su WhatsApp…",
      "Instagram",
      "I pulsanti «Prenota»…",
      "Il link alle recensioni…",
    ]);
  });

  it("adds the gift vouchers' request and each payment service in use, and nothing while none is offered", () => {
    const offer = (options: { paymentUrl?: string }[], freeAmount?: object) =>
      shown({ ...base, vouchers: voucherPolicyFacts({ offered: true, options, freeAmount }) })[0];
    const common = ["Il modulo chiede nome ed e-mail.", "Se mi scrivi su WhatsApp…", "Instagram"];
    expect(offer([{}])).toEqual([
      ...common,
      "Con il modulo dei buoni regalo…",
      "Il pulsante WhatsApp del modulo…",
    ]);
    expect(offer([{ paymentUrl: "https://buy.stripe.com/abc" }])).toEqual([
      ...common,
      "Se compri un buono online…",
      "Stripe…",
    ]);
    expect(
      offer(
        [{ paymentUrl: "https://pay.sumup.com/b2c/X" }, { paymentUrl: "https://paypal.me/x" }],
        { min: 20, max: 300 },
      ),
    ).toEqual([
      ...common,
      "Con il modulo dei buoni regalo…",
      "Il pulsante WhatsApp del modulo…",
      "Se compri un buono online…",
      "SumUp…",
      "PayPal…",
    ]);
    const off = voucherPolicyFacts({
      offered: false,
      options: [{}, { paymentUrl: "https://buy.stripe.com/abc" }],
    });
    expect(shown({ ...base, vouchers: off })[0]).toEqual(common);
  });

  it("describes a host of her own in the EU instead of a US one", () => {
    const own: Salon = {
      ...base,
      hosting: { provider: "own", company: "Server Esempio S.r.l.", country: "Italia" },
    };
    expect(shown(own)[1]).toEqual([
      "facts",
      "Ospitato nell'UE.",
      "Posta da un gruppo statunitense.",
    ]);
    for (const provider of ["netlify", "vercel", "cloudflare"] as const) {
      expect(shown({ ...base, hosting: { provider } })[1]).toEqual([
        "facts",
        "Ospitato negli Stati Uniti.",
        "Posta da un gruppo statunitense.",
      ]);
    }
  });

  it("names the mailbox's provider with the US safeguard for Google Workspace and Microsoft 365 only", () => {
    const mail = (mailProvider: Salon["mailProvider"]) =>
      shown({ ...base, mailProvider })[1]!.slice(2);
    for (const provider of ["gmail", "outlook"] as const) {
      expect(mail({ provider })).toEqual(["Posta da un gruppo statunitense."]);
    }
    for (const provider of ["aruba"] as const) {
      expect(mail({ provider })).toEqual(["Posta nell'UE."]);
    }
    expect(mail({ provider: "own", company: "Posta Esempio S.p.A.", country: "Italia" })).toEqual([
      "Posta nell'UE.",
    ]);
  });

  it("asks the age of majority for vouchers only while vouchers are offered", () => {
    const minors = (offered: boolean, options: { paymentUrl?: string }[]) =>
      shown({ ...base, vouchers: voucherPolicyFacts({ offered, options }) })[2];
    expect(minors(true, [{}])).toEqual(["Per i buoni regalo servono 18 anni."]);
    expect(minors(true, [{ paymentUrl: "https://buy.stripe.com/abc" }])).toEqual([
      "Per i buoni regalo servono 18 anni.",
    ]);
    expect(minors(false, [{}])).toEqual([]);
  });

  it("keeps the sections and their numbers whatever it leaves out", () => {
    const numbered = policySectionsFor(sections, { ...base, whatsApp: false, social: [] });
    expect(numbered.map((section) => [section.number, section.title])).toEqual([
      [1, "Dati raccolti"],
      [2, "Destinatari"],
      [3, "Minori"],
    ]);
  });
});
