import { describe, expect, it } from "vitest";
import { canonicalUrl, normalizeSiteUrl } from "./canonical-url";

describe("canonicalUrl", () => {
  it("keeps the home page's slash and drops every other page's", () => {
    expect(canonicalUrl("https://www.centro.example", "/")).toBe("https://www.centro.example/");
    expect(canonicalUrl("https://www.centro.example", "/servizi")).toBe(
      "https://www.centro.example/servizi",
    );
    expect(canonicalUrl("https://www.centro.example", "/servizi/")).toBe(
      "https://www.centro.example/servizi",
    );
  });
});

describe("normalizeSiteUrl", () => {
  it("drops trailing slashes and falls back to the example address", () => {
    expect(normalizeSiteUrl("https://www.centro.example/")).toBe("https://www.centro.example");
    expect(normalizeSiteUrl(undefined)).toBe("https://www.example.com");
    expect(normalizeSiteUrl("")).toBe("https://www.example.com");
  });
});
