/**
 * Where each content collection lives and which schema validates it. The site
 * (src/content.config.ts, through Astro's loaders) and the Node scripts
 * (scripts/lib/loadContent.ts, straight from disk) both read this, so an
 * entry means the same thing to both.
 */
import { areaSchema, areaTopicSchema, pageSchema, projectSchema, reviewSchema, slugify } from "./schemas";

/** Markdown files with YAML front matter; the id is the path below `dir` without `.md`. */
export const markdownCollections = {
  /** Service, landing, local and guide pages: `pages/<route>.md`. */
  pages: { dir: "pages", pattern: "**/*.md", schema: pageSchema },
  /** District pages: `areas/<district>.md` is `/areas/<district>`. */
  areas: { dir: "areas", pattern: "*.md", schema: areaSchema },
  /** District topic pages: `area-topics/<district>/<topic>.md`. */
  areaTopics: { dir: "area-topics", pattern: "*/*.md", schema: areaTopicSchema },
} as const;

/**
 * YAML files holding a list of entries, each with an `id`; where `idFrom`
 * names a field, an entry may leave its id out and takes that field as a slug.
 */
export const listCollections = {
  /** Reviews; samples until the owner adds real ones. */
  reviews: { file: "reviews.yaml", schema: reviewSchema },
  /** Projects with their photos: `/projects/<id>`, the id made from the title when left out. */
  projects: { file: "projects.yaml", schema: projectSchema, idFrom: "title" },
} as const;

interface ListFile {
  file: string;
  idFrom?: string;
}

/**
 * A list file's entries, each with its id: the entry's own, or one made from
 * its `idFrom` field. Throws, naming both entries, when two share an id, since
 * the later one would silently replace the earlier one's page.
 */
export function listEntries(items: unknown, { file, idFrom }: ListFile): Record<string, unknown>[] {
  if (!Array.isArray(items)) throw new Error(`${file}: expected a list of entries`);
  const seen = new Map<string, number>();
  return items.map((item: unknown, i) => {
    const entry = { ...(item as Record<string, unknown>) };
    const source = idFrom ? entry[idFrom] : undefined;
    if ((entry.id === undefined || entry.id === null || entry.id === "") && typeof source === "string")
      entry.id = slugify(source);
    const id = typeof entry.id === "string" || typeof entry.id === "number" ? String(entry.id) : "";
    const name = (n: number) =>
      `entry ${n + 1}${idFrom ? ` ("${String((items[n] as Record<string, unknown>)[idFrom])}")` : ""}`;
    if (!id) throw new Error(`${file}: ${name(i)} has no id${idFrom ? ` and its ${idFrom} gives none` : ""}`);
    const first = seen.get(id);
    if (first !== undefined)
      throw new Error(
        `${file}: ${name(first)} and ${name(i)} both have the id "${id}", so one page would replace the other. Give one of them a different id.`,
      );
    seen.set(id, i);
    return entry;
  });
}
