// The contact form against the e2e build (EmailJS keys service_e2e, template_e2e,
// public_key_e2e: see playwright.config.ts), with every request to EmailJS
// intercepted: nothing ever leaves the machine. The form's words are code
// (app/features/contact-form/model.ts, app/lib/form-words.ts) and stay literal here; the salon's e-mail and phone,
// offered when a message fails, come from the content.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { formFields } from "../../app/lib/email-form";
import { gotoHydrated, salon, watchConsole, wcagTags } from "./site";

const sendFormUrl = "https://api.emailjs.com/api/v1.0/email/send-form";

// The form's logic does not depend on the width; the layouts are checked in
// contatti.spec.ts and focus-not-obscured.spec.ts. Every way a send can fail
// is in form-faults.spec.ts.
test.skip(({ isMobile }) => isMobile, "The form behaves the same at every width.");

interface SentRequest {
  method: string;
  url: string;
  contentType: string;
  fields: Record<string, string>;
}

/** Answers every EmailJS request with `answer` and records what was posted. */
async function interceptEmailJs(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: SentRequest[] = [];
  await page.route("https://api.emailjs.com/**", async (route) => {
    const request = route.request();
    const contentType = (await request.headerValue("content-type")) ?? "";
    // Node's Response parses multipart bodies the way a server would.
    const body = new Uint8Array(request.postDataBuffer() ?? []);
    const form = await new Response(body, {
      headers: { "content-type": contentType },
    }).formData();
    sent.push({
      method: request.method(),
      url: request.url(),
      contentType,
      fields: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
    });
    await answer(route);
  });
  return sent;
}

// The API answers a page on another origin: the browser wants CORS allowed.
const reply = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, body, headers: { "access-control-allow-origin": "*" } });

const visitor = {
  name: "Giulia",
  lastName: "Rossi",
  email: "giulia.rossi@example.com",
  emailConfirm: "giulia.rossi@example.com",
  message: "Buongiorno, vorrei prenotare una pulizia del viso sabato mattina. Grazie!",
};

const emptyValues = { name: "", lastName: "", email: "", emailConfirm: "", message: "" };

function form(page: Page) {
  return {
    name: page.getByLabel("Nome", { exact: true }),
    lastName: page.getByLabel("Cognome", { exact: true }),
    email: page.getByLabel("E-mail", { exact: true }),
    emailConfirm: page.getByLabel("Conferma e-mail", { exact: true }),
    message: page.getByLabel("Messaggio", { exact: true }),
    consent: page.getByRole("checkbox", {
      name: "Ho letto l'informativa privacy (si apre in una nuova scheda) e ti chiedo di rispondermi.",
    }),
    submit: page.getByRole("button", { name: "Invia", exact: true }),
    sending: page.getByRole("button", { name: "Invio in corso…" }),
    honeypot: page.locator(`input[name="${formFields.honeypot}"]`),
  };
}

const textFields = ["name", "lastName", "email", "emailConfirm", "message"] as const;

async function fillForm(page: Page, values = visitor, { consent = true } = {}) {
  const fields = form(page);
  for (const field of textFields) await fields[field].fill(values[field]);
  if (consent) await fields.consent.check();
}

async function expectKept(page: Page, values = visitor, { consent = true } = {}) {
  const fields = form(page);
  for (const field of textFields) await expect(fields[field]).toHaveValue(values[field]);
  if (consent) await expect(fields.consent).toBeChecked();
  else await expect(fields.consent).not.toBeChecked();
}

const toasts = (page: Page) =>
  page.getByRole("region", { name: /^Notifiche/ }).getByRole("listitem");

/** Under the button after a send; the focus moves to it. */
const thanks = (page: Page) =>
  page.getByText("Grazie, il tuo messaggio è arrivato. Ti rispondo appena posso.", {
    exact: true,
  });

test("starts empty, consent unticked, no warning", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const fields = form(page);
  for (const field of textFields) {
    await expect(fields[field]).toHaveValue("");
    await expect(fields[field]).toHaveAttribute("required");
  }
  await expect(fields.email).toHaveAttribute("type", "email");
  await expect(fields.emailConfirm).toHaveAttribute("type", "email");
  await expect(fields.consent).not.toBeChecked();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(fields.submit).toBeEnabled();
  await expect(
    page.getByRole("link", { name: "informativa privacy (si apre in una nuova scheda)" }),
  ).toHaveAttribute("href", "/policy");
});

test("success: one multipart POST with every field, then an empty form", async ({ page }) => {
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await form(page).submit.click();

  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  // The focus leaves the button for the thank-you, which it reads (announced once:
  // the thank-you is no live region, the toast says its own words).
  await expect(thanks(page)).toBeFocused();
  await expect(thanks(page)).toBeInViewport();
  await expect(thanks(page)).toHaveAttribute("tabindex", "-1");
  await expect(
    page.locator("[aria-live], [role=status], [role=alert]").filter({
      hasText: "Grazie",
    }),
  ).toHaveCount(0);
  await expectKept(page, { ...visitor, ...emptyValues }, { consent: false });
  await expect(page.getByRole("alert")).toHaveCount(0);

  expect(sent).toHaveLength(1);
  const [request] = sent;
  expect(request?.method).toBe("POST");
  expect(request?.url).toBe(sendFormUrl);
  expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.fields).toEqual({
    user_name: "Giulia",
    user_last_name: "Rossi",
    user_email: "giulia.rossi@example.com",
    user_email_confirm: "giulia.rossi@example.com",
    message: visitor.message,
    privacy_consent: "sì",
    [formFields.honeypot]: "",
    lib_version: "4.4.1",
    service_id: "service_e2e",
    template_id: "template_e2e",
    user_id: "public_key_e2e",
  });
});

/** The text of each line an element's text takes on screen, as the browser laid it out. */
async function screenLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        const line = lines.find((candidate) => Math.abs(candidate.top - box.top) < box.height / 2);
        if (line) line.text += text[index];
        else lines.push({ top: box.top, text: text[index]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}

test("the salon's e-mail in the failure message breaks only after @ or before a dot", async ({
  page,
}) => {
  await interceptEmailJs(page, reply(500, "Internal Server Error"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await form(page).submit.click();
  const address = page.getByRole("alert").getByRole("link", { name: salon.email, exact: true });
  await expect(address).toBeVisible();

  // As the page shows it, then in narrower columns where it has to wrap (each
  // piece still fits a line): wherever it wraps, each line is whole pieces.
  const pieces = salon.email.split(/(?<=@)|(?=\.)/);
  const longest = Math.max(...pieces.map((piece) => piece.length));
  for (const width of [undefined, `${longest + 6}ch`, `${longest + 2}ch`]) {
    if (width) {
      await address.evaluate(
        (link, maxWidth) => (link.parentElement!.style.maxWidth = maxWidth),
        width,
      );
    }
    const lines = await screenLines(address);
    expect(lines.join(""), String(width)).toBe(salon.email);
    if (width && pieces.length > 1) expect(lines.length, width).toBeGreaterThan(1);
    const rest = [...pieces];
    for (const line of lines) {
      // A line is one or more whole pieces: "info@", "example", ".com".
      let taken = "";
      while (taken.length < line.length && rest.length > 0) taken += rest.shift();
      expect(taken, `${width}: "${lines.join(" | ")}"`).toBe(line);
    }
  }
});

test("a double click sends once", async ({ page }) => {
  let answerNow = () => {};
  const answered = new Promise<void>((resolve) => (answerNow = resolve));
  const sent = await interceptEmailJs(page, async (route) => {
    await answered;
    await reply(200, "OK")(route);
  });
  await gotoHydrated(page, "/contatti");
  await fillForm(page);
  await form(page).submit.dblclick();

  await expect(form(page).sending).toBeDisabled();
  answerNow();
  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  await expect(form(page).submit).toBeEnabled();
  expect(sent).toHaveLength(1);
});

test("without consent: the warning on the checkbox, nothing sent", async ({ page }) => {
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page, visitor, { consent: false });
  await form(page).submit.click();

  const consent = form(page).consent;
  await expect(page.getByRole("alert")).toHaveText(
    "Spunta la casella per il trattamento dei dati personali",
  );
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription(
    "Spunta la casella per il trattamento dei dati personali",
  );
  await expect(consent).toBeFocused();
  await expectKept(page, visitor, { consent: false });
  expect(sent).toHaveLength(0);

  // Ticked, the warning goes, and the message can go.
  await consent.check();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await form(page).submit.click();
  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  expect(sent).toHaveLength(1);
});

test("e-mails that differ: toast, confirmation field marked, nothing sent", async ({ page }) => {
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  const typed = { ...visitor, emailConfirm: "giulia.rosi@example.com" };
  await fillForm(page, typed);
  await form(page).submit.click();

  await expect(toasts(page)).toHaveText(["Le email non combaciano"]);
  const confirm = form(page).emailConfirm;
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAccessibleDescription(
    "Scrivi qui lo stesso indirizzo del campo «E-mail».",
  );
  await expect(confirm).toBeFocused();
  await expectKept(page, typed);
  expect(sent).toHaveLength(0);
});

test("e-mails compared without case or spaces: the message goes", async ({ page }) => {
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page, { ...visitor, emailConfirm: "  Giulia.ROSSI@Example.com " });
  await form(page).submit.click();
  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  expect(sent).toHaveLength(1);
});

test("no consent and different e-mails: both shown at once, nothing sent", async ({ page }) => {
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  await fillForm(page, { ...visitor, emailConfirm: "altra@example.com" }, { consent: false });
  await form(page).submit.click();
  await expect(toasts(page)).toHaveText(["Le email non combaciano"]);
  await expect(page.getByRole("alert")).toHaveText(
    "Spunta la casella per il trattamento dei dati personali",
  );
  await expect(form(page).emailConfirm).toHaveAttribute("aria-invalid", "true");
  expect(sent).toHaveLength(0);
});

// What each field says under it once a send found it empty (code: app/lib/form-words.ts).
const required = "Campo obbligatorio";
const requiredLabels = ["Nome", "Cognome", "E-mail", "Conferma e-mail", "Messaggio"];

test("an empty send: a lasting, announced 'Campo obbligatorio' under each required field", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  // The browser's own bubble is off: the form says it itself, and lastingly.
  await expect(page.locator("#modulo form")).toHaveAttribute("novalidate");
  await form(page).submit.click();

  const fields = form(page);
  for (const field of textFields) {
    await expect(fields[field]).toHaveAttribute("aria-invalid", "true");
    await expect(fields[field]).toHaveAccessibleDescription(new RegExp(`^${required}`));
  }
  // Under each field: below it, the width of the form's column, visible.
  const messages = page.getByText(required, { exact: true });
  await expect(messages).toHaveCount(textFields.length);
  for (const [index, field] of textFields.entries()) {
    const box = (await fields[field].boundingBox())!;
    const message = (await messages.nth(index).boundingBox())!;
    expect(message.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(message.y - (box.y + box.height)).toBeLessThan(40);
    expect(Math.abs(message.x - box.x)).toBeLessThanOrEqual(1);
  }
  // Each with its icon (decoration: the words say it) and a colour of its own, apart from
  // the text's and the brand's, at AA contrast on what it sits on.
  for (const message of await messages.all()) {
    await expect(message.locator("svg")).toHaveAttribute("aria-hidden", "true");
    const look = await message.evaluate((element) => {
      const rgb = (colour: string) =>
        colour
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      let behind: Element | null = element;
      while (behind && getComputedStyle(behind).backgroundColor === "rgba(0, 0, 0, 0)")
        behind = behind.parentElement;
      const colour = getComputedStyle(element).color;
      const [light, dark] = [colour, getComputedStyle(behind!).backgroundColor]
        .map(luminance)
        .sort((a, b) => b - a);
      // The theme's text and brand colours, as the browser writes them.
      const probe = document.body.appendChild(document.createElement("span"));
      const palette = ["plum", "rose", "rose-dark"].map((name) => {
        probe.style.color = `var(--color-${name})`;
        return getComputedStyle(probe).color;
      });
      probe.remove();
      return { colour, contrast: (light! + 0.05) / (dark! + 0.05), palette };
    });
    expect(look.palette).not.toContain(look.colour);
    expect(look.contrast).toBeGreaterThanOrEqual(4.5);
  }
  // Announced once, by name, with the consent's own message.
  await expect(page.getByRole("alert")).toHaveText([
    "Spunta la casella per il trattamento dei dati personali",
    `Compila i campi ${requiredLabels
      .slice(0, -1)
      .map((label) => `«${label}»`)
      .join(", ")} e «Messaggio».`,
  ]);
  // The first field to fix has the focus, fully in view below the sticky header.
  await expect(fields.name).toBeFocused();
  await expect(fields.name).toBeInViewport({ ratio: 1 });
  const header = (await page.getByRole("banner").boundingBox())!;
  expect((await fields.name.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(toasts(page)).toHaveCount(0);
  expect(sent).toHaveLength(0);

  // Each message lasts until its field is filled in, then goes at once.
  await page.waitForTimeout(2_000);
  await expect(messages).toHaveCount(textFields.length);
  await fields.name.fill(visitor.name);
  await expect(fields.name).not.toHaveAttribute("aria-invalid");
  await expect(fields.name).toHaveAccessibleDescription("");
  await expect(messages).toHaveCount(textFields.length - 1);
  await fillForm(page);
  await expect(messages).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  for (const field of textFields) await expect(fields[field]).not.toHaveAttribute("aria-invalid");

  await fields.submit.click();
  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  expect(sent).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("a malformed address: its own message, nothing sent, everything kept", async ({ page }) => {
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  const typed = { ...visitor, email: "giulia@", emailConfirm: "giulia@" };
  await fillForm(page, typed);
  await form(page).submit.click();

  const fields = form(page);
  await expect(fields.email).toBeFocused();
  expect(
    await fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  for (const field of [fields.email, fields.emailConfirm]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      "Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.",
    );
  }
  await expect(page.getByRole("alert")).toHaveText(
    "Gli indirizzi dei campi «E-mail» e «Conferma e-mail» non sono validi.",
  );
  await expect(toasts(page)).toHaveCount(0);
  await expectKept(page, typed);
  expect(sent).toHaveLength(0);
});

test.describe("the toast", () => {
  async function sendAndPauseTime(page: Page) {
    await page.clock.install({ time: new Date("2026-06-01T10:00:00+02:00") });
    await interceptEmailJs(page, reply(200, "OK"));
    await gotoHydrated(page, "/contatti");
    await fillForm(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date("2026-06-01T11:00:00+02:00"));
    await form(page).submit.click();
    await expect(thanks(page)).toBeFocused();
    // Out of the way, so the pointer does not rest on the toast.
    await page.mouse.move(0, 0);
    await page.clock.runFor(10);
    await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  }

  test("is announced and closes by itself after 1.5 seconds", async ({ page }) => {
    await sendAndPauseTime(page);
    await expect(page.getByRole("region", { name: /^Notifiche/ })).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await page.clock.runFor(1_300);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(500);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("waits while the pointer rests on it", async ({ page, isMobile }) => {
    test.skip(isMobile, "A phone has no pointer to rest.");
    await sendAndPauseTime(page);
    await toasts(page).hover();
    await page.clock.runFor(5_000);
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(0, 700);
    await page.clock.runFor(2_000);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe("the honeypot", () => {
  test("filled in, the bot sees a success and nothing is sent", async ({ page }) => {
    const sent = await interceptEmailJs(page, reply(200, "OK"));
    await gotoHydrated(page, "/contatti");
    await fillForm(page);
    await form(page).honeypot.evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await form(page).submit.click();
    await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
    await expectKept(page, { ...visitor, ...emptyValues }, { consent: false });
    expect(sent).toHaveLength(0);
  });
});

test("hostile input is sent as plain text and never runs", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const sent = await interceptEmailJs(page, reply(200, "OK"));
  await gotoHydrated(page, "/contatti");
  const hostile = {
    ...visitor,
    name: '<img src=x onerror="alert(1)">',
    lastName: "Rossi 💅✨",
    message: `<script>alert(2)</script> ${"Molto lungo 🌸 ".repeat(300)}`,
  };
  await fillForm(page, hostile);
  await form(page).submit.click();
  await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
  expect(sent[0]?.fields).toMatchObject({
    user_name: hostile.name,
    user_last_name: hostile.lastName,
    message: hostile.message,
  });
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

// Every state on a fresh load of the same page: one browser context for five.
test("axe finds no violation with each of the form's messages showing", async ({ page }) => {
  async function expectNoViolations() {
    // The toast fades in and out within 1.5 s: axe, caught mid-fade, would measure a
    // half-transparent text. Its colours are sonner's defaults (near-black on white).
    const results = await new AxeBuilder({ page })
      .withTags(wcagTags)
      .exclude("[data-sonner-toaster]")
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  }

  await test.step("the consent warning, the e-mail hint and their toast", async () => {
    await gotoHydrated(page, "/contatti");
    await fillForm(page, { ...visitor, emailConfirm: "altra@example.com" }, { consent: false });
    await form(page).submit.click();
    await expect(toasts(page)).toHaveText(["Le email non combaciano"]);
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoViolations();
  });

  await test.step("the messages of an empty send", async () => {
    await gotoHydrated(page, "/contatti");
    await form(page).submit.click();
    await expect(page.getByText(required, { exact: true })).toHaveCount(textFields.length);
    await expectNoViolations();
  });

  await test.step("a malformed address", async () => {
    await gotoHydrated(page, "/contatti");
    await fillForm(page, { ...visitor, email: "giulia@", emailConfirm: "giulia@" });
    await form(page).submit.click();
    await expect(form(page).email).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations();
  });

  await test.step("a failed send with its explanation", async () => {
    await interceptEmailJs(page, reply(500, "Internal Server Error"));
    await gotoHydrated(page, "/contatti");
    await fillForm(page);
    await form(page).submit.click();
    await expect(toasts(page)).toHaveText(["Messaggio non inviato !"]);
    await expectNoViolations();
  });

  await test.step("a successful send", async () => {
    await page.unrouteAll();
    await interceptEmailJs(page, reply(200, "OK"));
    await gotoHydrated(page, "/contatti");
    await fillForm(page);
    await form(page).submit.click();
    await expect(toasts(page)).toHaveText(["Messaggio Inviato !"]);
    await expect(thanks(page)).toBeFocused();
    await expectNoViolations();
  });
});
