// The gift vouchers sold at a distance, from the real content: the terms say the
// withdrawal right before the owner's own, the information names the salon as the law
// does, and the owner's confirmation e-mail carries the same terms, withdrawal and form.
import data from "virtual:content/buoni-regalo";
import { describe, expect, it } from "vitest";
import { formatAddress } from "~/lib/format-address";
import type { LinkedText } from "~/lib/inline-links";
import { taxNote, taxShort } from "~/lib/tax-status";
import { withdrawalForm, withdrawalFormText } from "~/lib/vouchers";
import {
  confirmationEmail,
  purchaseAnchors,
  purchaseInfo,
  purchaseSummary,
  voucherTerms,
  withdrawalInfo,
} from "./buoni-regalo";
import { salon } from "./salon";

const words = (text: LinkedText) =>
  text.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");

const months = `${data.validityMonths} ${data.validityMonths === 1 ? "mese" : "mesi"}`;

describe("the vouchers' terms", () => {
  const terms = [...voucherTerms.site.map(words), ...voucherTerms.items];

  it("begin with the site's own: the validity, then the withdrawal right", () => {
    expect(terms[0]).toBe(
      `Il buono vale ${months} dalla data in cui lo emetto: la scadenza è scritta sul buono.`,
    );
    expect(terms[1]).toBe(
      "Hai 14 giorni dal pagamento per recedere dall'acquisto e riavere quello che hai pagato: come fare è spiegato in Diritto di recesso.",
    );
    expect(voucherTerms.site[1]).toContainEqual({
      text: "Diritto di recesso",
      href: `#${purchaseAnchors.withdrawal}`,
    });
  });

  it("say the withdrawal right before any term says a voucher is not turned into money", () => {
    const cash = terms.findIndex((term) =>
      /non si converte in denaro|non è rimborsabile/i.test(term),
    );
    if (cash !== -1) expect(cash).toBeGreaterThan(1);
  });

  it("say what a treatment voucher is worth when a treatment is gone or unsuitable, while one names treatments", () => {
    const rule =
      "Se un trattamento di un buono non è più nel mio listino, o non è adatto a chi riceve il buono (per esempio per una controindicazione), il buono vale per altri trattamenti dello stesso valore.";
    const treatments = data.options.some((option) => option.type === "treatments");
    expect(terms.includes(rule)).toBe(treatments);
  });

  it("end with the owner's, as she wrote them", () => {
    expect(voucherTerms.items).toEqual(data.terms);
  });
});

describe("the information before a purchase", () => {
  it("opens with the prices' taxes, the validity and the withdrawal", () => {
    expect(purchaseSummary.text).toBe(
      `${taxNote[salon.taxStatus]} Ogni buono vale ${months} e, dopo il pagamento, hai 14 giorni per ripensarci.`,
    );
  });

  it("names the seller as the law does: legal name, address, VAT and REA numbers, e-mail, phone", () => {
    const seller = purchaseInfo.facts[0]!;
    expect(seller.label).toBe("Chi vende");
    expect(seller.lines.map(words)).toEqual([
      salon.legalName,
      formatAddress(salon.address),
      `P.IVA ${salon.vatNumber}${salon.rea ? ` · REA ${salon.rea}` : ""}`,
      salon.email,
      salon.mobile,
    ]);
  });

  it("says the price with its taxes, the delivery time and the validity from the content", () => {
    const fact = (label: string) =>
      purchaseInfo.facts
        .find((candidate) => candidate.label === label)!
        .lines.map(words)
        .join();
    expect(fact("Prezzo")).toContain(`, ${taxShort[salon.taxStatus]}.`);
    const days = `${data.deliveryDays} ${data.deliveryDays === 1 ? "giorno lavorativo" : "giorni lavorativi"}`;
    expect(fact("Consegna")).toContain(`entro ${days} dal pagamento`);
    expect(fact("Validità")).toBe(`${months} dalla data in cui lo emetto.`);
  });

  it("offers the model form addressed to the salon, and an e-mail with it ready", () => {
    const form = withdrawalForm({
      legalName: salon.legalName,
      address: formatAddress(salon.address),
      email: salon.email,
    });
    expect(withdrawalInfo.form).toEqual(form);
    expect(withdrawalInfo.mail.href).toBe(
      `mailto:${salon.email}?subject=${encodeURIComponent("Recesso dall'acquisto di un buono regalo")}&body=${encodeURIComponent(withdrawalFormText(form).replaceAll("\n", "\r\n"))}`,
    );
  });
});

describe("the owner's confirmation e-mail", () => {
  const body = confirmationEmail.body;

  it("carries every term, the withdrawal right and the model form", () => {
    for (const term of voucherTerms.items) expect(body).toContain(`– ${term}`);
    // The page's link to its section, in words.
    expect(body).toContain(
      "– Hai 14 giorni dal pagamento per recedere dall'acquisto e riavere quello che hai pagato: come fare è spiegato in «Diritto di recesso».",
    );
    for (const paragraph of withdrawalInfo.paragraphs) expect(body).toContain(words(paragraph));
    expect(body).toContain(withdrawalFormText(withdrawalInfo.form));
  });

  it("names the seller and the value with its taxes, with places for the voucher's own facts", () => {
    expect(body).toContain(
      `CHI VENDE\n${salon.legalName}\n${formatAddress(salon.address)}\nP.IVA ${salon.vatNumber}`,
    );
    expect(body).toContain(`Valore: [valore], ${taxShort[salon.taxStatus]}`);
    for (const place of ["[codice]", "[scadenza]", "[nome di chi lo riceve]"]) {
      expect(body).toContain(place);
    }
  });
});
