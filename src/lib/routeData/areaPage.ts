/** Route data of district pages: /areas/{district}. */
import type { CollectionEntry } from "astro:content";
import { fillText } from "../../config/format";
import { regionNames } from "../../config/navigation";
import { sectionTitles } from "../../config/pageCopy";
import { site } from "../../config/site";
import { explainersFor } from "../explainers";
import { pageSourcesFor } from "../pageSources";
import { businessJsonLd } from "../jsonLd";
import { cardOf } from "../routeTree";
import { bodyHtml, cardsFor, getSiteTree, withFacts } from "../siteData";
import { pageVisual } from "../visuals";
import type { ContentPageProps } from "./contentPage";
import { faqData, heroActions, metaOf, type RoutedPage } from "./shared";
import { markdownCollections } from "../../content/collections";

export async function areaPage(entry: CollectionEntry<"areas">): Promise<RoutedPage<ContentPageProps>> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const route = markdownCollections.areas.route(entry.id);
  const titles = sectionTitles.area;
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
      back: { label: titles.back, href: "/areas" },
      cardsTitle: titles.cards,
      cardGroups: [
        { heading: fillText(titles.guides, { district: data.name }), cards: tree.children(route).map(cardOf) },
        { heading: fillText(titles.services, { district: data.name }), cards: await cardsFor(data.services) },
      ],
      bodyHtml: bodyHtml(entry, tree),
      explainers: explainersFor(data.explainers, `src/content/${markdownCollections.areas.dir}/${entry.id}.md`),
      faqs: data.faqs,
      sources: pageSourcesFor(data.reviewed, `src/content/${markdownCollections.areas.dir}/${entry.id}.md`),
      related: await cardsFor(data.related),
      relatedTitle: sectionTitles.content.related,
    },
  };
}
