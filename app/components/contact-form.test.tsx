// The form without EmailJS keys, and its rules, in jsdom. Every outcome of a
// real send is covered end to end in tests/e2e/contact-form.spec.ts.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy as copy, newTabNote } from "~/content/contatti";
import { salon } from "~/content/salon";
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

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm config={null} />
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

  it("keeps the honeypot out of sight and out of the accessibility tree", () => {
    renderForm();
    expect(screen.queryByRole("textbox", { name: labels.honeypot })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
  });
});
