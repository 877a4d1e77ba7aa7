/**
 * What each built page costs a visitor, gzipped: the JavaScript it loads
 * (script tags and their static imports; the island's component and renderer
 * with theirs; modules imported later on demand), its CSS and its HTML.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { siteRedirects } from "../lib/loadContent";
import { editorRoute, filesWithExtension, routeOfBuiltFile } from "../lib/files";
import { loadAllContent } from "../lib/loadContent";

export interface PageWeight {
  route: string;
  template: string;
  /** Script tags and their static imports, loaded with the page. */
  jsInitial: number;
  /** Island component and renderer with their imports, loaded when the form nears the viewport. */
  jsIsland: number;
  /** Modules the page imports on demand (web vitals, search, analytics, the lightbox). */
  jsLazy: number;
  jsTotal: number;
  /** The page's styles, gzipped: its inline stylesheet and font faces, and any linked stylesheet. */
  css: number;
  /** The site's stylesheets the page uses: a linked one by its URL, an inline one by its hash. */
  stylesheets: string[];
  /** Font files the page preloads or its linked stylesheets declare (already compressed: woff2 bytes as served). */
  fonts: number;
  /** The page's HTML without its inline styles, gzipped. */
  html: number;
  hasForm: boolean;
  hasEstimator: boolean;
  /** The quote form's photo code (preparing and previewing photos), loaded when the visitor opens the picker. */
  jsPhotos: number;
  /** Whether the page runs the quote outbox's check (src/scripts/outboxCheck.ts, in the layout script). */
  outboxCheck: boolean;
  /** The quote outbox's sender, loaded only when the outbox holds a request (src/lib/outbox/sender.ts). */
  jsOutboxSender: number;
  /** Bytes of each island's own code: its modules that neither the renderer nor another island loads. */
  islandOwn: Record<string, number>;
}

const gzCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** A module and everything it imports statically; dynamic imports are collected separately. */
function moduleGraph(root: string, entry: string, seen: Set<string>, lazy: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(entry, "utf8");
  const here = dirname(entry);
  for (const [, path = ""] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
    moduleGraph(root, join(here, path), seen, lazy);
  // The bundler writes these strings in double quotes or backticks (Vite 8's minifier prefers backticks).
  for (const [, path = ""] of code.matchAll(/import\(\s*["`](\.{1,2}\/[^"`]+\.js)["`]\s*\)/g))
    lazy.add(join(here, path));
  // Standalone scripts a module loads by URL on demand (the project pages' lightbox).
  for (const [, url = ""] of code.matchAll(/["`](\/_astro\/[^"`]+\.js)["`]/g)) lazy.add(join(root, url));
}

const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSize(f), 0);

/** Modules of every island component and renderer in the build, by entry file. */
function islandGraphs(root: string): Map<string, Set<string>> {
  const graphs = new Map<string, Set<string>>();
  for (const file of filesWithExtension(join(root, "_astro"), ".js")) {
    const code = readFileSync(file, "utf8");
    // Island entries are the ones pages name; finding them by page would read every page twice.
    if (!/\/(client|[A-Z][A-Za-z]+)\.[\w-]+\.js$/.test(file) || code.length < 200) continue;
    const seen = new Set<string>();
    moduleGraph(root, file, seen, new Set());
    graphs.set(file, seen);
  }
  return graphs;
}

const ownCache = new Map<string, number>();
/** A component's own bytes: the modules of its graph that no other island entry or renderer shares. */
function ownBytes(root: string, entry: string): number {
  let size = ownCache.get(entry);
  if (size === undefined) {
    const graphs = islandGraphs(root);
    const shared = new Set([...graphs].filter(([file]) => file !== entry).flatMap(([, g]) => [...g]));
    const seen = new Set<string>();
    moduleGraph(root, entry, seen, new Set());
    size = sum([...seen].filter((f) => !shared.has(f)));
    ownCache.set(entry, size);
  }
  return size;
}

function templateOf(route: string, kinds: ReadonlyMap<string, string>): string {
  if (route === "") return "home";
  if (["contact", "request-custom-quote", "call-us-today"].includes(route)) return "quote";
  if (["about", "services", "areas", "projects", "404"].includes(route))
    return route === "areas" ? "areas-index" : route;
  if (route.startsWith("projects/")) return "project";
  if (route.startsWith("areas/")) return route.split("/").length === 2 ? "area" : "area-topic";
  return kinds.get(route) ?? "other";
}

export function measurePages(root: string): PageWeight[] {
  const { pages } = loadAllContent();
  const kinds = new Map(pages.map((p) => [p.id, p.data.kind]));
  const fromRoot = (url: string) => join(root, url.replace(/^\//, ""));
  const weights: PageWeight[] = [];
  for (const path of filesWithExtension(root, ".html")) {
    const route = routeOfBuiltFile(root, path);
    // Redirect stubs, and the content editor, which only the owner loads.
    if (route in siteRedirects() || route === editorRoute) continue;
    const html = readFileSync(path, "utf8");
    const initial = new Set<string>();
    const island = new Set<string>();
    const lazy = new Set<string>();
    for (const [, src = ""] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
      moduleGraph(root, fromRoot(src), initial, lazy);
    for (const [, src = ""] of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) {
      moduleGraph(root, fromRoot(src), island, lazy);
    }
    const components = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*component-export="([^"]+)"/g)];
    const islandOwn = Object.fromEntries(
      components.map(([, url = "", name = ""]) => [name, ownBytes(root, fromRoot(url))]),
    );
    for (const f of initial) island.delete(f);
    for (const f of [...initial, ...island]) lazy.delete(f);
    const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    const stylesheets = [
      ...linked,
      // Not the font faces, nor Astro's one rule for its islands.
      ...inline
        .filter((css) => !css.startsWith("@font-face") && !css.startsWith("astro-island"))
        .map((css) => createHash("sha256").update(css).digest("hex")),
    ];
    const fontFiles = new Set<string>();
    for (const [, href = ""] of html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g))
      fontFiles.add(fromRoot(href));
    for (const sheet of linked) {
      const css = readFileSync(fromRoot(sheet), "utf8");
      for (const [, url = ""] of css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g))
        fontFiles.add(url.startsWith("/") ? fromRoot(url) : join(dirname(fromRoot(sheet)), url));
    }
    // The outbox's sender with what it loads itself (the EmailJS code, on static builds).
    const sender = new Set<string>();
    for (const file of [...lazy].filter((f) => /\/sender-[\w-]+\.js$/.test(f))) moduleGraph(root, file, sender, sender);
    for (const file of sender) lazy.add(file);
    const jsInitial = sum(initial);
    const jsIsland = sum(island);
    const jsLazy = sum(lazy);
    weights.push({
      route,
      // Estimator pages are their own row, so the estimator's cost is reported apart from plain pages'.
      template: "CostEstimator" in islandOwn ? "estimator" : templateOf(route, kinds),
      jsInitial,
      jsIsland,
      jsLazy,
      jsTotal: jsInitial + jsIsland + jsLazy,
      jsPhotos: sum([...lazy].filter((file) => /\/PhotoPreviews\.[\w-]+\.js$/.test(file))),
      outboxCheck: [...initial].some((file) => /["`]quote-outbox["`]/.test(readFileSync(file, "utf8"))),
      jsOutboxSender: sum(sender),
      css: sum(linked.map(fromRoot)) + gzipSync(inline.join(""), { level: 9 }).length,
      stylesheets,
      fonts: [...fontFiles].reduce((n, f) => n + statSync(f).size, 0),
      html: gzipSync(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ""), { level: 9 }).length,
      hasForm: "QuoteForm" in islandOwn,
      hasEstimator: "CostEstimator" in islandOwn,
      islandOwn,
    });
  }
  return weights.sort((a, b) => a.route.localeCompare(b.route));
}
