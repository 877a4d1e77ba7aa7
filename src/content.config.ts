import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { areaSchema, areaTopicSchema, pageSchema, projectSchema, reviewSchema } from "./content/schemas";

// The benchmark points this at a generated, ten-times-larger copy of the content.
const root = process.env.CONTENT_DIR ?? "./src/content";

/** Service, landing, local and guide pages: `src/content/pages/<route>.md`. */
const pages = defineCollection({
  loader: glob({ pattern: "**/*.md", base: `${root}/pages` }),
  schema: pageSchema,
});

/** District pages: `src/content/areas/<district>.md` is `/areas/<district>`. */
const areas = defineCollection({
  loader: glob({ pattern: "*.md", base: `${root}/areas` }),
  schema: areaSchema,
});

/** District topic pages: `src/content/area-topics/<district>/<topic>.md`. */
const areaTopics = defineCollection({
  loader: glob({ pattern: "*/*.md", base: `${root}/area-topics` }),
  schema: areaTopicSchema,
});

/** Sample reviews. Placeholders: replace with genuine reviews before launch. */
const reviews = defineCollection({
  loader: file(`${root}/reviews.yaml`),
  schema: reviewSchema,
});

/** The three sample projects. */
const projects = defineCollection({
  loader: file(`${root}/projects.yaml`),
  schema: projectSchema,
});

export const collections = { pages, areas, areaTopics, reviews, projects };
