// What search engines and social networks read, in the static HTML and files:
// each page's title and description from its content, the salon's facts in the
// JSON-LD, and every price in that of Servizi, the page that shows them.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { flattenPriceList } from "../../app/lib/price-list";
import { toInternationalPhone } from "../../app/lib/salon-facts";
import { content, decodeHtml, offers, priceSections, salon, withdrawalHeading } from "./site";

// SITE_URL of the e2e build (playwright.config.ts).
const site = "https://www.example.com";
const pages = [
  ["/", `${site}/`, content.home.meta],
  ["/servizi", `${site}/servizi`, content.servizi.meta],
  ["/chi-sono", `${site}/chi-sono`, content["chi-sono"].meta],
  ["/galleria", `${site}/galleria`, content.galleria.meta],
  // While the owner offers gift vouchers (its printable voucher is never listed).
  ...(offers.vouchers
    ? ([["/buoni-regalo", `${site}/buoni-regalo`, content["buoni-regalo"].meta]] as const)
    : []),
  ["/contatti", `${site}/contatti`, content.contatti.meta],
  ["/policy", `${site}/policy`, content.policy.meta],
  // The online withdrawal from a voucher, while vouchers are offered; its words are code.
  ...(offers.vouchers
    ? ([
        [
          "/recesso",
          `${site}/recesso`,
          {
            title: `${withdrawalHeading} | ${salon.name}`,
            description: `Hai comprato un buono regalo ${salon.nameForms.of} e ci hai ripensato? Entro 14 giorni dal pagamento recedi da qui, online, e ti rimborso quello che hai pagato.`,
          },
        ],
      ] as const)
    : []),
] as const;

function tag(html: string, attribute: "property" | "name", key: string) {
  const value = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
}

const capitalized = (day: string) => `${day[0]?.toUpperCase()}${day.slice(1)}`;

async function jsonLd(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  return scripts.map((match) => JSON.parse(match[1] ?? "null"));
}

for (const [path, canonical, { title, description }] of pages) {
  test(`${path} carries its canonical address and social tags`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)];
    expect(canonicals.map((match) => match[1])).toEqual([canonical]);
    expect(tag(html, "property", "og:url")).toBe(canonical);
    expect(tag(html, "name", "description")).toBe(description);
    expect(tag(html, "property", "og:title")).toBe(title);
    expect(tag(html, "property", "og:description")).toBe(description);
    expect(tag(html, "property", "og:type")).toBe("website");
    expect(tag(html, "property", "og:locale")).toBe("it_IT");
    expect(tag(html, "property", "og:site_name")).toBe(salon.name);
    expect(tag(html, "property", "og:image")).toBe(`${site}/social-preview.png`);
    expect(tag(html, "property", "og:image:width")).toBe("1200");
    expect(tag(html, "property", "og:image:height")).toBe("630");
    expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(tag(html, "name", "twitter:title")).toBe(title);
    expect(html).not.toContain('name="robots"');
  });
}

test("the not-found page asks not to be indexed and names no canonical address", async ({
  request,
}) => {
  const html = await (await request.get("/pagina-inesistente")).text();
  expect(tag(html, "name", "robots")).toBe("noindex");
  expect(html).not.toContain('rel="canonical"');
});

test("the home page describes the salon as a BeautySalon with its hours and price range", async ({
  request,
}) => {
  const [listing] = await jsonLd(request, "/");
  expect(listing).toMatchObject({
    "@type": "BeautySalon",
    name: salon.name,
    url: `${site}/`,
    telephone: toInternationalPhone(salon.mobile),
    email: salon.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: salon.address.street,
      postalCode: salon.address.postalCode,
      addressLocality: salon.address.city,
      addressRegion: salon.address.province,
      addressCountry: "IT",
    },
    sameAs: salon.social.map((profile) => profile.url),
  });
  expect(listing.telephone).toMatch(/^\+39\d{6,11}$/);
  // One specification per opening interval; closed days are left out.
  expect(listing.openingHoursSpecification).toEqual(
    salon.openingHours.flatMap(({ day, intervals }) =>
      intervals.map(({ opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${capitalized(day)}`,
        opens,
        closes,
      })),
    ),
  );
  // The range of one visit: a package is several.
  const amounts = flattenPriceList(priceSections)
    .filter((entry) => entry.sessions === undefined)
    .map((entry) => entry.price);
  expect(listing.priceRange).toBe(`${Math.min(...amounts)}–${Math.max(...amounts)} €`);
  // The whole price list is on Servizi only: here it weighed more than the rest
  // of the listing (docs/decisions/0017-first-paint-budget.md).
  expect(listing).not.toHaveProperty("hasOfferCatalog");
});

test("the contact page carries the same BeautySalon description", async ({ request }) => {
  const [fromHome] = await jsonLd(request, "/");
  const [fromContatti] = await jsonLd(request, "/contatti");
  expect(fromContatti).toEqual(fromHome);
});

test("Servizi describes the same salon with every price of its list, packages too", async ({
  request,
}) => {
  const [fromHome] = await jsonLd(request, "/");
  const listings = await jsonLd(request, "/servizi");
  expect(listings).toHaveLength(1);
  const { hasOfferCatalog, ...facts } = listings[0];
  expect(facts).toEqual(fromHome);
  const prices = flattenPriceList(priceSections);
  // Every price of the list, each named so it makes sense on its own.
  expect(hasOfferCatalog).toMatchObject({
    "@type": "OfferCatalog",
    name: content.servizi.title,
    url: `${site}/servizi`,
  });
  // Then the owner's offers, each dated (tests/e2e/offers.spec.ts).
  const regular = hasOfferCatalog.itemListElement.filter(
    (offer: { validFrom?: string }) => offer.validFrom === undefined,
  );
  expect(regular).toEqual(
    prices.map(({ name, price }) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name },
      price,
      priceCurrency: "EUR",
    })),
  );
});

test("the sitemap lists exactly the pages for visitors, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(pages.map(([, canonical]) => canonical));

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test("icons, manifest and social preview are served", async ({ request }) => {
  for (const [path, type] of [
    ["/social-preview.png", "image/png"],
    ["/icon-192.png", "image/png"],
    ["/icon-512.png", "image/png"],
    ["/apple-touch-icon.png", "image/png"],
    ["/favicon-32.png", "image/png"],
    ["/favicon.svg", "image/svg+xml"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: salon.name, short_name: salon.shortName, lang: "it" });
});
