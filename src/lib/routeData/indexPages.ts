/** Route data of the two directory pages: /services (every service) and /areas (every district). */
import { getCollection } from "astro:content";
import { homeCopy, indexPagesCopy } from "../../config/pageCopy";
import { cardOf } from "../routeTree";
import { areasByRegion, cardsFor, getSiteTree, withFacts } from "../siteData";
import { pageVisual, type PageVisualData } from "../visuals";
import { metaOf, type LinkCardData, type RoutedPage } from "./shared";

interface IndexGroup {
  heading: string;
  text?: string | undefined;
  /** The group's own page, linked from its heading. */
  href?: string | undefined;
  cards: readonly LinkCardData[];
}

export interface IndexPageProps {
  headline: string;
  intro: string;
  visual: PageVisualData;
  groups: readonly IndexGroup[];
}

/** /services: the six categories with their services, then the specialist services outside them. */
export async function servicesIndexPage(): Promise<RoutedPage<IndexPageProps>> {
  const tree = await getSiteTree();
  const { meta, headline, intro, visual, specialist } = withFacts(indexPagesCopy.services);
  const { categories } = homeCopy;
  const categoryGroups = (await cardsFor(categories)).map((category, i) => ({
    heading: category.title,
    text: category.text,
    href: category.href,
    cards: tree.children(categories[i] ?? "").map(cardOf),
  }));
  const others = (await getCollection("pages")).filter(
    (p) => p.data.kind === "service" && !p.data.parent && !categories.includes(p.id),
  );
  return {
    meta: metaOf(meta, "/services"),
    crumbs: tree.breadcrumbs("services"),
    props: {
      headline,
      intro,
      visual: await pageVisual(visual, undefined),
      groups: [...categoryGroups, { ...specialist, cards: await cardsFor(others.map((p) => p.id).sort()) }],
    },
  };
}

/** /areas: every district, grouped by region. */
export async function areasIndexPage(): Promise<RoutedPage<IndexPageProps>> {
  const { meta, headline, intro, visual } = withFacts(indexPagesCopy.areas);
  return {
    meta: metaOf(meta, "/areas"),
    crumbs: (await getSiteTree()).breadcrumbs("areas"),
    props: { headline, intro, visual: await pageVisual(visual, undefined), groups: await areasByRegion() },
  };
}
