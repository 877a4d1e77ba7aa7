/**
 * Turns content entries into the props of the ContentPage template, the page
 * metadata and the breadcrumbs. Relationships come from the page tree.
 */
import { getCollection, getEntry } from "astro:content";
import type { ContentPageProps, CardGroup } from "../components/templates/ContentPage";
import { regionNames } from "../config/areas";
import { site } from "../config/site";
import type { Faq, PageButton, Review } from "../content/schemas";
import { actionHref } from "./actions";
import { businessJsonLd, faqJsonLd, serviceJsonLd, type Crumb } from "./jsonLd";
import { cardOf, type TreeNode } from "./pageTree";
import type { PageMeta } from "./seo";
import { drawingFor, pageVisual } from "./visuals";
import {
  areasByRegion,
  bodyHtml,
  cardsFor,
  getSiteTree,
  withFacts,
  type AreaEntry,
  type AreaTopicEntry,
  type PageEntry,
} from "./siteData";

export interface RoutedPage {
  meta: PageMeta;
  crumbs: Crumb[];
  props: ContentPageProps;
}

const defaultButtons: [PageButton, PageButton] = [
  { label: "Get Free Quote", action: "quote" },
  { label: `Call ${site.phone.display}`, action: "call" },
];

function heroActions(buttons: readonly [PageButton, PageButton] = defaultButtons) {
  const [primary, secondary] = buttons.map((b) => ({ label: b.label, href: actionHref(b.action) }));
  return { primary, secondary };
}

async function reviewsFor(ids: readonly string[]): Promise<Review[]> {
  return Promise.all(
    ids.map(async (id) => {
      const entry = await getEntry("reviews", id);
      if (!entry) throw new Error(`Unknown review id ${id}`);
      return entry.data;
    }),
  );
}

/** Search metadata of a content entry, with its structured data. */
function metaOf(
  data: { title: string; description: string; keywords: string[] },
  path: string,
  jsonLd: object[],
): PageMeta {
  return { title: data.title, description: data.description, keywords: data.keywords, path, jsonLd };
}

const faqData = (faqs: readonly Faq[]) => (faqs.length ? [faqJsonLd(faqs)] : []);

/** Child pages grouped by their `group` field, in order of first appearance. */
function groupChildren(children: readonly TreeNode[]): CardGroup[] {
  const groups = new Map<string | undefined, TreeNode[]>();
  for (const child of children) groups.set(child.group, [...(groups.get(child.group) ?? []), child]);
  return [...groups].map(([heading, nodes]) => ({ heading, cards: nodes.map(cardOf) }));
}

/** Featured districts grouped by region, for the building services hub. */
async function areaGroups(): Promise<CardGroup[]> {
  const featured = (await getCollection("areas", (a) => a.data.featured)).map((a) => a.id);
  return areasByRegion({ pick: featured });
}

/** Service, landing, local and guide pages from the `pages` collection. */
export async function contentPage(entry: PageEntry): Promise<RoutedPage> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const node = tree.get(entry.id);
  const parent = node?.parent ? tree.get(node.parent) : undefined;
  const children = tree.children(entry.id);
  const cardGroups = [
    ...groupChildren(children),
    ...(data.topics.length ? [{ cards: data.topics.map((t) => ({ ...t, href: t.href && `/${t.href}` })) }] : []),
    ...(data.showAreaGroups ? await areaGroups() : []),
  ];
  // Topic cards without a heading join the children's grid when the children are ungrouped.
  const merged =
    cardGroups.length === 2 && !cardGroups[0]?.heading && !cardGroups[1]?.heading
      ? [{ cards: [...(cardGroups[0]?.cards ?? []), ...(cardGroups[1]?.cards ?? [])] }]
      : cardGroups;
  const reviews = await reviewsFor(data.reviews);
  const path = `/${entry.id}`;
  return {
    meta: metaOf(data, path, [
      ...(data.kind === "service" ? [serviceJsonLd({ name: data.headline, description: data.summary, path })] : []),
      ...faqData(data.faqs),
      ...(reviews.length ? [businessJsonLd({ reviews })] : []),
    ]),
    crumbs: tree.breadcrumbs(entry.id),
    props: {
      headline: data.headline,
      eyebrow: parent && parent.route !== "services" ? parent.label : undefined,
      visual: await pageVisual(drawingFor(tree, entry.id, data.visual, data.kind), data.image),
      intro: data.intro,
      ...heroActions(data.buttons),
      tone: data.theme,
      back: parent && parent.route !== "services" ? { label: parent.label, href: `/${parent.route}` } : undefined,
      cardsTitle: data.showAreaGroups ? "Areas we cover, by region" : merged.length ? "What we cover" : undefined,
      cardGroups: merged,
      bodyHtml: bodyHtml(entry),
      faqs: data.faqs,
      reviews,
      related: await cardsFor(data.related),
      relatedTitle: data.kind === "service" ? "Related services" : "Where to go next",
    },
  };
}

/** District pages: /areas/{district}. */
export async function areaPage(entry: AreaEntry): Promise<RoutedPage> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const route = `areas/${entry.id}`;
  const topics = tree.children(route).map(cardOf);
  return {
    meta: metaOf(data, `/${route}`, [
      businessJsonLd({ coordinates: data.coordinates, radiusMetres: site.serviceArea.areaRadiusMetres }),
      ...faqData(data.faqs),
    ]),
    crumbs: tree.breadcrumbs(route),
    props: {
      headline: data.headline,
      eyebrow: regionNames[data.region],
      visual: await pageVisual(data.visual ?? { house: data.house, focus: "whole" }, data.image),
      intro: data.intro,
      ...heroActions(),
      back: { label: "all areas", href: "/areas" },
      cardsTitle: "Local guides and popular services",
      cardGroups: [
        { heading: `Local guides for ${data.name}`, cards: topics },
        { heading: `Services most asked for in ${data.name}`, cards: await cardsFor(data.services) },
      ],
      bodyHtml: bodyHtml(entry),
      faqs: data.faqs,
      related: await cardsFor(data.related),
      relatedTitle: "Where to go next",
    },
  };
}

/** District topic pages: /areas/{district}/{topic}. */
export async function areaTopicPage(entry: AreaTopicEntry): Promise<RoutedPage> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const route = `areas/${entry.id}`;
  const district = tree.get(route)?.parent ?? "areas";
  const districtNode = tree.get(district);
  const siblings = tree.children(district).filter((n) => n.route !== route);
  const districtEntry = await getEntry("areas", district.replace(/^areas\//, ""));
  const drawing = data.visual ?? { house: districtEntry?.data.house ?? "terrace", focus: "whole" as const };
  return {
    meta: metaOf(data, `/${route}`, faqData(data.faqs)),
    crumbs: tree.breadcrumbs(route),
    props: {
      headline: data.headline,
      eyebrow: districtNode?.label,
      visual: await pageVisual(drawing, data.image),
      intro: data.intro,
      ...heroActions(),
      back: districtNode ? { label: districtNode.label, href: `/${district}` } : undefined,
      bodyHtml: bodyHtml(entry),
      faqs: data.faqs,
      related: [...siblings.map(cardOf), ...(await cardsFor(data.related))],
      relatedTitle: districtNode ? `More about building in ${districtNode.label}` : "Where to go next",
    },
  };
}
