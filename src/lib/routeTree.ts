/**
 * The site's page tree, derived from each page's `parent` (and `alsoUnder`).
 * Back links, card grids and breadcrumbs all come from here, so a
 * relationship is written once, on the child.
 */
import type { Crumb } from "./jsonLd";
import type { Visual } from "../content/visuals";

export interface TreeNode {
  /** Route path without slashes; "" is the home page. */
  route: string;
  /** Short name used in breadcrumbs and card titles. */
  label: string;
  /** One sentence for cards. */
  summary?: string | undefined;
  parent?: string | undefined;
  order?: number | undefined;
  listOnParent?: boolean | undefined;
  alsoUnder?: readonly string[] | undefined;
  group?: string | undefined;
  /** Old paths that redirect to this page. */
  aliases?: readonly string[] | undefined;
  /** The drawing the page names for itself; the pages under it share it unless they name their own. */
  visual?: Visual | undefined;
}

export interface RouteTree {
  get(route: string): TreeNode | undefined;
  /** Pages listed on `route`'s grid: its children, then pages that join via alsoUnder. */
  children(route: string): TreeNode[];
  /** Home, then each ancestor, then the page itself. */
  breadcrumbs(route: string): Crumb[];
  /** Every page's route, in the order the nodes were given. */
  routes(): string[];
  /** Old path → page route, from every node's aliases. */
  redirects(): Record<string, string>;
}

const byOrder = (a: TreeNode, b: TreeNode) => (a.order ?? 100) - (b.order ?? 100) || a.label.localeCompare(b.label);

/** A route's URL path: `/` for the home page, `/about` for `about`. */
export const pathOf = (route: string) => `/${route}`;

export function buildRouteTree(nodes: readonly TreeNode[]): RouteTree {
  const index = new Map<string, TreeNode>();
  for (const node of nodes) {
    if (index.has(node.route)) throw new Error(`Two pages claim /${node.route}`);
    index.set(node.route, node);
  }
  const redirects: Record<string, string> = {};
  for (const node of nodes) {
    for (const alias of node.aliases ?? []) {
      if (index.has(alias) || alias in redirects)
        throw new Error(`/${alias} is both a page and a redirect, or two redirects`);
      redirects[alias] = node.route;
    }
  }
  const listed = new Map<string, TreeNode[]>();
  for (const node of nodes) {
    const hubs = [...(node.parent && node.listOnParent !== false ? [node.parent] : []), ...(node.alsoUnder ?? [])];
    for (const hub of hubs) listed.set(hub, [...(listed.get(hub) ?? []), node]);
  }
  return {
    get: (route) => index.get(route),
    children: (route) => [...(listed.get(route) ?? [])].sort(byOrder),
    breadcrumbs(route) {
      const trail: TreeNode[] = [];
      const seen = new Set<string>();
      for (
        let node = index.get(route);
        node && !seen.has(node.route);
        node = node.parent ? index.get(node.parent) : undefined
      ) {
        seen.add(node.route);
        trail.unshift(node);
      }
      const home = index.get("");
      if (home && trail[0]?.route !== "") trail.unshift(home);
      return trail.map((n) => ({ name: n.label, path: pathOf(n.route) }));
    },
    routes: () => [...index.keys()],
    redirects: () => ({ ...redirects }),
  };
}

/** A page as a link card: its short name, its summary and its path. */
export function cardOf(node: TreeNode): { title: string; text: string; href: string } {
  return { title: node.label, text: node.summary ?? "", href: pathOf(node.route) };
}

/** The part of a search title before ` | `, used as a short page name. */
export function shortTitle(title: string): string {
  return title.split(" | ")[0]?.trim() ?? title;
}

/**
 * Hubs among `routes` (pages with pages under them) that neither name a
 * drawing nor sit under a page that does: their pages would open with the
 * generic drawing of their kind. The content check fails on any.
 */
export function hubsWithoutDrawing(tree: RouteTree, routes: Iterable<string>): string[] {
  const parents = new Set(tree.routes().map((route) => tree.get(route)?.parent));
  return [...routes].filter(
    (route) => parents.has(route) && !tree.breadcrumbs(route).some((crumb) => tree.get(crumb.path.slice(1))?.visual),
  );
}
