/** Route data of /about: its copy from `src/content/site/about.json`, and the home page's figures. */
import { aboutCopy, homeCopy } from "../../config/pageCopy";
import type { AboutData } from "../../content/schemas/about";
import type { HomeData } from "../../content/schemas/home";
import { businessJsonLd } from "../jsonLd";
import { getSiteTree, withFacts } from "../siteData";
import { pageVisual, type PageVisualData } from "../visuals";
import { pageSourcesFor, type PageSourcesData } from "../pageSources";
import { metaOf, type RoutedPage } from "./shared";

export interface AboutPageProps {
  headline: string;
  intro: string;
  visual: PageVisualData;
  sections: AboutData["sections"];
  /** The business in four figures, as the home page states them. */
  stats: HomeData["stats"];
  /** The sources its rules were checked against, listed at its end (about.json `reviewed`). */
  sources?: PageSourcesData | undefined;
}

export async function aboutPage(): Promise<RoutedPage<AboutPageProps>> {
  const { meta, visual, reviewed, ...copy } = withFacts(aboutCopy);
  return {
    meta: metaOf(meta, "/about", [businessJsonLd()]),
    crumbs: (await getSiteTree()).breadcrumbs("about"),
    props: {
      ...copy,
      visual: await pageVisual(visual, undefined),
      stats: withFacts(homeCopy.stats),
      sources: pageSourcesFor(reviewed, "src/content/site/about.json"),
    },
  };
}
