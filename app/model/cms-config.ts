// The configuration of the CMS at /admin (Sveltia CMS), generated from the
// content schema (app/model/schema.ts) so the two cannot drift: one file
// collection with a file per entry of `contentFiles`, one field per schema
// entry, with the schema's Italian labels (v.title) and hints (v.description).
// scripts/admin-plugin.ts writes it into the build as admin/config.yml.
// See docs/decisions/0009-cms.md.
//
// How the schema maps to Sveltia's widgets:
//   v.object                 → object (its entries become the fields)
//   v.array(item)            → list: `fields` for an object item, `types` for a
//                              v.variant item, a single `field` for a text item
//   v.variant("type", [...]) → the list's `types`, one per option (typeKey "type")
//   v.picklist([...])        → select
//   v.string                 → string; v.metadata({ widget }) picks text, image
//                              (JPEG or PNG, up to maxPhotoBytes), hidden or date;
//                              v.metadata({ relation }) makes it a choice among
//                              another file's entries (relation) when its list
//                              is one level deep; a deeper one stays a string
//   typedNumber (a union of a text and a number, read as a number)
//                            → string, with the schema's pattern: the CMS's number
//                              box turns «12,50» into 50; a bare v.number throws
//   v.boolean                → boolean
//   v.regex                  → the field's pattern, with the schema's message
//   v.optional(x)            → x with required: false
// A list is required when the schema wants at least one item (v.minLength ≥ 1);
// A list of forms (objects, variants) opens folded, each item titled by
// v.metadata({ summary }) (and { thumbnail }, a photo); v.metadata({ collapsed: false })
// keeps one open. An object opens unless v.metadata({ collapsed: true }) folds it.
// Anything else (unions, records, tuples, nullable…) throws: a schema the CMS
// could not edit stops the build instead of producing a form that writes wrong data.
import type { CmsConfig, Field } from "@sveltia/cms";
import * as v from "valibot";
import { maxPhotoBytes, uploadTypes } from "../lib/site-images";
import { contentFiles, type FieldMeta } from "./schema";
import {
  asNode,
  asSchema,
  validations,
  variantOptions,
  type PipeItem,
  type SchemaNode as Node,
} from "./schema-tree";

export interface CmsOptions {
  /** The GitHub repository the owner edits, "owner/name". */
  repo: string;
  /** The branch the CMS commits to (the one the host publishes). */
  branch: string;
  /**
   * Origin of the OAuth client (Sveltia CMS Authenticator, or https://api.netlify.com
   * for Netlify's). Given, the sign-in screen offers only OAuth; omitted, it also
   * offers a personal access token, and OAuth goes to Netlify's.
   */
  baseUrl?: string;
}

/** Where uploaded photos go in the repository, and how the content files refer to them. */
export const mediaFolder = "content/photos";
export const publicFolder = "/content/photos";
/** The only collection: the content files, each a form. */
export const collectionName = "contenuti";
export const collectionLabel = "Contenuti del sito";
/** The photo formats the image pipeline reads (app/lib/site-images.ts); no HEIC, no URLs. */
export const acceptedImages = uploadTypes.join(",");

type Meta = FieldMeta;

/** The outermost validation action of a type, e.g. "min_length". */
function lastValidation(node: Node, type: string): PipeItem | undefined {
  return validations(node)
    .reverse()
    .find((action) => action.type === type);
}

function requirementOf(node: Node, type: string): unknown {
  return lastValidation(node, type)?.requirement;
}

/**
 * Escapes what Sveltia's hints would read as Markdown (they render bold, italic,
 * strikethrough and links, and turn addresses into links), so a hint such as
 * "scrivi [testo](https://indirizzo)" shows as written.
 */
export function plainHint(text: string): string {
  return text
    .replace(/[\\`*_~[\]<>@]/g, (character) => `\\${character}`)
    .replace(/:\/\//g, "\\://")
    .replace(/\bwww\./gi, (www) => `${www.slice(0, -1)}\\.`);
}

class SchemaError extends Error {
  constructor(path: string, problem: string) {
    super(`cms-config: ${path}: ${problem} (app/model/schema.ts)`);
    this.name = "SchemaError";
  }
}

/** Label, hint and metadata of a field: the outer schema's win over the wrapped one's. */
function describe(outer: Node, inner: Node, path: string) {
  const label = v.getTitle(asSchema(outer)) || v.getTitle(asSchema(inner));
  if (!label) throw new SchemaError(path, "no v.title, which is the field's label in the CMS");
  const hint = v.getDescription(asSchema(outer)) || v.getDescription(asSchema(inner));
  const meta: Meta = {
    ...(v.getMetadata(asSchema(inner)) as Meta),
    ...(v.getMetadata(asSchema(outer)) as Meta),
  };
  return { label, hint: hint ? plainHint(hint) : undefined, meta };
}

/** One schema entry as a Sveltia field. */
export function schemaField(name: string, schema: v.GenericSchema, path = name): Field {
  const outer = asNode(schema);
  let node = outer;
  let required = true;
  let fallback: unknown;
  if (node.type === "optional" || node.type === "exact_optional") {
    required = false;
    fallback = node.default;
    node = node.wrapped!;
  }
  const { label, hint, meta } = describe(outer, node, path);
  const base = { name, label, ...(hint && { hint }) };
  const preset = meta.default ?? (typeof fallback === "function" ? undefined : fallback);
  const withDefault = preset === undefined ? {} : { default: preset };

  if (meta.widget === "hidden") return { ...base, widget: "hidden", ...withDefault };

  // The schema's v.regex, with its message, is the field's pattern: Sveltia
  // tests it on the text of the value (a photo's file name too) before saving.
  // Written "/source/flags", which Sveltia reads with the flags.
  const regex = lastValidation(node, "regex");
  const withPattern =
    regex?.requirement instanceof RegExp && typeof regex.message === "string"
      ? { pattern: [String(regex.requirement), regex.message] as [string, string] }
      : {};

  switch (node.type) {
    case "string": {
      // Sveltia resolves one wildcard of a relation ("sections.*.id") but not
      // nested ones ("sections.*.groups.*.items.*.id"): those stay a text field,
      // and the build still refuses a code that is not there, listing the codes.
      if (meta.relation && meta.relation.valueField.split("*").length === 2) {
        const { file, valueField, displayField } = meta.relation;
        return {
          ...base,
          required,
          widget: "relation",
          collection: collectionName,
          file,
          value_field: valueField,
          display_fields: [displayField],
          search_fields: [displayField],
        } as Field;
      }
      if (meta.widget === "image") {
        return {
          ...base,
          required,
          widget: "image",
          accept: acceptedImages,
          choose_url: false,
          ...withPattern,
          ...withDefault,
        } as Field;
      }
      if (meta.widget === "date") {
        return { ...base, required, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
      }
      const widget = meta.widget === "text" ? "text" : "string";
      return { ...base, required, widget, ...withPattern, ...withDefault } as Field;
    }
    case "number":
      // Sveltia's number box empties at the Italian comma ("12," is not a number),
      // so «12,50» becomes 50: a number is edited as text (typedNumber in the schema).
      throw new SchemaError(
        path,
        "a v.number field, which the CMS would save wrong: use typedNumber (docs/decisions/0039-numbers-as-she-types-them.md)",
      );
    case "union":
      // typedNumber: the text she types («12,50»), or a number written by hand.
      if (isTypedNumber(node)) {
        return { ...base, required, widget: "string", ...withPattern, ...withDefault } as Field;
      }
      throw new SchemaError(path, "a v.union other than typedNumber's, which the CMS cannot edit");
    case "boolean":
      return { ...base, required, widget: "boolean", ...withDefault } as Field;
    case "picklist": {
      const options = (node.options ?? []).map((value) => {
        const optionLabel = meta.optionLabels?.[String(value)];
        return optionLabel ? { label: optionLabel, value: value as string } : (value as string);
      });
      return { ...base, required, widget: "select", options, ...withDefault } as Field;
    }
    case "object":
      return {
        ...base,
        required,
        widget: "object",
        ...(meta.collapsed && { collapsed: true }),
        ...(meta.summary && { summary: meta.summary }),
        fields: objectFields(node, path),
      };
    case "variant":
      return { ...base, required, widget: "object", ...variantTypes(node, path) };
    case "array":
      return listField(base, node, required, meta, path);
    default:
      throw new SchemaError(path, `the CMS has no widget for a v.${node.type} field`);
  }
}

/** The union of typedNumber (app/model/schema.ts): a text or a number. */
function isTypedNumber(node: Node): boolean {
  const types = (node.options ?? []).map((option) => asNode(option as v.GenericSchema).type);
  return types.length === 2 && types.includes("string") && types.includes("number");
}

function objectFields(node: Node, path: string): Field[] {
  if (!node.entries) throw new SchemaError(path, "an object without entries");
  return Object.entries(node.entries).map(([key, entry]) =>
    schemaField(key, asSchema(entry), `${path}.${key}`),
  );
}

/** A v.variant's options as Sveltia's `types`: the discriminator's literal names each type. */
function variantTypes(node: Node, path: string) {
  const typeKey = node.key;
  if (!typeKey) throw new SchemaError(path, "a variant without a key");
  const types = variantOptions(node).map((option, index) => {
    const entries = option.entries ?? {};
    const discriminator = entries[typeKey];
    if (discriminator?.type !== "literal" || typeof discriminator.literal !== "string") {
      throw new SchemaError(
        `${path}[${index}]`,
        `a variant option whose "${typeKey}" is not a text literal`,
      );
    }
    const label = v.getTitle(asSchema(option));
    if (!label)
      throw new SchemaError(`${path}.${discriminator.literal}`, "a variant option with no v.title");
    const hint = v.getDescription(asSchema(option));
    const fields = Object.entries(entries)
      .filter(([key]) => key !== typeKey)
      .map(([key, entry]) =>
        schemaField(key, asSchema(entry), `${path}.${discriminator.literal}.${key}`),
      );
    const summary = (v.getMetadata(asSchema(option)) as Meta).summary;
    return {
      name: discriminator.literal,
      label,
      widget: "object" as const,
      ...(summary && { summary }),
      ...(fields.length > 0 && { fields }),
      // A type's hint has nowhere to go in Sveltia but its label.
      ...(hint && { label: `${label} – ${hint.replace(/\.$/, "")}` }),
    };
  });
  return { typeKey, types };
}

function listField(
  base: { name: string; label: string; hint?: string },
  node: Node,
  required: boolean,
  meta: Meta,
  path: string,
): Field {
  const item = node.item;
  if (!item) throw new SchemaError(path, "an array without an item schema");
  const minLength = requirementOf(node, "min_length");
  const min = typeof minLength === "number" ? minLength : 0;
  const maxLength = requirementOf(node, "max_length");
  const itemLabel = v.getTitle(asSchema(item));
  // On a phone an open list is screens long: a list of forms opens folded, each
  // item showing its summary, unless the schema says otherwise.
  const folded = meta.collapsed ?? (item.type === "object" || item.type === "variant");
  const list = {
    ...base,
    widget: "list" as const,
    // An empty list is a value the schema may accept: required means "at least one item".
    required: required && min >= 1,
    ...(min > 1 && { min }),
    ...(typeof maxLength === "number" && { max: maxLength }),
    ...(itemLabel && { label_singular: itemLabel }),
    ...(meta.summary && { summary: meta.summary }),
    ...(folded && { collapsed: true }),
    ...(meta.thumbnail && { thumbnail: meta.thumbnail }),
    ...(meta.default !== undefined && { default: meta.default }),
  };
  switch (item.type) {
    case "variant":
      return { ...list, ...variantTypes(item, `${path}[]`) } as Field;
    case "object":
      return { ...list, fields: objectFields(item, `${path}[]`) } as Field;
    default:
      return { ...list, field: schemaField("item", asSchema(item), `${path}[]`) } as Field;
  }
}

/** The fields of a content file: one per entry of its top-level object schema. */
export function fileFields(schema: v.GenericSchema, path: string): Field[] {
  const node = asNode(schema);
  if (node.type !== "object") throw new SchemaError(path, "a content file must be an object");
  return objectFields(node, path);
}

type ContentFiles = Readonly<
  Record<string, { readonly label: string; readonly schema: v.GenericSchema }>
>;

/** The CMS configuration for the given content files (all of app/model/schema.ts by default). */
export function cmsConfig(options: CmsOptions, files: ContentFiles = contentFiles): CmsConfig {
  if (!/^[\w.-]+\/[\w.-]+$/.test(options.repo)) {
    throw new Error(`cms-config: the repository must be "owner/name", not "${options.repo}"`);
  }
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      // An OAuth client is set up: one button for her, no token to make and renew.
      ...(options.baseUrl && { base_url: options.baseUrl, auth_methods: ["oauth" as const] }),
    },
    app_title: "Gestione del sito",
    logo: { src: "/favicon.svg" },
    media_folder: mediaFolder,
    public_folder: publicFolder,
    media_libraries: {
      default: {
        config: {
          // "IMG 0042 (1).JPG" → "img-0042-1.jpg": a plain name in the repository and the build.
          slugify_filename: true,
          max_file_size: maxPhotoBytes,
        },
      },
      // Stock photo services: other sites' pictures, which the CSP of /admin would block anyway.
      stock_assets: false,
    },
    // The preview pane would only repeat the form: the site itself is the preview.
    editor: { preview: false },
    output: {
      // An optional field left empty is left out of the file, as the schema expects
      // (v.optional accepts a missing key, not "" or null).
      omit_empty_optional_fields: true,
      // The files' own layout: JSON.stringify(data, null, 2).
      json: { indent_style: "space", indent_size: 2 },
    },
    collections: [
      {
        name: collectionName,
        label: collectionLabel,
        files: Object.entries(files).map(([name, { label, schema }]) => ({
          name,
          label,
          file: `content/${name}.json`,
          format: "json",
          fields: fileFields(schema, name),
        })),
      },
    ],
  };
}
