/**
 * The generic part of the content editor's configuration: an editor field
 * (Sveltia CMS) made from a zod schema, so the editor knows the same limits as
 * the build. A field's hint is its schema's description (`.describe()`), unless
 * this site's choices (cms.ts) give one; labels, long-text and photo widgets
 * and summaries come from those choices, by field name. Notes are typed by the
 * schema's keys (`NotesOf`), and a note for a field the schema does not have
 * stops the build (`cmsFields` throws), so a misspelt key never drops a hint.
 */
import { z } from "zod";

/** A field of the editor's configuration (the keys this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "object" | "list" | "image" | "markdown";
  required?: boolean;
  hint?: string;
  default?: unknown;
  readonly?: boolean;
  minlength?: number;
  maxlength?: number;
  /** A regular expression's source and the message shown when the value does not match. */
  pattern?: [string, string];
  type?: "email" | "url";
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean | "auto";
  root?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  modes?: ("raw" | "rich_text")[];
}

/** What the schema cannot say about a field whose value is a `T`. */
export interface FieldNote<T = unknown> {
  label?: string;
  /** For the owner; the schema's description is used when this is left out. */
  hint?: string;
  /** `text` for long text, `string` for a long one-line title, `image` for a photo picked from the media library. */
  widget?: "text" | "string" | "image";
  summary?: string;
  /** Notes on the fields of an object or of a list's items, by the schema's field names. */
  fields?: NotesOf<ItemOf<T>>;
  /** Keys added as they are (e.g. an image field's media folder). */
  extra?: Partial<CmsField>;
}

/** A list's item, or the value itself. */
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : NonNullable<T>;

/** Notes on the fields of an object `T`, keyed by its own field names: a misspelt key fails `tsc`. */
export type NotesOf<T> = T extends object ? { [K in keyof T]?: FieldNote<T[K]> } : Record<string, never>;

/** Notes as the generator reads them, whatever they describe. */
export interface Notes {
  [name: string]: RuntimeNote | undefined;
}
interface RuntimeNote extends Omit<FieldNote, "fields"> {
  fields?: Notes;
}

const sentenceCase = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type AnyZod = z.ZodType;

/**
 * A zod type without its optional/default wrappers, and what they said. Zod 4
 * keeps a schema's parts in `_zod.def`; the public accessors (`unwrap()`,
 * `in`/`out`, `options`, `shape`, `element`) are used wherever zod has one.
 */
export function unwrap(schema: AnyZod): {
  inner: AnyZod;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
} {
  // Zod 4 keeps a description on the schema it was given to, not on wrappers added after it.
  const described = <T extends object>(found: T) =>
    schema.description === undefined ? found : { ...found, description: schema.description };
  if (schema instanceof z.ZodOptional) return described({ ...unwrap(schema.unwrap() as AnyZod), optional: true });
  // A preprocessed field is edited as what it becomes, e.g. a review date read as text.
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform)
    return described(unwrap(schema.out as AnyZod));
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    const inner = unwrap(schema.unwrap() as AnyZod);
    return described({ ...inner, optional: true, defaultValue: schema.def.defaultValue });
  }
  return described({ inner: schema, optional: false });
}

/** The parts of a check's definition read here (zod 4's `$ZodCheck*Def`, which differ in `check`). */
interface CheckDef extends z.core.$ZodCheckDef {
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
}

/** The message a check was given (`.regex(re, message)`), read through its error map. */
function checkMessage(check: CheckDef): string | undefined {
  const issue = check.error?.({ code: "invalid_format", format: "regex", input: "" } as never);
  return typeof issue === "string" ? issue : issue?.message;
}

/** A string schema: `z.string()` with its checks, or a string format such as `z.email()`. */
type StringSchema = z.ZodString | z.ZodStringFormat;
const isString = (schema: AnyZod): schema is StringSchema =>
  schema instanceof z.ZodString || schema instanceof z.ZodStringFormat;

function formatType(format: string | undefined): CmsField["type"] | undefined {
  return format === "email" || format === "url" ? format : undefined;
}

function stringConstraints(schema: StringSchema): Partial<CmsField> {
  const out: Partial<CmsField> = {};
  // A string format's own kind (`z.email()`, `z.url()`) is in its definition; `.format` tells the last check added.
  const type = formatType((schema.def as { format?: string }).format);
  if (type) out.type = type;
  for (const { _zod: check } of schema.def.checks ?? []) {
    const def = check.def as CheckDef;
    if (def.check === "min_length" && def.minimum !== undefined) out.minlength = def.minimum;
    else if (def.check === "max_length" && def.maximum !== undefined) out.maxlength = def.maximum;
    else if (def.check === "length_equals" && def.length !== undefined) out.minlength = out.maxlength = def.length;
    else if (def.check === "string_format" && def.format === "regex" && def.pattern)
      out.pattern = [def.pattern.source, checkMessage(def) ?? "does not have the expected form"];
    else if (def.check === "string_format") {
      const checkType = formatType(def.format);
      if (checkType) out.type = checkType;
    }
  }
  return out;
}

function numberConstraints(schema: z.ZodNumber): Partial<CmsField> {
  const isInt = ["safeint", "int32", "uint32"].includes(schema.format ?? "");
  const out: Partial<CmsField> = { value_type: isInt ? "int" : "float" };
  for (const { _zod: check } of schema.def.checks ?? []) {
    const def = check.def as CheckDef;
    if (typeof def.value !== "number") continue;
    if (def.check === "greater_than") out.min = def.inclusive ? def.value : def.value + 1;
    else if (def.check === "less_than") out.max = def.inclusive ? def.value : def.value - 1;
  }
  return out;
}

/** The item limits of an array schema (`.min()`, `.max()`, `.length()`). */
function arrayLimits(schema: z.ZodArray): Partial<CmsField> {
  const limits: Partial<CmsField> = {};
  for (const { _zod: check } of schema.def.checks ?? []) {
    const def = check.def as CheckDef;
    if (def.check === "length_equals" && def.length !== undefined) limits.min = limits.max = def.length;
    else if (def.check === "min_length" && def.minimum !== undefined) limits.min = def.minimum;
    else if (def.check === "max_length" && def.maximum !== undefined) limits.max = def.maximum;
  }
  return limits;
}

/** Long text gets a text area: anything meant to be a sentence or more. */
const isLongText = ({ minlength = 0, maxlength = Infinity }: Partial<CmsField>) =>
  minlength >= 30 || (maxlength > 100 && maxlength !== Infinity);

const isEmptyDefault = (value: unknown) =>
  value === "" || (typeof value === "object" && value !== null && Object.keys(value).length === 0);

/** The editor field for one schema field. */
function cmsField(name: string, schema: AnyZod, note: RuntimeNote = {}): CmsField {
  const { inner, optional, defaultValue, description } = unwrap(schema);
  const base: CmsField = { name, label: note.label ?? sentenceCase(name), widget: "string" };
  const hint = note.hint ?? description;
  if (hint) base.hint = hint;
  if (optional) base.required = false;
  // An empty default ("", [], {}) is what the editor writes for an empty field anyway: it leaves the key out.
  if (defaultValue !== undefined && !isEmptyDefault(defaultValue)) base.default = defaultValue;
  let typed: CmsField;
  try {
    typed = { ...base, ...typedField(inner, note) };
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
  // The hint keeps its place among the keys and ends with the limits the schema set.
  if (hint) typed.hint = [hint, limitsText(typed)].filter(Boolean).join(" ");
  return { ...typed, ...note.extra };
}

/** Number words for small counts, as the hints write them. */
const countWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const count = (n: number) => countWords[n] ?? String(n);

/**
 * The limits a hint ends with, read from the field the schema made: "10 to 60
 * characters.", "1 to 5.", "At least four." The schema states a limit
 * once; the editor and its hint both follow it.
 */
function limitsText(field: CmsField): string {
  const { minlength, maxlength, min, max, widget } = field;
  if ((widget === "string" || widget === "text") && minlength !== undefined && maxlength !== undefined)
    return minlength === maxlength
      ? `Exactly ${String(maxlength)} characters.`
      : `${String(minlength)} to ${String(maxlength)} characters.`;
  if (widget === "number" && min !== undefined && max !== undefined) return `${String(min)} to ${String(max)}.`;
  if (widget === "list" && min !== undefined && min > 0) {
    if (max === undefined) return `At least ${count(min)}.`;
    return min === max ? `Exactly ${count(min)}.` : `${capital(count(min))} to ${count(max)}.`;
  }
  return "";
}
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function typedField(schema: AnyZod, note: RuntimeNote): Partial<CmsField> {
  if (isString(schema)) {
    const constraints = stringConstraints(schema);
    const widget = note.widget ?? (isLongText(constraints) ? "text" : "string");
    return { widget, ...constraints };
  }
  if (schema instanceof z.ZodNumber) return { widget: "number", ...numberConstraints(schema) };
  if (schema instanceof z.ZodBoolean) return { widget: "boolean" };
  if (schema instanceof z.ZodEnum) return { widget: "select", options: schema.options.map(String) };
  if (schema instanceof z.ZodObject)
    return { widget: "object", fields: cmsFields(schema, note.fields), collapsed: "auto" };
  if (schema instanceof z.ZodArray)
    return { widget: "list", ...arrayLimits(schema), ...listItems(schema.element as AnyZod, note) };
  if (schema instanceof z.ZodTuple) {
    // A fixed number of items of one shape, e.g. a page's two buttons.
    const items = schema.def.items as AnyZod[];
    const [first] = items;
    if (!first) throw new Error("empty tuple");
    return { widget: "list", min: items.length, max: items.length, ...listItems(first, note) };
  }
  if (schema instanceof z.ZodUnion) {
    // `"" | route` (the home page's empty route): a route that may be left empty.
    const options = schema.options as AnyZod[];
    const strings = options.filter(isString);
    const empty = options.find((o) => o instanceof z.ZodLiteral && o.values.size === 1 && o.values.has(""));
    if (strings.length === 1 && empty && strings[0]) {
      const { pattern, ...rest } = stringConstraints(strings[0]);
      return { widget: "string", ...rest, ...(pattern && { pattern: [`^$|${pattern[0]}`, pattern[1]] }) };
    }
  }
  throw new Error(`No editor field for a ${schema.constructor.name}`);
}

function listItems(element: AnyZod, note: RuntimeNote): Partial<CmsField> {
  if (element instanceof z.ZodObject) {
    const fields = cmsFields(element, note.fields);
    return { fields, collapsed: "auto", ...(note.summary && { summary: note.summary }) };
  }
  // The list's label and hint describe the list; the item field keeps only how it is edited.
  if (note.fields && Object.keys(note.fields).length)
    throw new Error(`Editor notes on the fields of a list of ${element.constructor.name}s`);
  const itemNote: RuntimeNote = {
    label: "Item",
    ...(note.widget && { widget: note.widget }),
    ...(note.extra && { extra: note.extra }),
  };
  return { field: cmsField("item", element, itemNote) };
}

/** The editor fields of an object schema, in the schema's order. */
export function cmsFields(schema: z.ZodObject, notes: object = {}): CmsField[] {
  const shape = schema.shape as Record<string, AnyZod>;
  const byName = notes as Notes;
  const orphans = Object.keys(byName).filter((name) => !(name in shape));
  if (orphans.length)
    throw new Error(
      `Editor notes for fields the schema does not have: ${orphans.join(", ")} (of ${Object.keys(shape).join(", ")})`,
    );
  return Object.entries(shape).map(([name, field]) => cmsField(name, field, byName[name]));
}
