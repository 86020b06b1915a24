// The import zones of eslint.config.js, on made-up files: a feature uses shared code, never
// another feature; shared code uses no feature; only the composition points bring them together.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of no-restricted-imports for a file at `filePath` importing `from`. */
async function restrictions(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${from}";\nexport const y = x;\n`, {
    filePath,
  });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the import zones", () => {
  it.each([
    ["app/features/hours/made-up.ts", "../offers/rules"],
    ["app/features/hours/made-up.tsx", "~/features/offers/offers"],
    ["app/features/offers/model.ts", "../hours/model"],
    // The forms share app/lib/email-form.ts, not each other's rules.
    ["app/features/vouchers/request.ts", "../contact-form/rules"],
  ])("refuse another feature: %s importing %s", async (file, from) => {
    expect(await restrictions(file, from)).toEqual([
      expect.stringContaining("A feature imports shared code, never another feature"),
    ]);
  });

  it.each([
    ["app/lib/made-up.ts", "../features/hours/closures"],
    ["app/model/made-up.ts", "../features/offers/model"],
    ["app/components/made-up.tsx", "~/features/hours/model"],
    // A feature's rules are pure: not its model, not the content.
    ["app/features/hours/made-up.ts", "./model"],
    ["app/features/hours/made-up.ts", "../../model/salon"],
    ["app/features/hours/made-up.tsx", "virtual:content/salon"],
  ])("keep shared code and a feature's layers one way: %s importing %s", async (file, from) => {
    expect(await restrictions(file, from)).toEqual([expect.stringContaining("Imports go one way")]);
  });

  it.each([
    ["app/features/hours/made-up.ts", "../../lib/calendar"],
    ["app/features/hours/model.ts", "../../model/salon"],
    ["app/features/hours/made-up.tsx", "./model"],
    ["app/features/offers/made-up.tsx", "~/components/timeline-text"],
    ["app/routes/made-up.tsx", "~/features/offers/offers"],
    ["app/root.tsx", "./features/hours/today-hours"],
    ["app/model/listing.ts", "../features/hours/model"],
    ["app/components/service-section.tsx", "~/features/offers/offers"],
    ["app/features/vouchers/request.ts", "../../lib/email-form"],
    ["app/islands/voucher-form.tsx", "~/features/vouchers/voucher-form"],
  ])("allow shared code and the composition points: %s importing %s", async (file, from) => {
    expect(await restrictions(file, from)).toEqual([]);
  });
});
