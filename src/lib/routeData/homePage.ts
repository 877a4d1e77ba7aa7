/**
 * Route data of the home page: its copy from `src/content/site/home.json`
 * with facts filled in, and the cards, links and districts it lists.
 */
import { figures } from "../../config/figures";
import { formatCost, formatWeeks } from "../../config/format";
import type { NavItem } from "../../config/navigation";
import { accreditations, homeCopy } from "../../config/pageCopy";
import type { Accreditation } from "../../content/schemas/accreditations";
import type { HomeData } from "../../content/schemas/home";
import type { Review } from "../../content/schemas";
import { site } from "../../config/site";
import { fillFacts } from "../facts";
import { businessJsonLd, howToJsonLd, type HowToGuide } from "../jsonLd";
import { cardOf } from "../routeTree";
import {
  areasByRegion,
  cardsFor,
  getListCollection,
  getSiteTree,
  linkTo,
  tilingPartnerLinks,
  withFacts,
  type RegionGroup,
} from "../siteData";
import { pageSourcesFor, type PageSourcesData } from "../pageSources";
import { pageVisual, type PageVisualData } from "../visuals";
import type { LinkCardData, RoutedPage } from "./shared";

/** A service category card with its first few service lines. */
export interface Category extends LinkCardData {
  lines: readonly NavItem[];
}

/**
 * A headline figure that states a review figure (its copy holds the `{rating}` or `{satisfaction}`
 * token): which, and its copy's text before and after the token, facts filled in. On Cloudflare the
 * Worker prints the published figure between them (worker/reviews/publicPages.ts).
 */
export interface ReviewFigure {
  figure: "rating" | "satisfaction";
  before: string;
  after: string;
}

/** Each stat's review figure, in the stats' order, read from the copy before its tokens are filled in. */
function reviewFigures(stats: readonly { value: string }[]): (ReviewFigure | undefined)[] {
  return stats.map(({ value }) => {
    for (const figure of ["rating", "satisfaction"] as const) {
      const [before, after, ...more] = value.split(`{${site.tokens[figure]}}`);
      // A copy that states the figure once; twice, it is left as built.
      if (before !== undefined && after !== undefined && !more.length) {
        return { figure, before: fillFacts(before), after: fillFacts(after) };
      }
    }
    return undefined;
  });
}

/** The home page's own copy, facts filled in. */
type HomeCopy = Omit<HomeData, "meta" | "categories" | "explore" | "reviewed">;

export interface HomePageProps {
  copy: HomeCopy;
  visual: PageVisualData;
  categories: readonly Category[];
  /** The extension guide's total time and cost, from the extension figures. */
  guideFacts: readonly { label: string; value: string }[];
  serviceLinkGroups: readonly { category: string; heading: string; cards: readonly LinkCardData[] }[];
  explore: readonly NavItem[];
  tilingLinks: readonly NavItem[];
  /** The districts of the area grid, by region. */
  areaRegions: readonly RegionGroup[];
  /** Reviews; samples until the owner adds real ones. */
  reviews: readonly Review[];
  /** The stats' review figures, in their order (undefined: a stat that states none). */
  statFigures: readonly (ReviewFigure | undefined)[];
  /** The hero's badges' review figures, in the badges' order (the rating badge: `{rating}-Star Rated Service`). */
  badgeFigures: readonly (ReviewFigure | undefined)[];
  accreditations: readonly Accreditation[];
  /** The sources its rules were checked against, listed at its end (home.json `reviewed`). */
  sources?: PageSourcesData | undefined;
}

export async function homePage(): Promise<RoutedPage<HomePageProps>> {
  const tree = await getSiteTree();
  const { meta, categories, explore, reviewed, ...copy } = withFacts(homeCopy);
  const guideFigures = figures.extensions.guide;
  const { factLabels, labels, ...guideCopy } = copy.extensionGuide;
  const guide: HowToGuide = {
    ...guideCopy,
    tipLabel: labels.tip,
    totalTime: `P${guideFigures.weeks.max}W`,
    estimatedCost: guideFigures.cost,
  };
  const categoryCards = (await cardsFor(categories)).map((card, i) => ({
    ...card,
    lines: tree.children(categories[i] ?? "").map((child) => ({ label: child.label, href: cardOf(child).href })),
  }));
  const reviews = (await getListCollection("reviews")).map((r) => r.data);
  return {
    meta: {
      ...meta,
      path: "/",
      jsonLd: [businessJsonLd({ services: categoryCards.map((c) => c.title) }), howToJsonLd(guide)],
    },
    crumbs: [],
    props: {
      copy,
      visual: await pageVisual(copy.hero.visual, copy.hero.image),
      categories: categoryCards,
      guideFacts: [
        { label: factLabels.time, value: formatWeeks(guideFigures.weeks) },
        { label: factLabels.cost, value: formatCost(guideFigures.cost) },
      ],
      serviceLinkGroups: await Promise.all(
        copy.serviceLinks.groups.map(async ({ category, heading, routes }) => ({
          category,
          heading,
          cards: await cardsFor(routes),
        })),
      ),
      explore: await Promise.all(explore.map(linkTo)),
      tilingLinks: await tilingPartnerLinks(),
      areaRegions: await areasByRegion({ pick: (a) => a.data.homeOrder !== undefined, order: "home", text: "tagline" }),
      reviews,
      statFigures: reviewFigures(homeCopy.stats),
      badgeFigures: reviewFigures(homeCopy.hero.badges.map((value) => ({ value }))),
      accreditations,
      sources: pageSourcesFor(reviewed, "src/content/site/home.json"),
    },
  };
}
