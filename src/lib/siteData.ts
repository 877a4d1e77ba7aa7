/**
 * Build-time access to the content collections: the page tree, labels for
 * links, and copy with its fact tokens filled in. Routes and layouts read
 * content through here; React components only receive plain props.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { extraAreaSlugs, homeAreaSlugs, regionNames } from "../config/areas";
import {
  footerAreaSlugs,
  footerListLength,
  localSearchPaths,
  localServicePaths,
  tilingPartner,
  type NavItem,
} from "../config/navigation";
import { fillFacts } from "./facts";
import { buildPageTree, cardOf, pathOf, shortTitle, type PageTree, type TreeNode } from "./pageTree";

export type PageEntry = CollectionEntry<"pages">;
export type AreaEntry = CollectionEntry<"areas">;
export type AreaTopicEntry = CollectionEntry<"areaTopics">;

const coreNodes: TreeNode[] = [
  { route: "", label: "Home" },
  { route: "about", label: "About" },
  { route: "services", label: "Services" },
  { route: "projects", label: "Projects" },
  { route: "contact", label: "Contact" },
  { route: "request-custom-quote", label: "Request a Custom Quote" },
  { route: "call-us-today", label: "Call Us Today" },
  { route: "areas", label: "Areas We Cover" },
];

let treePromise: Promise<PageTree> | undefined;

/** The whole site's tree, built once per build. */
export function getSiteTree(): Promise<PageTree> {
  treePromise ??= (async () => {
    const [pages, areas, topics, projects] = await Promise.all([
      getCollection("pages"),
      getCollection("areas"),
      getCollection("areaTopics"),
      getCollection("projects"),
    ]);
    return buildPageTree([
      ...coreNodes,
      ...projects.map((p) => ({
        route: `projects/${p.id}`,
        label: p.data.title,
        summary: p.data.description,
        parent: "projects",
      })),
      ...pages.map((p) => ({
        route: p.id,
        label: shortTitle(p.data.title),
        summary: fillFacts(p.data.summary),
        // Top-level service pages sit under /services in breadcrumbs; landing pages under Home.
        parent: p.data.parent ?? (p.data.kind === "service" ? "services" : undefined),
        order: p.data.order,
        listOnParent: p.data.parent ? p.data.listOnParent : false,
        alsoUnder: p.data.alsoUnder,
        group: p.data.group,
      })),
      ...areas.map((a) => ({
        route: `areas/${a.id}`,
        label: a.data.name,
        summary: fillFacts(a.data.summary),
        parent: "areas",
      })),
      ...topics.map((t) => ({
        route: `areas/${t.id}`,
        label: shortTitle(t.data.title),
        summary: fillFacts(t.data.summary),
        parent: `areas/${t.id.split("/")[0] ?? ""}`,
        order: t.data.order,
      })),
    ]);
  })();
  return treePromise;
}

/** A link to a route with the page's own short name; fails the build for a missing page. */
export async function linkTo(route: string): Promise<NavItem> {
  const node = (await getSiteTree()).get(route);
  if (!node) throw new Error(`Link to /${route}, which is not a page`);
  return { label: node.label, href: node.route === "" ? "/" : pathOf(node.route) };
}

/** Card data (title, summary, link) for a list of routes. */
export async function cardsFor(routes: readonly string[]) {
  const tree = await getSiteTree();
  return routes.map((route) => {
    const node = tree.get(route);
    if (!node) throw new Error(`Card for /${route}, which is not a page`);
    return cardOf(node);
  });
}

/** Everything the footer shows, read from config and content. */
export async function getFooterData() {
  return {
    areas: await Promise.all(footerAreaSlugs.map((slug) => linkTo(`areas/${slug}`))),
    localServices: await Promise.all(localServicePaths.slice(0, footerListLength).map(linkTo)),
    localSearch: await Promise.all(localSearchPaths.map(linkTo)),
    partnerName: tilingPartner.name,
    partnerLinks: (await tilingPartnerLinks()).slice(0, tilingPartner.footerCount),
  };
}

/** Links to the tiling partner's page for each district we cover, in the home grid's order. */
export async function tilingPartnerLinks(): Promise<NavItem[]> {
  const areas = await getCollection("areas");
  return [...homeAreaSlugs, ...extraAreaSlugs].flatMap((slug) => {
    const area = areas.find((a) => a.id === slug);
    return area
      ? [{ label: `Tilers in ${area.data.name}`, href: tilingPartner.url + tilingPartner.areaPath(slug) }]
      : [];
  });
}

/** A region of London and the district cards in it. */
export interface RegionGroup {
  region: keyof typeof regionNames;
  heading: string;
  cards: { title: string; text: string; href: string }[];
}

/**
 * Districts grouped by region, in the regions' order. `pick` chooses and
 * orders the districts (by default all, by name); `text` picks each card's line.
 */
export async function areasByRegion({
  pick,
  text = "summary",
}: { pick?: readonly string[]; text?: "summary" | "tagline" } = {}): Promise<RegionGroup[]> {
  const all = await getCollection("areas");
  const chosen = pick
    ? pick.map((slug) => {
        const area = all.find((a) => a.id === slug);
        if (!area) throw new Error(`Area ${slug} has no page`);
        return area;
      })
    : [...all].sort((a, b) => a.data.name.localeCompare(b.data.name));
  return (Object.keys(regionNames) as (keyof typeof regionNames)[]).map((region) => ({
    region,
    heading: regionNames[region],
    cards: chosen
      .filter((a) => a.data.region === region)
      .map((a) => ({ title: a.data.name, text: fillFacts(a.data[text]), href: `/areas/${a.id}` })),
  }));
}

/** Rendered Markdown body with fact tokens filled in. */
export function bodyHtml(entry: { rendered?: { html: string } | undefined }): string {
  return fillFacts(entry.rendered?.html ?? "");
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
