// Each page downloads only the code it uses: the toasts and EmailJS on the
// contact page and the gift vouchers' page. The carousels load no library: their script is inline
// (app/enhance/carousel.ts, docs/decisions/0012-carousel-scroll-snap.md).
import { expect, test } from "@playwright/test";
import { gotoHydrated, offers } from "./site";

test.skip(({ isMobile }) => isMobile, "The code a page loads does not depend on the viewport.");

// Strings that survive minification, one per library.
const markers = {
  emailjs: "api.emailjs.com",
  toasts: "data-sonner-toaster",
} as const;

const expected: Record<string, (keyof typeof markers)[]> = {
  "/": [],
  "/servizi": [],
  "/chi-sono": [],
  "/galleria": [],
  "/contatti": ["emailjs", "toasts"],
  "/policy": [],
  // The gift vouchers' request sends as the contact form does, while vouchers are offered.
  ...(offers.vouchers && { "/buoni-regalo": ["emailjs", "toasts"], "/stampa-buono": [] }),
};

for (const [path, libraries] of Object.entries(expected)) {
  test(`${path} loads ${libraries.length ? libraries.join(" and ") : "no optional library"}`, async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const code = (await Promise.all(scripts)).join("\n");
    for (const [library, marker] of Object.entries(markers)) {
      expect(code.includes(marker), `${library} on ${path}`).toBe(
        libraries.includes(library as keyof typeof markers),
      );
    }
  });
}
