// What a journey needs from a browser, whatever drives it: Firefox through
// puppeteer-core (WebDriver BiDi), WebKitGTK through selenium-webdriver
// (classic WebDriver). The journeys (journeys.ts) are written once against this.

export type Engine = "firefox" | "webkit";

/** A request the page made to EmailJS: its address and the form's fields. */
export interface SentRequest {
  url: string;
  fields: Record<string, string>;
}

export interface Visitor {
  readonly engine: Engine;
  /** Resizes the window; returns the page's width (WebKitGTK stops at about 447 px). */
  resize(width: number, height: number): Promise<number>;
  /** Loads the address (a path of the site) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** A click on the element, as a pointer makes it. */
  click(selector: string): Promise<void>;
  /** A click on a link, then the new page's load event. */
  follow(selector: string): Promise<void>;
  /** A tap at a point of the viewport (CSS pixels). */
  tapAt(x: number, y: number): Promise<void>;
  /** Types into the element, after what it holds. */
  type(selector: string, text: string): Promise<void>;
  /** A key pressed where the focus is. */
  press(key: "Escape" | "Tab"): Promise<void>;
  /** The browser's back button, then the page's load (or its restoring from the cache). */
  back(): Promise<void>;
  /** Runs a self-contained function in the page and returns its (JSON) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /**
   * From now until the page is left, every request to EmailJS is answered with
   * `status` instead of reaching the network, or cut off ("network": the connection
   * dropped after it left); `sent()` lists them. `held`: no answer until `release()`.
   */
  answerEmailJs(
    status: number | "network",
    options?: { held?: boolean },
  ): Promise<{ sent(): Promise<SentRequest[]>; release(): Promise<void> }>;
  /**
   * What went wrong that the page cannot see itself: console errors and
   * warnings, uncaught errors, CSP violations, failed requests, since the last
   * call. Empty where the engine does not tell (WebKitGTK: see webkit.ts).
   */
  problems(): string[];
  close(): Promise<void>;
}

/** The fields of a multipart/form-data body, parsed as a server would (Node's Response). */
export async function formFields(body: string, contentType: string) {
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

/**
 * Does `action` (a click on a link, the back button), then waits until another
 * document has loaded, or has come back from the back/forward cache (it fires
 * no load event then, so the page is marked instead).
 */
export async function nextDocument(visitor: Visitor, action: () => Promise<void>) {
  const mark = `${Date.now()}-${Math.random()}`;
  await visitor.run((mark) => void Object.assign(window, { __journeyMark: mark }), mark);
  await action();
  for (let tries = 0; tries < 150; tries++) {
    const arrived = await visitor
      .run(
        (mark) =>
          (window as { __journeyMark?: string }).__journeyMark !== mark &&
          document.readyState === "complete",
        mark,
      )
      // Between two documents the driver may have no page to ask.
      .catch(() => false);
    if (arrived) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${visitor.engine}: the next page did not load within 15 s`);
}
