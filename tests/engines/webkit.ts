// WebKitGTK (Safari's engine family; Debian's webkit2gtk-driver) driven by
// selenium-webdriver through WebKitWebDriver, in a virtual display (xvfb-run).
// Classic WebDriver only (WebKitWebDriver refuses BiDi): the console cannot be
// read and requests cannot be intercepted, so the journeys check that scripts
// ran by what they change on the page, and EmailJS is answered by a stand-in
// for the page's fetch, put in place after the page has loaded.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { Builder, Key, Origin, type WebDriver } from "selenium-webdriver";
import { nextDocument, type SentRequest, type Visitor } from "./visitor";

export const webKitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** A free port on the loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function driverReady(url: string) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start at ${url}`);
}

export async function openWebKit(baseUrl: string): Promise<Visitor> {
  const port = await freePort();
  const server = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1200x24", webKitDriverPath, `--port=${port}`],
    { detached: true, stdio: "ignore" },
  );
  const driverUrl = `http://127.0.0.1:${port}`;
  await driverReady(driverUrl);
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
    })
    .build();

  /**
   * The element, scrolled to the middle of the window as a person would: the
   * driver's own scrolling can leave it under the sticky header or the action
   * bar, and then refuses to click it.
   */
  async function find(selector: string) {
    const element = await driver.findElement({ css: selector });
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
    return element;
  }

  const visitor: Visitor = {
    engine: "webkit",
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
      // The window's frame takes some of it: grow it by the difference.
      const [inner, innerHeight] = (await driver.executeScript(
        "return [innerWidth, innerHeight]",
      )) as [number, number];
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - inner, height: 2 * height - innerHeight });
      return driver.executeScript("return document.documentElement.clientWidth");
    },
    async goto(path) {
      await driver.get(new URL(path, baseUrl).href);
    },
    async click(selector) {
      // Like Playwright's actions, wait for the element to take clicks: the
      // driver refuses one still moving (the menu sliding out, a page just
      // restored from the back/forward cache).
      for (let tries = 1; ; tries++) {
        try {
          return await (await find(selector)).click();
        } catch (error) {
          const busy = ["ElementClickInterceptedError", "ElementNotInteractableError"];
          if (tries === 30 || !busy.includes((error as Error).name)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async follow(selector) {
      await nextDocument(visitor, async () => (await find(selector)).click());
    },
    async tapAt(x, y) {
      await driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform();
    },
    async type(selector, text) {
      await (await find(selector)).sendKeys(text);
    },
    async press(key) {
      await driver.actions().sendKeys({ Escape: Key.ESCAPE, Tab: Key.TAB }[key]).perform();
    },
    async back() {
      await nextDocument(visitor, () => driver.navigate().back());
    },
    async run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A) {
      return driver.executeScript<T>(fn as (...args: unknown[]) => T, ...args);
    },
    async answerEmailJs(status, { held = false } = {}) {
      await driver.executeScript(
        (status: number | "network", held: boolean) => {
          const sent: SentRequest[] = [];
          const networkFetch = window.fetch;
          Object.assign(window, { __sentToEmailJs: sent });
          window.fetch = async (input, init) => {
            const url = input instanceof Request ? input.url : String(input);
            if (!url.startsWith("https://api.emailjs.com/")) return networkFetch(input, init);
            const body = init?.body instanceof FormData ? [...init.body.entries()] : [];
            sent.push({ url, fields: Object.fromEntries(body.map(([k, v]) => [k, String(v)])) });
            if (held) await new Promise((resolve) => Object.assign(window, { __answer: resolve }));
            // What a browser's fetch does when the connection drops.
            if (status === "network") throw new TypeError("Load failed");
            return new Response(status === 200 ? "OK" : "Error", { status });
          };
        },
        status,
        held,
      );
      return {
        sent: () => driver.executeScript("return window.__sentToEmailJs") as Promise<SentRequest[]>,
        async release() {
          // Once the request has come (the click that sends it may still be on its way).
          await driver.wait(() => driver.executeScript("return Boolean(window.__answer)"), 10_000);
          await driver.executeScript("window.__answer()");
        },
      };
    },
    problems: () => [],
    async close() {
      try {
        await driver.quit();
      } finally {
        if (server.pid) process.kill(-server.pid);
      }
    },
  };
  return visitor;
}
