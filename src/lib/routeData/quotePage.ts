/** Route data of the pages built around the quote form: /contact, /request-custom-quote, /call-us-today. */
import { quotePagesCopy } from "../../config/pageCopy";
import type { QuotePageData } from "../../content/schemas/quotePages";
import { businessJsonLd, faqJsonLd } from "../jsonLd";
import { hasRequestPages } from "../quoteDelivery";
import { getSiteTree, withFacts } from "../siteData";
import { metaOf, type RoutedPage } from "./shared";

export type QuoteRoute = QuotePageData["route"];

export interface QuotePageProps {
  /** The page's copy with facts filled in. */
  page: QuotePageData;
  /**
   * Whether the page links the lookup of a sent request (/request): the contact page, on a build whose
   * Worker serves the request pages (the static hosts have none).
   */
  requestLookup: boolean;
}

/** The quote page that links the lookup of a sent request, where the build has one. */
const lookupRoute: QuoteRoute = "contact";

export async function quotePage(route: QuoteRoute): Promise<RoutedPage<QuotePageProps>> {
  const copy = quotePagesCopy.find((p) => p.route === route);
  if (!copy) throw new Error(`No copy for /${route} in src/content/site/quote-pages.json`);
  const page = withFacts(copy);
  return {
    meta: metaOf(page.meta, `/${route}`, [businessJsonLd(), faqJsonLd(page.faqs)]),
    crumbs: (await getSiteTree()).breadcrumbs(route),
    props: { page, requestLookup: hasRequestPages && route === lookupRoute },
  };
}
