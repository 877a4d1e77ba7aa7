import { site } from "../config/site";

/** What a page tells the head builder about itself. */
export interface PageMeta {
  /** Search title without the brand; the builder adds it when it fits. */
  title: string;
  /** Meta description; the site description is used when missing. */
  description?: string | undefined;
  /** Keywords for the keywords meta tag, most important first. */
  keywords?: readonly string[] | undefined;
  /** Route path, e.g. `/roof-repairs` or `/`. */
  path: string;
  /** Structured data objects, each rendered as one JSON-LD block. */
  jsonLd?: readonly object[] | undefined;
  /** True for pages search engines should not index (the 404 page). */
  noindex?: boolean | undefined;
}

/** One tag of the document head. */
export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  content?: string;
}

const MAX_DESCRIPTION = 160;
const MAX_TITLE = 60;
const MAX_KEYWORDS = 20;

/** Absolute canonical URL with no trailing slash. */
export function canonicalUrl(path: string, origin: string = site.url): string {
  const clean = `/${path}`.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  return `${origin}${clean}`;
}

/** The page title, with the brand appended when the whole stays within 60 characters. */
export function fullTitle(title: string, brand: string = site.shortName): string {
  const withBrand = `${title} | ${brand}`;
  return title.includes(brand) || withBrand.length > MAX_TITLE ? title : withBrand;
}

/**
 * The meta description: the page's text followed by ` — {suffix}`, at most 160
 * characters in all. A long text is cut at a word boundary and marked with an
 * ellipsis so the suffix always fits.
 */
export function metaDescription(
  description: string | undefined,
  suffix: string = site.name,
  fallback: string = site.description,
): string {
  const text = (description ?? "").trim() || fallback;
  const tail = ` — ${suffix}`;
  if (text.length + tail.length <= MAX_DESCRIPTION) return text + tail;
  const room = MAX_DESCRIPTION - tail.length - 1;
  const cut = text.slice(0, room + 1);
  const atWord = cut.lastIndexOf(" ") > room / 2 ? cut.slice(0, cut.lastIndexOf(" ")) : cut.slice(0, room);
  return `${atWord.replace(/[\s,.;:—-]+$/, "")}…${tail}`;
}

/** Unique keywords, first 20: the page's own, then ones generated from its title. */
export function keywordList(meta: Pick<PageMeta, "title" | "keywords">): string[] {
  const subject =
    meta.title
      .split(/\s[|—–-]\s|:/)[0]
      ?.trim()
      .toLowerCase() ?? "";
  const bare = subject.replace(/\s+(in|across)\s+london$/, "").trim();
  const generated = [bare, `${bare} london`, `${bare} near me`, "london builders", "building contractor london"];
  const all = [...(meta.keywords ?? []), ...generated].map((k) => k.trim().toLowerCase()).filter(Boolean);
  return [...new Set(all)].slice(0, MAX_KEYWORDS);
}

/**
 * Where a page's social preview image is served: `/og/index.png` for the home
 * page, `/og/roof-repairs.png` for `/roof-repairs`. The build draws one per page
 * (scripts/lib/ogImages.ts); pages outside the site tree (the 404) share the
 * site's image.
 */
export const ogImagePath = (path: string) => `/og/${path.replace(/^\//, "") || "index"}.png`;

/** Builds the whole head for a page as a list of tags; `Head.astro` only renders it. */
export function buildHead(meta: PageMeta): HeadTag[] {
  const title = fullTitle(meta.title);
  const description = metaDescription(meta.description);
  const url = canonicalUrl(meta.path);
  const image = `${site.url}${meta.noindex ? site.structuredData.image.path : ogImagePath(meta.path)}`;
  const tags: HeadTag[] = [
    { tag: "title", attrs: {}, content: title },
    { tag: "meta", attrs: { name: "description", content: description } },
    { tag: "meta", attrs: { name: "keywords", content: keywordList(meta).join(", ") } },
    { tag: "link", attrs: { rel: "canonical", href: url } },
    { tag: "meta", attrs: { property: "og:type", content: meta.path === "/" ? "website" : "article" } },
    { tag: "meta", attrs: { property: "og:site_name", content: site.name } },
    { tag: "meta", attrs: { property: "og:locale", content: "en_GB" } },
    { tag: "meta", attrs: { property: "og:title", content: title } },
    { tag: "meta", attrs: { property: "og:description", content: description } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { property: "og:image:width", content: String(site.structuredData.image.width) } },
    { tag: "meta", attrs: { property: "og:image:height", content: String(site.structuredData.image.height) } },
    {
      tag: "meta",
      attrs: { property: "og:image:alt", content: meta.noindex ? site.name : `${meta.title}, ${site.name}` },
    },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
  ];
  if (meta.noindex) tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex" } });
  for (const data of meta.jsonLd ?? []) {
    tags.push({ tag: "script", attrs: { type: "application/ld+json" }, content: jsonForScript(data) });
  }
  return tags;
}

/** JSON safe to place inside a <script> element (no closing tag can be formed). */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
