/** Route data of district topic pages: /areas/{district}/{topic}. */
import type { CollectionEntry } from "astro:content";
import { getEntry } from "astro:content";
import { fillText } from "../../config/format";
import { sectionTitles } from "../../config/pageCopy";
import { explainersFor } from "../explainers";
import { pageSourcesFor } from "../pageSources";
import { cardOf } from "../routeTree";
import { bodyHtml, cardsFor, getSiteTree, withFacts } from "../siteData";
import { pageVisual } from "../visuals";
import type { ContentPageProps } from "./contentPage";
import { faqData, heroActions, metaOf, type RoutedPage } from "./shared";
import { markdownCollections } from "../../content/collections";

export async function areaTopicPage(entry: CollectionEntry<"areaTopics">): Promise<RoutedPage<ContentPageProps>> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const route = markdownCollections.areaTopics.route(entry.id);
  const district = tree.get(route)?.parent ?? "areas";
  const districtNode = tree.get(district);
  const districtEntry = await getEntry("areas", district.replace(/^areas\//, ""));
  // A topic is drawn on its district's typical house unless it names its own drawing.
  const drawing = data.visual ?? { house: districtEntry?.data.house ?? "terrace", focus: "whole" as const };
  const siblings = tree.children(district).filter((n) => n.route !== route);
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
      bodyHtml: bodyHtml(entry, tree),
      explainers: explainersFor(data.explainers, `src/content/${markdownCollections.areaTopics.dir}/${entry.id}.md`),
      faqs: data.faqs,
      sources: pageSourcesFor(data.reviewed, `src/content/${markdownCollections.areaTopics.dir}/${entry.id}.md`),
      related: [...siblings.map(cardOf), ...(await cardsFor(data.related))],
      relatedTitle: districtNode
        ? fillText(sectionTitles.areaTopic.related, { district: districtNode.label })
        : sectionTitles.content.related,
    },
  };
}
