// The prerendered HTML as a crawler or a visitor without JavaScript gets it.
import { expect, test } from "@playwright/test";

test.skip(({ isMobile }) => isMobile, "The HTML is the same for every viewport.");

const expected = [
  [
    "/",
    "Centro Estetico Aurora a Bologna | Trattamenti viso e corpo",
    "Il tuo momento di bellezza",
  ],
  ["/servizi", "Servizi e prezzi | Centro Estetico Aurora", "Servizi e prezzi"],
  ["/chi-sono", "Chi sono | Centro Estetico Aurora", "Chi sono"],
  ["/galleria", "Galleria | Centro Estetico Aurora", "Galleria"],
  ["/contatti", "Contatti e orari | Centro Estetico Aurora", "Contatti"],
  ["/policy", "Informativa sulla privacy | Centro Estetico Aurora", "Informativa sulla privacy"],
] as const;

function metaDescription(html: string): string | undefined {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

for (const [path, title, heading] of expected) {
  test(`${path} answers 200 with its own title, description and heading`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="it"');
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaDescription(html)?.length).toBeGreaterThan(80);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    // The footer is in the static HTML too, with the P.IVA.
    expect(html).toContain("P.IVA<!-- --> <!-- -->01234567897");
  });
}

test("every page has a description of its own", async ({ request }) => {
  const descriptions = await Promise.all(
    expected.map(async ([path]) => metaDescription(await (await request.get(path)).text())),
  );
  expect(new Set(descriptions).size).toBe(expected.length);
});

for (const path of ["/pagina-inesistente", "/servizi/qualcosa", "/Servizi-vecchi.html"]) {
  test(`unknown ${path} answers 404 with the not-found page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Pagina non trovata | Centro Estetico Aurora</title>");
    expect(html).toMatch(/<h1[^>]*>Oops!<\/h1>/);
    expect(html).toContain("La pagina che stai cercando non esiste o è stata spostata.");
  });
}
