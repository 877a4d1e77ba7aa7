/**
 * The content editor's fields (src/config/cms.ts) against the zod schemas the
 * build validates with: every schema field has an editor field and the
 * reverse, with the same required-ness, length limits, patterns, options,
 * number limits and list sizes, at every depth. A mismatch would let the owner
 * save something the build then rejects, or stop them saving something valid.
 */
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cmsConfig, cmsSchemas, type CmsField } from "../../src/config/cms";
import { cmsFields } from "../../src/config/cmsFields";
import { siteFiles } from "../../src/content/siteFiles";
import { GET } from "../../src/pages/admin/config.yml";

type AnyZod = z.ZodTypeAny;

function unwrapped(schema: AnyZod): { inner: AnyZod; optional: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    const inner: AnyZod =
      schema instanceof z.ZodOptional ? (schema.unwrap() as AnyZod) : (schema.removeDefault() as AnyZod);
    return { inner: unwrapped(inner).inner, optional: true };
  }
  // A preprocessed field (a review date read as text) is edited as its inner type.
  if (schema instanceof z.ZodEffects) return unwrapped(schema.innerType() as AnyZod);
  return { inner: schema, optional: false };
}

/** What a zod string allows: lengths, pattern (source), format. */
function stringRules(schema: z.ZodString) {
  const rules: { minlength?: number; maxlength?: number; pattern?: string; type?: string } = {};
  for (const check of schema._def.checks) {
    if (check.kind === "min") rules.minlength = check.value;
    if (check.kind === "max") rules.maxlength = check.value;
    if (check.kind === "length") rules.minlength = rules.maxlength = check.value;
    if (check.kind === "regex") rules.pattern = check.regex.source;
    if (check.kind === "email" || check.kind === "url") rules.type = check.kind;
  }
  return rules;
}

function numberRules(schema: z.ZodNumber) {
  const rules: { min?: number; max?: number; value_type: string } = { value_type: schema.isInt ? "int" : "float" };
  for (const check of schema._def.checks) {
    if (check.kind === "min") rules.min = check.inclusive ? check.value : check.value + 1;
    if (check.kind === "max") rules.max = check.inclusive ? check.value : check.value - 1;
  }
  return rules;
}

/** Every disagreement between a schema and an editor field, each as `path: what`. */
export function fieldProblems(schema: AnyZod, field: CmsField, path: string): string[] {
  const problems: string[] = [];
  const differ = (what: string, expected: unknown, actual: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      problems.push(
        `${path}: ${what} is ${JSON.stringify(actual)} in the editor, ${JSON.stringify(expected)} in the schema`,
      );
  };
  const { inner, optional } = unwrapped(schema);
  differ("required", !optional, field.required !== false);

  if (inner instanceof z.ZodString) {
    const rules = stringRules(inner);
    if (!["string", "text", "image"].includes(field.widget)) differ("widget", "string", field.widget);
    differ("minlength", rules.minlength, field.minlength);
    differ("maxlength", rules.maxlength, field.maxlength);
    differ("pattern", rules.pattern, field.pattern?.[0]);
    differ("type", rules.type, field.type);
  } else if (inner instanceof z.ZodUnion) {
    // Only `"" | string-with-pattern` is used: a pattern that also takes the empty string.
    const [empty, text] = inner.options as AnyZod[];
    if (!(empty instanceof z.ZodLiteral && empty.value === "" && text instanceof z.ZodString))
      problems.push(`${path}: a union the test does not know`);
    else {
      const rules = stringRules(text);
      differ("widget", "string", field.widget);
      differ("pattern", `^$|${rules.pattern ?? ""}`, field.pattern?.[0]);
      differ("minlength", rules.minlength, field.minlength);
      differ("maxlength", rules.maxlength, field.maxlength);
    }
  } else if (inner instanceof z.ZodNumber) {
    const rules = numberRules(inner);
    differ("widget", "number", field.widget);
    differ("value type", rules.value_type, field.value_type);
    differ("min", rules.min, field.min);
    differ("max", rules.max, field.max);
  } else if (inner instanceof z.ZodBoolean) {
    differ("widget", "boolean", field.widget);
  } else if (inner instanceof z.ZodEnum) {
    differ("widget", "select", field.widget);
    differ("options", inner.options, field.options);
  } else if (inner instanceof z.ZodObject) {
    differ("widget", "object", field.widget);
    problems.push(...fieldsProblems(inner as z.AnyZodObject, field.fields ?? [], path));
  } else if (inner instanceof z.ZodArray || inner instanceof z.ZodTuple) {
    differ("widget", "list", field.widget);
    let element: AnyZod;
    if (inner instanceof z.ZodTuple) {
      const items = inner.items as AnyZod[];
      differ("min items", items.length, field.min);
      differ("max items", items.length, field.max);
      element = items[0] as AnyZod;
    } else {
      const { minLength, maxLength, exactLength } = (inner as z.ZodArray<AnyZod>)._def;
      differ("min items", exactLength?.value ?? minLength?.value, field.min);
      differ("max items", exactLength?.value ?? maxLength?.value, field.max);
      element = (inner as z.ZodArray<AnyZod>).element;
    }
    if (element instanceof z.ZodObject)
      problems.push(...fieldsProblems(element as z.AnyZodObject, field.fields ?? [], path));
    else if (!field.field) problems.push(`${path}: a list of values needs one item field`);
    else problems.push(...fieldProblems(element, { ...field.field, required: true }, `${path}[]`));
  } else {
    problems.push(`${path}: a ${inner.constructor.name} the test does not know`);
  }
  return problems;
}

/** Both ways: schema fields without an editor field, and editor fields the schema does not have. */
export function fieldsProblems(schema: z.AnyZodObject, fields: CmsField[], path: string): string[] {
  const shape = schema.shape as Record<string, AnyZod>;
  const names = new Set(fields.map((f) => f.name));
  return [
    ...Object.keys(shape)
      .filter((name) => !names.has(name))
      .map((name) => `${path}.${name}: in the schema but not in the editor`),
    ...fields.filter((f) => !(f.name in shape)).map((f) => `${path}.${f.name}: in the editor but not in the schema`),
    ...fields
      .filter((f) => f.name in shape)
      .flatMap((f) => fieldProblems(shape[f.name] as AnyZod, f, `${path}.${f.name}`)),
  ];
}

interface EditorCollection {
  name: string;
  folder?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

/** Each editable thing (a folder of entries, a list file, a data file) with its fields and schema. */
function editorTargets(config: { collections: unknown[] }) {
  return (config.collections as EditorCollection[]).flatMap((collection) => {
    if (collection.folder) {
      const schema = cmsSchemas[collection.name as keyof typeof cmsSchemas];
      // The Markdown body is the file's text below the front matter, not a schema field.
      const fields = (collection.fields ?? []).filter((f) => f.name !== "body");
      return [{ where: collection.name, schema, fields }];
    }
    return (collection.files ?? []).map((file) => {
      const [first] = file.fields;
      if (first?.root) {
        // A YAML file holding a list: the list's item fields against the entry schema.
        return {
          where: file.name,
          schema: cmsSchemas[file.name as keyof typeof cmsSchemas],
          fields: first.fields ?? [],
        };
      }
      const schema = siteFiles[file.file.split("/").pop() as keyof typeof siteFiles];
      return { where: file.name, schema, fields: file.fields };
    });
  });
}

const problemsOf = (config: { collections: unknown[] }) =>
  editorTargets(config).flatMap(({ where, schema, fields }) => fieldsProblems(schema as z.AnyZodObject, fields, where));

describe("content editor fields", () => {
  it("offers every collection and every owner data file", () => {
    const targets = editorTargets(cmsConfig).map((t) => t.where);
    expect(targets).toEqual(expect.arrayContaining(["pages", "areas", "area-topics", "reviews", "projects"]));
    for (const file of Object.keys(siteFiles)) expect(targets).toContain(file.replace(/\.json$/, ""));
  });

  it("mirror the schemas: fields both ways, required-ness, lengths, patterns, options, number and list limits", () => {
    expect(problemsOf(cmsConfig)).toEqual([]);
  });

  it("are served as the YAML the editor reads, with the same fields", async () => {
    const response = await GET({} as Parameters<typeof GET>[0]);
    const served = parse(await response.text()) as { collections: unknown[] };
    expect(problemsOf(served)).toEqual([]);
    expect(served).toEqual(JSON.parse(JSON.stringify(cmsConfig)));
  });

  it("reports a field that disagrees with its schema, a missing field and an extra one", () => {
    const config = structuredClone(cmsConfig) as unknown as { collections: EditorCollection[] };
    const pages = config.collections.find((c) => c.name === "pages");
    const fields = pages?.fields ?? [];
    const title = fields.find((f) => f.name === "title");
    if (title) title.maxlength = 70;
    const region = config.collections.find((c) => c.name === "areas")?.fields?.find((f) => f.name === "region");
    if (region) region.options = ["central", "north"];
    if (pages)
      pages.fields = [
        ...fields.filter((f) => f.name !== "summary"),
        { name: "extra", label: "Extra", widget: "string" },
      ];
    expect(problemsOf(config)).toEqual([
      "pages.summary: in the schema but not in the editor",
      "pages.extra: in the editor but not in the schema",
      "pages.title: maxlength is 70 in the editor, 60 in the schema",
      'areas.region: options is ["central","north"] in the editor, ["central","north","south","east","west"] in the schema',
    ]);
  });

  it("stops on a note for a field the schema does not have, and takes a field's hint from its schema", () => {
    const schema = z.object({ title: z.string().describe("The page's title."), order: z.number() });
    expect(() => cmsFields(schema, { titel: { hint: "A misspelt key." } })).toThrow(/titel/);
    expect(() => cmsFields(z.object({ list: z.object({ a: z.string() }) }), { list: { fields: { b: {} } } })).toThrow(
      /list: .*\bb\b/,
    );
    const [title, order] = cmsFields(schema, { order: { hint: "Lower comes first." } });
    expect(title?.hint).toBe("The page's title.");
    expect(order?.hint).toBe("Lower comes first.");
  });
});
