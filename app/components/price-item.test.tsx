// @vitest-environment jsdom
// "Prenota" under each treatment of the price list, in jsdom. The page as a
// whole, with and without JavaScript, is covered in tests/e2e/booking.spec.ts.
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import servizi from "virtual:content/servizi";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { bookingCopy, newTabNote } from "~/model/contatti";
import type { ServiceItem } from "~/lib/price-list";
import { PackageValidity } from "~/features/offers/package-terms";
import { PriceItem } from "./price-item";

// Made-up treatments: the owner's real ones may change freely.
const priced: ServiceItem = {
  id: "cera-donna-ascelle",
  title: "Ascelle",
  description: "Con cera tiepida.",
  price: 5,
};
const inLengths: ServiceItem = {
  id: "massaggio",
  title: "Massaggio",
  description: "Rilassante.",
  durations: [
    { time: "30 minuti", description: "Schiena.", price: 20 },
    { time: "60 minuti", description: "Tutto il corpo.", price: 40 },
  ],
};

function renderItem(
  item: ServiceItem,
  props: {
    namePrefix?: string;
    salonBookingUrl?: string;
    offers?: ReactNode;
    packageValidity?: ReactNode;
  } = {},
) {
  render(
    <MemoryRouter>
      <ul>
        <PriceItem item={item} {...props} />
      </ul>
    </MemoryRouter>,
  );
}

describe("PriceItem's length", () => {
  it("reads the closing 'Circa N minuti.' as a tag beside the price", () => {
    renderItem({ ...priced, description: "Con cera tiepida. Circa 10 minuti." });
    expect(screen.getByText("Con cera tiepida.", { exact: true })).toBeInTheDocument();
    const tag = screen.getByText("10 min", { exact: true });
    expect(tag.tagName).toBe("TIME");
    expect(tag).toHaveAttribute("datetime", "PT10M");
    // "circa 10 min" to a screen reader, right before the price.
    expect(tag.parentElement).toHaveTextContent(/^circa 10 min$/);
    expect(tag.parentElement?.nextElementSibling).toHaveTextContent(/^5\s€$/);
  });

  it("shows a description with no length whole, and no tag", () => {
    renderItem(priced);
    expect(screen.getByText(priced.description, { exact: true })).toBeInTheDocument();
    expect(document.querySelector("time")).toBeNull();
  });
});

describe("PriceItem's Prenota", () => {
  it("leads to the contact form with the treatment chosen, named in full", () => {
    renderItem(priced, { namePrefix: "Epilazione con cera donna" });
    const link = screen.getByRole("link");
    // The visible word comes first in the name (WCAG 2.5.3).
    expect(link).toHaveAccessibleName(`${bookingCopy.link} Epilazione con cera donna – Ascelle`);
    expect(link).toHaveTextContent(new RegExp(`^${bookingCopy.link}`));
    expect(link).toHaveAttribute("href", "/contatti?trattamento=cera-donna-ascelle#modulo");
    expect(link).not.toHaveAttribute("target");
  });

  it("has one link per duration, each naming its length", () => {
    renderItem(inLengths);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/contatti?trattamento=massaggio&durata=30-minuti#modulo",
      "/contatti?trattamento=massaggio&durata=60-minuti#modulo",
    ]);
    expect(links[1]).toHaveAccessibleName(`${bookingCopy.link} Massaggio, 60 minuti`);
  });

  it("opens the treatment's own booking page in a new tab, and says so", () => {
    renderItem(
      { ...priced, bookingUrl: "https://prenota.example/ascelle" },
      { salonBookingUrl: "https://prenota.example/centro" },
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://prenota.example/ascelle");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName(`${bookingCopy.link} Ascelle ${newTabNote}`);
  });

  it("opens the salon's booking page for a treatment without its own", () => {
    renderItem(inLengths, { salonBookingUrl: "https://prenota.example/centro" });
    for (const link of screen.getAllByRole("link")) {
      expect(link).toHaveAttribute("href", "https://prenota.example/centro");
      expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

describe("PriceItem's notes", () => {
  it("shows the owner's notes in a closed disclosure, each under its title", () => {
    renderItem({
      ...priced,
      notes: { before: "Niente cera prima.", contraindications: "Non in gravidanza." },
    });
    const summary = screen.getByText("Da sapere prima di prenotare");
    const details = summary.closest("details")!;
    expect(summary.tagName).toBe("SUMMARY");
    expect(details).not.toHaveAttribute("open");
    expect([...details.querySelectorAll("dt")].map((term) => term.textContent)).toEqual([
      "Prima del trattamento",
      "Controindicazioni",
    ]);
    expect([...details.querySelectorAll("dd")].map((text) => text.textContent)).toEqual([
      "Niente cera prima.",
      "Non in gravidanza.",
    ]);
  });

  it("shows them for a treatment in several lengths too", () => {
    renderItem({ ...inLengths, notes: { after: "Bevi un bicchiere d'acqua." } });
    expect(screen.getByText("Dopo il trattamento")).toBeInTheDocument();
  });

  it("shows no disclosure without notes", () => {
    renderItem({ ...priced, notes: {} });
    expect(screen.queryByText("Da sapere prima di prenotare")).toBeNull();
  });
});

describe("PriceItem's packages", () => {
  const bookingLinks = () =>
    screen.getAllByRole("link", { name: new RegExp(`^${bookingCopy.link} `) });

  it("shows each package with its price and its own Prenota, after the treatment's", () => {
    renderItem({ ...priced, packages: [{ sessions: 6, price: 25 }] });
    const box = screen.getByText("Pacchetto da 6 sedute", { exact: true }).closest("li")!;
    expect(box.querySelector("data")).toHaveAttribute("value", "25");
    const links = bookingLinks();
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/contatti?trattamento=cera-donna-ascelle#modulo",
      "/contatti?trattamento=cera-donna-ascelle&pacchetto=6-sedute#modulo",
    ]);
    expect(links[1]).toHaveAccessibleName(`${bookingCopy.link} Ascelle, Pacchetto da 6 sedute`);
  });

  it("writes the sessions under a package the owner named, after every duration's Prenota", () => {
    renderItem({
      ...inLengths,
      packages: [{ sessions: 5, price: 180, label: "5 massaggi da 60 minuti" }],
    });
    expect(screen.getByText("5 sedute", { exact: true })).toBeInTheDocument();
    expect(bookingLinks().at(-1)).toHaveAttribute(
      "href",
      "/contatti?trattamento=massaggio&pacchetto=5-sedute#modulo",
    );
  });

  it.runIf(servizi.packageTerms)(
    "writes each package's validity, from the owner's terms, with the way to them",
    () => {
      const months = servizi.packageTerms!.validityMonths;
      renderItem(
        {
          ...priced,
          packages: [
            { sessions: 6, price: 25 },
            { sessions: 10, price: 40 },
          ],
        },
        { packageValidity: <PackageValidity /> },
      );
      const validity = `Validità ${months} ${months === 1 ? "mese" : "mesi"} dall'acquisto, vedi le condizioni`;
      const lines = screen.getAllByText(/^Validità /);
      expect(lines.map((line) => line.textContent)).toEqual([
        `${validity} dei pacchetti`,
        `${validity} dei pacchetti`,
      ]);
      for (const line of lines) {
        const link = within(line).getByRole("link");
        expect(link).toHaveAccessibleName("vedi le condizioni dei pacchetti");
        expect(link).toHaveAttribute("href", "#condizioni-pacchetti");
      }
      // Under the packages only, not under the treatment's own price.
      expect(lines[0]!.closest("li")).toHaveTextContent(/^Pacchetto da 6 sedute/);
    },
  );
});

describe("PriceItem's offers", () => {
  it("shows the offers it is given under the treatment's prices, before its packages", () => {
    renderItem(
      { ...priced, packages: [{ sessions: 6, price: 25 }] },
      { offers: <p>Offerta «Natale»</p> },
    );
    const item = screen.getByText("Offerta «Natale»").closest("li")!;
    expect(item).toHaveTextContent(/^Ascelle.*Offerta «Natale»Pacchetto da 6 sedute/);
  });
});
