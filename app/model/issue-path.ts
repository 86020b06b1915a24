// Names a field the way the owner sees it in the CMS: "Orari di apertura › n. 3 ›
// Fasce orarie › n. 1 › Apre alle", followed by the key path for whoever edits
// the JSON by hand: (openingHours[2].intervals[0].opens).
import * as v from "valibot";

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: AnySchema[];
};

/** The schema one step down a path: an object's field, a list's item, inside an optional. */
function child(schema: AnySchema | undefined, key: unknown): AnySchema | undefined {
  let current = schema;
  while (current?.wrapped) current = current.wrapped;
  if (!current) return undefined;
  if (current.type === "array") return current.item;
  if (current.type === "object" && typeof key === "string") return current.entries?.[key];
  if (current.type === "variant" && typeof key === "string") {
    return current.options?.map((option) => option.entries?.[key]).find(Boolean);
  }
  return undefined;
}

export function formatIssuePath(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const steps = issue.path ?? [];
  if (steps.length === 0) return "";
  const labels: string[] = [];
  let schema: AnySchema | undefined = root as AnySchema;
  let keyPath = "";
  for (const step of steps) {
    const key = step.key;
    schema = child(schema, key);
    if (typeof key === "number") {
      labels.push(`n. ${key + 1}`);
      keyPath += `[${key}]`;
    } else {
      let labelled = schema;
      while (labelled?.wrapped && !v.getTitle(labelled as v.SchemaWithPipe<[v.GenericSchema]>)) {
        labelled = labelled.wrapped;
      }
      const title = labelled
        ? v.getTitle(labelled as v.SchemaWithPipe<[v.GenericSchema]>)
        : undefined;
      labels.push(title ? `«${title}»` : String(key));
      keyPath += keyPath === "" ? String(key) : `.${String(key)}`;
    }
  }
  return `${labels.join(" › ")} (${keyPath}): `;
}
