/**
 * The content editor's fields (src/config/cmsConfig.ts) against the zod schemas the
 * build validates with, tested by what each schema does rather than by a copy
 * of the generator's walk: on a real entry of each collection and file, every
 * limit an editor field states is tried at the limit and one past it, and the
 * schema must accept the first and refuse the second; a field the editor marks
 * optional must be removable and a required one not; every option must pass
 * and an unknown one fail; and every key the entry holds must have a field.
 * A mismatch would let the owner save something the build then rejects, or
 * stop them saving something valid.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentRoot, splitFrontmatter } from "../../scripts/lib/loadContent";
import { cmsConfig, cmsSchemas, type CmsField } from "../../src/config/cmsConfig";
import { cmsFields } from "../../src/config/cmsFields";
import { siteFiles } from "../../src/content/siteFiles";
import { GET } from "../../src/pages/admin/config.yml";

type Data = Record<string, unknown>;
type AnyZod = z.ZodType;

const clone = <T>(value: T): T => structuredClone(value);
const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value an editor field could hold, for a field the entry leaves out. */
function placeholder(field: CmsField): unknown {
  if (field.pattern || field.type) return undefined;
  if (field.widget === "string" || field.widget === "text") return "a".repeat(Math.max(field.minlength ?? 1, 1));
  if (field.widget === "number") return field.min ?? 1;
  if (field.widget === "boolean") return true;
  if (field.widget === "select") return field.options?.[0];
  return undefined;
}

/**
 * Every disagreement between the editor's fields and what `schema` accepts,
 * found by changing one value of `entry` (a valid entry) at a time. `at`
 * reaches the part of the entry the fields describe.
 */
function probeProblems(schema: AnyZod, entry: Data, fields: readonly CmsField[], where: string): string[] {
  const problems: string[] = [];
  const accepts = (value: Data) => schema.safeParse(value).success;
  if (!accepts(entry)) return [`${where}: the sample entry itself fails its schema`];

  const walk = (holder: (root: Data) => Data | undefined, fieldsHere: readonly CmsField[], path: string) => {
    const sample = holder(entry);
    if (!sample) return;
    const names = new Set(fieldsHere.map((f) => f.name));
    for (const key of Object.keys(sample))
      if (!names.has(key)) problems.push(`${path}.${key}: in the entry but not in the editor`);
    for (const field of fieldsHere) {
      const at = `${path}.${field.name}`;
      /** The schema's verdict on the entry with this field set to `value` (undefined removes it). */
      const tryValue = (value: unknown) => {
        const copy = clone(entry);
        const target = holder(copy);
        if (!target) return true;
        if (value === undefined) Reflect.deleteProperty(target, field.name);
        else target[field.name] = value;
        return accepts(copy);
      };
      const expect = (what: string, value: unknown, accepted: boolean) => {
        if (tryValue(value) !== accepted)
          problems.push(`${at}: the editor ${accepted ? "allows" : "refuses"} ${what}, the schema does not`);
      };
      const present = field.name in sample;
      // A field the schema does not have is dropped when the entry is read.
      const probe = present ? sample[field.name] : placeholder(field);
      if (probe !== undefined) {
        const copy = clone(entry);
        const target = holder(copy);
        if (target) target[field.name] = probe;
        const read = schema.safeParse(copy);
        if (read.success && !(field.name in (holder(read.data as Data) ?? {})))
          problems.push(`${at}: in the editor but not in the schema`);
      }
      if (field.required === false) expect("leaving it empty", undefined, true);
      else if (present) expect("leaving it empty", undefined, false);
      const value = sample[field.name];
      if (field.widget === "string" || field.widget === "text") {
        if (field.pattern) {
          if (typeof value === "string" && !new RegExp(field.pattern[0]).test(value))
            problems.push(`${at}: the entry's value does not match the editor's pattern`);
          continue;
        }
        if (field.type) continue;
        if (field.maxlength !== undefined) {
          expect(`${field.maxlength} characters`, "a".repeat(field.maxlength), true);
          expect(`${field.maxlength + 1} characters`, "a".repeat(field.maxlength + 1), false);
        }
        if (field.minlength) {
          expect(`${field.minlength} characters`, "a".repeat(field.minlength), true);
          expect(`${field.minlength - 1} characters`, "a".repeat(field.minlength - 1), false);
        }
      } else if (field.widget === "number") {
        const step = field.value_type === "int" ? 1 : 0.001;
        if (field.value_type === "int") expect("a fraction", (field.min ?? 1) + 0.5, false);
        if (field.min !== undefined) {
          expect(`${field.min}`, field.min, true);
          expect(`${field.min - step}`, field.min - step, false);
        }
        if (field.max !== undefined) {
          expect(`${field.max}`, field.max, true);
          expect(`${field.max + step}`, field.max + step, false);
        }
      } else if (field.widget === "select") {
        for (const option of field.options ?? []) expect(`"${option}"`, option, true);
        expect("an unknown option", "not-an-option", false);
      } else if (field.widget === "boolean") {
        expect("true", true, true);
        expect("a string", "yes", false);
      } else if (field.widget === "object") {
        walk(
          (root) => {
            const inner = holder(root)?.[field.name];
            return isObject(inner) ? inner : undefined;
          },
          field.fields ?? [],
          at,
        );
      } else if (field.widget === "list" && Array.isArray(value)) {
        if (field.max !== undefined && value.length)
          expect(
            `${field.max + 1} items`,
            Array.from({ length: field.max + 1 }, (): unknown => clone(value[0] as unknown)),
            false,
          );
        if (field.min) expect(`${field.min - 1} items`, value.slice(0, field.min - 1), false);
        if (field.fields)
          walk(
            (root) => {
              const list = holder(root)?.[field.name];
              return Array.isArray(list) && isObject(list[0]) ? list[0] : undefined;
            },
            field.fields,
            `${at}[0]`,
          );
      }
    }
  };
  walk((root) => root, fields, where);
  return problems;
}

interface EditorCollection {
  name: string;
  folder?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

/** Each editable thing (a folder of entries, a list file, a data file) with its fields, schema and a real entry. */
function editorTargets(config: { collections: unknown[] }) {
  return (config.collections as EditorCollection[]).flatMap((collection) => {
    if (collection.folder) {
      const schema = cmsSchemas[collection.name as keyof typeof cmsSchemas];
      // The Markdown body is the file's text below the front matter, not a schema field.
      const fields = (collection.fields ?? []).filter((f) => f.name !== "body");
      // The entry with the most fields filled in tries the most of them.
      const entries = loadFolder(collection.folder);
      const entry = entries.sort((a, b) => Object.keys(b).length - Object.keys(a).length)[0] ?? {};
      return [{ where: collection.name, schema, fields, entry }];
    }
    return (collection.files ?? []).map((file) => {
      const [first] = file.fields;
      const raw = parse(readFileSync(join(contentRoot, "..", "..", file.file), "utf8")) as unknown;
      if (first?.root) {
        // A YAML file holding a list: the list's item fields against the entry schema, on its first item.
        const items = Array.isArray(raw) ? (raw as Data[]) : [];
        return {
          where: file.name,
          schema: cmsSchemas[file.name as keyof typeof cmsSchemas],
          fields: first.fields ?? [],
          entry: items[0] ?? {},
        };
      }
      const schema = siteFiles[file.file.split("/").pop() as keyof typeof siteFiles];
      return { where: file.name, schema, fields: file.fields, entry: raw as Data };
    });
  });
}

/** The front matter of every Markdown file in a folder of the editor's (a path from the project root). */
function loadFolder(folder: string): Data[] {
  const root = join(contentRoot, "..", "..", folder);
  const files = readdirRecursive(root).filter((f) => f.endsWith(".md"));
  return files.map((file) => parse(splitFrontmatter(readFileSync(file, "utf8"))?.yaml ?? "") as Data);
}

function readdirRecursive(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? readdirRecursive(join(dir, d.name)) : [join(dir, d.name)],
  );
}

const problemsOf = (config: { collections: unknown[] }) =>
  editorTargets(config).flatMap(({ where, schema, fields, entry }) =>
    probeProblems(schema as AnyZod, entry, fields, where),
  );

// Each test reads every content file or the whole editor config: one to three seconds alone, but beside
// the other unit files on two shared cores some have passed the default 5 s.
describe("content editor fields", { timeout: 15_000 }, () => {
  it("offers every collection and every owner data file", () => {
    const targets = editorTargets(cmsConfig).map((t) => t.where);
    expect(targets).toEqual(expect.arrayContaining(["pages", "areas", "area-topics", "reviews", "projects"]));
    for (const file of Object.keys(siteFiles)) expect(targets).toContain(file.replace(/\.json$/, ""));
  });

  it("agree with the schemas on a real entry: required-ness, lengths, patterns, options, number and list limits", () => {
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
    if (region) region.options = [...(region.options ?? []), "nowhere"];
    if (pages)
      pages.fields = [
        ...fields.filter((f) => f.name !== "summary"),
        { name: "extra", label: "Extra", widget: "string" },
      ];
    expect(problemsOf(config)).toEqual([
      "pages.summary: in the entry but not in the editor",
      "pages.title: the editor allows 70 characters, the schema does not",
      "pages.extra: in the editor but not in the schema",
      'areas.region: the editor allows "nowhere", the schema does not',
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
