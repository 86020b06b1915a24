// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { errorCopy, notFoundCopy } from "~/model/layout";
import { ErrorBoundary as RootErrorBoundary } from "./root";
import { ErrorBoundary as HomeErrorBoundary } from "./routes/home";

function renderFailingRoute(fail: () => never, ErrorBoundary = RootErrorBoundary) {
  const Stub = createRoutesStub([
    {
      path: "/",
      loader: () => fail(),
      Component: () => <p>contenuto</p>,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub />);
}

describe("the root error fallback", () => {
  it.each([
    [400, "Bad Request"],
    [403, "Forbidden"],
    [404, "Not Found"],
    [405, "Method Not Allowed"],
  ])("shows the router status %i", async (status, statusText) => {
    renderFailingRoute(() => {
      throw data(null, { status, statusText });
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: errorCopy.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${status} ${statusText}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: errorCopy.homeButton })).toHaveAttribute("href", "/");
  });

  it("shows the message of a thrown error", async () => {
    renderFailingRoute(() => {
      throw new Error("Qualcosa si è rotto");
    });
    expect(await screen.findByRole("heading", { name: errorCopy.heading })).toBeInTheDocument();
    expect(screen.getByText("Qualcosa si è rotto")).toBeInTheDocument();
  });
});

describe("the home page's error fallback", () => {
  it("is the not-found page", async () => {
    renderFailingRoute(() => {
      throw new Error("La home non si carica");
    }, HomeErrorBoundary);
    expect(
      await screen.findByRole("heading", { level: 1, name: notFoundCopy.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(notFoundCopy.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: notFoundCopy.homeButton })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.queryByText("La home non si carica")).not.toBeInTheDocument();
  });
});
