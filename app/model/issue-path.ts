// Names a field the way the owner sees it in the CMS: "Orari di apertura › n. 3 ›
// Fasce orarie › n. 1 › Apre alle", followed by the key path for whoever edits
// the JSON by hand: (openingHours[2].intervals[0].opens).
import * as v from "valibot";
import { asNode, asSchema, childOf, layers, type SchemaNode } from "./schema-tree";

export function formatIssuePath(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const steps = issue.path ?? [];
  if (steps.length === 0) return "";
  const labels: string[] = [];
  let schema: SchemaNode | undefined = asNode(root);
  let keyPath = "";
  for (const step of steps) {
    const key = step.key;
    schema = schema && childOf(schema, key as string | number);
    if (typeof key === "number") {
      labels.push(`n. ${key + 1}`);
      keyPath += `[${key}]`;
    } else {
      const title =
        schema &&
        layers(schema)
          .map((layer) => v.getTitle(asSchema(layer)))
          .find(Boolean);
      labels.push(title ? `«${title}»` : String(key));
      keyPath += keyPath === "" ? String(key) : `.${String(key)}`;
    }
  }
  return `${labels.join(" › ")} (${keyPath}): `;
}
