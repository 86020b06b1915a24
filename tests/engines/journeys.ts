// The visitor's journeys, written once and run in each engine the Playwright
// suite cannot drive (firefox.test.ts, webkit.test.ts): every page loads
// cleanly at a phone's width and at 1280 px, the phone menu, the carousels,
// "Prenota" into a live contact form however the visitor arrives, the
// form's answers, and while vouchers are offered a gift voucher asked for and a withdrawal
// from one sent. Facts come from the content (content/ or CONTENT_DIR), as in the Playwright
// specs; words that live in code (labels, toasts) stay literal.
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from "vitest";
import { carouselCopy } from "../../app/model/carousel";
import { notFoundCopy } from "../../app/model/layout";
import { paths } from "../../app/model/pages";
import { voucherCards } from "../../app/features/vouchers/model";
import { priceSections } from "../../app/model/servizi";
import { bookingFormAnchor, bookingGroups, bookingSearch } from "../../app/lib/booking";
import { whatsAppUrl } from "../../app/lib/external-links";
import { formatFullItalianDate, italianDateTime } from "../../app/lib/italian-dates";
import { romeDate } from "../../app/lib/rome-time";
import { content, menuPages, sitePages } from "../site-content";
import { holdPath, releasePath } from "./server";
import type { Engine, Visitor } from "./visitor";

const baseUrl = inject("baseUrl");
const holdingUrls = inject("holdingUrls");

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const pages = [...sitePages, { path: "/pagina-che-non-esiste", heading: notFoundCopy.heading }];

/** A treatment booked through the form (not on a booking platform), with several lengths if any. */
const options = bookingGroups(priceSections).flatMap((group) => group.options);
const booked =
  options.find((option) => option.duration && !option.bookingUrl) ??
  options.find((option) => !option.bookingUrl);

/** A gift voucher asked for with its form (one of treatments if there is one), while vouchers are offered. */
const requestable = content["buoni-regalo"].offered
  ? voucherCards.filter((card) => !card.paymentUrl)
  : [];
const voucher = requestable.find((card) => card.lines.length > 0) ?? requestable[0];

const form = `#${bookingFormAnchor} form`;
const field = (name: string) => `${form} [name="${name}"]`;
const submit = `${form} button[type="submit"]`;
const textFields = ["user_name", "user_last_name", "user_email", "user_email_confirm", "message"];
const visitorTyped = {
  user_name: "Giulia",
  user_last_name: "Rossi",
  user_email: "giulia.rossi@example.com",
  user_email_confirm: "giulia.rossi@example.com",
  message: "Buongiorno, vorrei un appuntamento. Grazie!",
};

/** Everything the page itself can tell is wrong once it has loaded. */
async function pageReport(visitor: Visitor) {
  return visitor.run(async () => {
    await document.fonts.ready;
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`horizontal scroll: ${root.scrollWidth} > ${root.clientWidth} px`);
    }
    for (const image of document.images) {
      if (image.complete && image.naturalWidth === 0) problems.push(`broken image ${image.src}`);
    }
    for (const face of document.fonts) {
      if (face.status === "error") problems.push(`font not loaded: ${face.family}`);
    }
    // The whole stylesheet is linked once the page has painted and loaded
    // (app/styles/late-resources.ts): give it up to 5 s.
    const lateSheet = () => document.querySelector<HTMLLinkElement>("head > link[rel=stylesheet]");
    for (let tries = 0; tries < 50 && !lateSheet()?.sheet; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!lateSheet()) problems.push("the whole stylesheet was never linked");
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")) {
      if (!link.sheet) problems.push(`stylesheet not applied: ${link.href}`);
    }
    // Each inline script marks what it enhanced: a script blocked (by the CSP)
    // or broken leaves its elements unmarked.
    const enhanced = "[data-carousel], [data-timeline], [data-island]";
    for (const element of document.querySelectorAll(enhanced)) {
      if (!element.hasAttribute("data-enhanced")) {
        problems.push(`script did not run: ${element.outerHTML.slice(0, 80)}`);
      }
    }
    const urls = [
      ...performance.getEntriesByType("resource").map((entry) => entry.name),
      ...[...document.querySelectorAll("[src], link[href]")].map(
        (element) => (element as HTMLImageElement).src || (element as HTMLLinkElement).href,
      ),
    ].filter((url) => url.startsWith(location.origin));
    return {
      problems,
      heading: document.querySelector("h1")?.textContent?.trim(),
      title: document.title,
      urls: [...new Set(urls)],
    };
  });
}

/** Every address of the site the page asked for answers (WebKitGTK cannot report failed requests). */
async function expectAllAnswered(urls: string[]) {
  const statuses = await Promise.all(
    urls.map(async (url) => `${(await fetch(url, { method: "HEAD" })).status} ${url}`),
  );
  expect(statuses.filter((status) => !status.startsWith("200"))).toEqual([]);
}

async function until<T>(visitor: Visitor, what: string, check: () => T | Promise<T>) {
  for (let tries = 0; tries < 100; tries++) {
    if (await visitor.run(check)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${visitor.engine}: still not ${what} after 10 s`);
}

/** Scrolls to the page's island, as a visitor does: its script comes as it nears the viewport (app/islands/load-near-viewport.ts). */
const scrollToIsland = (visitor: Visitor) =>
  visitor.run(() => document.querySelector("[data-island]")?.scrollIntoView());

/** The page's island has hydrated. */
const expectHydrated = (visitor: Visitor) =>
  until(visitor, "hydrated", () => document.documentElement.hasAttribute("data-hydrated"));

/** The form is live: its island has hydrated and "Invia" can be pressed. */
async function expectFormLive(visitor: Visitor) {
  await expectHydrated(visitor);
  expect(
    await visitor.run(
      (submit) => document.querySelector<HTMLButtonElement>(submit)?.disabled,
      submit,
    ),
  ).toBe(false);
}

/** The treatment chosen in the form's select: its value is the name the e-mail carries. */
const chosenTreatment = (visitor: Visitor) =>
  visitor.run((form) => document.querySelector<HTMLSelectElement>(`${form} select`)?.value, form);

/**
 * Through the engine's own proxy (server.ts), the answers to requests whose path starts with
 * `path` wait until the function it returns is called.
 */
async function holdRequests(engine: Engine, path: string) {
  const proxy = holdingUrls[engine];
  await fetch(`${proxy}${holdPath}?${new URLSearchParams({ path })}`, { method: "POST" });
  return async () => void (await fetch(`${proxy}${releasePath}`, { method: "POST" }));
}

/** The form's heading lies whole below the sticky header, inside the window. */
function expectHeadingInView(visitor: Visitor) {
  return until(visitor, "showing the form's heading below the header", () => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    const heading = document.getElementById("appuntamento")!.getBoundingClientRect();
    return heading.top >= header.bottom - 1 && heading.bottom <= innerHeight;
  });
}

/** The texts of the toasts on screen, and of the alerts in the form. */
const messages = (visitor: Visitor) =>
  visitor.run(() => ({
    toasts: [...document.querySelectorAll("[data-sonner-toast]")].map((toast) =>
      toast.textContent?.trim(),
    ),
    alerts: [...document.querySelectorAll("form [role=alert]")].map((alert) =>
      alert.textContent?.trim(),
    ),
  }));

/** Each field's aria-invalid and the text it is described by. */
const fieldStates = (visitor: Visitor, names: string[]) =>
  visitor.run(
    (form, names) =>
      Object.fromEntries(
        names.map((name) => {
          const input = document.querySelector(`${form} [name="${name}"]`)!;
          const described = (input.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent?.trim())
            .filter(Boolean)
            .join(" ");
          return [name, { invalid: input.getAttribute("aria-invalid"), described }];
        }),
      ),
    form,
    names,
  );

const values = (visitor: Visitor) =>
  visitor.run(
    (form, names) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          document.querySelector<HTMLInputElement>(`${form} [name="${name}"]`)!.value,
        ]),
      ),
    form,
    textFields,
  );

async function fill(visitor: Visitor, typed = visitorTyped, consent = true) {
  for (const [name, text] of Object.entries(typed)) await visitor.type(field(name), text);
  if (consent) await visitor.click(field("privacy_consent"));
}

/** The form filled in and sent, EmailJS answering `status`; once a toast shows. */
async function send(visitor: Visitor, status: number) {
  await openForm(visitor);
  const emailJs = await visitor.answerEmailJs(status);
  await fill(visitor);
  await press(visitor, submit);
  return emailJs;
}

/** A send not known to have arrived: its toast, and under the button why, and the other ways. */
async function expectNotSent(visitor: Visitor, toast: string, why: string) {
  // The toast comes with the answer; the explanation, with React's next render.
  await until(visitor, "explaining why it was not sent", () =>
    Boolean(document.querySelector("form [role=alert]")),
  );
  expect(await messages(visitor)).toEqual({
    toasts: [toast],
    alerts: [
      why +
        `Quello che hai scritto è ancora nel modulo. Puoi anche scrivermi a ${content.salon.email} o chiamarmi al ${content.salon.mobile}.`,
    ],
  });
}

/** A click on a form's send button, then the toast that tells how it went. */
async function press(visitor: Visitor, button: string) {
  await visitor.click(button);
  await until(visitor, "showing a toast", () => !!document.querySelector("[data-sonner-toast]"));
}

async function openForm(visitor: Visitor) {
  await visitor.resize(desktop.width, desktop.height);
  await visitor.goto(paths.contatti);
  await scrollToIsland(visitor);
  await expectFormLive(visitor);
}

export function journeys(engine: Engine, open: (baseUrl: string) => Promise<Visitor>) {
  describe(engine, () => {
    let visitor: Visitor;
    beforeAll(async () => {
      visitor = await open(baseUrl);
    });
    afterAll(() => visitor?.close());
    // Nothing the browser reported during a journey (Firefox tells; WebKitGTK cannot).
    afterEach(() => {
      expect(visitor.problems()).toEqual([]);
    });

    for (const size of [phone, desktop]) {
      test.each(pages)(`$path at ${size.width} px: loads cleanly`, async ({ path, heading }) => {
        const width = await visitor.resize(size.width, size.height);
        expect(width < 768).toBe(size === phone);
        await visitor.goto(path);
        if (
          path === paths.contatti ||
          (path === paths.buoniRegalo && voucher) ||
          path === paths.recesso
        ) {
          await scrollToIsland(visitor);
          await (path === paths.contatti ? expectFormLive : expectHydrated)(visitor);
        }
        const report = await pageReport(visitor);
        expect(report.heading).toBe(heading);
        expect(report.title).not.toBe("");
        expect(report.problems).toEqual([]);
        await expectAllAnswered(report.urls);
      });
    }

    test("the phone menu opens and closes: its button, Escape, a tap outside", async () => {
      await visitor.resize(phone.width, phone.height);
      await visitor.goto(paths.servizi);
      const menu = () =>
        visitor.run(() => {
          const dialog = document.getElementById("menu-mobile") as HTMLDialogElement;
          const focus = document.activeElement;
          return {
            open: dialog.open || dialog.matches(":popover-open"),
            // A modal dialog takes the focus; a popover (browsers without
            // invoker commands) is next in the Tab order after its button.
            focusInside: dialog.contains(focus),
            focusOnButton: focus?.getAttribute("aria-haspopup") === "dialog",
            links: [...dialog.querySelectorAll("nav a")].map((a) => a.textContent?.trim()),
          };
        });
      const button = "header button[aria-haspopup=dialog]";
      const close = "#menu-mobile button[aria-label]";
      const closed = { open: false, focusInside: false, focusOnButton: true };

      const ways: [string, () => Promise<void>][] = [
        ["its close button", () => visitor.click(close)],
        ["Escape", () => visitor.press("Escape")],
        // The menu covers the screen: its left edge halfway down, beside the centred links
        // and above the call and WhatsApp buttons at its foot, is "outside".
        [
          "a tap outside the links",
          async () => {
            const { height } = await visitor.run(() => ({ height: innerHeight }));
            await visitor.tapAt(10, Math.round(height / 2));
          },
        ],
      ];
      for (const [way, closeIt] of ways) {
        await visitor.click(button);
        // Open, and slid in (700 ms) where motion is not reduced.
        await until(visitor, "open", () => {
          const { left, width } = document.getElementById("menu-mobile")!.getBoundingClientRect();
          return width > 0 && left === 0;
        });
        const opened = await menu();
        expect(opened.open, way).toBe(true);
        expect(opened.links).toEqual(menuPages.map((page) => page.navLabel));
        if (!opened.focusInside) {
          // The popover fallback: Tab goes from the button into the menu.
          await visitor.press("Tab");
          expect((await menu()).focusInside, `${way}: Tab into the menu`).toBe(true);
        }
        await closeIt();
        await until(visitor, "closed", () => {
          const dialog = document.getElementById("menu-mobile") as HTMLDialogElement;
          return !dialog.open && !dialog.matches(":popover-open");
        });
        expect(await menu(), `closed by ${way}`).toMatchObject(closed);
      }
    });

    test("the carousels' buttons move the slides", async () => {
      await visitor.resize(phone.width, phone.height);
      for (const path of [paths.home, paths.galleria]) {
        await visitor.goto(path);
        // Carousels whose buttons show (none when every slide fits).
        const count = await visitor.run(
          () =>
            document.querySelectorAll<HTMLElement>("[data-carousel] [data-carousel-step='1']")
              .length,
        );
        expect(count, path).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const shown = await visitor.run((index) => {
            document.querySelector("[data-journey]")?.removeAttribute("data-journey");
            const carousel = document.querySelectorAll("[data-carousel]")[index] as HTMLElement;
            carousel.dataset.journey = "";
            carousel.scrollIntoView({ block: "center" });
            return slideState();
            function slideState() {
              const row = carousel.querySelector<HTMLElement>("[data-carousel-slides]")!;
              return [...row.children].map((slide) => !(slide as HTMLElement).inert);
            }
          }, index);
          expect(shown[0], `${path}, carousel ${index + 1}: starts on the first slide`).toBe(true);
          // The slides out of view are marked as the carousel's script sees them (an observer's
          // callback, after the page has loaded).
          await until(visitor, "hiding the slides out of view", () => {
            const row = document.querySelector("[data-journey] [data-carousel-slides]")!;
            return (row.lastElementChild as HTMLElement).inert;
          });

          const first = () =>
            visitor.run(() => {
              const row = document.querySelector<HTMLElement>(
                "[data-journey] [data-carousel-slides]",
              )!;
              const previous = document.querySelector("[data-journey] [data-carousel-step='-1']");
              return {
                firstInView: !(row.children[0] as HTMLElement).inert,
                scrolled: row.scrollLeft > 0,
                previousDisabled: previous?.getAttribute("aria-disabled"),
                position: document.querySelector("[data-journey] [data-carousel-shown]")
                  ?.textContent,
              };
            });
          await visitor.click("[data-journey] [data-carousel-step='1']");
          await until(
            visitor,
            "past the first slide",
            () =>
              (
                document.querySelector("[data-journey] [data-carousel-slides]")!
                  .children[0] as HTMLElement
              ).inert,
          );
          expect(await first()).toEqual({
            firstInView: false,
            scrolled: true,
            previousDisabled: "false",
            position: carouselCopy.shown(2, 2, shown.length),
          });
          await visitor.click("[data-journey] [data-carousel-step='-1']");
          await until(
            visitor,
            "back on the first slide",
            () => document.querySelector("[data-journey] [data-carousel-slides]")!.scrollLeft === 0,
          );
          expect(await first()).toEqual({
            firstInView: true,
            scrolled: false,
            previousDisabled: "true",
            position: carouselCopy.shown(1, 1, shown.length),
          });
        }
      }
    });

    if (booked) {
      test("Prenota on Servizi: Contatti with the treatment chosen, the form live, its heading in view", async () => {
        await visitor.resize(phone.width, phone.height);
        await visitor.goto(paths.servizi);
        const link = `main a[href="${paths.contatti}${bookingSearch(booked)}#${bookingFormAnchor}"]`;
        await visitor.follow(link);
        await expectFormLive(visitor);
        expect(await chosenTreatment(visitor)).toBe(booked.name);
        await expectHeadingInView(visitor);
      });
    }

    test("Prenota in the header (1280 px) and in the phone's action bar: the form live, its heading in view", async () => {
      for (const [size, prenota] of [
        [desktop, "header"],
        [phone, "nav.action-bar"],
      ] as const) {
        await visitor.resize(size.width, size.height);
        await visitor.goto(paths.home);
        if (prenota === "nav.action-bar") {
          // The bar comes up once the hero has scrolled away (app/enhance/action-bar.ts).
          await visitor.run(() => window.scrollTo({ top: innerHeight * 1.5, behavior: "instant" }));
          // Up, and done sliding in (250 ms where motion is not reduced).
          await until(visitor, "showing the action bar", () => {
            const bar = document.querySelector<HTMLElement>(".action-bar")!;
            return (
              bar.hasAttribute("data-shown") &&
              Math.round(bar.getBoundingClientRect().bottom) <= innerHeight &&
              bar.getAnimations().length === 0
            );
          });
        }
        await visitor.follow(`${prenota} a[href$="#${bookingFormAnchor}"]`);
        await expectFormLive(visitor);
        await expectHeadingInView(visitor);
      }
    });

    if (booked) {
      test("an address typed or shared, and back and forward: the form live each time", async () => {
        await visitor.resize(phone.width, phone.height);
        await visitor.goto(`${paths.contatti}${bookingSearch(booked)}#${bookingFormAnchor}`);
        await expectFormLive(visitor);
        expect(await chosenTreatment(visitor)).toBe(booked.name);
        await expectHeadingInView(visitor);

        // Away to another page and back (restored from the back/forward cache where the engine keeps it).
        await visitor.follow(`footer a[href="${paths.servizi}"]`);
        await visitor.back();
        await expectFormLive(visitor);
        expect(await chosenTreatment(visitor)).toBe(booked.name);
        // Live, not just marked: an empty send answers.
        await visitor.click(submit);
        expect((await fieldStates(visitor, ["user_name"])).user_name?.invalid).toBe("true");
      });

      test("what she typed and chose before the form's script came is sent: the script held back, then let through", async () => {
        // A tablet's window, without the phone's bar: the form starts more than two screens
        // down, so its script is asked for as she reaches the form, once the page has loaded
        // (held back sooner, it would keep the page from loading at all).
        await visitor.resize(800, 600);
        // The form's entry held back: a visitor quicker than her network.
        const release = await holdRequests(visitor.engine, "/assets/contact-form");
        try {
          // On an origin the engine has never visited, so nothing comes from its cache.
          await visitor.goto(`${holdingUrls[visitor.engine]}${paths.contatti}`);
          for (const [name, text] of Object.entries(visitorTyped))
            await visitor.type(field(name), text);
          await visitor.click(field("privacy_consent"));
          await visitor.click(`${form} input[name="preferred_days"]`);
          // A treatment picked (as a browser restoring the form sets it: no driver picks options alike).
          await visitor.run(
            (form, name) =>
              void (document.querySelector<HTMLSelectElement>(`${form} select`)!.value = name),
            form,
            booked.name,
          );
          // Asked for as the form came near (an observer's callback, which may follow the
          // last key by a moment), not yet come: the form is not live.
          await until(
            visitor,
            "asking for the form's script",
            () => !!document.querySelector('script[src*="/assets/contact-form"]'),
          );
          expect(
            await visitor.run(
              (submit) => ({
                live: document.documentElement.hasAttribute("data-hydrated"),
                disabled: document.querySelector<HTMLButtonElement>(submit)?.disabled,
              }),
              submit,
            ),
          ).toEqual({ live: false, disabled: true });
        } finally {
          await release();
        }
        await expectFormLive(visitor);
        expect(await chosenTreatment(visitor)).toBe(booked.name);
        await until(
          visitor,
          "counting what was typed",
          // The limit stands in the counter's place until the form is live.
          () =>
            /^[1-9][\d.]* caratteri su /.test(
              document.getElementById("modulo-conteggio")?.textContent ?? "",
            ),
        );
        expect(
          await visitor.run(() => document.getElementById("modulo-conteggio")?.textContent),
        ).toBe(`${visitorTyped.message.length} caratteri su 5.000`);
        const day = await visitor.run(
          (form) =>
            document.querySelector<HTMLInputElement>(`${form} input[name="preferred_days"]`)!.value,
          form,
        );
        const emailJs = await visitor.answerEmailJs(200);
        await press(visitor, submit);
        expect((await messages(visitor)).toasts).toEqual(["Messaggio Inviato !"]);
        const sent = await emailJs.sent();
        expect(sent).toHaveLength(1);
        expect(sent[0]!.fields).toEqual(
          expect.objectContaining({
            ...visitorTyped,
            privacy_consent: "sì",
            treatment: booked.name,
            preferred_days: day,
          }),
        );
      });
    }

    if (voucher) {
      test("a gift voucher: chosen on its card, the request in WhatsApp, sent with its fields", async () => {
        // At 1280 px, as the contact form's journeys: the phone's action bar would cover what a click aims at.
        await visitor.resize(desktop.width, desktop.height);
        await visitor.goto(paths.buoniRegalo);
        await visitor.follow(`main a[href="${paths.buoniRegalo}?buono=${voucher.key}#richiesta"]`);
        await expectHydrated(visitor);
        const voucherForm = "#richiesta form";
        expect(
          await visitor.run(
            (form) =>
              document.querySelector<HTMLInputElement>(`${form} input[name="voucher"]:checked`)
                ?.value,
            voucherForm,
          ),
        ).toBe(voucher.key);
        const emailJs = await visitor.answerEmailJs(200);
        const typed = {
          voucher_recipient: "Maria Bianchi",
          voucher_dedication: "Buon compleanno!",
          user_name: "Giulia",
          user_last_name: "Rossi",
          user_email: "giulia.rossi@example.com",
          user_email_confirm: "giulia.rossi@example.com",
        };
        for (const [name, text] of Object.entries(typed)) {
          await visitor.type(`${voucherForm} [name="${name}"]`, text);
        }
        await visitor.click(`${voucherForm} [name="voucher_delivery"][value="ritiro in centro"]`);
        await visitor.click(`${voucherForm} [name="privacy_consent"]`);
        // The words are code (app/features/vouchers/request-words.ts).
        const request = [
          `Ciao, vorrei un buono regalo: ${voucher.words}, ${voucher.price}.`,
          "Per: Maria Bianchi",
          "Dedica: Buon compleanno!",
          "Come riceverlo: ritiro in centro",
          "Da parte di: Giulia Rossi",
        ].join("\n");
        if (content.salon.whatsApp) {
          await until(visitor, "writing the request in the WhatsApp link", () =>
            document
              .querySelector<HTMLAnchorElement>('#richiesta a[href^="https://wa.me/"]')
              ?.href.includes("Giulia%20Rossi"),
          );
          expect(
            await visitor.run(() =>
              document.querySelector('#richiesta a[href^="https://wa.me/"]')?.getAttribute("href"),
            ),
          ).toBe(whatsAppUrl(content.salon.mobile, request));
        }
        await press(visitor, `${voucherForm} button[type="submit"]`);
        expect((await messages(visitor)).toasts).toEqual(["Richiesta inviata"]);
        const sent = await emailJs.sent();
        expect(sent).toHaveLength(1);
        const { message, ...fields } = sent[0]!.fields;
        expect(message?.replaceAll("\r\n", "\n")).toBe(request);
        expect(fields).toEqual(
          expect.objectContaining({
            ...typed,
            voucher: voucher.words,
            voucher_value: voucher.price,
            voucher_delivery: "ritiro in centro",
            privacy_consent: "sì",
            service_id: "service_e2e",
            template_id: "template_e2e",
            user_id: "public_key_e2e",
          }),
        );
      });
    }

    if (content["buoni-regalo"].offered) {
      test("a withdrawal from a voucher: from the footer's «Recedi dal contratto qui», sent with its statement and when it went", async () => {
        // At 1280 px, as the other forms' journeys.
        await visitor.resize(desktop.width, desktop.height);
        await visitor.goto(paths.home);
        await visitor.follow(`footer a[href="${paths.recesso}"]`);
        await scrollToIsland(visitor);
        await expectHydrated(visitor);
        const withdrawalForm = "#recesso-isola form";
        const emailJs = await visitor.answerEmailJs(200);
        const typed = {
          user_name: "Giulia",
          user_last_name: "Rossi",
          withdrawal_voucher: "Buono da 50 € – 2026-014",
          user_email: "giulia.rossi@example.com",
          user_email_confirm: "giulia.rossi@example.com",
          withdrawal_note: "Grazie",
        };
        for (const [name, text] of Object.entries(typed)) {
          await visitor.type(`${withdrawalForm} [name="${name}"]`, text);
        }
        // A date field's keys follow the browser's language: set the day as its picker does.
        const paidOn = romeDate(new Date());
        await visitor.run(
          (form, day) => {
            const input = document.querySelector<HTMLInputElement>(
              `${form} [name="withdrawal_paid_on"]`,
            )!;
            input.value = day;
            input.dispatchEvent(new Event("change", { bubbles: true }));
          },
          withdrawalForm,
          paidOn,
        );
        const before = new Date();
        await press(visitor, `${withdrawalForm} button[type="submit"]`);
        const after = new Date();
        expect((await messages(visitor)).toasts).toEqual(["Recesso inviato"]);
        // The toast comes with the answer; the thanks, which takes the focus, with React's next render.
        await until(visitor, "saying when it went", () => document.activeElement?.tagName === "P");
        const thanks = await visitor.run(() => document.activeElement?.textContent?.trim());
        // When it went, on Italy's clock (app/lib/italian-dates.ts): the minute it was pressed.
        const at = [italianDateTime(before), italianDateTime(after)].find((when) =>
          thanks?.startsWith(`Recesso inviato ${when} (ora italiana). `),
        );
        expect(thanks).toBe(
          `Recesso inviato ${at} (ora italiana). Appena lo leggo ti mando per e-mail la conferma di ricevimento, con il testo del tuo recesso e la data e l'ora di invio; poi ti rimborso entro 14 giorni.`,
        );
        const sent = await emailJs.sent();
        expect(sent).toHaveLength(1);
        const { message, ...fields } = sent[0]!.fields;
        const paid = formatFullItalianDate(paidOn);
        expect(message?.replaceAll("\r\n", "\n")).toBe(
          [
            "Recedo dal contratto di acquisto di questo buono regalo.",
            "Buono: Buono da 50 € – 2026-014",
            `Pagato il: ${paid}`,
            "Nome e cognome: Giulia Rossi",
            "E-mail per la conferma di ricevimento: giulia.rossi@example.com",
            "Nota: Grazie",
            `Inviato dal sito ${at} (ora italiana).`,
          ].join("\n"),
        );
        expect(fields).toEqual(
          expect.objectContaining({
            ...typed,
            withdrawal_paid_on: paid,
            withdrawal: `Buono da 50 € – 2026-014, pagato il ${paid}`,
            service_id: "service_e2e",
            template_id: "template_e2e",
            user_id: "public_key_e2e",
          }),
        );
      });
    }

    test("an empty send: 'Campo obbligatorio' under each required field, nothing sent", async () => {
      await openForm(visitor);
      const emailJs = await visitor.answerEmailJs(200);
      await visitor.click(submit);
      const states = await fieldStates(visitor, textFields);
      for (const name of textFields) {
        expect(states[name], name).toEqual({
          invalid: "true",
          described: expect.stringMatching(/^Campo obbligatorio/),
        });
      }
      expect(await emailJs.sent()).toEqual([]);
    });

    test("e-mails that differ: the toast, the confirmation marked, nothing sent", async () => {
      await openForm(visitor);
      const emailJs = await visitor.answerEmailJs(200);
      await fill(visitor, { ...visitorTyped, user_email_confirm: "giulia.rosi@example.com" });
      await press(visitor, submit);
      expect((await messages(visitor)).toasts).toEqual(["Le email non combaciano"]);
      expect((await fieldStates(visitor, ["user_email_confirm"])).user_email_confirm).toEqual({
        invalid: "true",
        described: "Scrivi qui lo stesso indirizzo del campo «E-mail».",
      });
      expect(await emailJs.sent()).toEqual([]);
    });

    test("no consent: the warning on the checkbox, nothing sent", async () => {
      await openForm(visitor);
      const emailJs = await visitor.answerEmailJs(200);
      await fill(visitor, visitorTyped, false);
      await visitor.click(submit);
      await until(visitor, "warning", () => !!document.querySelector("form [role=alert]"));
      expect((await messages(visitor)).alerts).toEqual([
        "Spunta la casella per il trattamento dei dati personali",
      ]);
      expect((await fieldStates(visitor, ["privacy_consent"])).privacy_consent?.invalid).toBe(
        "true",
      );
      expect(await values(visitor)).toEqual(visitorTyped);
      expect(await emailJs.sent()).toEqual([]);
    });

    test("a send that succeeds: one request with every field, the thanks, an empty form", async () => {
      const emailJs = await send(visitor, 200);
      expect((await messages(visitor)).toasts).toEqual(["Messaggio Inviato !"]);
      // The toast comes with the answer; the thanks, which takes the focus, with React's next render.
      await until(visitor, "thanking", () => document.activeElement?.tagName === "P");
      const thanks = await visitor.run(() => document.activeElement?.textContent?.trim());
      expect(thanks).toBe("Grazie, il tuo messaggio è arrivato. Ti rispondo appena posso.");
      const sent = await emailJs.sent();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toEqual({
        url: "https://api.emailjs.com/api/v1.0/email/send-form",
        fields: expect.objectContaining({
          ...visitorTyped,
          privacy_consent: "sì",
          service_id: "service_e2e",
          template_id: "template_e2e",
          user_id: "public_key_e2e",
        }),
      });
      expect(await values(visitor)).toEqual(
        Object.fromEntries(textFields.map((name) => [name, ""])),
      );
    });

    test("while it sends nothing changes, and when its outcome is unknown everything stays", async () => {
      await openForm(visitor);
      const emailJs = await visitor.answerEmailJs("network", { held: true });
      await fill(visitor);
      await visitor.click(submit);
      await until(
        visitor,
        "sending",
        () =>
          document
            .querySelector("#modulo form button[type=submit]")
            ?.getAttribute("aria-disabled") === "true",
      );
      // Keys and clicks reach the form and change nothing.
      await visitor.type(field("message"), " E anche una manicure.");
      await visitor.click(field("privacy_consent"));
      await visitor.click(`${form} input[name="preferred_days"]`);
      const choices = () =>
        visitor.run(
          (form) => ({
            consent: document.querySelector<HTMLInputElement>(`${form} [name=privacy_consent]`)!
              .checked,
            day: document.querySelector<HTMLInputElement>(`${form} [name=preferred_days]`)!.checked,
          }),
          form,
        );
      expect(await values(visitor)).toEqual(visitorTyped);
      expect(await choices()).toEqual({ consent: true, day: false });

      await emailJs.release();
      await expectNotSent(
        visitor,
        "Invio non confermato",
        "La connessione si è interrotta durante l'invio, ma il messaggio potrebbe essere arrivato. Prima di riprovare chiedimi conferma ai recapiti qui sotto, così non lo ricevo due volte.",
      );
      expect(await values(visitor)).toEqual(visitorTyped);
      expect(await choices()).toEqual({ consent: true, day: false });
      expect(await emailJs.sent()).toHaveLength(1);
      // Logged on purpose (no visitor data in it): Firefox tells, WebKitGTK cannot.
      const logged = visitor.problems();
      if (visitor.engine === "firefox") {
        expect(logged).toEqual([
          expect.stringMatching(/^console error: Contact form not sent \(EmailJS\): 0 /),
          // Firefox's own words for the dropped connection.
          expect.stringMatching(
            /^uncaught: Error: Cross-Origin Request Blocked: .*api\.emailjs\.com/,
          ),
        ]);
      }
    });

    test("a send that fails: the toast, why and the other ways, everything typed kept", async () => {
      const emailJs = await send(visitor, 500);
      await expectNotSent(
        visitor,
        "Messaggio non inviato !",
        "Il servizio che invia le e-mail ha un problema temporaneo. Riprova tra qualche minuto.",
      );
      expect(await emailJs.sent()).toHaveLength(1);
      expect(await values(visitor)).toEqual(visitorTyped);
      // Logged on purpose, for whoever opens the console (no visitor data in it).
      const logged = visitor.problems();
      if (visitor.engine === "firefox") {
        expect(logged).toEqual(["console error: Contact form not sent (EmailJS): 500 Error"]);
      }
    });
  });
}

/** An engine not installed: a failure in CI (.ci/run installs both), a skip elsewhere. */
export function engineMissing(engine: Engine, why: string) {
  if (process.env.CI) test(engine, () => expect.fail(why));
  else test.skip(`${engine}: ${why}`, () => {});
}
