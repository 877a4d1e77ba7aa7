/**
 * Reads the content collections straight from disk, outside Astro, with the
 * same collection definitions and schemas as the site (src/content/collections.ts),
 * and builds the same site tree. The content checker, the host config, the
 * local server and astro.config's redirects read the site through here.
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { navigation } from "../../src/config/navigation";
import {
  listCollections,
  listEntries,
  markdownCollections,
  type FamilyName,
  type PageFamily,
} from "../../src/content/collections";
import { buildSiteTree, oldPathFallbacks } from "../../src/lib/siteTree";
import { filesWithExtension } from "./files";

export const contentRoot = new URL("../../src/content/", import.meta.url).pathname;

export interface LoadedEntry<T> {
  /** Collection id: the file path without extension. */
  id: string;
  file: string;
  data: T;
  body: string;
}

/** A Markdown file's YAML front matter and body, or undefined when it has no front matter block. */
export function splitFrontmatter(text: string): { yaml: string; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : undefined;
}

/** Folders below the collection a pattern allows: `*.md` none, `*\/*.md` one, `**` any. */
const depthOf = (pattern: string) => (pattern.startsWith("**") ? Infinity : pattern.split("/").length - 1);

function parsed<S extends z.ZodType>(raw: unknown, schema: S, where: string, errors: string[]): z.infer<S> | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) errors.push(`${where}: ${issue.path.join(".")}: ${issue.message}`);
  return undefined;
}

function loadMarkdown<S extends z.ZodType>(
  { dir, pattern, schema }: { dir: string; pattern: string; schema: S },
  errors: string[],
  base = contentRoot,
): LoadedEntry<z.infer<S>>[] {
  const root = join(base, dir);
  const out: LoadedEntry<z.infer<S>>[] = [];
  for (const file of filesWithExtension(root, ".md")) {
    const id = relative(root, file).replace(/\.md$/, "").split(sep).join("/");
    if (id.split("/").length - 1 > depthOf(pattern)) continue;
    const parts = splitFrontmatter(readFileSync(file, "utf8"));
    if (!parts) {
      errors.push(`${dir}/${id}: no frontmatter block`);
      continue;
    }
    let raw: unknown;
    try {
      raw = parse(parts.yaml);
    } catch (error) {
      errors.push(`${dir}/${id}: YAML error: ${(error as Error).message}`);
      continue;
    }
    const data = parsed(raw, schema, `${dir}/${id}`, errors);
    if (data !== undefined) out.push({ id, file, data, body: parts.body });
  }
  return out;
}

function loadList<S extends z.ZodType>(
  collection: { file: string; schema: S; idFrom?: string },
  errors: string[],
  base = contentRoot,
): LoadedEntry<z.infer<S>>[] {
  const { file, schema } = collection;
  const path = join(base, file);
  let items: Record<string, unknown>[];
  try {
    // Ids as the site reads them: an entry's own, or made from its title (collections.ts).
    items = listEntries(parse(readFileSync(path, "utf8")), collection);
  } catch (error) {
    errors.push((error as Error).message);
    return [];
  }
  return items.flatMap((item, i) => {
    const data = parsed(item, schema, `${file}[${i}]`, errors);
    return data === undefined ? [] : [{ id: String(item.id), file: path, data, body: "" }];
  });
}

/** Each family's entries, typed by its schema. */
type LoadedFamilies = {
  [Name in FamilyName]: LoadedEntry<z.infer<(typeof markdownCollections)[Name]["schema"]>>[];
};

/**
 * Every page family of the registry, the reviews and the projects, and the
 * site tree. A test may pass another registry and folder (a family added).
 */
export function loadAllContent({
  registry = markdownCollections,
  root = contentRoot,
}: { registry?: Readonly<Record<string, PageFamily>>; root?: string } = {}) {
  const errors: string[] = [];
  // Every family of the registry, by its name: pages, areas, areaTopics and any added there.
  const families = Object.fromEntries(
    Object.entries(registry).map(([name, family]) => [name, loadMarkdown(family, errors, root)]),
  ) as unknown as LoadedFamilies;
  const reviews = loadList(listCollections.reviews, errors, root);
  const projects = loadList(listCollections.projects, errors, root);
  const tree = buildSiteTree({ core: navigation.core, families, projects }, registry);
  return { ...families, reviews, projects, tree, routes: new Set(tree.routes()), errors };
}

let cached: ReturnType<typeof loadAllContent> | undefined;

/** Old path → page route, for the host config, the local server and astro.config. */
export function siteRedirects(): Record<string, string> {
  cached ??= loadAllContent();
  return cached.tree.redirects();
}

/** Where an old path goes: its own redirect, else its prefix's fallback, else nowhere. */
export function redirectTarget(path: string): string | undefined {
  return (
    siteRedirects()[path] ??
    oldPathFallbacks.find((f) => path.startsWith(f.prefix) && path.length > f.prefix.length)?.to
  );
}

/** The first project's page, for checks that need one: the owner replaces the sample projects, so none is named. */
export function firstProjectPath(): string[] {
  const first = loadAllContent().projects[0];
  return first ? [`/projects/${first.id}`] : [];
}
