// The prerendered HTML as a crawler or a visitor without JavaScript gets it:
// each page's title, description and heading from its content.
import { expect, test } from "@playwright/test";
import { content, decodeHtml, notFoundTitle, salon, sitePages, withdrawalHeading } from "./site";

const metas = {
  "/": content.home.meta,
  "/servizi": content.servizi.meta,
  "/chi-sono": content["chi-sono"].meta,
  "/galleria": content.galleria.meta,
  "/buoni-regalo": content["buoni-regalo"].meta,
  "/contatti": content.contatti.meta,
  "/policy": content.policy.meta,
  // Code, not content (app/features/vouchers/model.ts).
  "/recesso": {
    title: `${withdrawalHeading} | ${salon.name}`,
    description: `Hai comprato un buono regalo ${salon.nameForms.of} e ci hai ripensato? Entro 14 giorni dal pagamento recedi da qui, online, e ti rimborso quello che hai pagato.`,
  },
} as const;

function metaDescription(html: string): string | undefined {
  const value = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
}

/** The text of the first element `tag` in the HTML, comments and tags inside it removed. */
function firstText(html: string, tag: string): string | undefined {
  const inner = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];
  return inner === undefined ? undefined : decodeHtml(inner.replace(/<[^>]*>/g, ""));
}

for (const { path, heading } of sitePages) {
  const { title, description } = metas[path];
  test(`${path} answers 200 with its own title, description and heading`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="it"');
    expect(firstText(html, "title")).toBe(title);
    expect(metaDescription(html)).toBe(description);
    expect(firstText(html, "h1")).toBe(heading);
    // The footer is in the static HTML too, with who runs the site: the P.IVA kept
    // with its label by a no-break space.
    expect(decodeHtml(html)).toContain(salon.legalName);
    expect(html).toContain(`P.IVA\u00a0${salon.vatNumber}`);
  });
}

test("every page has a description of its own", async ({ request }) => {
  const descriptions = await Promise.all(
    sitePages.map(async ({ path }) => metaDescription(await (await request.get(path)).text())),
  );
  expect(new Set(descriptions).size).toBe(sitePages.length);
});

for (const path of ["/pagina-inesistente", "/servizi/qualcosa", "/Servizi-vecchi.html"]) {
  test(`unknown ${path} answers 404 with the not-found page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(firstText(html, "title")).toBe(notFoundTitle);
    expect(html).toMatch(/<h1[^>]*>Oops!<\/h1>/);
    expect(html).toContain("La pagina che stai cercando non esiste o è stata spostata.");
  });
}
