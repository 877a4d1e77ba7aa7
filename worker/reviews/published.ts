/**
 * What the site shows of its reviews (issue 50 §2, "published whole"): every published review, newest
 * first, with the true count and average over all of them, the removals counted by reason, and the
 * invitations sent out of the jobs completed. Read by the pages that show reviews (publicPages.ts).
 * The figures are src/lib/reviewFigures.ts's, which the launch check compares the star claims with.
 */
import { claimsFromFigures, reviewFigures, type ReviewFigures } from "../../src/lib/reviewFigures";

/** A published review as the site shows it. */
export interface PublishedReview {
  rating: number;
  body: string;
  name_shown: string;
  work_type: string;
  district: string | null;
  /** YYYY-MM. */
  completed_month: string;
  reply: string | null;
}

/** The reasons the policy names for a removal (migration 0020's review_removals). */
export const removalReasons = ["personalData", "abuse", "unlawful", "customerRequest", "retention"] as const;
export type RemovalReason = (typeof removalReasons)[number];

export interface Published {
  /** Newest first. */
  reviews: PublishedReview[];
  /** Every published review, none left out. */
  count: number;
  /** The count, average and satisfaction as numbers (the launch check reads them at /api/reviews/figures). */
  figures: ReviewFigures;
  /** Over every published review, to one decimal ("4.6"); "" while there is none. */
  average: string;
  /** The share of 4- and 5-star reviews, as a whole percentage ("78%"); "" while there is none. */
  satisfaction: string;
  /** Removals by reason, in the policy's order, only reasons that occurred. */
  removed: { reason: RemovalReason; count: number }[];
  removedCount: number;
  /** Review invitations sent, out of the jobs completed (each completed job opens one). */
  invitations: { sent: number; completed: number };
}

/** Whether the site has had a real review: one published, or one removed after it was. The examples go then. */
export const hasReal = (published: Published) => published.count > 0 || published.removedCount > 0;

export async function readPublished(db: D1Database): Promise<Published> {
  const [reviews, removals, invitations] = await db.batch([
    db.prepare(
      `SELECT rating, body, name_shown, work_type, district, completed_month, reply
         FROM reviews ORDER BY created_at DESC, id DESC`,
    ),
    db.prepare("SELECT reason, count(*) AS n FROM review_removals GROUP BY reason"),
    db.prepare("SELECT count(*) AS completed, count(sent_at) AS sent FROM review_invitations"),
  ]);
  const rows = (reviews?.results ?? []) as PublishedReview[];
  const figures = reviewFigures(rows.map((r) => r.rating));
  const { count } = figures;
  const byReason = new Map(
    ((removals?.results ?? []) as { reason: RemovalReason; n: number }[]).map((r) => [r.reason, r.n]),
  );
  const removed = removalReasons.flatMap((reason) => {
    const n = byReason.get(reason) ?? 0;
    return n > 0 ? [{ reason, count: n }] : [];
  });
  const sent = (invitations?.results[0] ?? { completed: 0, sent: 0 }) as { completed: number; sent: number };
  return {
    reviews: rows,
    count,
    figures,
    average: count ? figures.average.toFixed(1) : "",
    satisfaction: count ? claimsFromFigures(figures).satisfaction : "",
    removed,
    removedCount: removed.reduce((sum, r) => sum + r.count, 0),
    invitations: { sent: sent.sent, completed: sent.completed },
  };
}
