/**
 * `npx tsx scripts/normalise-content.ts [--check]`: rewrites every content
 * file the editor at /admin can save into the form the editor writes, so that
 * saving an unchanged entry leaves its file byte for byte as it was.
 *
 * The editor (Sveltia CMS) writes keys in the order of its fields
 * (src/config/cmsConfig.ts), fills in a field's default when the key is missing,
 * leaves out optional fields left empty (`omit_empty_optional_fields`), drops
 * YAML comments, and formats with the `yaml` package's
 * `stringify(value, { indent: 2, indentSeq: true, lineWidth: 0, defaultKeyType: "PLAIN",
 * defaultStringType: "PLAIN", singleQuote: true })`, trimmed; front matter files are
 * `---\n<yaml>\n---\n` then `\n<body>\n` when there is a body; JSON is
 * `JSON.stringify(value, null, 2)` and a newline. This script does the same.
 * tests/e2e/cms.test.ts proves it against the editor itself.
 *
 * With --check it changes nothing and exits 1 when a file is not in that form.
 * Other arguments limit it to files whose path contains one of them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { cmsConfig, type CmsField } from "../src/config/cmsConfig";
import { filesWithExtension } from "./lib/files";

type Data = Record<string, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as Data).every(isEmpty));

/** A value as the editor would save it: its fields in field order, defaults filled, empty optional fields left out. */
export function canonical(value: Data, fields: readonly CmsField[]): Data {
  const out: Data = {};
  for (const field of fields) {
    let item = value[field.name];
    if (item === undefined && field.default !== undefined) item = field.default;
    if (isEmpty(item) && field.required === false) continue;
    out[field.name] = canonicalField(item, field);
  }
  // Keys without a field (the parity test keeps there being none) stay, after the fields.
  for (const [key, item] of Object.entries(value))
    if (!(key in out) && !fields.some((f) => f.name === key)) out[key] = item;
  return out;
}

function canonicalField(value: unknown, field: CmsField): unknown {
  if (field.widget === "object" && field.fields && value && typeof value === "object")
    return canonical(value as Data, field.fields);
  if (field.widget === "list" && field.fields && Array.isArray(value))
    return value.map((item: unknown) => canonical(item as Data, field.fields ?? []));
  return value;
}

/** The editor's YAML (`output.yaml` in src/config/cmsConfig.ts: quote "none" quotes only where YAML needs it, with single quotes). */
const editorYaml = (value: unknown) =>
  stringify(value, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim();

/** A front matter file as the editor reads it: trimmed, then the head, then the body without its first newline. */
function frontMatterFile(text: string, fields: readonly CmsField[]): string {
  const match = /^---\n(?<head>[\s\S]*?)\n---(?:\n(?<body>[\s\S]*))?$/s.exec(text.trim().replace(/\r\n?/g, "\n"));
  if (!match?.groups) throw new Error("no front matter block");
  const body = (match.groups.body ?? "").replace(/^\n/, "");
  const data = canonical(
    parse(match.groups.head ?? "") as Data,
    fields.filter((f) => f.name !== "body"),
  );
  return `---\n${editorYaml(data)}\n---\n${body ? `\n${body}\n` : ""}`;
}

interface FolderCollection {
  folder: string;
  extension: string;
  fields: CmsField[];
}
interface FileCollection {
  files: { file: string; format: string; fields: CmsField[] }[];
}

/** Every file the editor can save, and the text it would write for it. */
function canonicalFiles(root = process.cwd()): { path: string; text: string; canonical: string }[] {
  const out: { path: string; text: string; canonical: string }[] = [];
  for (const collection of cmsConfig.collections as unknown as (FolderCollection | FileCollection)[]) {
    if ("folder" in collection) {
      for (const path of filesWithExtension(join(root, collection.folder), `.${collection.extension}`)) {
        const text = readFileSync(path, "utf8");
        out.push({ path, text, canonical: frontMatterFile(text, collection.fields) });
      }
      continue;
    }
    for (const file of collection.files) {
      const path = join(root, file.file);
      const text = readFileSync(path, "utf8");
      const [first] = file.fields;
      let result: string;
      if (file.format === "json")
        result = `${JSON.stringify(canonical(JSON.parse(text) as Data, file.fields), null, 2)}\n`;
      else if (first?.root && first.fields) {
        const list = (parse(text) as Data[]).map((item) => canonical(item, first.fields ?? []));
        result = `${editorYaml(list)}\n`;
      } else result = `${editorYaml(canonical(parse(text) as Data, file.fields))}\n`;
      out.push({ path, text, canonical: result });
    }
  }
  return out;
}

if (process.argv[1]?.endsWith("normalise-content.ts")) {
  const check = process.argv.includes("--check");
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const changed = canonicalFiles().filter(
    (f) => f.text !== f.canonical && (only.length === 0 || only.some((part) => f.path.includes(part))),
  );
  for (const file of changed) {
    if (!check) writeFileSync(file.path, file.canonical);
    console.log(`${check ? "not in the editor's form" : "rewritten"}: ${file.path}`);
  }
  console.log(`${changed.length} file(s) ${check ? "differ" : "rewritten"}`);
  if (check && changed.length) process.exit(1);
}
