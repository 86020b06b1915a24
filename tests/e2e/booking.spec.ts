// Booking requests: "Prenota" on every treatment (each length, each package) of
// /servizi leads to the contact form with that one chosen (with or without JavaScript), the
// form's optional fields reach the e-mail, and the WhatsApp link names the
// treatment. Treatments, days and hours come from the content; the words of
// the form and links are code (app/features/contact-form/model.ts, app/model/contatti.ts) and stay literal.
// Every request to EmailJS is intercepted: nothing leaves the machine.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";
import { bookingGroups, bookingSearch, type BookingOption } from "../../app/lib/booking";
import { openDays, openTimesOfDay } from "../../app/features/contact-form/booking";
import { whatsAppUrl } from "../../app/lib/external-links";
import { formatPrice } from "../../app/lib/format-price";
import { findTreatment, hasDurations, nameSeparator, packageTitle } from "../../app/lib/price-list";
import { splitDuration } from "../../app/lib/treatment-duration";
import { content, dayNames, gotoHydrated, priceSections, salon, watchConsole } from "./site";

/** After a send the focus moves to the thank-you (its words are code). */
const thanks = "Grazie, il tuo messaggio è arrivato. Ti rispondo appena posso.";

const groups = bookingGroups(priceSections);
const options = groups.flatMap((group) => group.options);
/** Treatments booked through the form: those without a booking page of their own or the salon's. */
const viaForm = options.filter((option) => !(option.bookingUrl ?? salon.bookingUrl));
const viaPlatform = options.filter((option) => option.bookingUrl ?? salon.bookingUrl);
const days = openDays(salon.openingHours);
const times = openTimesOfDay(salon.openingHours);
const timeNames = { morning: "Mattina", afternoon: "Pomeriggio" } as const;

/** One with a single price and one length of a treatment offered in several, when there are. */
const samples = [
  viaForm.find((option) => !option.duration && !option.package),
  viaForm.find((option) => option.duration),
].filter((option): option is BookingOption => option !== undefined);
/** With JavaScript, one of a treatment's packages too. */
const packageSample = viaForm.find((option) => option.package);

/** Every "Prenota" in the price list's sections (the page's closing invitation is another link). */
const prenotaLinks = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("region")
    .getByRole("link", { name: /^Prenota / });

const prenota = (page: Page, option: BookingOption) =>
  page.getByRole("link", { name: `Prenota ${option.linkName}`, exact: true });

/**
 * What the price list says of an option, read from the content: its length as the list's
 * tag writes it ("60 min", or a duration's own words) and its price.
 */
function onPriceList(option: BookingOption) {
  const { item } = findTreatment(priceSections, option.treatmentId)!;
  const minutes = hasDurations(item) ? undefined : splitDuration(item.description).minutes;
  const tag = minutes ? `${minutes} min` : undefined;
  const entry = item.packages?.find((candidate) =>
    option.name.endsWith(`${nameSeparator}${packageTitle(candidate)}`),
  );
  if (option.package && entry) {
    return { length: tag && `${tag} a seduta`, price: formatPrice(entry.price) };
  }
  if (hasDurations(item)) {
    const duration = item.durations.find((candidate) => option.name.endsWith(candidate.time))!;
    return { length: duration.time, price: formatPrice(duration.price) };
  }
  return { length: tag, price: formatPrice(item.price) };
}

function form(page: Page) {
  const booking = page.getByRole("group", { name: "Il trattamento e quando venire" });
  return {
    booking,
    // Named «Trattamento», then «Cambia trattamento» once one is chosen.
    treatment: booking.getByRole("combobox"),
    /** The treatment chosen, shown whole above the select. */
    chosen: booking.getByRole("group", { name: "Hai scelto" }),
    day: (day: (typeof days)[number]) =>
      booking
        .getByRole("group", { name: "Giorni preferiti" })
        .getByRole("checkbox", { name: dayNames[day], exact: true }),
    time: (time: (typeof times)[number]) =>
      booking
        .getByRole("group", { name: "Momento della giornata" })
        .getByRole("checkbox", { name: timeNames[time], exact: true }),
    name: page.getByLabel("Nome", { exact: true }),
    lastName: page.getByLabel("Cognome", { exact: true }),
    email: page.getByLabel("E-mail", { exact: true }),
    emailConfirm: page.getByLabel("Conferma e-mail", { exact: true }),
    message: page.getByLabel("Messaggio", { exact: true }),
    consent: page.getByRole("checkbox", { name: /^Ho letto l'informativa privacy/ }),
    submit: page.getByRole("button", { name: "Invia", exact: true }),
    whatsApp: page.getByRole("link", { name: /^Scrivimi su WhatsApp/ }),
  };
}

const visitor = {
  name: "Giulia",
  lastName: "Rossi",
  email: "giulia.rossi@example.com",
  emailConfirm: "giulia.rossi@example.com",
  message: "Buongiorno, vorrei un appuntamento. Grazie!",
};
const textFields = ["name", "lastName", "email", "emailConfirm", "message"] as const;

async function fillRequired(page: Page) {
  const fields = form(page);
  for (const field of textFields) await fields[field].fill(visitor[field]);
}

async function expectTyped(page: Page) {
  const fields = form(page);
  for (const field of textFields) await expect(fields[field]).toHaveValue(visitor[field]);
}

/** The message the WhatsApp link writes in the chat. */
async function whatsAppText(page: Page) {
  const href = await form(page).whatsApp.getAttribute("href");
  return new URL(href ?? "").searchParams.get("text");
}

/** Answers every EmailJS request with 200 and records the posted fields. */
async function interceptEmailJs(page: Page) {
  const sent: Record<string, string>[] = [];
  await page.route("https://api.emailjs.com/**", async (route: Route) => {
    const request = route.request();
    const contentType = (await request.headerValue("content-type")) ?? "";
    const body = new Uint8Array(request.postDataBuffer() ?? []);
    const data = await new Response(body, { headers: { "content-type": contentType } }).formData();
    sent.push(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)])));
    await route.fulfill({
      status: 200,
      body: "OK",
      headers: { "access-control-allow-origin": "*" },
    });
  });
  return sent;
}

// Each Prenota as a touch target, on the phone's layout too: servizi.spec.ts.
test("every treatment and every duration has its own Prenota", async ({ page }) => {
  await gotoHydrated(page, "/servizi");
  const links = prenotaLinks(page);
  await expect(links).toHaveCount(options.length);
  for (const option of options) await expect(prenota(page, option)).toHaveCount(1);
});

// One browser page for every sample, each from a fresh load of Servizi.
test("each Prenota opens the form with its treatment chosen", async ({ page }) => {
  for (const option of packageSample ? [...samples, packageSample] : samples) {
    await test.step(`Prenota ${option.linkName}`, async () => {
      const problems = watchConsole(page);
      await gotoHydrated(page, "/servizi");
      await prenota(page, option).click();

      await expect(page).toHaveURL(`/contatti${bookingSearch(option)}#modulo`);
      const fields = form(page);
      // The e-mail's field, "treatment", says it in words (docs/email.md).
      await expect(fields.treatment).toHaveValue(option.name);
      // The select shows its short name; the summary above, the whole of it.
      await expect(fields.treatment.locator("option:checked")).toHaveText(option.label);
      await expect(fields.treatment).toHaveAccessibleName("Cambia trattamento");
      await expect(fields.chosen).toContainText(option.name);
      // It lands on the form's section: its heading whole below the sticky header, the form in view.
      const heading = page.getByRole("heading", { name: content.contatti.form.heading });
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(fields.booking).toBeInViewport();
      const header = await page.getByRole("banner").boundingBox();
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(
        header!.y + header!.height - 1,
      );
      expect(await whatsAppText(page)).toBe(`Ciao, vorrei prenotare: ${option.name}.`);
      expect(problems).toEqual([]);
    });
  }
});

test("a link to the form preselects the treatment on a fresh load, without errors", async ({
  page,
}) => {
  const option = samples.at(-1);
  test.skip(!option, "Every treatment is booked on a booking platform.");
  const problems = watchConsole(page);
  await gotoHydrated(page, `/contatti${bookingSearch(option!)}`);
  await expect(form(page).treatment).toHaveValue(option!.name);
  // A hydration mismatch or any other error would show here.
  expect(problems).toEqual([]);
});

test("an unknown treatment in the address is ignored", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/contatti?trattamento=non-esiste&durata=mai");
  await expect(form(page).treatment).toHaveValue("");
  await expect(form(page).treatment.locator("option:checked")).toHaveText("Nessuno in particolare");
  await expect(form(page).treatment).toHaveAccessibleName("Trattamento");
  await expect(form(page).chosen).toHaveCount(0);
  expect(await whatsAppText(page)).toBe("Ciao, vorrei prenotare un appuntamento.");
  expect(problems).toEqual([]);
});

test("the request e-mail carries the treatment and the preferred days and times", async ({
  page,
}) => {
  const [option, other] = viaForm;
  test.skip(!option || !other, "Fewer than two treatments are booked through the form.");
  const sent = await interceptEmailJs(page);
  await gotoHydrated(page, `/contatti${bookingSearch(option!)}`);
  const fields = form(page);
  await expect(fields.treatment).toHaveValue(option!.name);
  await fillRequired(page);

  // Another treatment, some days and times: nothing typed is lost, WhatsApp follows.
  await fields.treatment.selectOption(other!.name);
  await expect(fields.chosen).toContainText(other!.name);
  expect(await whatsAppText(page)).toBe(`Ciao, vorrei prenotare: ${other!.name}.`);
  const chosenDays = days.length > 1 ? [days[0]!, days.at(-1)!] : days;
  // Ticked in reverse: the e-mail still lists them in the week's order.
  for (const day of [...chosenDays].reverse()) await fields.day(day).check();
  for (const time of times) await fields.time(time).check();
  await expectTyped(page);

  await fields.consent.check();
  await fields.submit.click();
  await expect(page.getByText(thanks, { exact: true })).toBeFocused();

  expect(sent).toHaveLength(1);
  const expected: Record<string, string> = {
    user_name: visitor.name,
    user_last_name: visitor.lastName,
    user_email: visitor.email,
    user_email_confirm: visitor.emailConfirm,
    message: visitor.message,
    privacy_consent: "sì",
    treatment: other!.name,
  };
  if (chosenDays.length > 0) {
    expected.preferred_days = chosenDays.map((day) => dayNames[day].toLowerCase()).join(", ");
  }
  if (times.length > 0) {
    expected.preferred_time = times.map((time) => timeNames[time].toLowerCase()).join(", ");
  }
  expect(sent[0]).toMatchObject(expected);

  // A successful send empties the whole form, the new fields too.
  await expect(fields.treatment).toHaveValue("");
  await expect(fields.chosen).toHaveCount(0);
  for (const day of days) await expect(fields.day(day)).not.toBeChecked();
  for (const time of times) await expect(fields.time(time)).not.toBeChecked();
  await expect(fields.name).toHaveValue("");
  expect(await whatsAppText(page)).toBe("Ciao, vorrei prenotare un appuntamento.");
});

test("what the visitor chose and typed before the form's script ran is kept and sent", async ({
  page,
}) => {
  const [option, other] = viaForm;
  test.skip(!option || !other || days.length === 0, "Fewer than two treatments, or no open day.");
  const sent = await interceptEmailJs(page);
  // The island's script held back: a slow network, or a visitor quicker than it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/assets/contact-form"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // A "Prenota" link asked for one treatment; she picks another before the form is live.
  await page.goto(`/contatti${bookingSearch(option!)}`);
  const fields = form(page);
  await fields.treatment.selectOption(other!.name);
  await fields.day(days[0]!).check();
  await fillRequired(page);
  await fields.consent.check();
  await expect(fields.submit).toBeDisabled();
  release();

  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(fields.treatment).toHaveValue(other!.name);
  await expect(fields.day(days[0]!)).toBeChecked();
  await expect(page.getByText(`${visitor.message.length} caratteri su 5.000`)).toBeVisible();
  expect(await whatsAppText(page)).toBe(`Ciao, vorrei prenotare: ${other!.name}.`);
  await fields.submit.click();
  await expect(page.getByText(thanks, { exact: true })).toBeFocused();
  expect(sent).toEqual([
    expect.objectContaining({
      user_name: visitor.name,
      message: visitor.message,
      privacy_consent: "sì",
      treatment: other!.name,
      preferred_days: dayNames[days[0]!].toLowerCase(),
    }),
  ]);
});

test("a plain question sends no booking fields", async ({ page }) => {
  const sent = await interceptEmailJs(page);
  await gotoHydrated(page, "/contatti");
  await fillRequired(page);
  await form(page).consent.check();
  await form(page).submit.click();
  await expect(page.getByText(thanks, { exact: true })).toBeFocused();
  expect(sent).toHaveLength(1);
  for (const name of ["treatment", "preferred_days", "preferred_time"]) {
    expect(sent[0]).not.toHaveProperty(name);
  }
});

test("the form offers the open days and the times of day the hours allow", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  const fields = form(page);
  await expect(
    fields.booking.getByRole("group", { name: "Giorni preferiti" }).getByRole("checkbox"),
  ).toHaveCount(days.length);
  for (const day of days) await expect(fields.day(day)).not.toBeChecked();
  await expect(
    fields.booking.getByRole("group", { name: "Momento della giornata" }).getByRole("checkbox"),
  ).toHaveCount(times.length);
  // Every treatment, each in its section's group (or its named group's), by its short name.
  for (const group of groups) {
    const optgroup = fields.treatment.locator(`optgroup[label="${group.label}"]`);
    await expect(optgroup.locator("option")).toHaveText(
      group.options.map((option) => option.label),
    );
  }
});

test("axe finds no violation in the form with a treatment, days and times chosen", async ({
  page,
}) => {
  const option = samples[0];
  await gotoHydrated(page, option ? `/contatti${bookingSearch(option)}` : "/contatti");
  const fields = form(page);
  if (days[0]) await fields.day(days[0]).check();
  if (times[0]) await fields.time(times[0]).check();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
});

test("a treatment with a booking page opens it in a new tab, and says so", async ({ page }) => {
  test.skip(viaPlatform.length === 0, "The content has no booking platform page.");
  await gotoHydrated(page, "/servizi");
  for (const option of viaPlatform) {
    const link = page.getByRole("link", {
      name: `Prenota ${option.linkName} (si apre in una nuova scheda)`,
      exact: true,
    });
    await expect(link).toHaveAttribute("href", (option.bookingUrl ?? salon.bookingUrl)!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the WhatsApp link asks for an appointment before anything is chosen", async ({ page }) => {
  await gotoHydrated(page, "/contatti");
  await expect(form(page).whatsApp).toHaveAttribute(
    "href",
    whatsAppUrl(salon.mobile, "Ciao, vorrei prenotare un appuntamento."),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const option of samples) {
    test(`Prenota ${option.linkName} still reaches the form page with it in the address`, async ({
      page,
    }) => {
      await page.goto("/servizi");
      await prenota(page, option).click();
      await expect(page).toHaveURL(`/contatti${bookingSearch(option)}#modulo`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(form(page).treatment).toBeVisible();
    });
  }
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** The options with the longest names: a package, a length of a treatment, one price. */
  const longest = [
    viaForm.filter((option) => option.package),
    viaForm.filter((option) => option.duration),
    viaForm.filter((option) => !option.duration && !option.package),
  ].flatMap((list) => [...list].sort((a, b) => b.name.length - a.name.length).slice(0, 1));

  for (const option of longest) {
    test(`the treatment chosen shows whole: ${option.name}`, async ({ page }) => {
      await gotoHydrated(page, `/contatti${bookingSearch(option)}#modulo`);
      const { chosen, treatment } = form(page);
      const { length, price } = onPriceList(option);
      // Its name, length and price as the price list has them, each on the screen.
      await expect(chosen.getByText(option.name, { exact: true })).toBeVisible();
      if (length) await expect(chosen.getByText(length, { exact: true })).toBeVisible();
      await expect(chosen.getByText(price, { exact: true })).toBeVisible();
      await expect(treatment).toHaveAccessibleDescription(
        [`Hai scelto ${option.name}`, length && `Durata ${length}`, `Prezzo ${price}`]
          .filter(Boolean)
          .join(" "),
      );
      // Nothing of it runs past the summary's box or is cut.
      expect(
        await chosen.evaluate((box) =>
          [box, ...box.querySelectorAll("*")].every(
            (element) => element.scrollWidth <= element.clientWidth || element.clientWidth === 0,
          ),
        ),
      ).toBe(true);
      const box = (await chosen.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    });
  }

  // A closed select shows one line and cuts what does not fit: every option's text must.
  for (const path of ["/contatti", "/buoni-regalo"]) {
    test(`${path}: no form control's text is cut`, async ({ page }) => {
      await gotoHydrated(page, path);
      const cut = await page.locator("main form").evaluateAll(async (forms) => {
        const problems: string[] = [];
        const canvas = document.createElement("canvas").getContext("2d")!;
        for (const select of forms.flatMap((form) => [...form.querySelectorAll("select")])) {
          const style = getComputedStyle(select);
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          // Measured in the site's own typeface, as the visitor sees it once it has come.
          await document.fonts.load(canvas.font);
          // The content box, less the room of the drop-down arrow.
          const room =
            select.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            20;
          for (const option of select.options) {
            const width = canvas.measureText(option.text).width;
            if (width > room) problems.push(`${option.text}: ${Math.round(width)} > ${room}`);
          }
        }
        // Labels, legends, buttons and links: their words wrap inside the form.
        for (const form of forms) {
          const edge = form.getBoundingClientRect().right;
          for (const element of form.querySelectorAll("label, legend, button, a, p, span")) {
            const rect = element.getBoundingClientRect();
            // Nothing to see, or words for screen readers only (a 1 px box, by design).
            if (rect.width <= 1) continue;
            if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
              problems.push(`${element.textContent}: overflows its box`);
            if (rect.right > edge + 1) problems.push(`${element.textContent}: past the form`);
          }
        }
        return problems;
      });
      expect(cut).toEqual([]);
    });
  }
});

test.describe("the header's and the action bar's Prenota", () => {
  test.skip(Boolean(salon.bookingUrl), "Prenota opens the owner's booking page.");

  /** Lands on the form: its heading whole below the sticky header. */
  async function expectOnForm(page: Page) {
    await expect(page).toHaveURL("/contatti#modulo");
    const heading = page.getByRole("heading", { name: content.contatti.form.heading });
    await expect(heading).toBeInViewport({ ratio: 1 });
    const header = (await page.getByRole("banner").boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  }

  test("in the header, on a wide screen, lands on the form", async ({ page }) => {
    await gotoHydrated(page, "/servizi");
    await page.getByRole("banner").getByRole("link", { name: "Prenota", exact: true }).click();
    await expectOnForm(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 760 } });

    test("in the action bar, lands on the form", async ({ page }) => {
      await gotoHydrated(page, "/servizi");
      // Wherever the bar shows itself, it is there once the page has scrolled.
      await page.mouse.wheel(0, 2000);
      const bar = page.getByRole("navigation", { name: "Azioni rapide" });
      await bar.getByRole("link", { name: "Prenota", exact: true }).click();
      await expectOnForm(page);
    });
  });
});
