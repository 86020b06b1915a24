// Firefox (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi:
// console, uncaught errors, failed requests and request interception all work.
import puppeteer, { type HTTPRequest, type Page } from "puppeteer-core";
import { formFields, nextDocument, type SentRequest, type Visitor } from "./visitor";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Messages Firefox logs about the page that are not the site's fault. */
const expected = [
  // Firefox warns that a font's glyph table was sanitised; the subset fonts are valid woff2.
  /^downloadable font:/,
];

export async function openFirefox(baseUrl: string): Promise<Visitor> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    env: { ...process.env, MOZ_HEADLESS: "1" },
  });
  const page: Page = await browser.newPage();
  let problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (["error", "warn"].includes(message.type()) && !expected.some((re) => re.test(text))) {
      problems.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${String(error)}`));
  page.on("requestfailed", (request) => {
    // An answered EmailJS request is "aborted" by the interception below: not a failure.
    if (request.url().startsWith(emailJs)) return;
    // The tab's icons, which Firefox fetches itself after the load event, are cancelled when a
    // journey leaves the page before they arrive; an icon that answers with an error is still
    // reported below. So is Firefox's own guess at /favicon.ico after a back/forward restore.
    const path = new URL(request.url()).pathname;
    if (icons.includes(path) || path === "/favicon.ico") return;
    problems.push(`failed: ${request.url()}`);
  });
  page.on("response", (response) => {
    const url = response.url();
    const ours =
      // The not-found page itself answers 404, as it should; EmailJS's answers are the test's own.
      response.request().isNavigationRequest() ||
      url.startsWith(emailJs) ||
      // Firefox's own guess at an icon, after a page comes back from its cache: the pages name theirs.
      new URL(url).pathname === "/favicon.ico";
    if (response.status() >= 400 && !ours) problems.push(`${response.status()}: ${url}`);
  });
  // A CSP violation becomes a console error the watch above reads.
  await page.evaluateOnNewDocument(() => {
    addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.setRequestInterception(true);
  let answer: ((request: HTTPRequest) => Promise<void>) | undefined;
  page.on("request", (request) => {
    if (answer && request.url().startsWith(emailJs)) void answer(request);
    else void request.continue();
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) answer = undefined;
  });

  const visitor: Visitor = {
    engine: "firefox",
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => document.documentElement.clientWidth);
    },
    async goto(path) {
      // Not page.goto: once a page has come back from the back/forward cache (see back()),
      // puppeteer's Firefox driver still holds the address before it and never matches the
      // next load (it waits 30 s). The page opens the address itself; an address that
      // would only scroll the page it is on is loaded again.
      await nextDocument(visitor, () =>
        page.evaluate((href) => {
          // A fragment navigation: the same address but for a fragment the target has.
          const sameDocument =
            href.includes("#") && href.split("#")[0] === location.href.split("#")[0];
          location.assign(href);
          if (sameDocument) location.reload();
        }, new URL(path, baseUrl).href),
      );
    },
    async click(selector) {
      await page.click(selector);
    },
    async follow(selector) {
      await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(selector)]);
    },
    async tapAt(x, y) {
      await page.mouse.click(x, y);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async back() {
      // Not page.goBack(): it waits for a load event, which a page restored
      // from the back/forward cache does not fire.
      await nextDocument(visitor, () => page.evaluate(() => history.back()));
    },
    async run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A) {
      return (await page.evaluate(fn as (...args: unknown[]) => unknown, ...args)) as T;
    },
    async answerEmailJs(status, { held = false } = {}) {
      const sent: SentRequest[] = [];
      let release = () => {};
      const released = held ? new Promise<void>((resolve) => (release = resolve)) : undefined;
      answer = async (request) => {
        const body = (await request.fetchPostData()) ?? "";
        const fields = await formFields(body, request.headers()["content-type"] ?? "");
        sent.push({ url: request.url(), fields });
        await released;
        if (status === "network") return request.abort("connectionreset");
        await request.respond({
          status,
          body: status === 200 ? "OK" : "Error",
          headers: { "access-control-allow-origin": "*" },
        });
      };
      return { sent: async () => sent, release: async () => release() };
    },
    problems() {
      const found = problems;
      problems = [];
      return found;
    },
    async close() {
      await browser.close();
    },
  };
  return visitor;
}

const emailJs = "https://api.emailjs.com/";
// The icons the pages link (app/root.tsx).
const icons = ["/favicon.svg", "/favicon-32.png", "/apple-touch-icon.png"];
