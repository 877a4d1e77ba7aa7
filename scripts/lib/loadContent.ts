/**
 * Reads the content collections straight from disk, outside Astro, so the
 * content checker and unit tests validate copy without a build.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { corePages, projectIds } from "../../src/config/routes";
import { areaSchema, areaTopicSchema, pageSchema } from "../../src/content/schemas";
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

function load<S extends z.ZodTypeAny>(collection: string, schema: S, errors: string[]): LoadedEntry<z.infer<S>>[] {
  const dir = join(contentRoot, collection);
  const out: LoadedEntry<z.infer<S>>[] = [];
  for (const file of filesWithExtension(dir, ".md")) {
    const id = relative(dir, file).replace(/\.md$/, "");
    const text = readFileSync(file, "utf8");
    const parts = splitFrontmatter(text);
    if (!parts) {
      errors.push(`${collection}/${id}: no frontmatter block`);
      continue;
    }
    let raw: unknown;
    try {
      raw = parse(parts.yaml);
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
    out.push({ id, file, data: result.data as z.infer<S>, body: parts.body });
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
