/**
 * The star claims follow the published reviews (issue 50): the figures from the ratings, and the launch
 * check's findings while business.json's claims differ from them.
 */
import { describe, expect, it } from "vitest";
import { claimFindings, liveSampleReviews, readPublishedFigures } from "../../scripts/lib/launchCheck";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { business } from "../../src/config/site";
import { claimsFromFigures, reviewFigures, reviewFiguresPath } from "../../src/lib/reviewFigures";

/** The claims as the owner may have set them, in business.json's shape. */
const claimsOf = (rating: string, satisfaction: string) => ({
  ...business.claims,
  rating: { value: rating, confirmed: true },
  satisfaction: { value: satisfaction, confirmed: true },
});

describe("the published reviews' figures", () => {
  it("count every review, average them to one decimal and count 4 and 5 stars as satisfied", () => {
    expect(reviewFigures([5, 4, 2])).toEqual({ count: 3, average: 3.7, satisfaction: 67 });
    expect(reviewFigures([])).toEqual({ count: 0, average: 0, satisfaction: 0 });
    expect(claimsFromFigures(reviewFigures([5, 4, 2]))).toEqual({ rating: "3.7", satisfaction: "67%" });
  });
});

describe("the launch check's star claims", () => {
  it("says nothing while no review is published: the claims are the owner's words", () => {
    expect(claimFindings(reviewFigures([]), claimsOf("5", "100%"))).toEqual([]);
  });

  it("fails each claim a published review contradicts, naming the figure to print", () => {
    const figures = reviewFigures([5, 2]);
    const findings = claimFindings(figures, claimsOf("5", "100%"));
    expect(findings.map((f) => f.detail)).toEqual([
      "rating: the site says 5; the 2 published review(s) give 3.5",
      "satisfaction: the site says 100%; the 2 published review(s) give 50%",
    ]);
    expect(findings.every((f) => f.file === "src/content/site/business.json")).toBe(true);
    expect(claimFindings(figures, claimsOf("3.5", "50%"))).toEqual([]);
    expect(claimFindings(reviewFigures([5, 5]), claimsOf("5.0", "100%"))).toEqual([]);
  });

  it("reads the figures the live site answers, and refuses an answer that is not them", async () => {
    const answer = (body: unknown, status = 200) =>
      ((url: URL) => {
        expect(url.href).toBe(`https://site.test${reviewFiguresPath}`);
        return Promise.resolve(Response.json(body, { status }));
      }) as unknown as typeof fetch;
    const figures = { count: 2, average: 3.5, satisfaction: 50 };
    await expect(readPublishedFigures("https://site.test", answer(figures))).resolves.toEqual(figures);
    await expect(readPublishedFigures("https://site.test", answer({ count: -1 }))).rejects.toThrow();
    await expect(readPublishedFigures("https://site.test", answer(figures, 503))).rejects.toThrow(/503/);
  });
});

describe("the launch check's sample reviews on the live site", () => {
  const content = loadAllContent();
  const samples = content.reviews.filter((review) => review.data.sample);
  /** The live site: each page as the build printed it, or with the examples taken off. */
  const site = (withExamples: boolean) =>
    ((url: URL) => {
      const printed = samples.map((review) =>
        review.data.text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;"),
      );
      const body = withExamples && url.pathname === "/" ? printed.join("</p><p>") : "<p>Published reviews</p>";
      return Promise.resolve(new Response(`<main><p>${body}</p></main>`));
    }) as unknown as typeof fetch;

  it("lists the examples the live pages still show, and none once the Worker has taken them off", async () => {
    await expect(liveSampleReviews("https://site.test", content, site(true))).resolves.toEqual(
      samples.map((review) => review.data.author),
    );
    await expect(liveSampleReviews("https://site.test", content, site(false))).resolves.toEqual([]);
  });
});
