// @vitest-environment node
// The CMS configuration (cms-config.ts) against the schema it is generated from
// and the content it edits. The schema's shape is read back here on its own
// terms (a field is required when the schema refuses it missing, a list when it
// refuses it empty), so a generator that dropped, renamed or mislabelled a field,
// or made an optional one required, fails here. The browser side, Sveltia
// reading this configuration and saving the real files unchanged, is
// tests/e2e/admin.spec.ts.
import { createRequire } from "node:module";
import Ajv from "ajv";
import type { Field } from "@sveltia/cms";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { maxPhotoBytes, uploadTypes } from "../lib/site-images";
import { cmsConfig, collectionLabel, collectionName, fileFields, plainHint } from "./cms-config";
import { loadContent } from "./load.server";
import { contentFiles, type ContentFileName } from "./schema";
import { validations } from "./schema-tree";

const options = { repo: "centro-aurora/sito", branch: "main" };

/** A field as this test compares it: the parts the owner and the saved file depend on. */
interface Shape {
  name: string;
  label: string;
  required?: boolean;
  hidden?: true;
  /** Object subfields, a list item's fields, or one entry per variant type. */
  fields?: Shape[];
  types?: { name: string; label: string; fields: Shape[] }[];
}

type Loose = v.GenericSchema & {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  options?: v.GenericSchema[];
  key?: string;
};
const loose = (schema: v.GenericSchema) => schema as Loose;

function title(schema: v.GenericSchema): string | undefined {
  const inner = loose(schema).wrapped;
  return v.getTitle(schema) || (inner ? v.getTitle(inner) : undefined);
}

function widgetOf(schema: v.GenericSchema): unknown {
  const inner = loose(schema).wrapped;
  return (
    (v.getMetadata(schema) as { widget?: unknown }).widget ??
    (inner ? (v.getMetadata(inner) as { widget?: unknown }).widget : undefined)
  );
}

/** The schema's own idea of each field, from what it accepts. */
function schemaShape(name: string, schema: v.GenericSchema): Shape {
  const node = loose(loose(schema).wrapped ?? schema);
  const label = title(schema) ?? "";
  if (widgetOf(schema) === "hidden") return { name, label, hidden: true };
  const shape: Shape = {
    name,
    label,
    // Required: the schema refuses the field missing; for a list, refuses it empty.
    required: node.type === "array" ? !v.is(schema, []) : !v.is(schema, undefined),
  };
  if (node.type === "object") shape.fields = schemaFields(node);
  if (node.type === "array") {
    const item = loose(node.item!);
    if (item.type === "object") shape.fields = schemaFields(item);
    else if (item.type === "variant") shape.types = variantShapes(item);
    else shape.fields = [schemaShape("item", item)];
  }
  if (node.type === "variant") shape.types = variantShapes(node);
  return shape;
}

function schemaFields(node: Loose, skip?: string): Shape[] {
  return Object.entries(node.entries ?? {})
    .filter(([key]) => key !== skip)
    .map(([key, entry]) => schemaShape(key, entry));
}

function variantShapes(node: Loose) {
  return (node.options ?? []).map((option) => {
    const discriminator = loose(option).entries?.[node.key!] as unknown as { literal: string };
    return {
      name: discriminator.literal,
      label: v.getTitle(option) ?? "",
      fields: schemaFields(loose(option), node.key),
    };
  });
}

/** The same, read from the CMS configuration. */
function configShape(field: Field): Shape {
  const f = field as Field & {
    widget?: string;
    label: string;
    required?: boolean;
    fields?: Field[];
    field?: Field;
    types?: { name: string; label: string; fields?: Field[] }[];
  };
  if (f.widget === "hidden") return { name: f.name, label: f.label, hidden: true };
  const shape: Shape = { name: f.name, label: f.label, required: f.required ?? true };
  if (f.fields) shape.fields = f.fields.map(configShape);
  if (f.field) shape.fields = [configShape(f.field)];
  if (f.types) {
    shape.types = f.types.map((type) => ({
      name: type.name,
      // A type's hint is appended to its label: compare the label proper.
      label: type.label.split(" – ")[0] ?? "",
      fields: (type.fields ?? []).map(configShape),
    }));
  }
  return shape;
}

const config = cmsConfig(options);
const collection = config.collections?.[0] as {
  name: string;
  label: string;
  files: { name: string; label: string; file: string; format: string; fields: Field[] }[];
};

describe("the CMS configuration of the real content", () => {
  it("has one collection with a file per content file, labelled in Italian", () => {
    expect(config.collections).toHaveLength(1);
    expect(collection.name).toBe(collectionName);
    expect(collection.label).toBe(collectionLabel);
    expect(
      collection.files.map(({ name, label, file, format }) => ({ name, label, file, format })),
    ).toEqual(
      Object.entries(contentFiles).map(([name, { label }]) => ({
        name,
        label,
        file: `content/${name}.json`,
        format: "json",
      })),
    );
  });

  for (const [name, { schema }] of Object.entries(contentFiles)) {
    it(`${name}.json: every field of the schema, same name, label and required-ness, at every depth`, () => {
      const file = collection.files.find((entry) => entry.name === name)!;
      expect(file.fields.map(configShape)).toEqual(schemaFields(loose(schema)));
    });
  }

  it("labels every field (no field falls back to its key)", () => {
    const unlabelled: string[] = [];
    const visit = (shape: Shape, path: string) => {
      if (!shape.label) unlabelled.push(path);
      for (const child of shape.fields ?? []) visit(child, `${path}.${child.name}`);
      for (const type of shape.types ?? []) {
        for (const child of type.fields) visit(child, `${path}.${type.name}.${child.name}`);
      }
    };
    for (const file of collection.files) {
      for (const field of file.fields) visit(configShape(field), `${file.name}.${field.name}`);
    }
    expect(unlabelled).toEqual([]);
  });

  it("is a configuration Sveltia's own JSON schema accepts", () => {
    // Sveltia's schema (draft-07), checked with Ajv.
    const sveltiaSchema = createRequire(import.meta.url)(
      "../../node_modules/@sveltia/cms/schema/sveltia-cms.json",
    );
    const validate = new Ajv({ strict: false, allErrors: true, logger: false }).compile(
      sveltiaSchema,
    );
    const valid = validate(config);
    expect(valid, JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
  });

  it("keeps optional fields out of the files when empty, and photos where the build finds them", () => {
    expect(config.output?.omit_empty_optional_fields).toBe(true);
    expect(config.media_folder).toBe("content/photos");
    expect(config.media_libraries?.stock_assets).toBe(false);
  });

  it("commits to the given repository and branch; with an OAuth client, offers only it", () => {
    expect(config.backend).toEqual({ name: "github", repo: "centro-aurora/sito", branch: "main" });
    expect(
      cmsConfig({ ...options, branch: "produzione", baseUrl: "https://auth.example.com" }).backend,
    ).toEqual({
      name: "github",
      repo: "centro-aurora/sito",
      branch: "produzione",
      base_url: "https://auth.example.com",
      auth_methods: ["oauth"],
    });
    expect(() => cmsConfig({ ...options, repo: "sito" })).toThrow(/owner\/name/);
  });
});

/** Every field of a file with its schema, walked together: [path, schema, field]. */
function pairs(schema: v.GenericSchema, fields: Field[], path: string) {
  const found: [string, Loose, Field & Record<string, unknown>][] = [];
  const visit = (node: Loose, field: Field & Record<string, unknown>, here: string) => {
    found.push([here, node, field]);
    const inner = loose(node.wrapped ?? node);
    const item = inner.type === "array" ? loose(inner.item!) : inner;
    const subfields = (field.fields ?? (field.field ? [field.field] : [])) as Field[];
    if (item.type === "object") {
      const prefix = inner.type === "array" ? `${here}[]` : here;
      for (const [key, entry] of Object.entries(item.entries ?? {})) {
        const sub = subfields.find((candidate) => candidate.name === key);
        if (sub) visit(loose(entry), sub as Field & Record<string, unknown>, `${prefix}.${key}`);
      }
    } else if (inner.type === "array" && item.type !== "variant" && subfields[0]) {
      visit(item, subfields[0] as Field & Record<string, unknown>, `${here}[]`);
    }
  };
  for (const [key, entry] of Object.entries(loose(schema).entries ?? {})) {
    const field = fields.find((candidate) => candidate.name === key);
    if (field) visit(loose(entry), field as Field & Record<string, unknown>, `${path}.${key}`);
  }
  return found;
}

/** A field's "/source/flags" pattern, read as Sveltia reads it. */
function sveltiaPattern([pattern]: [string, string]): RegExp {
  const [, source, flags] = /^\/(.*)\/([a-z]*)$/s.exec(pattern)!;
  return new RegExp(source!, flags);
}

const ruleOf = (node: Loose, type: string) =>
  validations(loose(node.wrapped ?? node) as never)
    .filter((action) => action.type === type)
    .at(-1);

describe("the schema's rules, checked by the CMS before saving", () => {
  const all = collection.files.flatMap((file) =>
    pairs(contentFiles[file.name as ContentFileName].schema, file.fields, file.name),
  );

  it("gives every v.regex to its field as a pattern, with the schema's Italian message", () => {
    const withRegex = all.filter(([, node]) => ruleOf(node, "regex"));
    expect(withRegex.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "salon.email",
        "salon.mobile",
        "salon.vatNumber",
        "salon.bookingUrl",
      ]),
    );
    for (const [path, node, field] of withRegex) {
      const rule = ruleOf(node, "regex")!;
      expect(field.pattern, path).toEqual([String(rule.requirement), rule.message]);
    }
    // And no pattern that the schema does not have.
    for (const [path, node, field] of all) {
      if (!ruleOf(node, "regex")) expect(field.pattern, path).toBeUndefined();
    }
  });

  it("edits every number as text, with the schema's pattern and message: no number box", () => {
    // typedNumber: a text or a number, read as a number. Sveltia's number box
    // would turn «12,50» into 50, and has no place for the schema's message.
    const numbers = all.filter(([, node]) => loose(node.wrapped ?? node).type === "union");
    expect(numbers.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "salon.closureNoticeDays",
        "servizi.sections[].groups[].items[].price",
        "servizi.sections[].groups[].items[].durations[].price",
        "servizi.sections[].groups[].items[].packages[].sessions",
        "servizi.sections[].groups[].items[].packages[].price",
        "offerte.offers[].price",
        "offerte.offers[].percentOff",
        "offerte.offers[].amountOff",
        "buoni-regalo.freeAmount.min",
        "buoni-regalo.freeAmount.max",
        "buoni-regalo.validityMonths",
        "buoni-regalo.deliveryDays",
      ]),
    );
    for (const [path, node, field] of numbers) {
      const rule = ruleOf(node, "regex")!;
      expect(field.widget, path).toBe("string");
      expect(field.pattern, path).toEqual([String(rule.requirement), rule.message]);
      expect(field.value_type, path).toBeUndefined();
      expect(field.min, path).toBeUndefined();
      expect(field.max, path).toBeUndefined();
    }
    // No bare v.number left, which the generator refuses (see the small schema below).
    expect(all.filter(([, node]) => loose(node.wrapped ?? node).type === "number")).toEqual([]);
  });

  it("servizi: the price is a text the CMS checks as the build does, «12,50» and «12.50» alike", () => {
    const [, node, field] = all.find(
      ([candidate]) => candidate === "servizi.sections[].groups[].items[].price",
    )!;
    const rule = ruleOf(node, "regex")!;
    expect(rule.message).toBe(
      "scrivi solo il numero in euro, senza € e senza punto delle migliaia: per esempio 35, 1200 o 12,50 (al massimo due decimali)",
    );
    expect(field).toMatchObject({
      label: "Prezzo (€)",
      widget: "string",
      required: false,
      pattern: [String(rule.requirement), rule.message],
    });
    const cms = sveltiaPattern(field.pattern as [string, string]);
    for (const typed of ["12,50", "12.50", "12", "35", "1200", "0,5"]) {
      expect(cms.test(typed), typed).toBe(true);
    }
    for (const typed of ["trenta", "12,555", "1.200", "30 €", "-3", "12,", ""]) {
      expect(cms.test(typed), typed).toBe(false);
    }
  });

  it("makes every field the schema refuses missing a required field", () => {
    for (const [path, node, field] of all) {
      if (field.widget === "hidden" || field.widget === "list") continue;
      expect(field.required ?? true, path).toBe(!v.is(node, undefined));
    }
  });

  // The owner's mistakes in issue 21 (and the numbers of decision 0039), and their
  // corrections: the CMS's pattern (as
  // Sveltia tests it, on the trimmed text) refuses a value when the schema does.
  const cases: [string, (string | number)[]][] = [
    ["salon.mobile", ["345 00", "+39 345 123 4567", "051 123456", "345-123-4567"]],
    ["salon.email", ["info@centro", "info@centro.it", "info centro@x.it"]],
    ["salon.reviewsUrl", ["www.google.com/recensioni", "https://g.page/centro", "http://x.it"]],
    ["salon.social[].url", ["instagram.com/centro", "https://www.instagram.com/centro"]],
    ["salon.openingHours[].intervals[].opens", ["9.00", "09:00", "24:00"]],
    [
      "servizi.sections[].groups[].items[].price",
      [30, 12.5, 12.345, "12,50", "12.50", "12", "trenta", "12,555", "1.200", "30 €", "-3"],
    ],
    ["offerte.offers[].percentOff", ["20", "12,5", "12.5", "20 %", 20]],
    ["buoni-regalo.freeAmount.min", ["20", "20,50", "20 €"]],
    ["salon.address.postalCode", ["4012", "40121"]],
    [
      "galleria.interiors.items[].picture.photo",
      ["/content/photos/img_1234.heic", "/content/photos/cabina.jpg", "/content/photos/IMG_2.PNG"],
    ],
    ["salon.portrait", ["/content/photos/io.heic", "/content/photos/io.jpg"]],
    ["chi-sono.certifications.items[].year", ["2016", "16", "anno 2016", "3016"]],
  ];
  for (const [path, values] of cases) {
    it(`${path}: refuses in the CMS what the build refuses, with its message`, () => {
      const [, node, field] = all.find(([candidate]) => candidate === path)!;
      const [, message] = field.pattern as [string, string];
      for (const value of values) {
        const result = v.safeParse(node as v.GenericSchema, value);
        const cms = sveltiaPattern(field.pattern as [string, string]).test(String(value).trim());
        expect(cms, `${JSON.stringify(value)}`).toBe(result.success);
        if (!result.success) expect(result.issues.map((issue) => issue.message)).toContain(message);
      }
    });
  }

  it("asks for her name and her portrait among the salon's facts, saying what photo works", () => {
    const field = (path: string) => all.find(([candidate]) => candidate === path)![2];
    expect(field("salon.owner")).toMatchObject({ label: "Il tuo nome", widget: "string" });
    expect(field("salon.owner").required ?? true).toBe(true);
    expect(field("salon.portrait")).toMatchObject({
      label: "Il tuo ritratto",
      widget: "image",
      required: false,
    });
    expect(field("salon.portrait").hint).toMatch(/in verticale, con il viso ben illuminato/);
  });

  it("takes only the photos the build reads, up to the build's limit", () => {
    const images = all.filter(([, , field]) => field.widget === "image");
    expect(images.length).toBeGreaterThan(0);
    for (const [path, , field] of images) {
      expect(field.accept, path).toBe(uploadTypes.join(","));
      expect(field.choose_url, path).toBe(false);
    }
    const library = config.media_libraries?.default;
    expect(library && library.config?.max_file_size).toBe(maxPhotoBytes);
  });

  it("titles the price list's sections, groups, treatments and durations, folded", () => {
    const list = (path: string) => all.find(([candidate]) => candidate === path)![2];
    for (const path of [
      "servizi.sections",
      "servizi.sections[].groups",
      "servizi.sections[].groups[].items",
    ]) {
      expect(list(path).summary, path).toMatch(/\{\{fields\.title/);
      expect(list(path).collapsed, path).toBe(true);
    }
    expect(list("servizi.sections[].groups[].items").summary).toContain("{{fields.price");
    expect(list("servizi.sections[].groups[].items[].durations").summary).toContain(
      "{{fields.price}}",
    );
    expect(list("servizi.sections[].groups[].items[].packages").summary).toBe(
      "{{fields.sessions}} sedute · {{fields.price}} €",
    );
  });

  it("titles the offers by their name and days, folded; their treatments stay codes the build checks", () => {
    const field = (path: string) => all.find(([candidate]) => candidate === path)![2];
    expect(field("offerte.offers")).toMatchObject({
      label: "Offerte",
      label_singular: "Offerta",
      summary: "{{fields.title}} ({{fields.from}} – {{fields.to}})",
      collapsed: true,
      required: false,
    });
    expect(field("offerte.offers[].from")).toMatchObject({ widget: "datetime", type: "date" });
    expect(field("offerte.offers[].percentOff")).toMatchObject({
      widget: "string",
      pattern: [String(/^\d+$/), "scrivi solo il numero intero, senza %: per esempio 20"],
      required: false,
    });
    expect(field("offerte.offers[].amountOff")).toMatchObject({
      widget: "string",
      pattern: [
        String(/^\d+(?:[.,]\d{1,2})?$/),
        "scrivi solo il numero in euro, senza € e senza punto delle migliaia: per esempio 35, 1200 o 12,50 (al massimo due decimali)",
      ],
      required: false,
    });
    // A code of the nested price list: a text field (see the relation test below).
    expect(field("offerte.offers[].treatments")).toMatchObject({
      widget: "list",
      required: true,
      field: { widget: "string", label: "Codice del trattamento" },
    });
  });

  it("folds every list of forms, but the opening hours' «Fasce orarie», one or two under their day", () => {
    const lists = all.filter(([, , field]) => field.widget === "list");
    const ofForms = lists.filter(([, node]) => {
      const item = loose(loose(node.wrapped ?? node).item!);
      return item.type === "object" || item.type === "variant";
    });
    expect(ofForms.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "salon.openingHours",
        "salon.openingHours[].intervals",
        "salon.closures",
        "servizi.sections",
        "offerte.offers",
        "buoni-regalo.options",
      ]),
    );
    for (const [path, , field] of ofForms) {
      if (path === "salon.openingHours[].intervals") {
        expect(field.label).toBe("Fasce orarie");
        expect(field.collapsed, path).toBeUndefined();
      } else {
        expect(field.collapsed, path).toBe(true);
      }
    }
    // A list of texts shows its lines as they are.
    for (const [path, , field] of lists.filter((entry) => !ofForms.includes(entry))) {
      expect(field.collapsed, path).toBeUndefined();
    }
  });

  it("offers to add a «Buono» to the gift vouchers", () => {
    const [, , field] = all.find(([candidate]) => candidate === "buoni-regalo.options")!;
    expect(field).toMatchObject({
      widget: "list",
      label: "Buoni",
      label_singular: "Buono",
      collapsed: true,
    });
  });

  it("salon: shows the hours and the closures first, what she changes most often", () => {
    const salon = collection.files.find((file) => file.name === "salon")!;
    expect(salon.fields.slice(0, 4).map((field) => field.name)).toEqual([
      "openingHours",
      "closures",
      "closureNoticeDays",
      "openOnHolidays",
    ]);
  });
});

/** Every key of the content has a field, and every required field has a value. */
function fitProblems(fields: Field[], data: Record<string, unknown>, path: string): string[] {
  const problems: string[] = [];
  const byName = new Map(fields.map((field) => [field.name, configShape(field)]));
  for (const key of Object.keys(data)) {
    if (!byName.has(key)) problems.push(`${path}.${key}: no field in the CMS (it would be lost)`);
  }
  for (const [key, shape] of byName) {
    problems.push(
      ...valueProblems(
        shape,
        fields.find((f) => f.name === key)!,
        data[key],
        `${path}.${key}`,
      ),
    );
  }
  return problems;
}

function valueProblems(shape: Shape, field: Field, value: unknown, path: string): string[] {
  const f = field as Field & {
    fields?: Field[];
    field?: Field;
    types?: { name: string; fields?: Field[] }[];
    typeKey?: string;
  };
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    return shape.required ? [`${path}: required in the CMS, missing or empty in the file`] : [];
  }
  if (shape.hidden) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const itemPath = `${path}[${index}]`;
      if (f.types) {
        const type = f.types.find(
          (t) => t.name === (item as Record<string, unknown>)[f.typeKey ?? "type"],
        );
        if (!type) return [`${itemPath}: a block type the CMS does not offer`];
        const rest = Object.fromEntries(
          Object.entries(item as Record<string, unknown>).filter(
            ([key]) => key !== (f.typeKey ?? "type"),
          ),
        );
        return fitProblems(type.fields ?? [], rest, itemPath);
      }
      if (f.field) return valueProblems(configShape(f.field), f.field, item, itemPath);
      return fitProblems(f.fields ?? [], item as Record<string, unknown>, itemPath);
    });
  }
  if (f.fields && typeof value === "object") {
    return fitProblems(f.fields, value as Record<string, unknown>, path);
  }
  return [];
}

/**
 * The fields the CMS leaves out of a file when they are empty (required: false,
 * with output.omit_empty_optional_fields) whose schema refuses them missing: a
 * save would write a file the build rejects.
 */
function leftOutButRequired(schema: v.GenericSchema, fields: Field[], path: string): string[] {
  const node = loose(loose(schema).wrapped ?? schema);
  return Object.entries(node.entries ?? {}).flatMap(([key, entry]) => {
    const field = fields.find((candidate) => candidate.name === key) as
      | (Field & {
          required?: boolean;
          fields?: Field[];
          types?: { name: string; fields?: Field[] }[];
        })
      | undefined;
    if (!field) return [];
    const here = `${path}.${key}`;
    const problems =
      field.required === false && !v.is(entry, undefined)
        ? [`${here}: the CMS omits it when empty, the schema requires it`]
        : [];
    const inner = loose(loose(entry).wrapped ?? entry);
    const item = inner.type === "array" ? loose(inner.item!) : inner;
    if (item.type === "object" && field.fields) {
      problems.push(
        ...leftOutButRequired(item, field.fields, inner.type === "array" ? `${here}[]` : here),
      );
    }
    if (item.type === "variant" && field.types) {
      for (const option of item.options ?? []) {
        const name = (loose(option).entries?.[item.key!] as unknown as { literal: string }).literal;
        const type = field.types.find((candidate) => candidate.name === name);
        problems.push(...leftOutButRequired(option, type?.fields ?? [], `${here}[${name}]`));
      }
    }
    return problems;
  });
}

describe("saving from the CMS", () => {
  for (const [name, { schema }] of Object.entries(contentFiles)) {
    it(`${name}.json: whatever the CMS leaves out when empty, the schema accepts missing`, () => {
      const file = collection.files.find((entry) => entry.name === name)!;
      expect(leftOutButRequired(schema, file.fields, name)).toEqual([]);
    });
  }
});

describe("the real content in the CMS", () => {
  const content = loadContent();
  for (const name of Object.keys(contentFiles) as ContentFileName[]) {
    it(`${name}.json: every value has its field, every required field its value`, () => {
      const file = collection.files.find((entry) => entry.name === name)!;
      expect(fitProblems(file.fields, content[name] as Record<string, unknown>, name)).toEqual([]);
    });
  }
});

describe("the generator, on a small schema", () => {
  const meta = <TInput>(value: Record<string, unknown>) =>
    v.metadata<TInput, Record<string, unknown>>(value);
  /** As typedNumber in schema.ts: a text or a number, checked as text, read as a number. */
  const typed = (pattern: RegExp, message: string) =>
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform(String),
      v.trim(),
      v.regex(pattern, message),
      v.transform((text) => Number(text.replace(",", "."))),
    );
  const schema = v.object({
    name: v.pipe(v.string(), v.minLength(1), v.title("Nome"), v.description("Il *nome*.")),
    note: v.optional(v.pipe(v.string(), v.title("Nota"), meta({ widget: "text" }))),
    code: v.pipe(v.string(), v.regex(/^[a-z]+$/, "solo lettere"), v.title("Codice")),
    price: v.optional(
      v.pipe(typed(/^\d+(?:,\d{1,2})?$/, "solo il numero"), v.minValue(0), v.title("Prezzo")),
    ),
    count: v.pipe(typed(/^\d+$/, "solo cifre"), v.title("Quanti")),
    open: v.pipe(v.boolean(), v.title("Aperto")),
    day: v.pipe(
      v.picklist(["monday", "tuesday"]),
      v.title("Giorno"),
      meta({ default: "monday", optionLabels: { monday: "lunedì" } }),
    ),
    photo: v.optional(v.pipe(v.string(), v.title("Foto"), meta({ widget: "image" }))),
    kept: v.optional(v.pipe(v.string(), v.title("Nascosto"), meta({ widget: "hidden" }))),
    date: v.pipe(v.string(), v.isoDate(), v.title("Data"), meta({ widget: "date" })),
    items: v.pipe(
      v.array(v.pipe(v.object({ title: v.pipe(v.string(), v.title("Titolo")) }), v.title("Voce"))),
      v.minLength(2),
      v.title("Voci"),
      meta({ summary: "{{fields.title}}" }),
    ),
    lines: v.pipe(v.array(v.pipe(v.string(), v.title("Riga"))), v.title("Righe")),
    blocks: v.pipe(
      v.array(
        v.variant("type", [
          v.pipe(
            v.object({ type: v.literal("text"), body: v.pipe(v.string(), v.title("Testo")) }),
            v.title("Testo"),
          ),
          v.pipe(
            v.object({ type: v.literal("rule") }),
            v.title("Riga"),
            v.description("Una riga."),
          ),
        ]),
      ),
      v.minLength(1),
      v.title("Blocchi"),
    ),
  });

  it("maps each kind of schema to its widget, with the Italian label and hint", () => {
    expect(fileFields(schema, "prova")).toEqual([
      { name: "name", label: "Nome", hint: "Il \\*nome\\*.", required: true, widget: "string" },
      { name: "note", label: "Nota", required: false, widget: "text" },
      {
        name: "code",
        label: "Codice",
        required: true,
        widget: "string",
        pattern: ["/^[a-z]+$/", "solo lettere"],
      },
      {
        name: "price",
        label: "Prezzo",
        required: false,
        widget: "string",
        pattern: ["/^\\d+(?:,\\d{1,2})?$/", "solo il numero"],
      },
      {
        name: "count",
        label: "Quanti",
        required: true,
        widget: "string",
        pattern: ["/^\\d+$/", "solo cifre"],
      },
      { name: "open", label: "Aperto", required: true, widget: "boolean" },
      {
        name: "day",
        label: "Giorno",
        required: true,
        widget: "select",
        options: [{ label: "lunedì", value: "monday" }, "tuesday"],
        default: "monday",
      },
      {
        name: "photo",
        label: "Foto",
        required: false,
        widget: "image",
        accept: "image/jpeg,image/png",
        choose_url: false,
      },
      { name: "kept", label: "Nascosto", widget: "hidden" },
      {
        name: "date",
        label: "Data",
        required: true,
        widget: "datetime",
        type: "date",
        format: "YYYY-MM-DD",
      },
      {
        name: "items",
        label: "Voci",
        widget: "list",
        required: true,
        min: 2,
        label_singular: "Voce",
        summary: "{{fields.title}}",
        collapsed: true,
        fields: [{ name: "title", label: "Titolo", required: true, widget: "string" }],
      },
      {
        name: "lines",
        label: "Righe",
        widget: "list",
        required: false,
        label_singular: "Riga",
        field: { name: "item", label: "Riga", required: true, widget: "string" },
      },
      {
        name: "blocks",
        label: "Blocchi",
        widget: "list",
        required: true,
        collapsed: true,
        typeKey: "type",
        types: [
          {
            name: "text",
            label: "Testo",
            widget: "object",
            fields: [{ name: "body", label: "Testo", required: true, widget: "string" }],
          },
          { name: "rule", label: "Riga – Una riga", widget: "object" },
        ],
      },
    ]);
  });

  it("offers a reference to another file's entries as a choice among them", () => {
    const withRelation = v.object({
      section: v.pipe(
        v.string(),
        v.title("Sezione"),
        meta({
          relation: {
            file: "servizi",
            valueField: "sections.*.id",
            displayField: "sections.*.title",
            noun: "una sezione",
          },
        }),
      ),
    });
    expect(fileFields(withRelation, "prova")).toEqual([
      {
        name: "section",
        label: "Sezione",
        required: true,
        widget: "relation",
        collection: collectionName,
        file: "servizi",
        value_field: "sections.*.id",
        display_fields: ["sections.*.title"],
        search_fields: ["sections.*.title"],
      },
    ]);
  });

  it("leaves a reference into a nested list a text field, which Sveltia could not resolve", () => {
    const withDeepRelation = v.object({
      treatment: v.pipe(
        v.string(),
        v.title("Trattamento"),
        meta({
          relation: {
            file: "servizi",
            valueField: "sections.*.groups.*.items.*.id",
            displayField: "sections.*.groups.*.items.*.title",
            noun: "un trattamento",
          },
        }),
      ),
    });
    expect(fileFields(withDeepRelation, "prova")).toEqual([
      { name: "treatment", label: "Trattamento", required: true, widget: "string" },
    ]);
  });

  it("points every relation of the real schema at a file and a list that exist", () => {
    const relations: { file: string; value_field: string }[] = [];
    const visit = (fields: Field[]) => {
      for (const field of fields as (Field & {
        widget?: string;
        file?: string;
        value_field?: string;
        fields?: Field[];
      })[]) {
        if (field.widget === "relation") relations.push(field as never);
        if (field.fields) visit(field.fields);
      }
    };
    for (const file of collection.files) visit(file.fields);
    const content = loadContent() as unknown as Record<string, unknown>;
    for (const { file, value_field } of relations) {
      expect(Object.keys(contentFiles)).toContain(file);
      const [list, key] = value_field.split(".*.");
      const entries = (content[file] as Record<string, unknown>)[list!] as Record<
        string,
        unknown
      >[];
      expect(
        entries.every((entry) => typeof entry[key!] === "string"),
        value_field,
      ).toBe(true);
    }
  });

  it("keeps a list of forms open when the schema says so", () => {
    const open = v.object({
      slots: v.pipe(
        v.array(v.pipe(v.object({ at: v.pipe(v.string(), v.title("Ora")) }), v.title("Fascia"))),
        v.title("Fasce"),
        meta({ collapsed: false }),
      ),
    });
    expect(fileFields(open, "prova")).toEqual([
      {
        name: "slots",
        label: "Fasce",
        widget: "list",
        required: false,
        label_singular: "Fascia",
        fields: [{ name: "at", label: "Ora", required: true, widget: "string" }],
      },
    ]);
  });

  it("refuses a bare v.number, which Sveltia's number box would save wrong, naming typedNumber", () => {
    const withNumber = v.object({
      price: v.optional(v.pipe(v.number(), v.minValue(0), v.title("Prezzo"))),
    });
    expect(() => fileFields(withNumber, "prova")).toThrow(
      /prova\.price: a v\.number field, which the CMS would save wrong: use typedNumber/,
    );
  });

  it("refuses what the CMS could not edit, naming the field", () => {
    const withUnion = v.object({
      either: v.pipe(v.union([v.string(), v.boolean()]), v.title("O l'uno o l'altro")),
    });
    expect(() => fileFields(withUnion, "prova")).toThrow(
      /prova\.either: a v\.union other than typedNumber's/,
    );
    const untitled = v.object({ nameless: v.string() });
    expect(() => fileFields(untitled, "prova")).toThrow(/prova\.nameless: no v\.title/);
  });

  it("shows hints as written: no Markdown, no automatic links", () => {
    expect(plainHint("Scrivi [testo](https://indirizzo) o nome@dominio.it, *non* _così_")).toBe(
      "Scrivi \\[testo\\](https\\://indirizzo) o nome\\@dominio.it, \\*non\\* \\_così\\_",
    );
    expect(plainHint("www.example.com")).toBe("www\\.example.com");
  });
});
