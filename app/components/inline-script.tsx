interface InlineScriptProps {
  /** An enhancement of app/enhance/: `import code from "virtual:inline-script/<name>"`. */
  code: string;
}

/**
 * A small script in the page itself, so it runs on pages that ship no React
 * (scripts/inline-script-plugin.ts compiles it; scripts/prepare-hosting.mjs
 * allows its hash in the Content-Security-Policy). Render each one once per page.
 *
 * The browser runs it as it parses the prerendered page. React never runs a
 * <script> it creates itself, but it never has to: every link is a document
 * load (docs/decisions/0014-scripts-only-where-needed.md), so no page is ever
 * rendered by React in the browser without its HTML. Each script is still
 * written to be safe to run twice.
 */
export function InlineScript({ code }: InlineScriptProps) {
  return <script type="module" dangerouslySetInnerHTML={{ __html: code }} />;
}
