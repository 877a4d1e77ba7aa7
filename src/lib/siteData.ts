/**
 * Build-time access to the content collections: the page tree, labels for
 * links, and copy with its fact tokens filled in. Routes and layouts read
 * content through here; React components only receive plain props.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { navigation, regionNames, tilingPartner, type NavItem } from "../config/navigation";
import { listCollections, listEntries, markdownCollections, type FamilyName } from "../content/collections";
import { business } from "../config/site";
import { fillFacts, fillFactsInHtml } from "./facts";
import { legalNotice } from "./legalNotice";
import { rawHtmlProblem } from "./markdownHtml";
import { cardOf, pathOf, type RouteTree } from "./routeTree";
import { areasInHomeOrder, buildSiteTree, projectOrIndex, projectRoutePattern } from "./siteTree";

/** Where content.config.ts reads the content from (the benchmark points it at a larger copy). */
const contentRoot = process.env.CONTENT_DIR ?? "./src/content";

/**
 * A list file's entries (reviews, projects) in the file's order, which is the owner's. Astro 7's
 * content store keeps a collection sorted by id, so the ids are read again from the file.
 */
export async function getListCollection<Name extends keyof typeof listCollections>(
  name: Name,
): Promise<CollectionEntry<Name>[]> {
  const list = listCollections[name];
  const ids = listEntries(parse(readFileSync(`${contentRoot}/${list.file}`, "utf8")), list).map((entry) =>
    String(entry.id),
  );
  const position = new Map(ids.map((id, i) => [id, i]));
  const at = (id: string) => position.get(id) ?? ids.length;
  return (await getCollection(name)).sort((a, b) => at(a.id) - at(b.id));
}

let treePromise: Promise<RouteTree> | undefined;

/** The whole site's tree, built once per build. */
export function getSiteTree(): Promise<RouteTree> {
  treePromise ??= (async () => {
    const names = Object.keys(markdownCollections) as FamilyName[];
    const [projects, ...entries] = await Promise.all([
      getListCollection("projects"),
      ...names.map((name) => getCollection(name)),
    ]);
    const families = Object.fromEntries(names.map((name, i) => [name, entries[i] ?? []]));
    return buildSiteTree({ core: navigation.core, families, projects });
  })();
  return treePromise;
}

/** A link to a route with the page's own short name; fails the build for a missing page. */
export async function linkTo(route: string): Promise<NavItem> {
  const node = (await getSiteTree()).get(route);
  if (!node) throw new Error(`Link to /${route}, which is not a page`);
  return { label: node.label, href: pathOf(node.route) };
}

/** Card data (title, summary, link) for a list of routes. */
export async function cardsFor(routes: readonly string[]) {
  const tree = await getSiteTree();
  // A card for a deleted project would only repeat the projects page: it is left out.
  return routes
    .filter((route) => !(projectRoutePattern.test(route) && !tree.get(route)))
    .map((route) => {
      const node = tree.get(route);
      if (!node) throw new Error(`Card for /${route}, which is not a page`);
      return cardOf(node);
    });
}

/** Districts in home-grid order. */
async function areasInOrder() {
  return areasInHomeOrder(await getCollection("areas"));
}

/** Everything the footer shows: the lists chosen in navigation data, labelled from the tree. */
export async function getFooterData() {
  const { footer } = navigation;
  const areas = (await areasInOrder()).slice(0, footer.listLength);
  return {
    anchors: footer.anchors,
    legalLinks: footer.legal,
    areas: await Promise.all(areas.map((a) => linkTo(markdownCollections.areas.route(a.id)))),
    localServices: await Promise.all(footer.localServices.slice(0, footer.listLength).map(linkTo)),
    localSearch: await Promise.all(footer.localSearch.map(linkTo)),
    partnerLinks: (await tilingPartnerLinks()).slice(0, tilingPartner.footerCount),
    legalLines: legalNotice(business),
  };
}

/** Links to the tiling partner's page for each district we cover, in the home grid's order. */
export async function tilingPartnerLinks(): Promise<NavItem[]> {
  return (await areasInOrder()).map((area) => ({
    label: `Tilers in ${area.data.name}`,
    href: tilingPartner.areaUrl(area.id),
  }));
}

/** A region of London and the district cards in it. */
export interface RegionGroup {
  region: keyof typeof regionNames;
  heading: string;
  cards: { title: string; text: string; href: string }[];
}

/**
 * Districts grouped by region, in the regions' order. `pick` chooses the
 * districts (by default all); `order` sorts them by name or by home-grid
 * position; `text` picks each card's line.
 */
export async function areasByRegion({
  pick = () => true,
  order = "name",
  text = "summary",
}: {
  pick?: (area: CollectionEntry<"areas">) => boolean;
  order?: "name" | "home";
  text?: "summary" | "tagline";
} = {}): Promise<RegionGroup[]> {
  const all = order === "home" ? await areasInOrder() : await getCollection("areas");
  const chosen = all.filter(pick);
  if (order === "name") chosen.sort((a, b) => a.data.name.localeCompare(b.data.name));
  return (Object.keys(regionNames) as (keyof typeof regionNames)[]).map((region) => ({
    region,
    heading: regionNames[region],
    cards: chosen
      .filter((a) => a.data.region === region)
      .map((a) => ({
        title: a.data.name,
        text: fillFacts(a.data[text]),
        href: `/${markdownCollections.areas.route(a.id)}`,
      })),
  }));
}

/**
 * Rendered Markdown body with fact tokens filled in, escaped as HTML text.
 * Fails the build, naming the file, when the body holds raw HTML (lib/markdownHtml.ts).
 */
export function bodyHtml(
  entry: {
    id?: string;
    filePath?: string | undefined;
    body?: string | undefined;
    rendered?: { html: string } | undefined;
  },
  tree?: RouteTree,
): string {
  const rawHtml = rawHtmlProblem(entry.body ?? "");
  if (rawHtml) throw new Error(`${entry.filePath ?? entry.id ?? "A page"}: ${rawHtml}`);
  const html = fillFactsInHtml(entry.rendered?.html ?? "");
  // Links to a project the owner has deleted go to the projects page.
  if (!tree) return html;
  return html.replace(/href="\/(projects\/[^"#?]+)"/g, (_, route: string) => {
    return `href="/${projectOrIndex(route, (r) => tree.get(r) !== undefined)}"`;
  });
}

/** Deep-copies data with every string's fact tokens filled in. */
export function withFacts<T>(data: T): T {
  if (typeof data === "string") return fillFacts(data) as T;
  if (Array.isArray(data)) return data.map(withFacts) as T;
  if (data && typeof data === "object") {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withFacts(v)])) as T;
  }
  return data;
}
