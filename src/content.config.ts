import { defineCollection } from "astro:content";
import { file, glob, type Loader } from "astro/loaders";
import { parse } from "yaml";
import { listCollections, listEntries, markdownCollections } from "./content/collections";

// The benchmark points this at a generated, ten-times-larger copy of the content.
const root = process.env.CONTENT_DIR ?? "./src/content";

const { pages, areas, areaTopics } = markdownCollections;
const { reviews, projects } = listCollections;

const markdown = (c: (typeof markdownCollections)[keyof typeof markdownCollections]) =>
  glob({ pattern: c.pattern, base: `${root}/${c.dir}` });

/**
 * A list file read as the editor and the scripts read it (the `yaml` package),
 * with ids filled in by `listEntries`. Astro's file loader only logs a file it
 * cannot read and carries on with no entries; this fails the build instead.
 */
function listFile(c: (typeof listCollections)[keyof typeof listCollections]): Loader {
  let problem: Error | undefined;
  const loader = file(`${root}/${c.file}`, {
    parser: (text) => {
      problem = undefined;
      try {
        return listEntries(parse(text), c);
      } catch (error) {
        problem = error instanceof Error ? error : new Error(String(error));
        throw problem;
      }
    },
  });
  return {
    ...loader,
    load: async (context) => {
      await loader.load(context);
      if (problem) throw problem;
    },
  };
}

export const collections = {
  pages: defineCollection({ loader: markdown(pages), schema: pages.schema }),
  areas: defineCollection({ loader: markdown(areas), schema: areas.schema }),
  areaTopics: defineCollection({ loader: markdown(areaTopics), schema: areaTopics.schema }),
  reviews: defineCollection({ loader: listFile(reviews), schema: reviews.schema }),
  projects: defineCollection({ loader: listFile(projects), schema: projects.schema }),
};
