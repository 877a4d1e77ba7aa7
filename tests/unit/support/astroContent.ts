/**
 * `astro:content` for unit tests: the same collections, read from disk by the
 * scripts' loader (same definitions and schemas as the site), so route-data
 * modules run against the real content without a build. Bodies are not
 * rendered.
 */
import { loadAllContent } from "../../../scripts/lib/loadContent";

const content = loadAllContent();
const collections: Record<string, readonly { id: string; data: unknown; body: string }[]> = {
  pages: content.pages,
  areas: content.areas,
  areaTopics: content.areaTopics,
  reviews: content.reviews,
  projects: content.projects,
};

const entriesOf = (collection: string) =>
  (collections[collection] ?? []).map(({ id, data, body }) => ({ id, collection, data, body }));

export function getCollection(collection: string, filter?: (entry: { id: string; data: unknown }) => unknown) {
  const entries = entriesOf(collection);
  return Promise.resolve(filter ? entries.filter(filter) : entries);
}

export function getEntry(collection: string, id: string) {
  return Promise.resolve(entriesOf(collection).find((entry) => entry.id === id));
}
