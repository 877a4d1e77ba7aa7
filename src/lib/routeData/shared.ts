/**
 * What every route-data module shares: the shape of a routed page, the
 * default hero buttons, search metadata and review lookup.
 */
import { getCollection } from "astro:content";
import { site } from "../../config/site";
import type { Faq, PageButton, Review } from "../../content/schemas";
import { actionHref } from "../contactLinks";
import { faqJsonLd, type Crumb } from "../jsonLd";
import type { PageMeta } from "../seo";

/** A card that links to a page: its name, one line and its path. */
export interface LinkCardData {
  title: string;
  text: string;
  href?: string | undefined;
}

/** Cards under one optional heading. */
export interface CardGroup {
  heading?: string | undefined;
  cards: readonly LinkCardData[];
}

/** A hero or card button. */
export interface ActionLink {
  label: string;
  href: string;
}

/** What a route renders: search metadata, breadcrumbs and its template's props. */
export interface RoutedPage<Props> {
  meta: PageMeta;
  crumbs: readonly Crumb[];
  props: Props;
}

const defaultButtons: [PageButton, PageButton] = [
  { label: "Get Free Quote", action: "quote" },
  { label: `Call ${site.phone.display}`, action: "call" },
];

/** The hero's two buttons, from a page's data or the defaults. */
export function heroActions(buttons: readonly [PageButton, PageButton] = defaultButtons): {
  primary: ActionLink;
  secondary: ActionLink;
} {
  const [primary, secondary] = buttons.map((b) => ({ label: b.label, href: actionHref(b.action) }));
  if (!primary || !secondary) throw new Error("A page needs two buttons");
  return { primary, secondary };
}

/** Search metadata of a page, with its structured data. */
export function metaOf(
  data: { title: string; description: string; keywords: readonly string[] },
  path: string,
  jsonLd: readonly object[] = [],
): PageMeta {
  return { title: data.title, description: data.description, keywords: data.keywords, path, jsonLd };
}

/** FAQPage structured data, when a page has questions. */
export const faqData = (faqs: readonly Faq[]) => (faqs.length ? [faqJsonLd(faqs)] : []);

/** Reviews by id, leaving out any no longer on file. */
export async function reviewsFor(ids: readonly string[]): Promise<Review[]> {
  // The owner replaces the sample reviews in the editor; a page's pick of a review that is
  // gone shows nothing rather than failing the build, and the launch check names it.
  const onFile = new Map((await getCollection("reviews")).map((entry) => [entry.id, entry.data]));
  return ids.flatMap((id) => onFile.get(id) ?? []);
}
