/**
 * The one tree of the whole site: core pages, hubs, service and landing pages,
 * districts, district topics and projects, built from content data. The build
 * (through astro:content) and the Node scripts (through the disk loader) both
 * call this, so menus, breadcrumbs, card grids, the sitemap and redirects all
 * come from the same nodes.
 */
import type { NavigationData } from "../content/siteSchemas";
import type { AreaData, AreaTopicData, PageData, Project } from "../content/schemas";
import { fillFacts } from "./facts";
import { buildPageTree, shortTitle, type PageTree, type TreeNode } from "./pageTree";

/** A content entry as both loaders give it: its id and its validated data. */
interface Entry<T> {
  id: string;
  data: T;
}

interface SiteContent {
  core: NavigationData["core"];
  pages: readonly Entry<PageData>[];
  areas: readonly Entry<AreaData>[];
  topics: readonly Entry<AreaTopicData>[];
  projects: readonly Entry<Project>[];
}

/** The old site showed projects at /project-details/{id}. */
const oldProjectPath = (id: string) => `project-details/${id}`;

/**
 * Old paths below a prefix that no page answers any more. The old site showed
 * a sample project for any /project-details/{id}; ids without a project of
 * their own go to the projects page (one canonical page, no duplicates).
 */
export const oldPathFallbacks: readonly { prefix: string; to: string }[] = [
  { prefix: "project-details/", to: "projects" },
];

/** A project page's route, `projects/<id>`. */
export const projectRoutePattern = /^projects\/[^/]+$/;

/**
 * The owner deletes the sample projects, and copy may still name one: a page's
 * parent, a related card or a link in its body. Such a route resolves to the
 * projects page instead of failing the build; the launch check lists them.
 */
export const projectOrIndex = (route: string, exists: (route: string) => boolean): string =>
  projectRoutePattern.test(route) && !exists(route) ? "projects" : route;

function siteTreeNodes({ core, pages, areas, topics, projects }: SiteContent): TreeNode[] {
  const projectRoutes = new Set(projects.map((p) => `projects/${p.id}`));
  const resolve = (route: string) => projectOrIndex(route, (r) => projectRoutes.has(r));
  return [
    ...core.map((page) => ({ route: page.route, label: page.label, aliases: page.aliases })),
    ...projects.map((p) => ({
      route: `projects/${p.id}`,
      label: p.data.title,
      summary: p.data.description,
      parent: "projects",
      aliases: [oldProjectPath(p.id)],
    })),
    ...pages.map((p) => ({
      route: p.id,
      label: shortTitle(p.data.title),
      summary: fillFacts(p.data.summary),
      // Top-level service pages sit under /services in breadcrumbs; landing pages under Home.
      parent: p.data.parent ? resolve(p.data.parent) : p.data.kind === "service" ? "services" : undefined,
      order: p.data.order,
      listOnParent: p.data.parent ? p.data.listOnParent : false,
      alsoUnder: p.data.alsoUnder.map(resolve),
      group: p.data.group,
      aliases: p.data.aliases,
      visual: p.data.visual,
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
  ];
}

export const buildSiteTree = (content: SiteContent): PageTree => buildPageTree(siteTreeNodes(content));

/** Districts in home-grid order (those with `homeOrder`), then the rest by name. */
export function areasInHomeOrder<T extends Entry<AreaData>>(areas: readonly T[]): T[] {
  const rank = (a: T) => a.data.homeOrder ?? Number.POSITIVE_INFINITY;
  return [...areas].sort((a, b) => rank(a) - rank(b) || a.data.name.localeCompare(b.data.name));
}
