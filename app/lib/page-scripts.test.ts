import { describe, expect, it } from "vitest";
import { pageScripts } from "./page-scripts";

const root = { id: "root", handle: undefined };

describe("pageScripts", () => {
  it("is none for a page whose route declares nothing, or not island: true", () => {
    expect(pageScripts([root, { id: "routes/servizi", handle: undefined }])).toBe("none");
    expect(pageScripts([root, { id: "routes/policy", handle: { island: false } }])).toBe("none");
    expect(pageScripts([root, { id: "routes/policy", handle: { island: "yes" } }])).toBe("none");
    expect(pageScripts([root, { id: "routes/policy", handle: null }])).toBe("none");
  });

  it("is island for a page whose route declares island: true", () => {
    expect(pageScripts([root, { id: "routes/contatti", handle: { island: true } }])).toBe("island");
  });

  it("is react for the SPA fallback alone, whatever the matches", () => {
    expect(pageScripts([root, { id: "routes/home", handle: undefined }], true)).toBe("react");
  });
});
