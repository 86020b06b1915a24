// @vitest-environment node
// The rewrites postbuild.mjs makes to every page after beasties: the critical CSS
// without what the first paint cannot use, the late stylesheet at low priority,
// and a hydrating page's code fetched once the page has painted.
import { describe, expect, it } from "vitest";
import {
  bootstrapAfterFirstPaint,
  lateStylesheetAtLowPriority,
  selectorsBeastiesMisses,
  styleRuleSelectors,
  trimCriticalCss,
} from "./postbuild.mjs";

describe("styleRuleSelectors", () => {
  it("lists each selector of each style rule, inside at-rules too, not the at-rules", () => {
    expect(
      styleRuleSelectors(
        "@layer base{h1,h2{margin:0}abbr:where([title]){text-decoration:underline}}" +
          '@media(min-width:48rem){.md\\:flex{display:flex}}.a::after{content:"}{,"}' +
          ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}",
      ),
    ).toEqual([
      "h1",
      "h2",
      "abbr:where([title])",
      ".md\\:flex",
      ".a::after",
      ":where(select:is([multiple],[size])) optgroup",
    ]);
  });
});

describe("selectorsBeastiesMisses", () => {
  const css =
    ":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}" +
    ":where(.divide-y>:not(:last-child)){border-top-width:1px}" +
    ".\\[\\&\\>svg\\]\\:w-full>svg{width:100%}" +
    ":root:has([data-sticky-index]){--sticky:1}" +
    "html:has(.menu:is([open],:popover-open)) .bar{display:none}" +
    ".plain{color:red}:where(.other>:not(.x)){color:blue}";
  const html =
    '<ul class="space-y-4"><li>a</li><li>b</li></ul>' +
    '<div class="menu bar other [&amp;&gt;svg]:w-full" data-sticky-index="0"><svg></svg></div>';

  it("gives the rules beasties drops whose classes and attributes are all on the page", () => {
    expect(selectorsBeastiesMisses(css, html)).toEqual([
      ":where(.space-y-4>:not(:last-child))",
      ".\\[\\&\\>svg\\]\\:w-full>svg",
      ":root:has([data-sticky-index])",
      // What :not(…) names need not be there.
      ":where(.other>:not(.x))",
    ]);
  });

  it("leaves out a rule naming a class or attribute the page lacks, and those beasties judges itself", () => {
    const found = selectorsBeastiesMisses(css, html);
    // No divide-y on the page; no element [open]; plain selectors are beasties' own business.
    expect(found).not.toContain(":where(.divide-y>:not(:last-child))");
    expect(found).not.toContain("html:has(.menu:is([open],:popover-open)) .bar");
    expect(found).not.toContain(".plain");
  });
});

describe("trimCriticalCss", () => {
  const css =
    "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-border-style:solid;--tw-font-weight:initial;--tw-ring-inset:initial}}}" +
    '.a{content:"{";border-style:var(--tw-border-style);border-width:1px}' +
    ".b{--tw-font-weight:600;font-weight:600}" +
    ".c{--tw-ring-shadow:var(--tw-ring-inset,) 0 0 0 1px red;box-shadow:var(--tw-ring-shadow)}" +
    "@media(hover:hover){.d:hover{color:red}}" +
    "@media(min-width:48rem){.e{display:flex}}" +
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
    '@property --tw-font-weight{syntax:"*";inherits:false}' +
    '@property --tw-ring-inset{syntax:"*";inherits:false}';
  const trimmed = trimCriticalCss(css);

  it("drops hover states, and keeps every other media query", () => {
    expect(trimmed).not.toContain("hover");
    expect(trimmed).toContain("@media(min-width:48rem){.e{display:flex}}");
  });

  it("keeps the custom properties a rule reads, with their fallback values", () => {
    expect(trimmed).toContain("@property --tw-border-style{");
    expect(trimmed).toContain("--tw-border-style:solid;");
    // Read inside another custom property's value.
    expect(trimmed).toContain("@property --tw-ring-inset{");
    expect(trimmed).toContain("--tw-ring-inset:initial}");
  });

  it("drops the registration and fallback of a custom property nothing reads", () => {
    expect(trimmed).not.toContain("@property --tw-font-weight");
    expect(trimmed).toContain("*,:before,:after{--tw-border-style:solid;--tw-ring-inset:initial}");
    // Where a rule sets it, it stays: that is not the registration.
    expect(trimmed).toContain(".b{--tw-font-weight:600;font-weight:600}");
  });

  it("reads braces in strings as text", () => {
    expect(trimmed).toContain(
      '.a{content:"{";border-style:var(--tw-border-style);border-width:1px}',
    );
    expect(trimCriticalCss(trimmed)).toBe(trimmed);
  });
});

describe("lateStylesheetAtLowPriority", () => {
  it("marks the stylesheet link low priority, and nothing else", () => {
    expect(
      lateStylesheetAtLowPriority(
        '<link rel="preload" href="/f.woff2"><link rel="stylesheet" href="/assets/app.css">',
      ),
    ).toBe(
      '<link rel="preload" href="/f.woff2"><link rel="stylesheet" fetchpriority="low" href="/assets/app.css">',
    );
  });
});

// What react-router 7.18's <Scripts/> writes on a page that hydrates (trimmed to two chunks).
const preloads =
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/>' +
  '<link rel="modulepreload" href="/assets/contatti-4.js"/>';
const bootstrap =
  '<script type="module" async>import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\n' +
  'import * as route1 from "/assets/contatti-4.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/contatti":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script>';
const hydrating = (head = preloads, script = bootstrap) =>
  `<!DOCTYPE html><html lang="it" data-scripts="react"><head>${head}</head><body><main></main>` +
  `<script>window.__reactRouterContext = {};</script>${script}</body></html>`;

/**
 * Runs the rewritten bootstrap with a fake page: records, in order, the paint
 * it waited for (or the frame and timeout), each inserted preload and import.
 * @param {string} html
 * @param {{ visibilityState: "visible" | "hidden", paintTiming?: boolean }} page
 */
async function runBootstrap(html, { visibilityState, paintTiming = true }) {
  const code = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  /** @type {string[]} */
  const events = [];
  const window = /** @type {Record<string, unknown>} */ ({});
  const document = {
    visibilityState,
    createElement: () => ({}),
    head: {
      /** @param {{ rel: string, href: string }} link */
      append: (link) => events.push(`${link.rel} ${link.href}`),
    },
  };
  // The paint entries arrive a moment after observing starts: first-paint, then first-contentful-paint.
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    /** @param {(list: { getEntriesByName: (name: string) => unknown[] }, observer: PerformanceObserver) => void} callback */
    constructor(callback) {
      this.callback = callback;
    }
    observe() {
      for (const name of ["first-paint", "first-contentful-paint"]) {
        setTimeout(() => {
          if (this.disconnected) return;
          events.push(name);
          this.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, this);
        });
      }
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  /** @param {() => void} callback */
  const requestAnimationFrame = (callback) => {
    events.push("frame");
    setTimeout(callback);
  };
  /** @param {() => void} callback */
  const timeout = (callback) => {
    events.push("timeout");
    setTimeout(callback);
  };
  /** @param {string} href */
  const load = async (href) => {
    events.push(`import ${href}`);
    return { href };
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  const run = new AsyncFunction(
    "load",
    "document",
    "window",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    code.replace(/\bimport\(/g, "load("),
  );
  await run(load, document, window, PerformanceObserver, requestAnimationFrame, timeout);
  return { events, window };
}

describe("bootstrapAfterFirstPaint", () => {
  const html = bootstrapAfterFirstPaint(hydrating());

  it("takes the module preloads out of the HTML", () => {
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain("<head></head>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("waits for the first contentful paint, then preloads every module at once and imports them in order", async () => {
    const { events, window } = await runBootstrap(html, { visibilityState: "visible" });
    expect(events).toEqual([
      "first-paint",
      "first-contentful-paint",
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
      "modulepreload /assets/contatti-4.js",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/contatti-4.js",
      "import /assets/entry.client-2.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-3.js" },
      "routes/contatti": { href: "/assets/contatti-4.js" },
    });
  });

  it("waits for the next frame where the browser reports no paint timing", async () => {
    const { events } = await runBootstrap(html, { visibilityState: "visible", paintTiming: false });
    expect(events.slice(0, 3)).toEqual(["frame", "timeout", "modulepreload /assets/manifest-1.js"]);
  });

  it("starts at once on a hidden page (prerendered, or a background tab): nothing to paint first", async () => {
    const { events } = await runBootstrap(html, { visibilityState: "hidden" });
    expect(events[0]).toBe("modulepreload /assets/manifest-1.js");
    expect(events).not.toContain("first-contentful-paint");
    expect(events).not.toContain("frame");
  });

  it("fails the build on a bootstrap of another shape", () => {
    expect(() => bootstrapAfterFirstPaint(hydrating(preloads, "<script>boot()</script>"))).toThrow(
      /bootstrap has changed shape/,
    );
    expect(() => bootstrapAfterFirstPaint(hydrating(""))).toThrow(/bootstrap has changed shape/);
  });
});
