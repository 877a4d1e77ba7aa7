import { defineCollection } from "astro:content";
import { file, glob, type Loader } from "astro/loaders";
import { parse } from "yaml";
import { listCollections, listEntries, markdownCollections, type FamilyName } from "./content/collections";

// The benchmark points this at a generated, ten-times-larger copy of the content.
const root = process.env.CONTENT_DIR ?? "./src/content";

const { reviews, projects } = listCollections;

/** A page family's Markdown files: its folder and file pattern from the registry. */
const familyFiles = (name: FamilyName) => {
  const { pattern, dir } = markdownCollections[name];
  return glob({ pattern, base: `${root}/${dir}` });
};

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

/** One collection for each page family of the registry (content/collections.ts); a family left out fails `tsc`. */
const familyCollections = {
  pages: defineCollection({ loader: familyFiles("pages"), schema: markdownCollections.pages.schema }),
  areas: defineCollection({ loader: familyFiles("areas"), schema: markdownCollections.areas.schema }),
  areaTopics: defineCollection({ loader: familyFiles("areaTopics"), schema: markdownCollections.areaTopics.schema }),
} satisfies Record<FamilyName, unknown>;

export const collections = {
  ...familyCollections,
  reviews: defineCollection({ loader: listFile(reviews), schema: reviews.schema }),
  projects: defineCollection({ loader: listFile(projects), schema: projects.schema }),
};
