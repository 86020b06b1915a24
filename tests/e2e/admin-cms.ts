// What the CMS specs (admin*.spec.ts) share: /admin watched for errors, policy
// violations and outside requests, and /admin opened on Sveltia's test backend
// ("test-repo", which keeps files in the browser's private storage) loaded with
// the real content/, with what it saved read back and checked by the build's rules.
import { readFileSync, readdirSync } from "node:fs";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import * as v from "valibot";
import { checkContentFile } from "../../app/model/load.server";
import { contentFiles, type ContentFileName } from "../../app/model/schema";

export const adminPath = "/admin";
/** The only other origin the CMS reaches before signing in: GitHub's status page. */
const githubStatus = "https://www.githubstatus.com/api/v2/status.json";

export interface Watch {
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Console warnings, but two known ones (below). */
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
export async function watch(page: Page, context: BrowserContext): Promise<Watch> {
  const seen: Watch = { errors: [], warnings: [], violations: [], external: [], loaded: [] };
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error") seen.errors.push(text);
    // Chromium's own about the site's Permissions-Policy list, and Svelte's
    // "derived_inert" notice, which Sveltia's editor logs when it closes.
    const known = ["Permissions-Policy", "svelte.dev/e/derived_inert"];
    if (message.type() === "warning" && !known.some((part) => text.includes(part))) {
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

/**
 * Nothing failed, nothing refused (its fonts too come from the site: scripts/admin-plugin.ts),
 * but what a test expects (`alsoRefused`) (docs/decisions/0022-build-without-rewrites.md).
 */
export function expectClean(seen: Watch, alsoRefused: RegExp[] = []) {
  const unexpected = (list: string[]) =>
    list.filter((text) => !alsoRefused.some((known) => known.test(text)));
  expect(unexpected(seen.violations), "policy violations").toEqual([]);
  expect(unexpected(seen.errors), "console errors").toEqual([]);
  expect(seen.warnings, "console warnings").toEqual([]);
  for (const url of seen.external)
    expect(url, "outside request").toMatch(/^https:\/\/www\.githubstatus\.com\//);
}

/** The configuration as the build wrote it: JSON under a comment line. */
export function parseConfig(text: string) {
  return JSON.parse(text.slice(text.indexOf("\n") + 1));
}

export const realContent = Object.fromEntries(
  readdirSync("content")
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, readFileSync(`content/${name}`, "utf8")]),
);

/**
 * /admin with the built configuration but the test backend, whose repository is
 * the browser's private storage (sveltia-cms-test/), loaded with content/.
 */
export async function openWithTestRepository(page: Page) {
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
export function savedFile(page: Page, path: string): Promise<string | null> {
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

/**
 * What the CMS saved for `name`: a file the build accepts, laid out as the
 * content files are, holding `expected` (the CMS leaves out an optional field
 * when it is empty, so the two are compared as the build reads them).
 */
export async function expectSaved(page: Page, name: ContentFileName, expected: unknown) {
  const path = `content/${name}.json`;
  // A save with a photo writes the photo first: on a busy machine, seconds.
  await expect
    .poll(() => savedFile(page, path), { timeout: 15_000 })
    .not.toBe(realContent[`${name}.json`]);
  const text = (await savedFile(page, path))!;
  const saved = JSON.parse(text);
  expect(text, `${path}: layout`).toBe(`${JSON.stringify(saved, null, 2)}\n`);
  expect(checkContentFile(name, saved), `${path}: the build would refuse it`).toEqual([]);
  const { schema } = contentFiles[name];
  expect(v.parse(schema, saved), `${path}: content`).toEqual(v.parse(schema, expected));
}

/** Scrolls the form down until `locator` is drawn (the form draws fields as they come into view). */
export async function scrollUntilAttached(page: Page, locator: Locator, message?: string) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  for (let scrolls = 0; scrolls < 40 && (await locator.count()) === 0; scrolls++) {
    await page.mouse.wheel(0, 400);
  }
  await expect(locator, message).toBeAttached();
}

/**
 * Adds an item to a list field and waits for its form: the last `textbox` of the list, empty.
 * Until the new item is drawn, `.last()` finds the item before it (and would fill that one).
 */
export async function addListItem(list: Locator, item: string, textbox: string) {
  await list
    .getByRole("button", { name: new RegExp(`^Aggiungi .?${escapeRegExp(item)}.?$`) })
    .click();
  await expect(list.getByRole("textbox", { name: textbox }).last()).toHaveValue("");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
