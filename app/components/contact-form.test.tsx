// The form without EmailJS keys, and its rules, in jsdom. Every outcome of a
// real send is covered end to end in tests/e2e/contact-form.spec.ts.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
      <Toaster position="top-right" duration={1500} containerAriaLabel="Notifiche" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const typed = {
  Nome: "Giulia",
  Cognome: "Rossi",
  Email: "giulia.rossi@example.com",
  "Conferma email": "giulia.rossi@example.com",
  Messaggio: "Vorrei prenotare una pulizia del viso sabato mattina.",
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
  screen.getByRole("checkbox", { name: /acconsento al trattamento dei miei dati personali/ });

// Accessible-name queries in jsdom are slow on a busy machine: more than the default 5 s.
describe("ContactForm", { timeout: 20_000 }, () => {
  it("starts empty, unticked, with no warning and an enabled Invia button", () => {
    renderForm();
    for (const label of Object.keys(typed)) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveValue("");
    }
    expect(consentBox()).not.toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Invia" })).toBeEnabled();
  });

  it("without EmailJS keys fails visibly, keeps every field and sends nothing", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Invia" }));

    expect(await screen.findByText("Messaggio non inviato !")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(
      within(alert)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual([
      "Il modulo non è ancora configurato per inviare email, quindi il messaggio non è partito.",
      "Quello che hai scritto è ancora nel modulo. Puoi anche scrivermi a info@example.com o chiamarmi al +39 345 000 0000.",
    ]);
    expect(within(alert).getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    expect(within(alert).getByRole("link", { name: "+39 345 000 0000" })).toHaveAttribute(
      "href",
      "tel:+393450000000",
    );
    expectTyped();
    expect(consentBox()).toBeChecked();
    expect(screen.getByRole("button", { name: "Invia" })).toBeEnabled();
    expect(screen.queryByText("Messaggio Inviato !")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const logged = consoleError.mock.calls.flat().join(" ");
    expect(logged).toContain("not configured");
    expect(logged).not.toContain("Giulia");
    expect(logged).not.toContain("giulia.rossi@example.com");
  });

  it("without consent shows the warning on the checkbox and sends nothing", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Invia" }));

    const warning = screen.getByRole("alert");
    expect(warning).toHaveTextContent("Spunta la casella per il trattamento dei dati personali");
    expect(consentBox()).toHaveAttribute("aria-invalid", "true");
    expect(consentBox()).toHaveAccessibleDescription(
      "Spunta la casella per il trattamento dei dati personali",
    );
    expect(consentBox()).toHaveFocus();
    expect(screen.queryByText("Messaggio non inviato !")).not.toBeInTheDocument();
    expectTyped();

    // Ticking the box takes the warning away.
    await user.click(consentBox());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(consentBox()).not.toHaveAttribute("aria-invalid");
  });

  it("with different e-mails shows the toast and marks the confirmation field", async () => {
    const user = renderForm();
    await fillIn(user, { ...typed, "Conferma email": "giulia.rosi@example.com" });
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Invia" }));

    expect(await screen.findByText("Le email non combaciano")).toBeInTheDocument();
    const confirm = screen.getByLabelText("Conferma email");
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(confirm).toHaveAccessibleDescription("Scrivi qui lo stesso indirizzo del campo Email.");
    expect(confirm).toHaveFocus();
    expect(screen.queryByText("Messaggio non inviato !")).not.toBeInTheDocument();
    expectTyped({ ...typed, "Conferma email": "giulia.rosi@example.com" });

    // Once the two match, the hint goes.
    await user.clear(confirm);
    await user.type(confirm, "  GIULIA.ROSSI@example.com");
    expect(confirm).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Scrivi qui lo stesso indirizzo del campo Email.")).toBeNull();
  });

  it("keeps the honeypot out of sight and out of the accessibility tree", () => {
    renderForm();
    expect(screen.queryByRole("textbox", { name: "Sito web" })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
  });
});
