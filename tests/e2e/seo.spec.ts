// What search engines and social networks read, in the static HTML and files.
import { expect, test, type APIRequestContext } from "@playwright/test";

test.skip(({ isMobile }) => isMobile, "The files are the same for every viewport.");

const site = "https://www.example.com";
const pages = [
  ["/", `${site}/`, "Centro Estetico Aurora a Bologna | Trattamenti viso e corpo"],
  ["/servizi", `${site}/servizi`, "Servizi e prezzi | Centro Estetico Aurora"],
  ["/chi-sono", `${site}/chi-sono`, "Chi sono | Centro Estetico Aurora"],
  ["/galleria", `${site}/galleria`, "Galleria | Centro Estetico Aurora"],
  ["/contatti", `${site}/contatti`, "Contatti e orari | Centro Estetico Aurora"],
  ["/policy", `${site}/policy`, "Informativa sulla privacy | Centro Estetico Aurora"],
] as const;

function tag(html: string, attribute: "property" | "name", key: string) {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

async function jsonLd(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  return scripts.map((match) => JSON.parse(match[1] ?? "null"));
}

for (const [path, canonical, title] of pages) {
  test(`${path} carries its canonical address and social tags`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)];
    expect(canonicals.map((match) => match[1])).toEqual([canonical]);
    expect(tag(html, "property", "og:url")).toBe(canonical);
    expect(tag(html, "property", "og:title")).toBe(title);
    expect(tag(html, "property", "og:description")).toBe(tag(html, "name", "description"));
    expect(tag(html, "property", "og:type")).toBe("website");
    expect(tag(html, "property", "og:locale")).toBe("it_IT");
    expect(tag(html, "property", "og:site_name")).toBe("Centro Estetico Aurora");
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

test("the home page describes the salon as a BeautySalon with its price list", async ({
  request,
}) => {
  const [salon] = await jsonLd(request, "/");
  expect(salon).toMatchObject({
    "@type": "BeautySalon",
    name: "Centro Estetico Aurora",
    url: `${site}/`,
    telephone: "+393450000000",
    email: "info@example.com",
    address: { "@type": "PostalAddress", addressLocality: "Bologna", addressCountry: "IT" },
    sameAs: ["https://www.instagram.com/centro.estetico.esempio/"],
  });
  expect(salon.openingHoursSpecification).toHaveLength(4);
  const offers = salon.hasOfferCatalog.itemListElement;
  expect(offers).toHaveLength(39);
  expect(offers).toContainEqual({
    "@type": "Offer",
    itemOffered: { "@type": "Service", name: "Microneedling VIP" },
    price: 80,
    priceCurrency: "EUR",
  });
});

test("the contact page carries the same BeautySalon description", async ({ request }) => {
  const [fromHome] = await jsonLd(request, "/");
  const [fromContatti] = await jsonLd(request, "/contatti");
  expect(fromContatti).toEqual(fromHome);
});

test("the sitemap lists exactly the six pages, and robots.txt points to it", async ({
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
  expect(manifest).toMatchObject({
    name: "Centro Estetico Aurora",
    short_name: "Aurora",
    lang: "it",
  });
});
