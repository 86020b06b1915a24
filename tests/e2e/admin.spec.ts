// /admin, the CMS (Sveltia CMS, self-hosted: scripts/admin-plugin.ts), served
// as the site serves it: its own headers, nothing from a CDN, no policy
// violation. Signing in to GitHub needs an account and the network, so the
// GitHub backend is checked up to its sign-in screen; then the same page and
// configuration run with Sveltia's built-in test backend ("test-repo", which
// keeps files in the browser's private storage), loaded with the real
// content/: every file opens under its Italian label, a saved edit changes
// exactly that text, and a photo added to the gallery lands in content/photos
// and in galleria.json, all still valid for the build (app/content/schema.ts).
import { readFileSync, readdirSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import * as v from "valibot";
import { cmsConfig } from "../../app/content/cms-config";
import { checkContentFile } from "../../app/content/load";
import { contentFiles, type ContentFileName } from "../../app/content/schema";
import { adminContentSecurityPolicy } from "../../deploy/headers.mjs";

const adminPath = "/admin";
/** The only other origin the CMS reaches before signing in: GitHub's status page. */
const githubStatus = "https://www.githubstatus.com/api/v2/status.json";

interface Watch {
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Console warnings, but Chromium's about the site's Permissions-Policy list. */
  warnings: string[];
  /** Content-Security-Policy violations, from the DOM event. */
  violations: string[];
  /** Requests to any origin but the site's. */
  external: string[];
  /** Paths of the site's files the page loaded. */
  loaded: string[];
}

/**
 * Watches a page, answers GitHub's status page (the CSP allows it; the tests have
 * no network) and refuses every other outside request, recording it.
 */
async function watch(page: Page, context: BrowserContext): Promise<Watch> {
  const seen: Watch = { errors: [], warnings: [], violations: [], external: [], loaded: [] };
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error") seen.errors.push(text);
    if (message.type() === "warning" && !text.includes("Permissions-Policy")) {
      seen.warnings.push(text);
    }
  });
  page.on("pageerror", (error) => seen.errors.push(String(error)));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.hostname === "localhost") seen.loaded.push(url.pathname);
  });
  await page.exposeFunction("reportPolicyViolation", (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  await context.route(
    (url) => url.hostname !== "localhost",
    (route) => {
      const url = route.request().url();
      seen.external.push(url);
      if (url.startsWith(githubStatus)) {
        return route.fulfill({
          json: { status: { indicator: "none" } },
          headers: { "access-control-allow-origin": "*" },
        });
      }
      return route.abort();
    },
  );
  return seen;
}

function expectClean(seen: Watch) {
  expect(seen.violations, "policy violations").toEqual([]);
  expect(seen.errors, "console errors").toEqual([]);
  expect(seen.warnings, "console warnings").toEqual([]);
  for (const url of seen.external)
    expect(url, "outside request").toMatch(/^https:\/\/www\.githubstatus\.com\//);
}

/** The configuration as the build wrote it: JSON under a comment line. */
function parseConfig(text: string) {
  return JSON.parse(text.slice(text.indexOf("\n") + 1));
}

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
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<title>Gestione del sito</title>");
    const references = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(references).toEqual(["/admin/sveltia-cms.js"]);

    for (const file of ["/admin/sveltia-cms.js", "/admin/config.yml", "/admin/locales/it.json"]) {
      const fileResponse = await request.get(file);
      expect(fileResponse.status(), file).toBe(200);
      expect(fileResponse.headers()["content-security-policy"], file).toBe(
        adminContentSecurityPolicy(),
      );
      expect(fileResponse.headers()["x-robots-tag"], file).toBe("noindex");
    }
    const script = await (await request.get("/admin/sveltia-cms.js")).text();
    expect(script).not.toContain("cdn.jsdelivr.net");

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

    // Its fonts and Italian strings came from /admin, not from a CDN.
    await expect
      .poll(() => seen.loaded.filter((path) => path.startsWith("/admin/fonts/")).length)
      .toBeGreaterThan(0);
    expect(seen.loaded).toContain("/admin/locales/it.json");
    expect(seen.loaded).toContain("/admin/config.yml");
    expectClean(seen);
  });
});

// ── The same page with Sveltia's test backend, on the real content ───────────

const contentNames = Object.keys(contentFiles) as ContentFileName[];
const realContent = Object.fromEntries(
  readdirSync("content")
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, readFileSync(`content/${name}`, "utf8")]),
);

/**
 * /admin with the built configuration but the test backend, whose repository is
 * the browser's private storage (sveltia-cms-test/), loaded with content/.
 */
async function openWithTestRepository(page: Page) {
  await page.route(`**${adminPath}/config.yml*`, async (route) => {
    const response = await route.fetch();
    const config = parseConfig(await response.text());
    await route.fulfill({
      response,
      body: JSON.stringify({ ...config, backend: { name: "test-repo" } }),
    });
  });
  await page.goto("/robots.txt");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    const repository = await root.getDirectoryHandle("sveltia-cms-test", { create: true });
    const content = await repository.getDirectoryHandle("content", { create: true });
    for (const [name, text] of Object.entries(files)) {
      const writable = await (await content.getFileHandle(name, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, realContent);
  await page.goto(adminPath);
  await page.getByRole("button", { name: "Lavora con Repository di Test" }).click();
}

/** A file of the test repository, as the CMS saved it. */
function savedFile(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (path) => {
    let directory = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("sveltia-cms-test");
    const parts = path.split("/");
    try {
      for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part);
      const file = await (await directory.getFileHandle(parts.at(-1)!)).getFile();
      return file.type.startsWith("image/") ? String(file.size) : await file.text();
    } catch {
      return null;
    }
  }, path);
}

/** For each file, a text field the test edits: its label in the CMS and where it is in the file. */
const editable: Record<ContentFileName, { label: string; key: ["meta", "title"] | ["name"] }> = {
  salon: { label: "Nome del centro", key: ["name"] },
  servizi: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  home: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  "chi-sono": { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  galleria: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  contatti: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
  policy: { label: "Titolo nei risultati di ricerca", key: ["meta", "title"] },
};

/**
 * What the CMS saved for `name`: a file the build accepts, laid out as the
 * content files are, holding `expected` (the CMS leaves out an optional field
 * when it is empty, so the two are compared as the build reads them).
 */
async function expectSaved(page: Page, name: ContentFileName, expected: unknown) {
  const path = `content/${name}.json`;
  await expect.poll(() => savedFile(page, path)).not.toBe(realContent[`${name}.json`]);
  const text = (await savedFile(page, path))!;
  const saved = JSON.parse(text);
  expect(text, `${path}: layout`).toBe(`${JSON.stringify(saved, null, 2)}\n`);
  expect(checkContentFile(name, saved), `${path}: the build would refuse it`).toEqual([]);
  const { schema } = contentFiles[name];
  expect(v.parse(schema, saved), `${path}: content`).toEqual(v.parse(schema, expected));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("/admin with the test backend, on the real content", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "One run is enough: the forms do not depend on the viewport.",
  );
  test.describe.configure({ timeout: 120_000 });

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

    for (const name of contentNames) {
      const file = files.find((entry) => entry.name === name)!;
      await test.step(`${name}.json («${file.label}»)`, async () => {
        await page.evaluate(() => (location.hash = "#/collections/contenuti"));
        await page.getByText(file.label, { exact: true }).click();
        const save = page.getByRole("button", { name: "Salva" });
        await expect(save).toBeDisabled();
        // Every top-level field, under its label.
        for (const field of file.fields) {
          await expect(
            page
              .getByRole("group", { name: new RegExp(`^Campo “.${escapeRegExp(field.label)}.”$`) })
              .first(),
            field.label,
          ).toBeAttached();
        }
        const { label, key } = editable[name];
        const box = page.getByRole("textbox", { name: label, exact: true }).first();
        const before = await box.inputValue();
        await box.fill(`${before} (prova)`);
        await save.click();
        await expect(save).toBeDisabled();

        const expected = JSON.parse(realContent[`${name}.json`]!);
        let target = expected;
        for (const part of key.slice(0, -1)) target = target[part];
        target[key.at(-1)!] = `${before} (prova)`;
        await expectSaved(page, name, expected);
      });
    }
    expectClean(seen);
  });

  test("a photo added to the gallery lands in content/photos and in galleria.json", async ({
    page,
    context,
  }) => {
    const seen = await watch(page, context);
    await openWithTestRepository(page);
    await page.getByText(contentFiles.galleria.label, { exact: true }).click();
    const gallery = page.getByRole("group", { name: /^Campo “.Galleria del centro.”$/ });
    const add = gallery.getByRole("button", { name: /Aggiungi.*Immagine della galleria/ });
    await add.scrollIntoViewIfNeeded();
    const captions = gallery.getByRole("group", { name: /Didascalia/ });
    const before = await captions.count();
    await add.click();
    await expect(captions).toHaveCount(before + 1);

    const caption = captions.last().getByRole("textbox");
    await caption.scrollIntoViewIfNeeded();
    await caption.fill("La nuova cabina");
    const photo = gallery.getByRole("group", { name: /^Campo “.Foto.”$/ }).last();
    await photo.scrollIntoViewIfNeeded();
    await photo.getByRole("button", { name: "Sfoglia" }).click();
    const dialog = page.getByRole("dialog", { name: "Seleziona Immagine" });
    // Only the site's own photos: no stock photo services.
    await expect(dialog.getByText("Foto Stock")).toHaveCount(0);
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Carica" }).click();
    await (await chooser).setFiles("tests/fixtures/foto-di-prova.jpg");
    await expect(dialog.getByRole("option", { name: /foto-di-prova\.jpg/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Inserisci" }).click();
    const alt = gallery.getByRole("textbox", { name: /Descrizione della foto/ }).last();
    await alt.scrollIntoViewIfNeeded();
    await alt.fill("La nuova cabina, con il lettino e la lampada");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("button", { name: "Salva" })).toBeDisabled();

    const size = String(readFileSync("tests/fixtures/foto-di-prova.jpg").length);
    await expect.poll(() => savedFile(page, "content/photos/foto-di-prova.jpg")).toBe(size);
    const expected = JSON.parse(realContent["galleria.json"]!);
    expected.interiors.items.push({
      title: "La nuova cabina",
      picture: {
        photo: "/content/photos/foto-di-prova.jpg",
        alt: "La nuova cabina, con il lettino e la lampada",
      },
    });
    await expectSaved(page, "galleria", expected);
    expectClean(seen);
  });
});
