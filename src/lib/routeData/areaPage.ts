/** Route data of district pages: /areas/{district}. */
import { regionNames } from "../../config/navigation";
import { site } from "../../config/site";
import { explainersFor } from "../explainers";
import { businessJsonLd } from "../jsonLd";
import { cardOf } from "../pageTree";
import { bodyHtml, cardsFor, getSiteTree, withFacts, type AreaEntry } from "../siteData";
import { pageVisual } from "../visuals";
import type { ContentPageProps } from "./contentPage";
import { faqData, heroActions, metaOf, type RoutedPage } from "./shared";

export async function areaPage(entry: AreaEntry): Promise<RoutedPage<ContentPageProps>> {
  const tree = await getSiteTree();
  const data = withFacts(entry.data);
  const route = `areas/${entry.id}`;
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
        { heading: `Local guides for ${data.name}`, cards: tree.children(route).map(cardOf) },
        { heading: `Services most asked for in ${data.name}`, cards: await cardsFor(data.services) },
      ],
      bodyHtml: bodyHtml(entry, tree),
      explainers: explainersFor(data.explainers, `src/content/areas/${entry.id}.md`),
      faqs: data.faqs,
      related: await cardsFor(data.related),
      relatedTitle: "Where to go next",
    },
  };
}
