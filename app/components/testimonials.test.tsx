// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Testimonials, type Testimonial } from "./testimonials";

// A fixture, not the owner's content: the example content has no reviews.
const items: Testimonial[] = [
  {
    name: "Giulia R.",
    text: "Mani curatissime e un'accoglienza splendida.",
    date: "2026-05-12",
    treatment: "Manicure semipermanente",
  },
  { name: "M. B.", text: "Puntuale, gentile, bravissima." },
];
const reviews = {
  label: "Leggi le recensioni",
  href: "https://www.example.com/recensioni",
  newTab: "(si apre in una nuova scheda)",
};

describe("Testimonials", () => {
  it("renders nothing without reviews or a reviews page", () => {
    const { container } = render(<Testimonials heading="Dicono di me" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("quotes each review with its name, treatment and month, in a region named by its heading", () => {
    render(<Testimonials heading="Dicono di me" items={items} />);
    const region = screen.getByRole("region", { name: "Dicono di me" });
    const [first, second] = within(region).getAllByRole("listitem");
    expect(within(first!).getByText(items[0]!.text).closest("blockquote")).not.toBeNull();
    expect(within(first!).getByRole("figure")).toHaveTextContent(
      "Giulia R. · Manicure semipermanente · maggio 2026",
    );
    expect(first!.querySelector("time")).toHaveAttribute("datetime", "2026-05-12");
    expect(within(second!).getByRole("figure")).toHaveTextContent(/M\. B\.$/);
    expect(second!.querySelector("time")).toBeNull();
    // No reviews page: no link.
    expect(within(region).queryByRole("link")).toBeNull();
  });

  it("links the reviews page in a new tab, saying so", () => {
    render(<Testimonials heading="Dicono di me" items={items} reviews={reviews} />);
    const link = screen.getByRole("link", {
      name: "Leggi le recensioni (si apre in una nuova scheda)",
    });
    expect(link).toHaveAttribute("href", reviews.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the reviews page alone when there are no reviews yet", () => {
    render(<Testimonials heading="Dicono di me" items={[]} reviews={reviews} />);
    const region = screen.getByRole("region", { name: "Dicono di me" });
    expect(within(region).queryByRole("list")).toBeNull();
    expect(within(region).getByRole("link")).toHaveAttribute("href", reviews.href);
  });

  it("marks up no rating: no stars, no schema.org review", () => {
    const { container } = render(
      <Testimonials heading="Dicono di me" items={items} reviews={reviews} />,
    );
    expect(container.innerHTML).not.toMatch(/itemprop|itemtype|schema\.org|★|rating/i);
  });
});
