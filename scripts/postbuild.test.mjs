// @vitest-environment node
// The rewrites postbuild.mjs makes to every page after beasties: the critical CSS
// without what the first paint cannot use, and the late stylesheet at low priority.
import { describe, expect, it } from "vitest";
import {
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
