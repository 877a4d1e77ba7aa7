import { defineCollection } from "astro:content";
import { file, glob, type Loader } from "astro/loaders";
import { parse } from "yaml";
import { listCollections, listEntries, markdownCollections, type FamilyName } from "./content/collections";

// The benchmark points this at a generated, ten-times-larger copy of the content.
const root = process.env.CONTENT_DIR ?? "./src/content";

const { reviews, projects } = listCollections;

type Families = typeof markdownCollections;

/** A page family's collection as `astro:content` types it: entries typed by the family's own schema. */
type FamilyCollection<Name extends FamilyName> = { loader: Loader; schema: Families[Name]["schema"] };

/** A page family's collection: its Markdown files, checked against its schema. */
const familyCollection = (name: FamilyName) => {
  const family = markdownCollections[name];
  return defineCollection({
    loader: glob({ pattern: family.pattern, base: `${root}/${family.dir}` }),
    schema: family.schema,
  });
};

/**
 * One collection for each family of the registry (content/collections.ts), under its name. The type
 * is spelt out: Astro 7's `defineCollection` infers a union of the families' schemas from the loop.
 */
const familyCollections = Object.fromEntries(
  (Object.keys(markdownCollections) as FamilyName[]).map((name) => [name, familyCollection(name)]),
) as { [Name in FamilyName]: FamilyCollection<Name> };

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
  ...familyCollections,
  reviews: defineCollection({ loader: listFile(reviews), schema: reviews.schema }),
  projects: defineCollection({ loader: listFile(projects), schema: projects.schema }),
};
