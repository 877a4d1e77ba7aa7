/**
 * Reads the content collections straight from disk, outside Astro, so the
 * content checker and unit tests validate copy without a build.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { corePages, projectIds } from "../../src/config/routes";
import { areaSchema, areaTopicSchema, pageSchema } from "../../src/content/schemas";

export const contentRoot = new URL("../../src/content/", import.meta.url).pathname;

export interface LoadedEntry<T> {
  /** Collection id: the file path without extension. */
  id: string;
  file: string;
  data: T;
  body: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith(".md"))
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

function load<S extends z.ZodTypeAny>(collection: string, schema: S, errors: string[]): LoadedEntry<z.infer<S>>[] {
  const dir = join(contentRoot, collection);
  const out: LoadedEntry<z.infer<S>>[] = [];
  for (const file of markdownFiles(dir)) {
    const id = relative(dir, file).replace(/\.md$/, "");
    const text = readFileSync(file, "utf8");
    const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
    if (!match) {
      errors.push(`${collection}/${id}: no frontmatter block`);
      continue;
    }
    let raw: unknown;
    try {
      raw = parse(match[1] ?? "");
    } catch (error) {
      errors.push(`${collection}/${id}: YAML error: ${(error as Error).message}`);
      continue;
    }
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push(`${collection}/${id}: ${issue.path.join(".")}: ${issue.message}`);
      }
      continue;
    }
    out.push({ id, file, data: result.data as z.infer<S>, body: match[2] ?? "" });
  }
  return out;
}

export function loadAllContent() {
  const errors: string[] = [];
  const pages = load("pages", pageSchema, errors);
  const areas = load("areas", areaSchema, errors);
  const areaTopics = load("area-topics", areaTopicSchema, errors);
  const routes = new Set<string>([
    ...corePages,
    ...projectIds.map((id) => `projects/${id}`),
    ...pages.map((p) => p.id),
    ...areas.map((a) => `areas/${a.id}`),
    ...areaTopics.map((t) => `areas/${t.id}`),
  ]);
  return { pages, areas, areaTopics, routes, errors };
}
