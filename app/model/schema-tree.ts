// The content schema read as a tree, for the three things that walk it: the CMS
// configuration (cms-config.ts), the field names in the build's messages
// (issue-path.ts) and the references between files (load.server.ts). They read
// the properties valibot's schema objects carry (type, wrapped, entries, item,
// options, key, literal, pipe), through this one loose view.
import type * as v from "valibot";

export interface SchemaNode {
  readonly kind: string;
  readonly type: string;
  readonly pipe?: readonly PipeItem[];
  readonly wrapped?: SchemaNode;
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly item?: SchemaNode;
  readonly options?: readonly unknown[];
  readonly key?: string;
  readonly literal?: unknown;
  readonly default?: unknown;
}

export interface PipeItem {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
  readonly message?: unknown;
  readonly pipe?: readonly PipeItem[];
}

export const asNode = (schema: v.GenericSchema): SchemaNode => schema as unknown as SchemaNode;
export const asSchema = (node: SchemaNode): v.GenericSchema => node as unknown as v.GenericSchema;

/** A schema and what it wraps (v.optional, v.nullable…), from the outside in. */
export function layers(node: SchemaNode): SchemaNode[] {
  return node.wrapped ? [node, ...layers(node.wrapped)] : [node];
}

/** The options of a v.variant, as schemas. */
export const variantOptions = (node: SchemaNode): SchemaNode[] =>
  (node.options ?? []) as SchemaNode[];

/** The schema one step down a path: an object's field, a list's item, a variant option's field. */
export function childOf(node: SchemaNode, key: string | number): SchemaNode | undefined {
  const inner = layers(node).at(-1)!;
  if (inner.type === "array") return inner.item;
  if (typeof key !== "string") return undefined;
  if (inner.type === "object") return inner.entries?.[key];
  if (inner.type === "variant") {
    return variantOptions(inner)
      .map((option) => option.entries?.[key])
      .find(Boolean);
  }
  return undefined;
}

/** The validation actions of a schema's pipe, nested pipes included, outermost last. */
export function validations(node: SchemaNode): PipeItem[] {
  const walk = (items: readonly PipeItem[] = []): PipeItem[] =>
    items.flatMap((item) =>
      item.kind === "schema" ? walk(item.pipe) : item.kind === "validation" ? [item] : [],
    );
  return walk(node.pipe);
}
