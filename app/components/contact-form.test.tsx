// The form without EmailJS keys, and its rules, in jsdom. Every outcome of a
// real send is covered end to end in tests/e2e/contact-form.spec.ts.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingCopy, contactFormCopy as copy, dayNames, newTabNote } from "~/content/contatti";
import { salon } from "~/content/salon";
import { priceSections } from "~/content/servizi";
import { bookingGroups, bookingSearch, openDays, openTimesOfDay } from "~/lib/booking";
import { contactFields } from "~/lib/contact-form";
import type { EmailJsConfig } from "~/lib/emailjs-config";
import { toInternationalPhone } from "~/lib/salon-facts";
import { ContactForm } from "./contact-form";

let consoleError: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  // Sonner keeps live toasts in a module and replays them to the next Toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm({
  url = "/contatti",
  onTreatmentChange,
  config = null,
}: {
  url?: string;
  onTreatmentChange?: (name: string | undefined) => void;
  config?: EmailJsConfig | null;
} = {}) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ContactForm config={config} onTreatmentChange={onTreatmentChange} />
      <Toaster position="top-right" duration={1500} containerAriaLabel={copy.toastRegion} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const { labels } = copy;

// What a visitor types, by the label of each field.
const typed: Record<string, string> = {
  [labels.name]: "Giulia",
  [labels.lastName]: "Rossi",
  [labels.email]: "giulia.rossi@example.com",
  [labels.emailConfirm]: "giulia.rossi@example.com",
  [labels.message]: "Vorrei prenotare una pulizia del viso sabato mattina.",
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = typed) {
  // Pasted, not typed key by key: jsdom is slow and the result is the same.
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(label, { exact: true }));
    await user.paste(value);
  }
}

function expectTyped(values = typed) {
  for (const [label, value] of Object.entries(values)) {
    expect(screen.getByLabelText(label, { exact: true })).toHaveValue(value);
  }
}

const consentBox = () =>
  screen.getByRole("checkbox", {
    // The label's link adds that it opens a new tab (jsdom and browsers space it differently).
    name: (name) =>
      name.startsWith(`${copy.consent.before}${copy.consent.link}`) &&
      name.includes(newTabNote) &&
      name.endsWith(copy.consent.after),
  });
const sendButton = () => screen.getByRole("button", { name: copy.submit });

// Accessible-name queries in jsdom are slow on a busy machine: more than the default 5 s.
describe("ContactForm", { timeout: 20_000 }, () => {
  it("starts empty, unticked, with no warning and an enabled send button", () => {
    renderForm();
    for (const label of Object.keys(typed)) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveValue("");
    }
    expect(consentBox()).not.toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it("without EmailJS keys fails visibly, keeps every field and sends nothing", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(consentBox());
    await user.click(sendButton());

    expect(await screen.findByText(copy.notSentToast)).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    // The salon's own e-mail and phone, as another way to reach her.
    expect(
      within(alert)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual([
      copy.failures["not-configured"],
      `${copy.notSent.kept} ${copy.notSent.otherWays} ${salon.email} ${copy.notSent.or} ${salon.mobile}.`,
    ]);
    expect(within(alert).getByRole("link", { name: salon.email })).toHaveAttribute(
      "href",
      `mailto:${salon.email}`,
    );
    expect(within(alert).getByRole("link", { name: salon.mobile })).toHaveAttribute(
      "href",
      `tel:${toInternationalPhone(salon.mobile)}`,
    );
    expectTyped();
    expect(consentBox()).toBeChecked();
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText(copy.sentToast)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const logged = consoleError.mock.calls.flat().join(" ");
    expect(logged).toContain("not configured");
    expect(logged).not.toContain("Giulia");
    expect(logged).not.toContain("giulia.rossi@example.com");
  });

  it("without consent shows the warning on the checkbox and sends nothing", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(sendButton());

    const warning = screen.getByRole("alert");
    expect(warning).toHaveTextContent(copy.consent.missing);
    expect(consentBox()).toHaveAttribute("aria-invalid", "true");
    expect(consentBox()).toHaveAccessibleDescription(copy.consent.missing);
    expect(consentBox()).toHaveFocus();
    expect(screen.queryByText(copy.notSentToast)).not.toBeInTheDocument();
    expectTyped();

    // Ticking the box takes the warning away.
    await user.click(consentBox());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(consentBox()).not.toHaveAttribute("aria-invalid");
  });

  it("with different e-mails shows the toast and marks the confirmation field", async () => {
    const user = renderForm();
    const mistyped = { ...typed, [labels.emailConfirm]: "giulia.rosi@example.com" };
    await fillIn(user, mistyped);
    await user.click(consentBox());
    await user.click(sendButton());

    expect(await screen.findByText(copy.emailsDiffer.toast)).toBeInTheDocument();
    const confirm = screen.getByLabelText(labels.emailConfirm);
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(confirm).toHaveAccessibleDescription(copy.emailsDiffer.hint);
    expect(confirm).toHaveFocus();
    expect(screen.queryByText(copy.notSentToast)).not.toBeInTheDocument();
    expectTyped(mistyped);

    // Once the two match, the hint goes.
    await user.clear(confirm);
    await user.type(confirm, "  GIULIA.ROSSI@example.com");
    expect(confirm).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(copy.emailsDiffer.hint)).toBeNull();
  });

  it("after an empty send: a lasting message under every required field, the first focused", async () => {
    const user = renderForm();
    await user.click(sendButton());

    const required = Object.keys(typed);
    for (const label of required) {
      const field = screen.getByLabelText(label, { exact: true });
      expect(field, label).toHaveAttribute("aria-invalid", "true");
      expect(field, label).toBeRequired();
      const message = document.getElementById(
        field.getAttribute("aria-describedby")!.split(" ")[0]!,
      );
      expect(message, label).toHaveTextContent(copy.required);
      expect(message, label).toBeVisible();
    }
    expect(screen.getAllByText(copy.required)).toHaveLength(required.length);
    expect(screen.getByLabelText(labels.message, { exact: true })).toHaveAccessibleDescription(
      `${copy.required} 0 caratteri su 5.000`,
    );
    expect(screen.getByLabelText(labels.name, { exact: true })).toHaveFocus();
    // Announced once, naming the fields; the consent box says its own.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      copy.consent.missing,
      "Compila i campi «Nome», «Cognome», «E-mail», «Conferma e-mail» e «Messaggio».",
    ]);
    expect(screen.queryByText(copy.notSentToast)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();

    // Filled in, a field's message goes at once; the others stay.
    const name = screen.getByLabelText(labels.name, { exact: true });
    await user.type(name, "G");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(name).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(copy.required)).toHaveLength(required.length - 1);
    // The announcement is not changed (it would be read again): it stays as it was said.
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent(
      "Compila i campi «Nome», «Cognome», «E-mail», «Conferma e-mail» e «Messaggio».",
    );
    // Emptied again, it waits for the next send to complain.
    await user.clear(name);
    expect(name).not.toHaveAttribute("aria-invalid");

    await user.click(sendButton());
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent(
      "Compila i campi «Nome», «Cognome», «E-mail», «Conferma e-mail» e «Messaggio».",
    );
    await fillIn(user, { ...typed, [labels.name]: "" });
    await user.click(sendButton());
    expect(screen.getAllByText(copy.required)).toHaveLength(1);
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent("Compila il campo «Nome».");
    // Once every field is filled in, it goes.
    await user.type(screen.getByLabelText(labels.name, { exact: true }), "Giulia");
    expect(screen.queryByText("Compila il campo «Nome».")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(labels.name, { exact: true }));
    await user.click(sendButton());
    expect(screen.getAllByText(copy.required)).toHaveLength(1);
    expect(screen.getAllByRole("alert").at(-1)).toHaveTextContent("Compila il campo «Nome».");
  });

  it("turns the browser's bubbles off and keeps what they told assistive technology", () => {
    renderForm();
    expect(document.querySelector("form")).toHaveAttribute("novalidate");
    for (const label of Object.keys(typed)) {
      expect(screen.getByLabelText(label, { exact: true })).toBeRequired();
    }
    expect(screen.getByLabelText(labels.email, { exact: true })).toHaveAttribute("type", "email");
  });

  it("asks for a whole address in an e-mail field, and focuses the first field to fix", async () => {
    const user = renderForm();
    await fillIn(user, { ...typed, [labels.email]: "giulia@", [labels.emailConfirm]: "giulia@" });
    await user.click(consentBox());
    await user.click(sendButton());

    const email = screen.getByLabelText(labels.email, { exact: true });
    const confirm = screen.getByLabelText(labels.emailConfirm, { exact: true });
    expect(email).toHaveFocus();
    for (const field of [email, confirm]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(copy.malformedEmail);
    }
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Controlla i campi «E-mail» e «Conferma e-mail»: gli indirizzi non sono validi.",
    );
    // Not "Le email non combaciano": two addresses are compared once they are addresses.
    expect(screen.queryByText(copy.emailsDiffer.toast)).not.toBeInTheDocument();

    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    // Still not an address: it stays until fixed (pasted at once: typed, "giulia@e" would do).
    await user.click(confirm);
    await user.paste("example.");
    expect(confirm).toHaveAccessibleDescription(copy.malformedEmail);
    await user.type(confirm, "com");
    expect(confirm).not.toHaveAttribute("aria-invalid");
    expectTyped({
      ...typed,
      [labels.email]: "giulia@example.com",
      [labels.emailConfirm]: "giulia@example.com",
    });
  });

  it("after a send, moves the focus to the thank-you, which is read once", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2029-12-31T10:00:00Z"));
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const user = renderForm({
      config: { serviceId: "service_x", templateId: "template_y", publicKey: "key_z" },
    });
    await fillIn(user);
    await user.click(consentBox());
    await user.click(sendButton());

    const thanks = await screen.findByText(copy.sent);
    expect(thanks).toHaveFocus();
    expect(thanks).toHaveAttribute("tabindex", "-1");
    // Not a live region as well: the focus reads it, and the toast says its own words.
    expect(thanks.closest("[role=status], [role=alert], [aria-live]")).toBeNull();
    expect(await screen.findByText(copy.sentToast)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.getByLabelText(labels.name, { exact: true })).toHaveValue("");
  });

  it("offers the salon's e-mail in a failure, breaking only after @ or before a dot", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(consentBox());
    await user.click(sendButton());

    const link = within(await screen.findByRole("alert")).getByRole("link", { name: salon.email });
    expect(link.querySelectorAll("wbr").length).toBeGreaterThan(0);
    // Every piece between two break points is whole: "info@", "example", ".com".
    const pieces = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(pieces.map((node) => node.textContent).join("")).toBe(salon.email);
    for (const node of pieces) expect(node.textContent).toMatch(/^(\.[^.@]+|[^.@]+@?)$/);
    expect(link.className).not.toMatch(/break-all/);
  });

  it("keeps the honeypot out of sight, the accessibility tree, autofill and password managers", () => {
    renderForm();
    expect(screen.queryByRole("textbox", { name: labels.honeypot })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>(
      `input[name="${contactFields.honeypot}"]`,
    );
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("type", "text");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot).toHaveAttribute("data-1p-ignore", "true");
    expect(honeypot).toHaveAttribute("data-lpignore", "true");
    expect(honeypot).toHaveAttribute("data-bwignore", "true");
    expect(honeypot).toHaveAttribute("data-form-type", "other");
    expect(honeypot!.closest("[hidden]")).toHaveAttribute("aria-hidden", "true");
    // Nothing an autofill heuristic keys on, in the name or the label.
    expect(labels.honeypot).not.toMatch(/sito|web|url|nome|mail|telefono|indirizzo|azienda/i);
  });

  it("counts the message's characters for screen readers and stops one that is too long", async () => {
    const user = renderForm();
    const message = screen.getByLabelText(labels.message, { exact: true });
    expect(message).toHaveAccessibleDescription("0 caratteri su 5.000");
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent("");

    await fillIn(user, { ...typed, [labels.message]: "a".repeat(4_600) });
    expect(message).toHaveAccessibleDescription("4.600 caratteri su 5.000");
    expect(live).toHaveTextContent(copy.messageLength.nearLimit);

    await user.paste("b".repeat(634));
    expect(message).toHaveAccessibleDescription("5.234 caratteri su 5.000");
    expect(live).toHaveTextContent(copy.messageLength.overLimit);

    await user.click(consentBox());
    await user.click(sendButton());
    const error =
      "Il messaggio è troppo lungo: 5.234 caratteri su 5.000 consentiti. Accorcialo di 234 caratteri e invia di nuovo.";
    expect(screen.getByRole("alert")).toHaveTextContent(error);
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAccessibleDescription(`${error} 5.234 caratteri su 5.000`);
    expect(message).toHaveFocus();
    expect(screen.queryByText(copy.notSentToast)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    expect(message).toHaveValue("a".repeat(4_600) + "b".repeat(634));

    // Back within the limit, the error goes.
    await user.clear(message);
    await user.paste("a".repeat(5_000));
    expect(message).toHaveAccessibleDescription("5.000 caratteri su 5.000");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(message).not.toHaveAttribute("aria-invalid");
  });

  it("makes every field read-only while a send is in flight, and keeps the focus", async () => {
    // The rate limit lives in this module's memory: each sending test has its own time.
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2030-01-01T10:00:00Z"));
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderForm({
      config: { serviceId: "service_x", templateId: "template_y", publicKey: "key_z" },
    });
    await fillIn(user);
    await user.click(consentBox());
    const message = screen.getByLabelText(labels.message, { exact: true });
    await user.click(message);
    await user.keyboard("{Enter}");
    await user.click(sendButton());

    const sending = await screen.findByRole("button", { name: copy.sending });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(sending).toHaveFocus();
    for (const label of Object.keys(typed)) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute("readonly");
    }
    expect(consentBox()).toHaveAttribute("aria-readonly", "true");

    await user.type(message, " e altro");
    await user.click(consentBox());
    await user.selectOptions(treatmentSelect(), options[0]!.value);
    await user.click(dayBox(days[0]!));
    await user.click(sending);
    expect(message).toHaveValue(`${typed[labels.message]}\n`);
    expect(consentBox()).toBeChecked();
    expect(treatmentSelect()).toHaveValue("");
    expect(dayBox(days[0]!)).not.toBeChecked();
    expect(fetchMock).toHaveBeenCalledOnce();

    answer(new Response("OK", { status: 200 }));
    expect(await screen.findByText(copy.sentToast)).toBeInTheDocument();
    expect(message).not.toHaveAttribute("readonly");
    expect(consentBox()).not.toHaveAttribute("aria-readonly");
  });

  it("when the message may have arrived, says so rather than 'not sent'", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2030-01-02T10:00:00Z"));
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = renderForm({
      config: { serviceId: "service_x", templateId: "template_y", publicKey: "key_z" },
    });
    await fillIn(user);
    await user.click(consentBox());
    await user.click(sendButton());

    expect(await screen.findByText(copy.unsureToast)).toBeInTheDocument();
    expect(screen.queryByText(copy.notSentToast)).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(copy.failures.network);
    expect(copy.failures.network).toContain(
      "potrebbe essere arrivato: controlla prima di riprovare",
    );
    expectTyped();
  });
});

// The treatments, days and times come from the content: never written here.
const options = bookingGroups(priceSections).flatMap((group) => group.options);
const days = openDays(salon.openingHours);
const times = openTimesOfDay(salon.openingHours);
const treatmentSelect = () => screen.getByRole("combobox", { name: bookingCopy.treatment });
const dayBox = (day: (typeof days)[number]) =>
  within(screen.getByRole("group", { name: bookingCopy.days })).getByRole("checkbox", {
    name: dayNames[day],
  });
const timeBox = (time: (typeof times)[number]) =>
  within(screen.getByRole("group", { name: bookingCopy.times })).getByRole("checkbox", {
    name: bookingCopy.timeNames[time],
  });
/** The named fields the form would send, as EmailJS's sendForm reads them. */
const sentFields = () =>
  Object.fromEntries(new FormData(document.querySelector("form")!).entries());

describe("ContactForm as a booking request", { timeout: 20_000 }, () => {
  const [first, second] = options;
  const withDuration = options.find((option) => option.duration);

  it("has an optional group: every treatment by section, the open days and times", () => {
    renderForm();
    const group = screen.getByRole("group", { name: bookingCopy.legend });
    expect(bookingCopy.legend).toContain("facoltativo");
    expect(group).toHaveAccessibleDescription(bookingCopy.hint);
    expect(treatmentSelect()).toHaveValue("");
    expect(treatmentSelect()).not.toBeRequired();
    expect(
      within(treatmentSelect())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([bookingCopy.noTreatment, ...options.map((option) => option.name)]);
    const optgroups = [...treatmentSelect().querySelectorAll("optgroup")];
    expect(optgroups.map((optgroup) => optgroup.label)).toEqual(
      bookingGroups(priceSections).map((entry) => entry.label),
    );
    expect(
      within(screen.getByRole("group", { name: bookingCopy.days }))
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(days.map((day) => dayNames[day]));
    for (const time of times) expect(timeBox(time)).not.toBeChecked();
    // Nothing chosen: nothing more is sent than before.
    expect(Object.keys(sentFields())).toEqual([
      "user_name",
      "user_last_name",
      "user_email",
      "user_email_confirm",
      "message",
      "contact_extra",
    ]);
  });

  it("preselects the treatment a link asks for and names it to the page", async () => {
    if (!first) throw new Error("The price list is empty");
    const onTreatmentChange = vi.fn();
    renderForm({ url: `/contatti${bookingSearch(first)}`, onTreatmentChange });
    expect(treatmentSelect()).toHaveValue(first.value);
    expect(sentFields()).toMatchObject({ treatment: first.name });
    expect(onTreatmentChange).toHaveBeenLastCalledWith(first.name);
  });

  it("preselects one length of a treatment offered in several", () => {
    if (!withDuration) return;
    renderForm({ url: `/contatti${bookingSearch(withDuration)}` });
    expect(treatmentSelect()).toHaveValue(withDuration.value);
    expect(sentFields()).toMatchObject({ treatment: withDuration.name });
  });

  it("ignores an unknown treatment in the link", () => {
    const onTreatmentChange = vi.fn();
    renderForm({ url: "/contatti?trattamento=non-esiste", onTreatmentChange });
    expect(treatmentSelect()).toHaveValue("");
    expect(sentFields()).not.toHaveProperty("treatment");
    expect(onTreatmentChange).not.toHaveBeenCalledWith(expect.any(String));
  });

  it("sends the choices in words, one field each, and keeps what was typed", async () => {
    if (!first || !second) throw new Error("The price list needs two treatments");
    const onTreatmentChange = vi.fn();
    const user = renderForm({ url: `/contatti${bookingSearch(first)}`, onTreatmentChange });
    await fillIn(user);
    await user.selectOptions(treatmentSelect(), second.value);
    for (const day of days.slice(0, 2)) await user.click(dayBox(day));
    for (const time of times) await user.click(timeBox(time));

    expectTyped();
    expect(onTreatmentChange).toHaveBeenLastCalledWith(second.name);
    expect(sentFields()).toMatchObject({
      treatment: second.name,
      preferred_days: days
        .slice(0, 2)
        .map((day) => dayNames[day].toLowerCase())
        .join(", "),
      preferred_time: times.map((time) => bookingCopy.timeNames[time].toLowerCase()).join(", "),
    });

    // Back to none: the fields go.
    await user.selectOptions(treatmentSelect(), "");
    for (const day of days.slice(0, 2)) await user.click(dayBox(day));
    expect(sentFields()).not.toHaveProperty("treatment");
    expect(sentFields()).not.toHaveProperty("preferred_days");
    expect(onTreatmentChange).toHaveBeenLastCalledWith(undefined);
    expectTyped();
  });

  it("is emptied with the rest of the form after a send, even if the link chose", async () => {
    if (!first) throw new Error("The price list is empty");
    const onTreatmentChange = vi.fn();
    const user = renderForm({ url: `/contatti${bookingSearch(first)}`, onTreatmentChange });
    await fillIn(user);
    await user.click(dayBox(days[0]!));
    await user.click(consentBox());
    // The honeypot path: the form behaves as after a real send, and sends nothing.
    document.querySelector<HTMLInputElement>(`input[name="${contactFields.honeypot}"]`)!.value =
      "bot";
    await user.click(sendButton());

    expect(await screen.findByText(copy.sentToast)).toBeInTheDocument();
    expect(treatmentSelect()).toHaveValue("");
    expect(dayBox(days[0]!)).not.toBeChecked();
    expect(screen.getByLabelText(labels.name, { exact: true })).toHaveValue("");
    expect(sentFields()).not.toHaveProperty("treatment");
    expect(sentFields()).not.toHaveProperty("preferred_days");
    expect(onTreatmentChange).toHaveBeenLastCalledWith(undefined);
  });
});
