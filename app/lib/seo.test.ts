import { describe, expect, it } from "vitest";
import { seoMeta, socialImage, type SiteIdentity } from "./seo";
import { absoluteUrl } from "./site-url";

const site: SiteIdentity = {
  name: "Centro di Prova",
  socialImageAlt: "Centro di Prova: centro estetico a Trento",
};
const page = {
  path: "/servizi",
  title: "Servizi e prezzi | Centro di Prova",
  description: "Il listino del Centro di Prova.",
};

const tag = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((entry) => (entry as Record<string, unknown>)[key] === value);

describe("seoMeta", () => {
  const tags = seoMeta(page, site);

  it("gives the page's title and description to search engines and social cards", () => {
    expect(tags).toContainEqual({ title: page.title });
    expect(tags).toContainEqual({ name: "description", content: page.description });
    for (const property of ["og:title", "twitter:title"]) {
      expect(tag(tags, "property", property) ?? tag(tags, "name", property)).toMatchObject({
        content: page.title,
      });
    }
    for (const property of ["og:description", "twitter:description"]) {
      expect(tag(tags, "property", property) ?? tag(tags, "name", property)).toMatchObject({
        content: page.description,
      });
    }
  });

  it("names the site and describes its social image", () => {
    expect(tags).toContainEqual({ property: "og:site_name", content: site.name });
    expect(tags).toContainEqual({ property: "og:image:alt", content: site.socialImageAlt });
    expect(tags).toContainEqual({ property: "og:image", content: absoluteUrl(socialImage.path) });
  });

  it("points the canonical link and og:url at the page's own address", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl(page.path),
    });
    expect(tags).toContainEqual({ property: "og:url", content: absoluteUrl(page.path) });
    expect(tag(tags, "name", "robots")).toBeUndefined();
  });

  it("asks search engines to leave out a page that is not indexed, with no canonical", () => {
    const hidden = seoMeta(page, site, { indexed: false });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
    expect(tag(hidden, "rel", "canonical")).toBeUndefined();
    expect(tag(hidden, "property", "og:url")).toBeUndefined();
  });
});
