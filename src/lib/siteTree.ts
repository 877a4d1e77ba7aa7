/**
 * The one tree of the whole site: core pages, hubs, service and landing pages,
 * districts, district topics and projects, built from content data. The build
 * (through astro:content) and the Node scripts (through the disk loader) both
 * call this, so menus, breadcrumbs, card grids, the sitemap and redirects all
 * come from the same nodes.
 */
import type { NavigationData } from "../content/schemas/navigation";
import { markdownCollections, type PageFamily } from "../content/collections";
import type { AreaData, PageData, Project } from "../content/schemas";
import { fillFacts } from "./facts";
import { buildRouteTree, shortTitle, type RouteTree, type TreeNode } from "./routeTree";

/** A content entry as both loaders give it: its id and its validated data. */
interface Entry<T> {
  id: string;
  data: T;
}

/** What the tree reads of an entry of any page family; fields a family's schema lacks are absent. */
export type FamilyEntryData = Pick<PageData, "title" | "summary"> &
  Partial<
    Pick<PageData, "kind" | "parent" | "order" | "listOnParent" | "alsoUnder" | "group" | "aliases" | "visual">
  > & {
    /** A district's name, which labels it instead of its title. */
    name?: string;
  };

interface SiteContent {
  core: NavigationData["core"];
  /** Each page family's entries, by its name in the registry (content/collections.ts). */
  families: Readonly<Record<string, readonly Entry<FamilyEntryData>[]>>;
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

/**
 * Each fallback's own page, at its prefix without the slash (`project-details`): an old path of the
 * fallback's target in the tree, so the build writes it as a redirect page. Hosts without prefix redirects (Vercel) rewrite
 * any other path below the prefix to it; the redirect pages of known paths are files, found first.
 */
export const fallbackPages = (): Record<string, string> =>
  Object.fromEntries(oldPathFallbacks.map(({ prefix, to }) => [prefix.replace(/\/$/, ""), to]));

/** A project page's route, `projects/<id>`. */
export const projectRoutePattern = /^projects\/[^/]+$/;

/**
 * The owner deletes the sample projects, and copy may still name one: a page's
 * parent, a related card or a link in its body. Such a route resolves to the
 * projects page instead of failing the build; the launch check lists them.
 */
export const projectOrIndex = (route: string, exists: (route: string) => boolean): string =>
  projectRoutePattern.test(route) && !exists(route) ? "projects" : route;

function siteTreeNodes(
  { core, families, projects }: SiteContent,
  registry: Readonly<Record<string, PageFamily>>,
): TreeNode[] {
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
    ...Object.entries(registry).flatMap(([name, family]) =>
      (families[name] ?? []).map(({ id, data }): TreeNode => {
        // A page that names its parent is listed there as it says; one that does not takes its family's.
        const fallback = data.parent ? undefined : family.parent(id, data);
        return {
          route: family.route(id),
          label: data.name ?? shortTitle(data.title),
          summary: fillFacts(data.summary),
          parent: data.parent ? resolve(data.parent) : fallback?.route,
          order: data.order,
          listOnParent: data.parent ? data.listOnParent : fallback?.listed,
          alsoUnder: data.alsoUnder?.map(resolve),
          group: data.group,
          aliases: data.aliases,
          visual: data.visual,
        };
      }),
    ),
  ];
}

/** The tree of the core pages, the projects and every family of the registry (a test may pass another registry). */
export const buildSiteTree = (
  content: SiteContent,
  registry: Readonly<Record<string, PageFamily>> = markdownCollections,
): RouteTree => buildRouteTree(withFallbackPages(siteTreeNodes(content, registry)));

/** Each fallback's own page (`fallbackPages`) as an old path of the page it sends visitors to. */
function withFallbackPages(nodes: readonly TreeNode[]): TreeNode[] {
  const pages = Object.entries(fallbackPages());
  return nodes.map((node) => {
    const extra = pages.filter(([, to]) => to === node.route).map(([page]) => page);
    return extra.length ? { ...node, aliases: [...(node.aliases ?? []), ...extra] } : node;
  });
}

/** Districts in home-grid order (those with `homeOrder`), then the rest by name. */
export function areasInHomeOrder<T extends Entry<AreaData>>(areas: readonly T[]): T[] {
  const rank = (a: T) => a.data.homeOrder ?? Number.POSITIVE_INFINITY;
  return [...areas].sort((a, b) => rank(a) - rank(b) || a.data.name.localeCompare(b.data.name));
}
