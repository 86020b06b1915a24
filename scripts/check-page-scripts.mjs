// @ts-check
// The build check of issue 10's promise: a page ships only the code it declared
// (app/lib/page-scripts.ts). The root writes it on <html data-scripts>; this
// reads the finished HTML and fails the build (scripts/prepare-hosting.mjs) when
// the two disagree: a static page ("none") with an external script, a module
// preload, an import or React Router's bootstrap; a page with an island
// ("island") without its module script, or with React Router's bootstrap; the
// SPA fallback ("react") without it. Inline scripts that load nothing (the
// carousel's few lines, speculation rules, JSON-LD) are allowed.

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const dataTypes = new Set(["application/ld+json", "application/json", "speculationrules"]);

/**
 * What is wrong with one page's scripts, in words; empty when nothing is.
 * @param {string} html
 * @returns {string[]}
 */
export function pageScriptProblems(html) {
  const declared = /<html\b[^>]*\bdata-scripts="(none|island|react)"/.exec(html)?.[1];
  if (!declared) {
    return ['<html> has no data-scripts="none|island|react": is app/root.tsx rendering it?'];
  }

  const problems = [];
  const loadsCode = [];
  let moduleScripts = 0;
  for (const [, attributes = "", code = ""] of html.matchAll(scriptTag)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (dataTypes.has(type) || type === "importmap") continue;
    if (/\bsrc\s*=/i.test(attributes)) {
      loadsCode.push(`a script with a src (${attributes.trim()})`);
      if (type === "module") moduleScripts += 1;
    } else if (/\bimport\s*[("'{*]|\bimport\s+[\w$]|__reactRouter/.test(code)) {
      loadsCode.push(`an inline script that loads code (${code.trim().slice(0, 60)}…)`);
    }
  }
  for (const [link] of html.matchAll(/<link\b[^>]*\brel=["']?modulepreload[^>]*>/gi)) {
    loadsCode.push(`a module preload (${link})`);
  }

  if (declared === "none") {
    for (const what of loadsCode) problems.push(`declared static, but has ${what}`);
    return problems;
  }
  const bootstrap = html.includes("window.__reactRouterContext");
  if (declared === "island") {
    if (moduleScripts !== 1)
      problems.push(`declared an island, but has ${moduleScripts} module scripts with a src`);
    if (bootstrap) problems.push("declared an island, but has React Router's bootstrap");
  } else if (!bootstrap) {
    problems.push("declared React Router's scripts, but <Scripts/> is missing");
  }
  return problems;
}
