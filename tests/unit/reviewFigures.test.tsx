/**
 * The review policy page's figures (issue 50): a content page whose front matter says `reviewFigures: true`
 * gets the element the Worker fills with the figures on Cloudflare (worker/reviews/publicPages.ts), after
 * its text; a static host shows what it says in its place. No other page has it.
 */
import { getCollection } from "astro:content";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentPage } from "../../src/components/templates/ContentPage";
import { sectionTitles } from "../../src/config/pageCopy";
import { pageSchema } from "../../src/content/schemas";
import { contentPage } from "../../src/lib/routeData/contentPage";

/** A content page of the site (its own route data), with its front matter's `reviewFigures` as given. */
async function page(reviewFigures?: boolean): Promise<string> {
  const entry = (await getCollection("pages")).find((e) => e.id === "design-consultation");
  if (!entry) throw new Error("No /design-consultation page");
  const { props } = await contentPage({ ...entry, data: { ...entry.data, reviewFigures } });
  return renderToStaticMarkup(<ContentPage {...props} bodyHtml="<p>Every completed job gets one invitation.</p>" />);
}

describe("the review figures", () => {
  it("follow the text of a page whose front matter asks for them, and no other", async () => {
    const html = await page(true);
    expect(html.match(/data-review-figures/g)).toHaveLength(1);
    expect(html.indexOf("data-review-figures")).toBeGreaterThan(
      html.indexOf("Every completed job gets one invitation."),
    );
    expect(html).toContain(sectionTitles.content.reviewFigures);
    expect(html).toContain(sectionTitles.content.reviewFiguresPending);
    expect(await page()).not.toContain("data-review-figures");
    expect(await page(false)).not.toContain("data-review-figures");
  });

  it("are an optional field of the pages' front matter", () => {
    expect(pageSchema.shape.reviewFigures.safeParse(undefined).success).toBe(true);
    expect(pageSchema.shape.reviewFigures.safeParse(true).success).toBe(true);
    expect(pageSchema.shape.reviewFigures.safeParse("yes").success).toBe(false);
  });
});
