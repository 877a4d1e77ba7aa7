/**
 * Where each content collection lives and which schema validates it. The site
 * (src/content.config.ts, through Astro's loaders) and the Node scripts
 * (scripts/lib/loadContent.ts, straight from disk) both read this, so an
 * entry means the same thing to both.
 */
import { areaSchema, areaTopicSchema, pageSchema, projectSchema, reviewSchema } from "./schemas";

/** Markdown files with YAML front matter; the id is the path below `dir` without `.md`. */
export const markdownCollections = {
  /** Service, landing, local and guide pages: `pages/<route>.md`. */
  pages: { dir: "pages", pattern: "**/*.md", schema: pageSchema },
  /** District pages: `areas/<district>.md` is `/areas/<district>`. */
  areas: { dir: "areas", pattern: "*.md", schema: areaSchema },
  /** District topic pages: `area-topics/<district>/<topic>.md`. */
  areaTopics: { dir: "area-topics", pattern: "*/*.md", schema: areaTopicSchema },
} as const;

/** YAML files holding a list of entries, each with an `id`. */
export const listCollections = {
  /** Reviews; samples until the owner adds real ones. */
  reviews: { file: "reviews.yaml", schema: reviewSchema },
  /** Projects with their photos. */
  projects: { file: "projects.yaml", schema: projectSchema },
} as const;
