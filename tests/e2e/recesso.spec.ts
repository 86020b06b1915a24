// The online withdrawal from a gift voucher (art. 54-bis Codice del consumo): «Recedi dal
// contratto qui» in every page's footer and in /buoni-regalo's «Diritto di recesso» leads to
// /recesso, whose form («Conferma recesso») sends the statement to EmailJS (every request
// intercepted: nothing leaves the machine) and says when it went; when it cannot, the e-mail
// with the model form. The words are code (app/features/vouchers/model.ts, withdrawal-words.ts) and
// stay literal; the salon's facts come from the content. How a send fails in general is the
// forms' shared code, tested in form-faults.spec.ts. With vouchers off the page is gone:
// content-edit.spec.ts.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";
import { mailtoUrl } from "../../app/lib/external-links";
import { withdrawalForm, withdrawalFormText } from "../../app/features/vouchers/vouchers";
import {
  content,
  gotoHydrated,
  offers,
  salon,
  salonAddress,
  watchConsole,
  wcagTags,
  withdrawalHeading,
} from "./site";

test.skip(
  !offers.vouchers,
  "The owner offers no vouchers: content-edit.spec.ts checks the page is gone.",
);
test.skip(({ isMobile }) => isMobile, "The withdrawal behaves the same at every width.");

const sendFormUrl = "https://api.emailjs.com/api/v1.0/email/send-form";

/** The e-mail with the model form, as /buoni-regalo offers it, addressed from the content. */
const modelFormMail = mailtoUrl(salon.email, {
  subject: "Recesso dall'acquisto di un buono regalo",
  body: withdrawalFormText(
    withdrawalForm({ legalName: salon.legalName, address: salonAddress, email: salon.email }),
  ),
});

/** Answers every EmailJS request with `status` and records the fields posted. */
async function interceptEmailJs(page: Page, status = 200) {
  const sent: Record<string, string>[] = [];
  await page.route("https://api.emailjs.com/**", async (route: Route) => {
    const request = route.request();
    const contentType = (await request.headerValue("content-type")) ?? "";
    const body = new Uint8Array(request.postDataBuffer() ?? []);
    const data = await new Response(body, { headers: { "content-type": contentType } }).formData();
    expect(request.url()).toBe(sendFormUrl);
    sent.push(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)])));
    await route.fulfill({
      status,
      body: status === 200 ? "OK" : "Error",
      headers: { "access-control-allow-origin": "*" },
    });
  });
  return sent;
}

function form(page: Page) {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  return {
    name: box("Il tuo nome"),
    lastName: box("Il tuo cognome"),
    voucher: box("Nome o codice del buono"),
    paidOn: page.getByLabel("Giorno del pagamento", { exact: true }),
    email: box("La tua e-mail"),
    emailConfirm: box("Conferma la tua e-mail"),
    note: box("Nota (facoltativa)"),
    submit: page.getByRole("button", { name: "Conferma recesso", exact: true }),
  };
}

const typed = {
  name: "Giulia",
  lastName: "Rossi",
  voucher: "Buono da 50 € – codice 2026-014",
  paidOn: "2026-11-20",
  email: "giulia.rossi@example.com",
  emailConfirm: "giulia.rossi@example.com",
  note: "Preferisco il rimborso con bonifico.",
};

async function fill(page: Page, values = typed) {
  const fields = form(page);
  for (const [field, value] of Object.entries(values)) {
    await fields[field as keyof typeof values].fill(value);
  }
}

test("«Recedi dal contratto qui» leads to the withdrawal from every page's footer and from the withdrawal right", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Recedi dal contratto qui", exact: true })
    .click();
  await expect(page).toHaveURL("/recesso");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withdrawalHeading);

  await page.goto("/buoni-regalo");
  const right = page.getByRole("region", { name: "Diritto di recesso", exact: true });
  await expect(right).toContainText(
    "Per recedere prima che i 14 giorni siano passati, il modo più semplice è online: premi «Recedi dal contratto qui», scrivi i tuoi dati e quelli del buono e premi «Conferma recesso». Ti mando per e-mail la conferma di ricevimento. Lo stesso link è in fondo a ogni pagina del sito.",
  );
  // Before a purchase the information says the function exists and where (art. 49(1)(h)).
  const info = page.getByRole("region", { name: "Prima di acquistare", exact: true });
  await expect(info.locator("dd").last()).toHaveText(
    "14 giorni dal pagamento, senza dirmi il motivo: ti restituisco quello che hai pagato.Puoi recedere online da Recedi dal contratto qui, un link che trovi anche in fondo a ogni pagina del sito; come recedere per e-mail o per lettera è spiegato in Diritto di recesso.",
  );
  await expect(
    info.getByRole("link", { name: "Recedi dal contratto qui", exact: true }),
  ).toHaveAttribute("href", "/recesso");
  // In the section itself, a button under the paragraph that explains it.
  await right.getByRole("link", { name: "Recedi dal contratto qui", exact: true }).click();
  await expect(page).toHaveURL("/recesso");
});

test("the page says how it works, with the withdrawal right on /buoni-regalo and the other ways", async ({
  page,
}) => {
  await page.goto("/recesso");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withdrawalHeading);
  await expect(page.locator("main p").first()).toHaveText(
    "Hai comprato un buono regalo e ci hai ripensato? Entro 14 giorni dal pagamento puoi recedere da qui, senza dirmi il motivo.",
  );
  const how = page.getByRole("region", { name: "Come funziona", exact: true });
  await expect(how.getByRole("paragraph")).toHaveText([
    "Hai 14 giorni dal giorno in cui hai pagato il buono. Scrivi i tuoi dati e quelli del buono e premi «Conferma recesso»: il recesso mi arriva subito, e ti mando per e-mail la conferma di ricevimento.",
    "Ti rimborso quello che hai pagato entro 14 giorni, con lo stesso mezzo di pagamento e senza costi. Tutte le condizioni sono in Diritto di recesso, nella pagina dei buoni regalo.",
    "Può recedere chi ha comprato il buono, non chi lo riceve in regalo.",
  ]);
  await expect(how.getByRole("link", { name: "Diritto di recesso" })).toHaveAttribute(
    "href",
    "/buoni-regalo#diritto-di-recesso",
  );
  const other = page.getByRole("region", { name: "Altri modi per recedere", exact: true });
  await expect(other.getByRole("paragraph").first()).toHaveText(
    `Puoi recedere anche con un'e-mail a ${salon.email} o con una lettera, come spiega Diritto di recesso. Il pulsante qui sotto apre il tuo programma di posta con il modulo di recesso già pronto.`,
  );
  await expect(
    other.getByRole("link", { name: "Scrivi l'e-mail con il modulo", exact: true }),
  ).toHaveAttribute("href", modelFormMail);
});

test("the form asks the name, the voucher, the day paid and the e-mail twice, and stops what it cannot send", async ({
  page,
}) => {
  const sent = await interceptEmailJs(page);
  await gotoHydrated(page, "/recesso");
  const fields = form(page);
  await expect(
    page.getByRole("region", { name: "La tua dichiarazione di recesso", exact: true }),
  ).toContainText(
    "Il nome e il codice del buono li trovi sul buono stesso e nell'e-mail con cui ti ho confermato l'acquisto. Tutti i campi sono obbligatori, tranne la nota.",
  );
  await expect(fields.paidOn).toHaveAttribute("type", "date");
  await expect(
    page.getByRole("group", { name: "Dove ti mando la conferma di ricevimento" }),
  ).toBeVisible();
  await expect(fields.note).toHaveAccessibleDescription(
    "Per esempio, se vuoi il rimborso con un mezzo diverso da quello con cui hai pagato. Al massimo 1.000 caratteri.",
  );
  // No box to tick: what the data are for, and the policy in a new tab.
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^informativa privacy/ })).toHaveAttribute(
    "href",
    "/policy",
  );

  // Sent empty: each field to fill says so, the first takes the focus, nothing is sent.
  await fields.submit.click();
  await expect(fields.name).toBeFocused();
  for (const field of [
    fields.name,
    fields.lastName,
    fields.voucher,
    fields.paidOn,
    fields.email,
    fields.emailConfirm,
  ]) {
    await expect(field).toHaveAccessibleDescription("Campo obbligatorio");
  }
  // The note is optional.
  await expect(fields.note).not.toHaveAttribute("aria-invalid");
  const axe = await new AxeBuilder({ page }).include("main").withTags(wcagTags).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // A payment after today, and addresses that differ.
  await fill(page, { ...typed, paidOn: "2099-01-01", emailConfirm: "giulia.rosi@example.com" });
  await fields.submit.click();
  await expect(fields.paidOn).toBeFocused();
  await expect(fields.paidOn).toHaveAccessibleDescription(
    "Scrivi il giorno in cui hai pagato: oggi o un giorno passato.",
  );
  await expect(fields.emailConfirm).toHaveAccessibleDescription(
    "Scrivi qui lo stesso indirizzo del campo «La tua e-mail».",
  );
  await expect(page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem")).toHaveText([
    "Le email non combaciano",
  ]);
  expect(sent).toEqual([]);
});

test.describe("for a visitor whose clock is in New York", () => {
  // The date and time are Italy's, whatever the visitor's device says.
  test.use({ timezoneId: "America/New_York" });

  test("a withdrawal sent: the statement EmailJS receives, and when it went, on Italy's clock", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // 10:32 in Rome, 4:32 in New York.
    await page.clock.setFixedTime(new Date("2026-11-27T09:32:00Z"));
    const sent = await interceptEmailJs(page);
    await gotoHydrated(page, "/recesso");
    await fill(page);
    await form(page).submit.click();

    await expect(page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem")).toHaveText(
      ["Recesso inviato"],
    );
    await expect(
      page.getByText(
        "Recesso inviato il 27 novembre 2026 alle 10:32 (ora italiana). Appena lo leggo ti mando per e-mail la conferma di ricevimento, con il testo del tuo recesso e la data e l'ora di invio; poi ti rimborso entro 14 giorni.",
        { exact: true },
      ),
    ).toBeFocused();
    const statement = [
      "Recedo dal contratto di acquisto di questo buono regalo.",
      "Buono: Buono da 50 € – codice 2026-014",
      "Pagato il: 20 novembre 2026",
      "Nome e cognome: Giulia Rossi",
      "E-mail per la conferma di ricevimento: giulia.rossi@example.com",
      "Nota: Preferisco il rimborso con bonifico.",
      "Inviato dal sito il 27 novembre 2026 alle 10:32 (ora italiana).",
    ];
    expect(sent).toEqual([
      {
        user_name: "Giulia",
        user_last_name: "Rossi",
        withdrawal_voucher: "Buono da 50 € – codice 2026-014",
        withdrawal_paid_on: "20 novembre 2026",
        user_email: "giulia.rossi@example.com",
        user_email_confirm: "giulia.rossi@example.com",
        withdrawal_note: "Preferisco il rimborso con bonifico.",
        contact_extra: "",
        withdrawal: "Buono da 50 € – codice 2026-014, pagato il 20 novembre 2026",
        // Sent as a form sends it: each line ends with CR LF.
        message: statement.join("\r\n"),
        lib_version: "4.4.1",
        service_id: "service_e2e",
        template_id: "template_e2e",
        user_id: "public_key_e2e",
      },
    ]);
    // Sent: the form is empty again.
    await expect(form(page).voucher).toHaveValue("");
    await expect(form(page).paidOn).toHaveValue("");
    expect(problems).toEqual([]);
  });
});

test("a withdrawal not sent: why, everything typed kept, and the e-mail with the model form", async ({
  page,
}) => {
  const sent = await interceptEmailJs(page, 500);
  await gotoHydrated(page, "/recesso");
  await fill(page);
  await form(page).submit.click();
  await expect(page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem")).toHaveText([
    "Recesso non inviato",
  ]);
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText(
    `Il servizio che invia le e-mail ha un problema temporaneo. Riprova tra qualche minuto.Quello che hai scritto è ancora nel modulo. Puoi anche scrivermi a ${salon.email} o chiamarmi al ${salon.mobile}.Puoi recedere anche per e-mail, con il modulo di recesso: Scrivi l'e-mail con il modulo.`,
  );
  await expect(
    alert.getByRole("link", { name: "Scrivi l'e-mail con il modulo", exact: true }),
  ).toHaveAttribute("href", modelFormMail);
  await expect(form(page).voucher).toHaveValue(typed.voucher);
  await expect(form(page).paidOn).toHaveValue(typed.paidOn);
  expect(sent).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says how to withdraw by e-mail, with the model form", async ({ page }) => {
    await page.goto("/recesso");
    await expect(form(page).submit).toBeDisabled();
    // Playwright turns scripts off without the parser knowing, so <noscript> stays
    // unrendered: read it from the document (as no-javascript.spec.ts does).
    expect(
      await page
        .locator("#recesso-isola form > noscript:first-child")
        .evaluate((node) => node.textContent),
    ).toContain(
      "Per inviare il recesso da questa pagina serve JavaScript, che nel tuo browser è disattivato. Puoi recedere anche per e-mail: il pulsante «Scrivi l'e-mail con il modulo», più in basso, apre il tuo programma di posta con il modulo di recesso già pronto.",
    );
    await expect(
      page.getByRole("link", { name: "Scrivi l'e-mail con il modulo", exact: true }),
    ).toHaveAttribute("href", modelFormMail);
  });
});

test("the owner's page has the acknowledgement to send when a withdrawal arrives", async ({
  page,
}) => {
  await page.goto("/stampa-buono");
  const acknowledgement = page.getByRole("region", {
    name: "La conferma di un recesso",
    exact: true,
  });
  await expect(acknowledgement.getByRole("textbox", { name: "Oggetto" })).toHaveValue(
    `Ho ricevuto il tuo recesso – ${salon.name}`,
  );
  const body = await acknowledgement.getByRole("textbox", { name: "Testo" }).inputValue();
  expect(body).toBe(
    [
      "Ciao [nome],",
      "ti confermo che ho ricevuto il tuo recesso dall'acquisto del buono regalo, inviato [il giorno e l'ora di invio, per esempio il 27 novembre 2026 alle 10:32]. Questo è il testo che mi hai mandato:",
      "",
      "[il testo del recesso, copiato così come ti è arrivato]",
      "",
      "Ti rimborso [importo] entro il [data: al più tardi 14 giorni dopo il giorno in cui il recesso ti è arrivato], con [lo stesso mezzo con cui hai pagato / il mezzo che mi hai chiesto], senza nessun costo per te. Con il recesso il buono non vale più.",
      "",
      "Conserva questa e-mail: è la conferma che il tuo recesso mi è arrivato.",
      "",
      "A presto,",
      content.salon.owner,
      salon.name,
    ].join("\n"),
  );
  await page.emulateMedia({ media: "print" });
  await expect(acknowledgement).toBeHidden();
});
