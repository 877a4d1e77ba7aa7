/**
 * Route data of the `pages` collection (services, landing pages, local pages
 * and guides), and the props of the ContentPage template that districts and
 * district topics share.
 */
import type { CollectionEntry } from "astro:content";
import type { ReactNode } from "react";
import { sectionTitles } from "../../config/pageCopy";
import { estimatorConfig } from "../estimatorConfig";
import { markdownCollections } from "../../content/collections";
import { explainersFor, type ExplainerData } from "../explainers";
import { pageSourcesFor, type PageSourcesData } from "../pageSources";
import type { Faq, Review } from "../../content/schemas";
import type { EstimatorConfig } from "../estimatorTypes";
import { serviceJsonLd } from "../jsonLd";
import { cardOf, type TreeNode } from "../routeTree";
import { areasByRegion, bodyHtml, cardsFor, getSiteTree, withFacts } from "../siteData";
import { drawingFor, pageVisual, type PageVisualData } from "../visuals";
import {
  faqData,
  heroActions,
  metaOf,
  reviewsFor,
  type ActionLink,
  type CardGroup,
  type LinkCardData,
  type RoutedPage,
} from "./shared";

export interface ContentPageProps {
  headline: string;
  /** Short label above the h1: the family or district the page belongs to. */
  eyebrow?: string | undefined;
  /** The picture in the first screen. */
  visual: PageVisualData;
  intro: string;
  primary?: ActionLink | undefined;
  secondary?: ActionLink | undefined;
  tone?: "standard" | "emergency";
  /** Link back to the parent page. */
  back?: ActionLink | undefined;
  /** The page's own card grid: child pages and topic cards. */
  cardsTitle?: string | undefined;
  cardGroups?: readonly CardGroup[];
  /** Rendered Markdown article. */
  bodyHtml: string;
  /** Shared explanations of the rules the page relies on (front matter `explainers`). */
  explainers?: readonly ExplainerData[];
  faqs?: readonly Faq[];
  reviews?: readonly Review[];
  /**
   * Whether the page has a reviews section (front matter `reviews` names some): shown with the reviews on
   * file, or hidden while none of them is, so that on Cloudflare the Worker can show the published ones there.
   */
  showsReviews?: boolean;
  /** The review figures after the text (front matter `reviewFigures`: the review policy page). */
  reviewFigures?: boolean;
  relatedTitle?: string | undefined;
  related?: readonly LinkCardData[];
  /**
   * The cost estimator's data; the estimator section shows only when the page has it.
   * Its island comes in `estimatorIsland`, which Astro passes as a truthy slot
   * element even when the route renders nothing into it, so it never decides.
   */
  estimator?: EstimatorConfig | undefined;
  /** The cost estimator island, passed by the route as a named slot. */
  estimatorIsland?: ReactNode;
  /** The sources the page's rules were checked against, listed at its end (front matter `reviewed`). */
  sources?: PageSourcesData | undefined;
}

/** Child pages grouped by their `group` field, in order of first appearance. */
function groupChildren(children: readonly TreeNode[]): CardGroup[] {
  const groups = new Map<string | undefined, TreeNode[]>();
  for (const child of children) groups.set(child.group, [...(groups.get(child.group) ?? []), child]);
  return [...groups].map(([heading, nodes]) => ({ heading, cards: nodes.map(cardOf) }));
}

/** A content page's route data. */
export type ContentRoute = RoutedPage<ContentPageProps>;

/** A service, landing, local or guide page. */
export async function contentPage(entry: CollectionEntry<"pages">): Promise<ContentRoute> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const node = tree.get(entry.id);
  const parent = node?.parent ? tree.get(node.parent) : undefined;
  const cardGroups = [
    ...groupChildren(tree.children(entry.id)),
    ...(data.topics.length ? [{ cards: data.topics.map((t) => ({ ...t, href: t.href && `/${t.href}` })) }] : []),
    ...(data.showAreaGroups ? await areasByRegion({ pick: (a) => a.data.featured }) : []),
  ];
  // Topic cards without a heading join the children's grid when the children are ungrouped.
  const merged =
    cardGroups.length === 2 && !cardGroups[0]?.heading && !cardGroups[1]?.heading
      ? [{ cards: [...(cardGroups[0]?.cards ?? []), ...(cardGroups[1]?.cards ?? [])] }]
      : cardGroups;
  const reviews = await reviewsFor(data.reviews);
  const path = `/${entry.id}`;
  // Pages directly under /services say so in the breadcrumbs; the eyebrow and back link name a family.
  const family = parent && parent.route !== "services" ? parent : undefined;
  return {
    meta: metaOf(data, path, [
      ...(data.kind === "service" ? [serviceJsonLd({ name: data.headline, description: data.summary, path })] : []),
      ...faqData(data.faqs),
    ]),
    crumbs: tree.breadcrumbs(entry.id),
    props: {
      headline: data.headline,
      eyebrow: family?.label,
      visual: await pageVisual(drawingFor(tree, entry.id, data.visual, data.kind), data.image),
      intro: data.intro,
      ...heroActions(data.buttons),
      tone: data.theme,
      back: family ? { label: family.label, href: `/${family.route}` } : undefined,
      cardsTitle: data.showAreaGroups
        ? sectionTitles.content.areaGroups
        : merged.length
          ? sectionTitles.content.cards
          : undefined,
      cardGroups: merged,
      bodyHtml: bodyHtml(entry, tree),
      explainers: explainersFor(data.explainers, `src/content/${markdownCollections.pages.dir}/${entry.id}.md`),
      faqs: data.faqs,
      reviews,
      showsReviews: data.reviews.length > 0,
      reviewFigures: data.reviewFigures ?? false,
      related: await cardsFor(data.related),
      relatedTitle: data.kind === "service" ? sectionTitles.content.relatedServices : sectionTitles.content.related,
      estimator: data.estimator.length ? estimatorConfig(data.estimator) : undefined,
      sources: pageSourcesFor(data.reviewed, `src/content/${markdownCollections.pages.dir}/${entry.id}.md`),
    },
  };
}
