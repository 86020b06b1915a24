// What the gift vouchers' schema cannot see on its own, checked once every file
// passes (app/model/load.server.ts, in Node): a treatment offered in several durations
// needs the voucher to say which, by a duration the price list has. A code that
// is not in the price list is the references' check (its `relation`).
import type * as v from "valibot";
import { voucherTreatmentProblem } from "./vouchers";
import { formatIssuePath } from "../../model/issue-path";
import { contentFiles, type Content } from "../../model/schema";

export function voucherProblems(content: Content): string[] {
  const { options } = content["buoni-regalo"];
  const sections = content.servizi.sections;
  return options.flatMap((option, index) =>
    option.type === "treatments"
      ? option.treatments.flatMap((ref, position) => {
          const problem = voucherTreatmentProblem(ref, sections);
          if (!problem) return [];
          const steps = ["options", index, "treatments", position, "duration"];
          const issue = { path: steps.map((key) => ({ key })) } as unknown as v.BaseIssue<unknown>;
          return [
            `• buoni-regalo.json: ${formatIssuePath(contentFiles["buoni-regalo"].schema, issue)}${problem}`,
          ];
        })
      : [],
  );
}
