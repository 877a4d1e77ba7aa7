/**
 * The figures the site may state about its reviews, worked out from every published review (issue 50):
 * how many, their average rating, and satisfaction as the share rated 4 or 5 out of 5. Once one real
 * review is published, the firm's rating and satisfaction claims (business.json `claims`) must be these
 * figures: the Worker prints them on the pages it serves, and the launch check fails while a claim the
 * static pages print differs from them.
 */

export interface ReviewFigures {
  /** Published reviews. */
  count: number;
  /** Their average rating, to one decimal place (0 when there are none). */
  average: number;
  /** The share rated 4 or 5, as a whole percentage (0 when there are none). */
  satisfaction: number;
}

/** Where the live site answers its published reviews' figures (worker/reviews/publicPages.ts), for the launch check. */
export const reviewFiguresPath = "/api/reviews/figures";

/** A rating at or above this counts as a satisfied customer. */
export const satisfiedFrom = 4;

/** The figures of these ratings (each 1 to 5). */
export function reviewFigures(ratings: readonly number[]): ReviewFigures {
  const count = ratings.length;
  if (!count) return { count, average: 0, satisfaction: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const satisfied = ratings.filter((rating) => rating >= satisfiedFrom).length;
  return { count, average: Math.round((sum / count) * 10) / 10, satisfaction: Math.round((satisfied / count) * 100) };
}

/** The claims as the published figures state them, in the form business.json's claims take ("4.6", "78%"). */
export const claimsFromFigures = (figures: ReviewFigures) => ({
  rating: String(figures.average),
  satisfaction: `${figures.satisfaction}%`,
});

/** A claim the site prints that the published reviews do not bear out. */
export interface ClaimDifference {
  claim: "rating" | "satisfaction";
  printed: string;
  published: string;
}

/**
 * The rating and satisfaction claims that differ from the published figures; none while no review is
 * published (the claims are then the owner's words, as the spec gives them). A rating is compared as a
 * number ("5" and "5.0" agree), satisfaction as a percentage.
 */
export function claimDifferences(
  claims: { rating: string; satisfaction: string },
  figures: ReviewFigures,
): ClaimDifference[] {
  if (!figures.count) return [];
  const published = claimsFromFigures(figures);
  const differences: ClaimDifference[] = [];
  if (Number(claims.rating) !== figures.average)
    differences.push({ claim: "rating", printed: claims.rating, published: published.rating });
  if (Number.parseFloat(claims.satisfaction) !== figures.satisfaction)
    differences.push({ claim: "satisfaction", printed: claims.satisfaction, published: published.satisfaction });
  return differences;
}
