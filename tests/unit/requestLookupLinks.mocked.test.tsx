/**
 * The lookup of a sent request (/request) is linked from the contact page and the footer on the
 * Cloudflare build only (PUBLIC_QUOTE_TRANSPORT=api): the static hosts have no Worker, so no /request,
 * and a link there would be a dead end. Each build's value is read when the modules load, so each
 * case loads them afresh (hence a file of its own: *.mocked.test).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sectionTitles } from "../../src/config/pageCopy";
import { requestPagePrefix } from "../../src/lib/requestLink";

afterEach(() => vi.unstubAllEnvs());

/** The footer and the contact page as a build with this transport renders them. */
async function pagesOf(transport: "api" | "emailjs") {
  vi.stubEnv("PUBLIC_QUOTE_TRANSPORT", transport);
  vi.resetModules();
  const { SiteFooter } = await import("../../src/components/layout/SiteFooter");
  const { QuotePage } = await import("../../src/components/templates/QuotePage");
  const { quotePage } = await import("../../src/lib/routeData/quotePage");
  const none = [] as const;
  const footer = renderToStaticMarkup(
    <SiteFooter
      anchors={none}
      areas={none}
      localServices={none}
      localSearch={none}
      partnerLinks={none}
      legalLines={none}
      legalLinks={none}
    />,
  );
  const contact = renderToStaticMarkup(<QuotePage {...(await quotePage("contact")).props} />);
  const customQuote = renderToStaticMarkup(<QuotePage {...(await quotePage("request-custom-quote")).props} />);
  return { footer, contact, customQuote };
}

const lookupLinks = (html: string) =>
  [...html.matchAll(new RegExp(`<a href="${requestPagePrefix}"[^>]*>([^<]*)</a>`, "g"))].map((m) => m[1]);

describe("the link to find a sent request", () => {
  it("is in the footer and on the contact page of the Cloudflare build", async () => {
    const { footer, contact, customQuote } = await pagesOf("api");
    expect(lookupLinks(footer)).toEqual([sectionTitles.footer.requestLookup]);
    expect(lookupLinks(contact)).toEqual([sectionTitles.quote.requestLookup]);
    expect(lookupLinks(customQuote)).toEqual([]);
  });

  it("is nowhere on a static host's build, which has no /request", async () => {
    const { footer, contact } = await pagesOf("emailjs");
    expect(lookupLinks(footer)).toEqual([]);
    expect(lookupLinks(contact)).toEqual([]);
  });
});
