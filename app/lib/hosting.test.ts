import { describe, expect, it } from "vitest";
import { hostingName, isUsHost } from "./hosting";

describe("hostingName", () => {
  it("names each US host by its company, in the United States", () => {
    expect(hostingName({ provider: "netlify" })).toBe("Netlify, Inc. (Stati Uniti)");
    expect(hostingName({ provider: "vercel" })).toBe("Vercel Inc. (Stati Uniti)");
    expect(hostingName({ provider: "cloudflare" })).toBe("Cloudflare, Inc. (Stati Uniti)");
  });

  it("names a provider of her own with its country", () => {
    const own = { provider: "own", company: "Hetzner Online GmbH", country: "Germania" } as const;
    expect(hostingName(own)).toBe("Hetzner Online GmbH (Germania)");
    expect(isUsHost(own)).toBe(false);
  });
});
