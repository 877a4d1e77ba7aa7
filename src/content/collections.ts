/**
 * Where each content collection lives and which schema validates it. The site
 * (src/content.config.ts, through Astro's loaders) and the Node scripts
 * (scripts/lib/loadContent.ts, straight from disk) both read this, so an
 * entry means the same thing to both.
 */
import type { z } from "zod";
import { areaSchema, areaTopicSchema, pageSchema, projectSchema, reviewSchema, slugify } from "./schemas";

/**
 * The page families: each family's collection (the key), its folder below
 * src/content and the files it holds, its schema, its URL (`route`, and
 * `urlPattern` as people read it), the tree parent its pages take when they
 * name none, and its collection in the editor at /admin. The content config,
 * the scripts, the site tree, the editor and the route data all read this;
 * each family's route file (src/pages) imports its template and route data.
 * The id of an entry is its path below `dir` without `.md`.
 */
export const markdownCollections = {
  /** Service, landing, local and guide pages: `pages/<route>.md` is `/<route>`. */
  pages: {
    dir: "pages",
    pattern: "**/*.md",
    schema: pageSchema,
    urlPattern: "/{page}",
    route: (id: string) => id,
    /** Top-level service pages sit under /services in breadcrumbs (not on its cards); landing pages under Home. */
    parent: (_id: string, data: { kind?: string }) =>
      data.kind === "service" ? { route: "services", listed: false } : undefined,
    editor: { name: "pages", label: "Pages", nested: { depth: 3 } },
  },
  /** District pages: `areas/<district>.md` is `/areas/<district>`. */
  areas: {
    dir: "areas",
    pattern: "*.md",
    schema: areaSchema,
    urlPattern: "/areas/{district}",
    route: (id: string) => `areas/${id}`,
    parent: () => ({ route: "areas", listed: true }),
    editor: { name: "areas", label: "Areas" },
  },
  /** District topic pages: `area-topics/<district>/<topic>.md` is `/areas/<district>/<topic>`. */
  areaTopics: {
    dir: "area-topics",
    pattern: "*/*.md",
    schema: areaTopicSchema,
    urlPattern: "/areas/{district}/{topic}",
    route: (id: string) => `areas/${id}`,
    parent: (id: string) => ({ route: `areas/${id.split("/")[0] ?? ""}`, listed: true }),
    editor: { name: "area-topics", label: "Area topics", nested: { depth: 2 } },
  },
} as const satisfies Record<string, PageFamily>;

/** What the registry says of a family; a new family adds one entry of this shape. */
export interface PageFamily {
  /** The folder below src/content. */
  dir: string;
  /** The files it holds, below `dir`. */
  pattern: string;
  schema: z.ZodObject;
  /** The URL as people read it, e.g. `/areas/{district}`. */
  urlPattern: string;
  /** An entry's route (its URL without slashes at the ends) from its id. */
  route: (id: string) => string;
  /** The tree parent of an entry that names none, and whether the parent lists it on its cards. */
  parent: (id: string, data: { kind?: string }) => { route: string; listed: boolean } | undefined;
  /** The family's collection at /admin: its name, label and folder depth. */
  editor: { name: string; label: string; nested?: { depth: number } };
}

/** A page family's name: its collection. */
export type FamilyName = keyof typeof markdownCollections;

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
