import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Tests run in Node unless their file asks for a DOM (`// @vitest-environment jsdom`):
// Testing Library is loaded only where there is a document to clean up.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
