import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { listCollections, markdownCollections } from "./content/collections";

// The benchmark points this at a generated, ten-times-larger copy of the content.
const root = process.env.CONTENT_DIR ?? "./src/content";

const { pages, areas, areaTopics } = markdownCollections;
const { reviews, projects } = listCollections;

const markdown = (c: (typeof markdownCollections)[keyof typeof markdownCollections]) =>
  glob({ pattern: c.pattern, base: `${root}/${c.dir}` });

export const collections = {
  pages: defineCollection({ loader: markdown(pages), schema: pages.schema }),
  areas: defineCollection({ loader: markdown(areas), schema: areas.schema }),
  areaTopics: defineCollection({ loader: markdown(areaTopics), schema: areaTopics.schema }),
  reviews: defineCollection({ loader: file(`${root}/${reviews.file}`), schema: reviews.schema }),
  projects: defineCollection({ loader: file(`${root}/${projects.file}`), schema: projects.schema }),
};
