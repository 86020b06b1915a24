// Text with links in it, as the owner writes it in the CMS: "[testo](https://…)"
// for a web page, and named placeholders such as {email} for links the site
// makes itself. Split into consecutive pieces for the page to render.

export interface InlineLink {
  text: string;
  href: string;
}

export type LinkedText = readonly (string | InlineLink)[];

const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\{[^{}]+\}/g;

/** "Scrivi a {email}." → ["Scrivi a ", { text: "info@…", href: "mailto:info@…" }, "."] */
export function linkedText(text: string, named: Record<string, InlineLink> = {}): LinkedText {
  const pieces: (string | InlineLink)[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label, href] = match;
    const link = label !== undefined && href !== undefined ? { text: label, href } : named[whole];
    if (!link) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push(link);
    last = match.index + whole.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
