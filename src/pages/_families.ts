/**
 * The page level of the page families: each family's template and route-data
 * module, by its name in the registry (src/content/collections.ts, which says
 * where its files are and what its URLs look like). The route files
 * ([...slug].astro, areas/[district].astro, areas/[district]/[topic].astro)
 * read their family's pair here; Astro leaves files starting with `_` out of
 * the routes. Adding a family: its entry in the registry, its pair here and
 * its route file with its template.
 */
import type { ComponentType } from "react";
import { ContentPage } from "../components/templates/ContentPage";
import type { FamilyName } from "../content/collections";
import { areaPage } from "../lib/routeData/areaPage";
import { areaTopicPage } from "../lib/routeData/areaTopicPage";
import { contentPage } from "../lib/routeData/contentPage";
import type { RoutedPage } from "../lib/routeData/shared";

/** A family's template, and the route-data module that builds the template's props from an entry. */
interface FamilyPage {
  template: ComponentType<never>;
  routeData: (entry: never) => Promise<RoutedPage<unknown>>;
}

/** Every family of the registry has its pair: a family without one fails `tsc`. */
export const familyPages = {
  pages: { template: ContentPage, routeData: contentPage },
  areas: { template: ContentPage, routeData: areaPage },
  areaTopics: { template: ContentPage, routeData: areaTopicPage },
} satisfies Record<FamilyName, FamilyPage>;
