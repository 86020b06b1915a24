// The contact form against every way EmailJS can answer, or not answer, as one
// table: for each, the toast and the explanation the visitor reads, what they
// typed still in the form, exactly one request per click and never a copy sent
// after the visitor was told. Every request to EmailJS is intercepted: nothing
// leaves the machine. Also: nothing is stored in the browser, and the honeypot
// is out of reach of people, the keyboard and assistive technology.
import { expect, test, type Page, type Route } from "@playwright/test";
import { toInternationalPhone } from "../../app/lib/salon-facts";
import { gotoHydrated, salon, sitePages, watchConsole } from "./site";

// Every fault once, on one width: the form's logic does not depend on it.
test.skip(({ isMobile }) => isMobile, "The form behaves the same at every width.");

const sendFormUrl = "https://api.emailjs.com/api/v1.0/email/send-form";

interface Traffic {
  /** The fields of every request that reached EmailJS's address. */
  sent: Record<string, string>[];
  /** Requests the page saw answered: a message delivered. */
  finished: () => number;
  /** Requests that failed in the page: aborted or cut off. */
  failed: () => number;
}

/** Intercepts EmailJS; `answer` decides what each request gets (or never gets). */
async function interceptEmailJs(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: Record<string, string>[] = [];
  let finished = 0;
  let failed = 0;
  page.on("requestfinished", (request) => {
    if (request.url() === sendFormUrl) finished++;
  });
  page.on("requestfailed", (request) => {
    if (request.url() === sendFormUrl) failed++;
  });
  await page.route("https://api.emailjs.com/**", async (route) => {
    const request = route.request();
    const contentType = (await request.headerValue("content-type")) ?? "";
    const body = new Uint8Array(request.postDataBuffer() ?? []);
    const data = await new Response(body, { headers: { "content-type": contentType } }).formData();
    sent.push(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)])));
    await answer(route);
  });
  return { sent, finished: () => finished, failed: () => failed } satisfies Traffic;
}

const reply = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, body, headers: { "access-control-allow-origin": "*" } });

const visitor = {
  name: "Giulia",
  lastName: "Rossi",
  email: "giulia.rossi@example.com",
  emailConfirm: "giulia.rossi@example.com",
  message: "Buongiorno, vorrei prenotare una pulizia del viso sabato mattina. Grazie!",
};

const textFields = ["name", "lastName", "email", "emailConfirm", "message"] as const;

function form(page: Page) {
  return {
    name: page.getByLabel("Nome", { exact: true }),
    lastName: page.getByLabel("Cognome", { exact: true }),
    email: page.getByLabel("E-mail", { exact: true }),
    emailConfirm: page.getByLabel("Conferma e-mail", { exact: true }),
    message: page.getByLabel("Messaggio", { exact: true }),
    consent: page.getByRole("checkbox", { name: /^Ho letto l'informativa privacy/ }),
    submit: page.getByRole("button", { name: "Invia", exact: true }),
    sending: page.getByRole("button", { name: "Invio in corso…" }),
  };
}

async function fillForm(page: Page, values = visitor) {
  const fields = form(page);
  for (const field of textFields) await fields[field].fill(values[field]);
  await fields.consent.check();
}

async function expectKept(page: Page, values = visitor) {
  const fields = form(page);
  for (const field of textFields) await expect(fields[field]).toHaveValue(values[field]);
  await expect(fields.consent).toBeChecked();
}

const toasts = (page: Page) =>
  page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem");

const otherWays = `Quello che hai scritto è ancora nel modulo. Puoi anche scrivermi a ${salon.email} o chiamarmi al ${salon.mobile}.`;

const notSent = "Messaggio non inviato !";
const unsure = "Invio non confermato";
const mayHaveArrived = "potrebbe essere arrivato. Prima di riprovare chiedimi conferma";

const explanations = {
  rejected: "Il servizio che invia le e-mail non ha accettato la richiesta.",
  tooLarge:
    "Il servizio che invia le e-mail ha rifiutato il messaggio perché è troppo grande. Accorcialo e riprova.",
  blocked: "Il servizio che invia le e-mail ha bloccato questo messaggio.",
  rateLimited: "Sono partite troppe richieste in poco tempo. Aspetta un momento e riprova.",
  unavailable:
    "Il servizio che invia le e-mail non accetta messaggi da questo browser. Prova con un altro.",
  server: "Il servizio che invia le e-mail ha un problema temporaneo. Riprova tra qualche minuto.",
  network:
    "La connessione si è interrotta durante l'invio, ma il messaggio potrebbe essere arrivato. Prima di riprovare chiedimi conferma ai recapiti qui sotto, così non lo ricevo due volte.",
  timeout:
    "Il servizio che invia le e-mail non ha risposto in tempo, ma il messaggio potrebbe essere arrivato. Prima di riprovare chiedimi conferma ai recapiti qui sotto, così non lo ricevo due volte.",
  offline:
    "Il tuo dispositivo non è connesso a internet e il messaggio non è partito. Controlla la connessione e riprova.",
};

async function expectOutcome(page: Page, toast: string, explanation: string) {
  await expect(toasts(page)).toHaveText([toast]);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("paragraph")).toHaveText([explanation, otherWays]);
  await expect(alert.getByRole("link", { name: salon.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${salon.email}`,
  );
  await expect(alert.getByRole("link", { name: salon.mobile, exact: true })).toHaveAttribute(
    "href",
    `tel:${toInternationalPhone(salon.mobile)}`,
  );
  await expect(page.getByText("Messaggio Inviato !")).toHaveCount(0);
  await expectKept(page);
  await expect(form(page).submit).toBeEnabled();
}

/** Exactly one request, with what was typed, and nothing more a moment later. */
async function expectOneRequest(page: Page, traffic: Traffic) {
  expect(traffic.sent).toHaveLength(1);
  expect(traffic.sent[0]).toMatchObject({ user_name: visitor.name, message: visitor.message });
  await page.waitForTimeout(300);
  expect(traffic.sent).toHaveLength(1);
}

/** The console names the status and EmailJS's words, never what the visitor wrote. */
function expectLogged(problems: string[], logged: string) {
  expect(problems).toContain(`Contact form not sent (EmailJS): ${logged}`);
  for (const value of Object.values(visitor)) expect(problems.join("\n")).not.toContain(value);
}

const answered = [
  { status: 400, text: "The template ID is invalid", explanation: explanations.rejected },
  { status: 404, text: "Not Found", explanation: explanations.rejected },
  { status: 403, text: "Forbidden", explanation: explanations.blocked },
  { status: 413, text: "Payload Too Large", explanation: explanations.tooLarge },
  { status: 429, text: "Too Many Requests", explanation: explanations.rateLimited },
  { status: 451, text: "Unavailable For Headless Browser", explanation: explanations.unavailable },
  { status: 500, text: "Internal Server Error", explanation: explanations.server },
  { status: 503, text: "Service Unavailable", explanation: explanations.server },
] as const;

// Each answer on a fresh load of the same page (the form refuses a second send
// soon after a failure, as a visitor's retry would be): one test, one browser
// context. The success (200) is contact-form.spec.ts's.
test('EmailJS\'s answers: "not sent", the reason, everything kept, one request', async ({
  page,
}) => {
  for (const { status, text, explanation } of answered) {
    await test.step(`${status} ${text}`, async () => {
      await page.unrouteAll();
      const problems = watchConsole(page);
      const traffic = await interceptEmailJs(page, reply(status, text));
      await gotoHydrated(page, "/contatti");
      await fillForm(page);
      await form(page).submit.click();
      await expectOutcome(page, notSent, explanation);
      await expectOneRequest(page, traffic);
      expectLogged(problems, `${status} ${text}`);
    });
  }
});

test("a network failure: the message may have arrived, and the page says so", async ({ page }) => {
  const problems = watchConsole(page);
  const traffic = await interceptEmailJs(page, (route) => route.abort("connectionreset"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await form(page).submit.click();
  await expectOutcome(page, unsure, explanations.network);
  expect(explanations.network).toContain(mayHaveArrived);
  await expectOneRequest(page, traffic);
  expect(traffic.finished()).toBe(0);
  expectLogged(problems, "0 Failed to fetch");
});

test("offline: certainly not sent, and no request at all", async ({ page, context }) => {
  const traffic = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await context.setOffline(true);
  await form(page).submit.click();
  await expectOutcome(page, notSent, explanations.offline);
  expect(traffic.sent).toHaveLength(0);
  await context.setOffline(false);
});

test("no answer: aborted at 15 seconds, and nothing delivered after", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-01T10:00:00+02:00") });
  const pending: Route[] = [];
  const traffic = await interceptEmailJs(page, async (route) => {
    pending.push(route);
  });
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(new Date("2026-06-01T11:00:00+02:00"));
  await form(page).submit.click();

  await expect(form(page).sending).toHaveAttribute("aria-disabled", "true");
  await expect.poll(() => traffic.sent.length).toBe(1);
  await page.clock.runFor(14_000);
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(traffic.failed()).toBe(0);

  await page.clock.runFor(1_000);
  // The request itself was stopped in the browser, not only the waiting.
  await expect.poll(() => traffic.failed()).toBe(1);
  await page.clock.resume();
  await expectOutcome(page, unsure, explanations.timeout);

  // EmailJS answering late (the 20 seconds) reaches nobody.
  await pending[0]?.fulfill({ status: 200, body: "OK" }).catch(() => {});
  await page.waitForTimeout(300);
  expect(traffic.finished()).toBe(0);
  await expect(page.getByText("Messaggio Inviato !")).toHaveCount(0);
  expect(traffic.sent).toHaveLength(1);
});

test("a slow success: nothing can be typed while it sends, nothing typed is lost", async ({
  page,
}) => {
  let answerNow = () => {};
  const answer = new Promise<void>((resolve) => (answerNow = resolve));
  const traffic = await interceptEmailJs(page, async (route) => {
    await answer;
    await reply(200, "OK")(route);
  });
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await form(page).message.click();
  await page.keyboard.press("End");
  await form(page).submit.click();
  await expect(form(page).sending).toHaveAttribute("aria-disabled", "true");

  for (const field of textFields) await expect(form(page)[field]).not.toBeEditable();
  await expect(form(page).consent).toHaveAttribute("aria-readonly", "true");
  // Keys reach the field (it keeps its place in the focus order) but change nothing.
  await form(page).message.focus();
  await page.keyboard.type(" E anche una manicure.");
  await expect(form(page).message).toBeFocused();
  await form(page).consent.click();
  await page.keyboard.press("Enter");
  // The booking choices change no more: the treatment is disabled, a day keeps its box.
  const booking = page.getByRole("group", { name: "Il trattamento e quando venire" });
  await expect(booking.getByRole("combobox", { name: "Trattamento" })).toBeDisabled();
  const day = booking.getByRole("group", { name: "Giorni preferiti" }).getByRole("checkbox");
  if ((await day.count()) > 0) {
    await day.first().click();
    await expect(day.first()).not.toBeChecked();
  }
  await expectKept(page);

  answerNow();
  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  await expectOneRequest(page, traffic);
  expect(traffic.sent[0]?.message).toBe(visitor.message);
  expect(traffic.finished()).toBe(1);
  await expect(form(page).message).toBeEditable();
});

test("a retry right after a failure: refused in the page, still one request", async ({ page }) => {
  const problems = watchConsole(page);
  const traffic = await interceptEmailJs(page, reply(500, "Internal Server Error"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await form(page).submit.click();
  await expectOutcome(page, notSent, explanations.server);
  await form(page).submit.click();
  await expect(page.getByRole("alert").getByRole("paragraph").first()).toHaveText(
    explanations.rateLimited,
  );
  await expectKept(page);
  await expectOneRequest(page, traffic);
  expectLogged(problems, "429 Too Many Requests");
});

test("a message over 5.000 characters is stopped before sending, and kept", async ({ page }) => {
  const traffic = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  const long = { ...visitor, message: "Molto lungo 🌸 ".repeat(400) };
  await fillForm(page, long);
  const message = form(page).message;
  await expect(message).toHaveAccessibleDescription("5.600 caratteri su 5.000");
  // Screen readers hear it once when it passes the limit, not a count per key.
  const announced = page.locator('#modulo p[aria-live="polite"]');
  await expect(announced).toHaveText("Il messaggio ha superato il limite di 5.000 caratteri.");
  await form(page).submit.click();
  const error =
    "Il messaggio ha 5.600 caratteri, 600 più dei 5.000 consentiti. Accorcialo e invialo di nuovo.";
  await expect(page.getByRole("alert")).toHaveText(error);
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expectKept(page, long);
  expect(traffic.sent).toHaveLength(0);

  // Cut back near the limit: the error goes, and that is said once.
  await message.fill("a".repeat(4_600));
  await expect(announced).toHaveText("Il messaggio si avvicina al limite di 5.000 caratteri.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(message).not.toHaveAttribute("aria-invalid");
});

test("nothing is stored: no cookie, no localStorage, no IndexedDB after browsing and sending", async ({
  page,
  context,
}) => {
  const traffic = await interceptEmailJs(page, reply(500, "Internal Server Error"));
  for (const { path } of sitePages) await gotoHydrated(page, path);
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  // A failure and a refused retry: the rate limit would have written to localStorage.
  await form(page).submit.click();
  await expect(toasts(page)).toHaveText([notSent]);
  await form(page).submit.click();
  await expect(page.getByRole("alert").getByRole("paragraph").first()).toHaveText(
    explanations.rateLimited,
  );
  expect(traffic.sent).toHaveLength(1);

  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    indexedDb: (await indexedDB.databases()).map((database) => database.name),
  }));
  // Nothing at all: links are document loads, so no script keeps scroll positions either.
  expect(stored).toEqual({ local: [], session: [], indexedDb: [] });
});

test.describe("the honeypot", () => {
  test("is never focused and is not in the accessibility tree", async ({ page }) => {
    await gotoHydrated(page, "/contatti");
    const honeypot = page.locator('input[name="contact_extra"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    expect(await honeypot.evaluate((input: HTMLInputElement) => input.focus())).toBeUndefined();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe(
      "contact_extra",
    );

    // Tab from the first field to the send button: the honeypot is never on the way.
    await form(page).name.focus();
    const visited: (string | null)[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(
        () => document.activeElement?.getAttribute("name") ?? document.activeElement?.textContent,
      );
      visited.push(name ?? null);
      if (name === "Invia") break;
    }
    expect(visited).toContain("Invia");
    expect(visited).not.toContain("contact_extra");

    const tree = await page.locator("form").ariaSnapshot();
    expect(tree).not.toContain("Lascia vuoto");
    expect(tree).toContain("Messaggio");
  });
});
