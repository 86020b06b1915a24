// /admin, the CMS (Sveltia CMS, bundled by the build: scripts/admin-plugin.ts), served
// as the site serves it: its own headers, nothing from a CDN, no policy
// violation. Signing in to GitHub needs an account and the network, so the
// GitHub backend is checked up to its sign-in screen (both ways in; only OAuth
// once an OAuth client is set up: admin-guide.spec.ts); then the same page and
// configuration run with Sveltia's built-in test backend ("test-repo", which
// keeps files in the browser's private storage), loaded with the real
// content/: every file opens under its Italian label, with every field, and a
// saved edit changes exactly that text, still valid for the build
// (app/model/schema.ts). The owner's tasks and mistakes, as her guide walks
// them: admin-guide.spec.ts.
import { expect, test } from "@playwright/test";
import { cmsConfig } from "../../app/model/cms-config";
import { contentFiles, type ContentFileName } from "../../app/model/schema";
import { adminContentSecurityPolicy } from "../../deploy/headers.mjs";
import {
  adminPath,
  escapeRegExp,
  expectClean,
  expectSaved,
  openWithTestRepository,
  parseConfig,
  realContent,
  scrollUntilAttached,
  watch,
} from "./admin-cms";

test.describe("/admin as built, with the GitHub backend", () => {
  test("is served with the CMS's own policy, noindex, and only the site's files", async ({
    request,
  }) => {
    const response = await request.get(adminPath, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(headers["cache-control"]).toBe("no-cache");

    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    // In place of Sveltia's stylesheet that names its fonts on jsDelivr (scripts/admin-plugin.ts).
    expect(html).toMatch(/<style id="svelte-\w+">\.material-symbols-outlined \{[^<]+\}<\/style>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<title>Gestione del sito</title>");
    const references = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(references).toEqual(["/admin/cms.js"]);

    for (const file of ["/admin/cms.js", "/admin/config.yml"]) {
      const fileResponse = await request.get(file);
      expect(fileResponse.status(), file).toBe(200);
      expect(fileResponse.headers()["content-security-policy"], file).toBe(
        adminContentSecurityPolicy(),
      );
      expect(fileResponse.headers()["x-robots-tag"], file).toBe("noindex");
    }

    // The site's pages keep the site's policy; the sitemap does not list the CMS.
    const home = await request.get("/");
    expect(home.headers()["content-security-policy"]).not.toBe(adminContentSecurityPolicy());
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("its configuration is the one generated from the content schema", async ({ request }) => {
    const config = parseConfig(await (await request.get("/admin/config.yml")).text());
    expect(config.backend.name).toBe("github");
    expect(config.backend.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    const expected = cmsConfig({ repo: config.backend.repo, branch: config.backend.branch });
    expect({ ...config, backend: undefined }).toEqual({ ...expected, backend: undefined });
    expect(config.collections[0].files.map((file: { label: string }) => file.label)).toEqual(
      Object.values(contentFiles).map((file) => file.label),
    );
  });

  test("loads without a configuration error and shows the sign-in screen in Italian", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await page.goto(adminPath);
    // Sveltia wraps names in Unicode isolation marks: "Accedi con ⁨GitHub⁩".
    await expect(page.getByRole("button", { name: /^Accedi con .?GitHub.?$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accedi con Token di Accesso" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Gestione del sito" })).toBeVisible();
    await expect(page.getByText(/nella configurazione del CMS|file di configurazione/)).toHaveCount(
      0,
    );
    await expect(page).toHaveTitle(/Gestione del sito/);

    // Its fonts and Italian strings came from the site (expectClean: nothing from a CDN).
    for (const name of [/\/source-sans-3-[\w-]+\.woff2$/, /\/material-symbols-[\w-]+\.woff2$/]) {
      await expect.poll(() => seen.loaded.some((path) => name.test(path))).toBe(true);
    }
    expect(seen.loaded.some((path) => /^\/assets\/it-[\w-]+\.js$/.test(path))).toBe(true);
    expect(seen.loaded).toContain("/admin/config.yml");
    expectClean(seen);
  });
});

// ── The same page with Sveltia's test backend, on the real content ───────────

const contentNames = Object.keys(contentFiles) as ContentFileName[];

/** For each file, a text field the test edits: its label in the CMS and where it is in the file. */
const editable: Record<
  ContentFileName,
  { label: string; key: ["meta", "title"] | ["name"] | ["heading"] }
> = {
  salon: { label: "Nome del centro", key: ["name"] },
  servizi: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  home: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  "chi-sono": { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  galleria: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  contatti: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  policy: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  offerte: { label: "Titolo delle offerte in home", key: ["heading"] },
  "buoni-regalo": { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
};

test.describe("/admin with the test backend, on the real content", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "One run is enough: the forms do not depend on the viewport.",
  );
  test.describe.configure({ timeout: 240_000 });

  test("lists every content file under its Italian label; each opens, and a saved edit changes only that text", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    const config = cmsConfig({ repo: "prova/prova", branch: "main" });
    const files = (
      config.collections![0] as {
        files: { name: string; label: string; fields: { label: string }[] }[];
      }
    ).files;

    // The collection, then every file, by its label.
    await expect(page.getByRole("treeitem", { name: /Contenuti del sito/ })).toBeVisible();
    for (const { label } of Object.values(contentFiles)) {
      await expect(page.getByText(label, { exact: true }), label).toBeVisible();
    }

    for (const name of contentNames) {
      const file = files.find((entry) => entry.name === name)!;
      await test.step(`${name}.json («${file.label}»)`, async () => {
        await page.evaluate(() => (location.hash = "#/collections/contenuti"));
        await page.getByText(file.label, { exact: true }).click();
        const save = page.getByRole("button", { name: "Salva" });
        await expect(save).toBeDisabled();
        const { label, key } = editable[name];
        if (key[0] === "meta") {
          // «Google e condivisioni» opens folded, showing its title.
          await page
            .getByRole("group", { name: /^Campo “.Google e condivisioni.”$/ })
            .getByRole("button", { name: "Espandi", exact: true })
            .first()
            .click();
        }
        const box = page.getByRole("textbox", { name: label, exact: true }).first();
        await scrollUntilAttached(page, box, label);
        await expect(box).not.toHaveValue("");
        const before = await box.inputValue();
        // Every top-level field, under its label (the form draws them as they scroll into view).
        for (const field of file.fields) {
          const group = page
            .getByRole("group", { name: new RegExp(`^Campo “.${escapeRegExp(field.label)}.”$`) })
            .first();
          await scrollUntilAttached(page, group, field.label);
        }
        if (name === "policy") {
          // Hints show as written: the paragraph's explains the link syntax, and is no link itself.
          // The sections open folded, and so do their paragraphs: the first section's, opened.
          const sections = page.getByRole("group", { name: /^Campo “.Sezioni.”$/ });
          await sections.scrollIntoViewIfNeeded();
          await sections.getByRole("button", { name: "Espandi tutto" }).first().click();
          const blocks = sections.getByRole("button", { name: "Espandi tutto" }).nth(1);
          await scrollUntilAttached(page, blocks);
          await blocks.click();
          const hint = page.getByText(/^Per un link scrivi \[testo\]\(https:\/\/indirizzo\)\./);
          await scrollUntilAttached(page, hint.first());
          await expect(page.getByRole("link", { name: "https://indirizzo" })).toHaveCount(0);
        }
        // Typed once the whole form has been drawn (an edit typed earlier was seen
        // lost as the CMS settled, «Salva» off again): typed until the entry counts
        // as changed, the old text first each time, so that every attempt is a
        // change, and saved. Bounded: a CMS that never takes it fails in 30 s, not
        // at the test's 4 minutes. Saved, the CMS goes back to the list of files.
        await expect(async () => {
          await box.fill(before);
          await box.fill(`${before} (prova)`);
          await expect(save).toBeEnabled({ timeout: 1000 });
          await save.click({ timeout: 1000 });
        }).toPass({ timeout: 30_000 });

        const expected = JSON.parse(realContent[`${name}.json`]!);
        let target = expected;
        for (const part of key.slice(0, -1)) target = target[part];
        target[key.at(-1)!] = `${before} (prova)`;
        await expectSaved(page, name, expected);
      });
    }
    expectClean(seen);
  });

  test("draws Sveltia's icons in Material Symbols, from the site's own file", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    const icons = page.locator(".material-symbols-outlined:visible");
    await expect(icons.first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"')),
    ).toBe(true);
    // An icon is its name ("add", "search") drawn as one square glyph, as wide as the
    // font is large; in a fallback font the name would show as a word.
    const boxes = await icons.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.textContent!.trim(),
        width: element.getBoundingClientRect().width,
        size: parseFloat(getComputedStyle(element).fontSize),
      })),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const { name, width, size } of boxes) expect(width, name).toBeCloseTo(size, 0);
    expect(seen.loaded.some((path) => /\/material-symbols-[\w-]+\.woff2$/.test(path))).toBe(true);
    // No request to jsDelivr, nor anything refused by the policy.
    expectClean(seen);
  });

  test("a home card's treatment is written as its code, and saved as it is", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    await page.evaluate(() => (location.hash = "#/collections/contenuti"));
    await page.getByText(contentFiles.home.label, { exact: true }).click();

    const home = JSON.parse(realContent["home.json"]!);
    const treatments: { id: string }[] = JSON.parse(realContent["servizi.json"]!).sections.flatMap(
      (section: { groups: { items: { id: string }[] }[] }) =>
        section.groups.flatMap((group) => group.items),
    );
    // The cards open folded, each showing its title: the first one, opened.
    const unfold = page
      .getByRole("group", { name: /^Campo “.Trattamenti in evidenza.”$/ })
      .getByRole("group")
      .filter({ has: page.getByText(home.treatments.cards[0].title, { exact: true }) })
      .last()
      .getByRole("button", { name: "Espandi", exact: true });
    await scrollUntilAttached(page, unfold);
    await unfold.click();
    // Sveltia cannot offer a nested list as a choice: a text field (app/model/cms-config.ts).
    const field = page.getByRole("textbox", { name: "Trattamento del listino" }).first();
    await scrollUntilAttached(page, field);
    await field.scrollIntoViewIfNeeded();
    await expect(field).toHaveValue(home.treatments.cards[0].treatment);
    const other = treatments.find(({ id }) => id !== home.treatments.cards[0].treatment)!;
    await field.fill(other.id);
    await page.getByRole("button", { name: "Salva" }).click();

    home.treatments.cards[0].treatment = other.id;
    await expectSaved(page, "home", home);
    expectClean(seen);
  });
});
