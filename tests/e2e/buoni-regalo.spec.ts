// Gift vouchers: /buoni-regalo from a voucher's card to the request EmailJS
// receives (every request intercepted: nothing leaves the machine) and the same
// request written out for WhatsApp; the page without JavaScript; the owner's
// printable voucher on paper. The vouchers, their prices and terms come from the
// content (content/buoni-regalo.json and the price list); the form's words are code
// (app/features/vouchers/request-words.ts) and stay literal. How a send fails is the contact
// form's own code (app/components/form-parts.tsx), tested in form-faults.spec.ts.
// With vouchers turned off the pages are gone: content-edit.spec.ts.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";
import { mailtoUrl, whatsAppUrl } from "../../app/lib/external-links";
import { formatPrice } from "../../app/lib/format-price";
import { taxNote, taxShort } from "../../app/lib/tax-status";
import { amountRange, titleSaysPrice } from "../../app/features/vouchers/request";
import {
  treatmentList,
  voucherKey,
  voucherValue,
  withdrawalForm,
  withdrawalFormText,
  workingDays,
} from "../../app/features/vouchers/vouchers";
import { escapeRegExp } from "./admin-cms";
import {
  content,
  gotoHydrated,
  offers,
  priceSections,
  salon,
  salonAddress,
  sitePages,
  watchConsole,
} from "./site";

test.skip(
  !offers.vouchers,
  "The owner offers no vouchers: content-edit.spec.ts checks the pages are gone.",
);
test.skip(({ isMobile }) => isMobile, "The vouchers behave the same at every width.");

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const sendFormUrl = "https://api.emailjs.com/api/v1.0/email/send-form";

const vouchers = content["buoni-regalo"];

/** "12 mesi", from the content. */
const validity = `${vouchers.validityMonths} ${vouchers.validityMonths === 1 ? "mese" : "mesi"}`;

/** The terms the site writes before the owner's: the validity, the withdrawal, a treatment it cannot give. */
const siteTerms = [
  `Il buono vale ${validity} dalla data in cui lo emetto: la scadenza è scritta sul buono.`,
  "Hai 14 giorni dal pagamento per recedere dall'acquisto e riavere quello che hai pagato: come fare è spiegato in Diritto di recesso.",
  ...(vouchers.options.some((option) => option.type === "treatments")
    ? [
        "Se un trattamento di un buono non è più nel mio listino, o non è adatto a chi riceve il buono (per esempio per una controindicazione), il buono vale per altri trattamenti dello stesso valore.",
      ]
    : []),
];

/** The model withdrawal form, addressed to the salon as the content names it. */
const modelForm = withdrawalForm({
  legalName: salon.legalName,
  address: salonAddress,
  email: salon.email,
});

/** Each voucher as its card shows it: the treatments' prices added up, by the app's own rule (unit-tested). */
const cards = vouchers.options.map((option) => {
  const { lines, value } = voucherValue(option, priceSections);
  return {
    option,
    key: voucherKey(option.title),
    lines,
    price: formatPrice(value),
    words: lines.length > 0 ? `${option.title} (${treatmentList(lines)})` : option.title,
  };
});

/** The voucher the journey asks for: one of treatments if there is one, asked for with the form. */
const requestable = cards.filter((card) => !card.option.paymentUrl);
const chosen = requestable.find((card) => card.option.type === "treatments") ?? requestable[0];

async function interceptEmailJs(page: Page) {
  const sent: Record<string, string>[] = [];
  await page.route("https://api.emailjs.com/**", async (route: Route) => {
    const request = route.request();
    const contentType = (await request.headerValue("content-type")) ?? "";
    const body = new Uint8Array(request.postDataBuffer() ?? []);
    const data = await new Response(body, { headers: { "content-type": contentType } }).formData();
    expect(request.url()).toBe(sendFormUrl);
    sent.push(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)])));
    await route.fulfill({
      status: 200,
      body: "OK",
      headers: { "access-control-allow-origin": "*" },
    });
  });
  return sent;
}

function card(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Scegli il buono", exact: true })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
}

test("every voucher with its value, and «Acquista» on its payment page or «Richiedi» into the form", async ({
  page,
}) => {
  await gotoHydrated(page, "/buoni-regalo");
  for (const { option, key, lines, price } of cards) {
    const shown = card(page, option.title);
    await expect(shown).toHaveCount(1);
    for (const line of lines) {
      await expect(shown.getByRole("term").filter({ hasText: line.name })).toHaveCount(1);
      await expect(shown).toContainText(formatPrice(line.price));
    }
    await expect(shown).toContainText(price);
    // Its picture, small beside the name, waits behind the text even in the first screen (0037).
    for (const picture of await shown.locator("img").all()) {
      await expect(picture).toHaveAttribute("fetchpriority", "low");
    }
    if (option.paymentUrl) {
      const buy = shown.getByRole("link", { name: /^Acquista / });
      await expect(buy).toHaveAttribute("href", option.paymentUrl);
      await expect(buy).toHaveAttribute("target", "_blank");
    } else {
      await expect(
        shown.getByRole("link", { name: `Richiedi questo buono – ${option.title}`, exact: true }),
      ).toHaveAttribute("href", `/buoni-regalo?buono=${key}#richiesta`);
    }
  }
  const terms = page.getByRole("region", { name: "Condizioni", exact: true }).getByRole("listitem");
  await expect(terms).toHaveText([...siteTerms, ...vouchers.terms]);
});

test("before a purchase: the prices' taxes, who sells, how to pay and receive it, the validity, the withdrawal right and its model form", async ({
  page,
}) => {
  await page.goto("/buoni-regalo");
  // Above the vouchers, so before every «Acquista» and «Richiedi».
  const options = page.getByRole("region", { name: "Scegli il buono", exact: true });
  const summary = options.getByText(taxNote[salon.taxStatus]);
  await expect(summary).toHaveText(
    `${taxNote[salon.taxStatus]} Ogni buono vale ${validity} e, dopo il pagamento, hai 14 giorni per ripensarci. Tutte le informazioni prima di acquistare`,
  );
  const summaryBox = (await summary.boundingBox())!;
  const firstCard = (await options.getByRole("listitem").first().boundingBox())!;
  expect(summaryBox.y).toBeLessThan(firstCard.y);

  const info = page.getByRole("region", { name: "Prima di acquistare", exact: true });
  await summary.getByRole("link", { name: "Tutte le informazioni prima di acquistare" }).click();
  await expect(page).toHaveURL(/#prima-di-acquistare$/);
  await expect(info.getByRole("heading", { level: 2 })).toBeInViewport();

  const facts = info.locator("dl > div");
  await expect(facts.locator("dt")).toHaveText([
    "Chi vende",
    "Che cosa compri",
    "Prezzo",
    "Pagamento",
    "Consegna",
    "Validità",
    "Recesso",
  ]);
  const factText = (label: string) =>
    facts.filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(factText("Chi vende").locator("span")).toHaveText([
    salon.legalName,
    salonAddress,
    `P.IVA ${salon.vatNumber}${salon.rea ? ` · REA ${salon.rea}` : ""}`,
    salon.email,
    salon.mobile,
  ]);
  await expect(factText("Chi vende").getByRole("link", { name: salon.email })).toHaveAttribute(
    "href",
    `mailto:${salon.email}`,
  );
  await expect(factText("Prezzo")).toContainText(`, ${taxShort[salon.taxStatus]}.`);
  await expect(factText("Consegna")).toContainText(
    `Lo preparo entro ${workingDays(vouchers.deliveryDays)} dal pagamento`,
  );
  await expect(factText("Validità")).toHaveText(`${validity} dalla data in cui lo emetto.`);

  const withdrawal = page.getByRole("region", { name: "Diritto di recesso", exact: true });
  await expect(withdrawal.getByRole("paragraph").first()).toHaveText(
    "Hai 14 giorni per recedere dall'acquisto di un buono, senza dirmi il motivo e senza alcun costo. I 14 giorni partono dal giorno in cui il contratto è concluso, cioè dal giorno in cui paghi il buono.",
  );
  await expect(withdrawal).toContainText(
    `per e-mail a ${salon.email} o per lettera a questo indirizzo: ${salon.legalName}, ${salonAddress}. Puoi usare il modulo di recesso qui sotto, ma non è obbligatorio.`,
  );
  await expect(withdrawal).toContainText(
    "Se usi il buono prima che i 14 giorni siano passati, puoi recedere lo stesso per la parte che non hai usato: ti rimborso quello che hai pagato meno il valore dei trattamenti già fatti.",
  );

  const form = withdrawal.getByRole("region", { name: "Modulo di recesso", exact: true });
  await expect(form.getByText(modelForm.title, { exact: true })).toBeVisible();
  await expect(form.getByText(modelForm.instruction, { exact: true })).toBeVisible();
  await expect(form.getByRole("listitem")).toHaveText([...modelForm.lines]);
  await expect(form.getByRole("listitem").first()).toHaveText(
    `Destinatario: ${salon.legalName}, ${salonAddress}, ${salon.email}`,
  );
  await expect(form.getByText(modelForm.footnote, { exact: true })).toBeVisible();
  await expect(
    form.getByRole("link", { name: "Scrivi l'e-mail con il modulo", exact: true }),
  ).toHaveAttribute(
    "href",
    mailtoUrl(salon.email, {
      subject: "Recesso dall'acquisto di un buono regalo",
      body: withdrawalFormText(modelForm),
    }),
  );

  // The terms: the withdrawal right before anything says the voucher is not money.
  const terms = await page
    .getByRole("region", { name: "Condizioni", exact: true })
    .getByRole("listitem")
    .allTextContents();
  const recesso = terms.indexOf(siteTerms[1]!);
  expect(recesso).toBeGreaterThan(-1);
  const cash = terms.findIndex((term) => /non si converte in denaro/i.test(term));
  if (cash !== -1) expect(recesso).toBeLessThan(cash);
  await page
    .getByRole("region", { name: "Condizioni", exact: true })
    .getByRole("link", { name: "Diritto di recesso", exact: true })
    .click();
  await expect(page).toHaveURL(/#diritto-di-recesso$/);
  await expect(withdrawal.getByRole("heading", { level: 2 })).toBeInViewport();
});

test("a voucher request: chosen on its card, checked, sent to EmailJS with its fields, and the same request in WhatsApp", async ({
  page,
}) => {
  test.skip(!chosen, "Every voucher has a payment link: there is no request form.");
  const problems = watchConsole(page);
  const sent = await interceptEmailJs(page);
  await gotoHydrated(page, "/buoni-regalo");
  await card(page, chosen!.option.title)
    .getByRole("link", { name: `Richiedi questo buono – ${chosen!.option.title}` })
    .click();
  await expect(page).toHaveURL(`/buoni-regalo?buono=${chosen!.key}#richiesta`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  // Cards rather than a select, so no name is ever cut on a narrow phone.
  const voucher = page.getByRole("radiogroup", { name: "Il buono", exact: true });
  const voucherCard = (name: string) =>
    voucher.getByRole("radio", { name: new RegExp(`^${escapeRegExp(name)}`) });
  const recipient = page.getByRole("textbox", { name: "Per chi è il buono", exact: true });
  const dedication = page.getByRole("textbox", { name: "Dedica (facoltativa)", exact: true });
  const submit = page.getByRole("button", { name: "Invia la richiesta", exact: true });
  await expect(voucherCard(chosen!.option.title)).toBeChecked();
  await expect(voucherCard(chosen!.option.title)).toHaveAccessibleName(
    titleSaysPrice({ title: chosen!.option.title, price: chosen!.price })
      ? chosen!.option.title
      : `${chosen!.option.title} ${chosen!.price}`,
  );

  // Sent empty: each field to fill says so, the first takes the focus, nothing is sent.
  await submit.click();
  await expect(recipient).toBeFocused();
  await expect(recipient).toHaveAccessibleDescription(
    "Campo obbligatorio Il nome da scrivere sul buono.",
  );
  await expect(
    page.getByRole("radiogroup", { name: "Come vuoi riceverlo" }),
  ).toHaveAccessibleDescription("Scegli come vuoi ricevere il buono");
  const axe = await new AxeBuilder({ page }).include("#richiesta").withTags(wcagTags).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // An amount of the visitor's choosing, outside the owner's limits, is refused.
  if (vouchers.freeAmount) {
    const range = amountRange(vouchers.freeAmount);
    await voucherCard("Un importo a tua scelta").check();
    await expect(voucherCard("Un importo a tua scelta")).toHaveAccessibleName(
      `Un importo a tua scelta ${range}`,
    );
    const amount = page.getByRole("textbox", { name: "Importo (€)", exact: true });
    await amount.fill(String(vouchers.freeAmount.max + 1));
    await submit.click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(
      `Scrivi un importo intero ${range}. In euro, senza decimali, ${range}.`,
    );
    await voucherCard(chosen!.option.title).check();
    await expect(amount).toHaveCount(0);
  }

  await recipient.fill("Maria Bianchi");
  await dedication.fill("Buon compleanno! 🌸");
  await page.getByRole("radio", { name: /^Per e-mail, da stampare/ }).check();
  await page.getByRole("textbox", { name: "Il tuo nome", exact: true }).fill("Giulia");
  await page.getByRole("textbox", { name: "Il tuo cognome", exact: true }).fill("Rossi");
  await page
    .getByRole("textbox", { name: "La tua e-mail", exact: true })
    .fill("giulia@example.com");
  await page
    .getByRole("textbox", { name: "Conferma la tua e-mail", exact: true })
    .fill("giulia@example.com");
  await page.getByRole("checkbox", { name: /^Ho letto l'informativa privacy/ }).check();

  const request = [
    `Ciao, vorrei un buono regalo: ${chosen!.words}, ${chosen!.price}.`,
    "Per: Maria Bianchi",
    "Dedica: Buon compleanno! 🌸",
    "Come riceverlo: per e-mail, da stampare",
    "Da parte di: Giulia Rossi",
  ].join("\n");
  const whatsApp = page.getByRole("link", { name: /^Oppure invia la richiesta su WhatsApp/ });
  if (salon.whatsApp) {
    await expect(whatsApp).toHaveAttribute("href", whatsAppUrl(salon.mobile, request));
    await expect(whatsApp).toHaveAttribute("target", "_blank");
  } else {
    await expect(whatsApp).toHaveCount(0);
  }
  expect(sent).toEqual([]);

  await submit.click();
  await expect(page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem")).toHaveText([
    "Richiesta inviata",
  ]);
  await expect(
    page.getByText(
      "Grazie, la tua richiesta è arrivata. Ti scrivo appena posso per il pagamento e la consegna del buono.",
    ),
  ).toBeFocused();
  expect(sent).toEqual([
    {
      voucher: chosen!.words,
      voucher_value: chosen!.price,
      // Sent as a form sends it: each line ends with CR LF.
      message: request.replaceAll("\n", "\r\n"),
      voucher_recipient: "Maria Bianchi",
      voucher_dedication: "Buon compleanno! 🌸",
      voucher_delivery: "per e-mail, da stampare",
      user_name: "Giulia",
      user_last_name: "Rossi",
      user_email: "giulia@example.com",
      user_email_confirm: "giulia@example.com",
      contact_extra: "",
      privacy_consent: "sì",
      lib_version: "4.4.1",
      service_id: "service_e2e",
      template_id: "template_e2e",
      user_id: "public_key_e2e",
    },
  ]);
  // Sent: the form is empty again, ready for another.
  await expect(voucher.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(recipient).toHaveValue("");
  await expect(dedication).toHaveValue("");
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the vouchers and their prices, the terms, the phone and WhatsApp", async ({ page }) => {
    await page.goto("/buoni-regalo");
    for (const { option, price } of cards)
      await expect(card(page, option.title)).toContainText(price);
    await expect(page.getByRole("region", { name: "Condizioni", exact: true })).toContainText(
      vouchers.terms[0]!,
    );
    const talk = page.getByRole("region", { name: "Preferisci parlarne?", exact: true });
    await expect(talk.getByRole("link", { name: `Chiama ${salon.mobile}` })).toBeVisible();
    if (salon.whatsApp) {
      await expect(talk.getByRole("link", { name: /^Scrivimi su WhatsApp/ })).toHaveAttribute(
        "href",
        whatsAppUrl(salon.mobile, "Ciao, vorrei un buono regalo."),
      );
    }
    // Playwright turns scripts off without the parser knowing, so <noscript> stays
    // unrendered: read it from the document (as no-javascript.spec.ts does).
    if (chosen) {
      // At the form's top; the dedication's limit, not a counter that never moves.
      await expect(
        page.getByRole("textbox", { name: "Dedica (facoltativa)", exact: true }),
      ).toHaveAccessibleDescription("Al massimo 200 caratteri");
      expect(
        await page
          .locator("#richiesta form > noscript:first-child")
          .evaluate((node) => node.textContent),
      ).toContain(
        "Per inviare il modulo serve JavaScript, che nel tuo browser è disattivato. Puoi chiedermi il buono anche per telefono, al numero che trovi in questa pagina.",
      );
    }
  });
});

test("the printable voucher: not indexed, linked from nowhere, printed alone on A6 or A5 with what was written", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/stampa-buono")).text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(html).not.toContain('rel="canonical"');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("stampa-buono");
  for (const { path } of sitePages) {
    expect(await (await request.get(path)).text(), path).not.toContain("stampa-buono");
  }

  const problems = watchConsole(page);
  await page.goto("/stampa-buono");
  const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Not on paper: the confirmation e-mail she sends once a voucher is paid, with her facts,
  // the terms, the withdrawal right and the model form (art. 51(7) Codice del consumo).
  const confirmation = page.getByRole("region", { name: "L'e-mail di conferma", exact: true });
  await expect(confirmation.getByRole("textbox", { name: "Oggetto", exact: true })).toHaveValue(
    `Il tuo buono regalo – ${salon.name}`,
  );
  const body = await confirmation.getByRole("textbox", { name: "Testo", exact: true }).inputValue();
  expect(body).toMatch(/^Ciao \[nome\],\n/);
  for (const place of ["[codice]", "[valore]", "[scadenza]", "[nome di chi lo riceve]"]) {
    expect(body).toContain(place);
  }
  expect(body).toContain(`Valore: [valore], ${taxShort[salon.taxStatus]}`);
  const allTerms = [
    ...siteTerms.map((term) => term.replace("in Diritto di recesso", "in «Diritto di recesso»")),
    ...vouchers.terms,
  ];
  expect(body).toContain(`CONDIZIONI\n${allTerms.map((term) => `– ${term}`).join("\n")}\n`);
  expect(body).toContain(`\n${withdrawalFormText(modelForm)}\n`);
  expect(body).toContain(
    `CHI VENDE\n${salon.legalName}\n${salonAddress}\nP.IVA ${salon.vatNumber}${salon.rea ? ` · REA ${salon.rea}` : ""}\n${salon.email}\n${salon.mobile}\n`,
  );

  // From here on nothing is asked of any site: not even of this one.
  const requests: string[] = [];
  page.on("request", (sent) => requests.push(sent.url()));
  const [first, second] = cards;
  await page.getByRole("textbox", { name: "Per", exact: true }).fill("Maria Bianchi");
  const printed = second ?? first!;
  await page
    .getByRole("radio", { name: new RegExp(`^${escapeRegExp(printed.option.title)}`) })
    .check();
  await page.getByRole("textbox", { name: "Dedica", exact: true }).fill("Buon compleanno!");
  await page.getByRole("textbox", { name: "Codice", exact: true }).fill("2026-014");
  await page.getByRole("textbox", { name: "Valido fino al", exact: true }).fill("26/11/2027");

  const pdfPages = async () => {
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
      "latin1",
    );
    return [...pdf.matchAll(/\/MediaBox\s*\[([^\]]*)\]/g)].map((box) =>
      box[1]!
        .trim()
        .split(/\s+/)
        .map((number) => Math.round(Number(number))),
    );
  };
  // A6 landscape is 148 × 105 mm (420 × 298 points), A5 210 × 148 mm (595 × 420): one page each.
  expect(await pdfPages()).toEqual([[0, 0, 420, 298]]);
  await page.getByRole("radio", { name: /^A5/ }).check();
  expect(await pdfPages()).toEqual([[0, 0, 595, 420]]);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  const voucher = page.getByRole("article", { name: "Buono regalo" });
  await expect(voucher).toBeVisible();
  await expect(voucher.getByRole("textbox", { name: "Per", exact: true })).toHaveValue(
    "Maria Bianchi",
  );
  const option = (title: string) => voucher.locator("label").filter({ hasText: title });
  await expect(option(printed.option.title)).toBeVisible();
  for (const other of cards.filter((card) => card !== printed)) {
    await expect(option(other.option.title)).toBeHidden();
  }
  await expect(confirmation).toBeHidden();
  await expect(voucher).toContainText(`${salon.name} · `);
  await expect(voucher).toContainText("www.example.com/buoni-regalo");
  await expect(voucher).toContainText("www.example.com/policy");
  expect(requests).toEqual([]);
  expect(problems).toEqual([]);
});
