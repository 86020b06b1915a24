// The gift vouchers sold at a distance, from the real content: the terms say the
// withdrawal right before the owner's own, the information names the salon as the law
// does, and the owner's confirmation e-mail carries the same terms, withdrawal and form.
import data from "virtual:content/buoni-regalo";
import { describe, expect, it } from "vitest";
import { formatAddress } from "~/lib/format-address";
import type { LinkedText } from "~/lib/inline-links";
import { absoluteUrl } from "~/lib/site-url";
import { taxNote, taxShort } from "~/lib/tax-status";
import { withdrawalForm, withdrawalFormText } from "./vouchers";
import { footerCopy } from "~/model/layout";
import { paths } from "~/model/pages";
import {
  confirmationEmail,
  printCopy,
  purchaseAnchors,
  purchaseInfo,
  purchaseSummary,
  voucherTerms,
  withdrawalAcknowledgement,
  withdrawalInfo,
} from "./model";
import { salon } from "~/model/salon";

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

  it("says that the online withdrawal exists and where it is (art. 49(1)(h))", () => {
    const withdrawal = purchaseInfo.facts.find((fact) => fact.label === "Recesso")!;
    expect(withdrawal.lines.map(words)).toEqual([
      "14 giorni dal pagamento, senza dirmi il motivo: ti restituisco quello che hai pagato.",
      "Puoi recedere online da Recedi dal contratto qui, un link che trovi anche in fondo a ogni pagina del sito; come recedere per e-mail o per lettera è spiegato in Diritto di recesso.",
    ]);
    expect(withdrawal.lines[1]).toContainEqual({
      text: "Recedi dal contratto qui",
      href: paths.recesso,
    });
    expect(footerCopy.withdrawalLink).toBe("Recedi dal contratto qui");
  });

  it("leads from the withdrawal right to the online withdrawal, under the paragraph that explains it", () => {
    expect(withdrawalInfo.online).toEqual({
      label: "Recedi dal contratto qui",
      href: paths.recesso,
    });
    expect(words(withdrawalInfo.paragraphs.at(-1)!)).toBe(
      "Per recedere prima che i 14 giorni siano passati, il modo più semplice è online: premi «Recedi dal contratto qui», scrivi i tuoi dati e quelli del buono e premi «Conferma recesso». Ti mando per e-mail la conferma di ricevimento. Lo stesso link è in fondo a ogni pagina del sito.",
    );
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
    for (const paragraph of [...withdrawalInfo.paragraphs, ...withdrawalInfo.more])
      expect(body).toContain(words(paragraph));
    expect(body).toContain(withdrawalFormText(withdrawalInfo.form));
  });

  it("gives the online withdrawal's address in full, under the paragraph that explains it", () => {
    expect(body).toContain(
      `«Conferma recesso». Ti mando per e-mail la conferma di ricevimento. Lo stesso link è in fondo a ogni pagina del sito.\n\nRecedi dal contratto qui: ${absoluteUrl(paths.recesso)}\n\n`,
    );
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

describe("the owner's acknowledgement of a withdrawal", () => {
  const { subject, body } = withdrawalAcknowledgement;

  it("confirms the receipt with the withdrawal's text and when it was sent, and the refund", () => {
    expect(subject).toBe(`Ho ricevuto il tuo recesso – ${salon.name}`);
    expect(body).toMatch(/^Ciao \[nome\],\nti confermo che ho ricevuto il tuo recesso/);
    for (const place of [
      "[il giorno e l'ora di invio, per esempio il 27 novembre 2026 alle 10:32]",
      "[il testo del recesso, copiato così come ti è arrivato]",
      "[importo]",
      "[data: al più tardi 14 giorni dopo il giorno in cui il recesso ti è arrivato]",
    ]) {
      expect(body).toContain(place);
    }
    expect(body.endsWith(`\n${salon.owner}\n${salon.name}`)).toBe(true);
  });

  it("is introduced on the owner's page with what the law asks", () => {
    expect(printCopy.withdrawalIntro).toContain("art. 54-bis del Codice del consumo");
    expect(printCopy.withdrawalIntro).toContain("Poi rimborsa entro 14 giorni.");
  });
});
