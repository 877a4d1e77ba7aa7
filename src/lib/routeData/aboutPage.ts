/** Route data of /about: its copy from `src/content/site/about.json`, and the home page's figures. */
import { aboutCopy, homeCopy } from "../../config/pageCopy";
import type { AboutData } from "../../content/schemas/about";
import type { HomeData } from "../../content/schemas/home";
import { businessJsonLd } from "../jsonLd";
import { getSiteTree, withFacts } from "../siteData";
import { pageVisual, type PageVisualData } from "../visuals";
import { metaOf, type RoutedPage } from "./shared";

export interface AboutPageProps {
  headline: string;
  intro: string;
  visual: PageVisualData;
  sections: AboutData["sections"];
  /** The business in four figures, as the home page states them. */
  stats: HomeData["stats"];
}

export async function aboutPage(): Promise<RoutedPage<AboutPageProps>> {
  const { meta, visual, ...copy } = withFacts(aboutCopy);
  return {
    meta: metaOf(meta, "/about", [businessJsonLd()]),
    crumbs: (await getSiteTree()).breadcrumbs("about"),
    props: { ...copy, visual: await pageVisual(visual, undefined), stats: withFacts(homeCopy.stats) },
  };
}
