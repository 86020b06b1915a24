// Moving between pages is a document load. Speculation Rules make it instant in
// the browsers that support them (Chromium): a same-site link is prerendered when
// the pointer rests on it or a finger touches it ("moderate"), never the CMS,
// never a link that opens a new tab or downloads. Other browsers ignore the rules.
// The Content-Security-Policy allows them by hash (scripts/host-configs.mjs).

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin*" } },
          { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
    />
  );
}
