/**
 * The reviews' records (migration 0020): the invitation a completed job opens, the one review of the
 * job with each version the homeowner wrote, the owner's one reply, and the removals counted by reason.
 * A review or a removal goes with its purge of the pages that show reviews (publicCache.ts), which the
 * routes call after each write.
 */
import { londonIsoDate } from "../../src/lib/londonTime";

/** The invitation of a completed job: when it opened, when and how the owner sent it, the one reminder. */
export interface InvitationRow {
  lead_id: number;
  opened_at: string;
  sent_at: string | null;
  sent_via: SentVia | null;
  reminded_at: string | null;
}

export const sentVias = ["share", "whatsapp", "sms", "email"] as const;
export type SentVia = (typeof sentVias)[number];

export const nameStyles = ["initial", "anonymous"] as const;
export type NameStyle = (typeof nameStyles)[number];

/** The reasons the review policy names for the owner's removal ('customerRequest' is the homeowner's own). */
export const removalReasons = ["personalData", "abuse", "unlawful"] as const;
export type RemovalReason = (typeof removalReasons)[number];

export interface ReviewRow {
  id: number;
  lead_id: number;
  rating: number;
  body: string;
  name_style: NameStyle;
  name_shown: string;
  district: string | null;
  work_type: string;
  completed_month: string;
  created_at: string;
  updated_at: string;
  reply: string | null;
  replied_at: string | null;
}

/** What the homeowner writes: the rating, the words and how their name and district appear. */
export interface ReviewInput {
  rating: number;
  body: string;
  nameStyle: NameStyle;
  nameShown: string;
  district: string | null;
}

/** A homeowner may change their review for this many days after writing it. */
export const editDays = 30;
const dayMs = 86_400_000;

/** The last moment the review may be changed. */
export const editableUntil = (review: Pick<ReviewRow, "created_at">) =>
  new Date(Date.parse(review.created_at) + editDays * dayMs);

/**
 * Opens the lead's invitation at `at` (the job's completion), once: a second completion keeps the first.
 * The caller has checked that the lead is a job (jobs.find), so a cancelled contract never gets here.
 */
export async function openInvitation(db: D1Database, leadId: number, at: Date): Promise<void> {
  await db
    .prepare("INSERT INTO review_invitations (lead_id, opened_at) VALUES (?, ?) ON CONFLICT (lead_id) DO NOTHING")
    .bind(leadId, at.toISOString())
    .run();
}

export const invitationOf = (db: D1Database, leadId: number) =>
  db.prepare("SELECT * FROM review_invitations WHERE lead_id = ?").bind(leadId).first<InvitationRow>();

export const reviewOf = (db: D1Database, leadId: number) =>
  db.prepare("SELECT * FROM reviews WHERE lead_id = ?").bind(leadId).first<ReviewRow>();

/** How many versions the review has (its first included). */
export async function versionCount(db: D1Database, reviewId: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM review_versions WHERE review_id = ?")
    .bind(reviewId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Records that the owner sent the invitation, and how (the latest send counts). */
export async function markSent(db: D1Database, leadId: number, via: SentVia, at: Date): Promise<boolean> {
  const result = await db
    .prepare("UPDATE review_invitations SET sent_at = ?, sent_via = ? WHERE lead_id = ?")
    .bind(at.toISOString(), via, leadId)
    .run();
  return result.meta.changes > 0;
}

/**
 * The job's review, written at `at` with its first version, unless the lead already has one. `job`
 * is what the review keeps of the job: its work type and the London month it was completed.
 */
export async function writeReview(
  db: D1Database,
  leadId: number,
  input: ReviewInput,
  job: { workType: string; completedAt: string },
  at: Date,
): Promise<boolean> {
  const now = at.toISOString();
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO reviews (lead_id, rating, body, name_style, name_shown, district, work_type, completed_month, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
      )
      .bind(
        leadId,
        input.rating,
        input.body,
        input.nameStyle,
        input.nameShown,
        input.district,
        job.workType,
        londonIsoDate(new Date(job.completedAt)).slice(0, 7),
        now,
        now,
      ),
    // Only for the row just written: a second write finds its created_at older than `now`.
    db
      .prepare(
        `INSERT INTO review_versions (review_id, rating, body, name_shown, district, written_at)
         SELECT id, rating, body, name_shown, district, created_at FROM reviews WHERE lead_id = ? AND created_at = ?
         AND NOT EXISTS (SELECT 1 FROM review_versions WHERE review_versions.review_id = reviews.id)`,
      )
      .bind(leadId, now),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/** A change the homeowner makes within the 30 days, kept as a new version; false when the window has closed. */
export async function editReview(db: D1Database, review: ReviewRow, input: ReviewInput, at: Date): Promise<boolean> {
  if (at > editableUntil(review)) return false;
  const now = at.toISOString();
  // Within the window as the database sees it too, so a change and its version are made together or not at all.
  const writtenAfter = new Date(at.getTime() - editDays * dayMs).toISOString();
  const [updated] = await db.batch([
    db
      .prepare(
        "UPDATE reviews SET rating = ?, body = ?, name_style = ?, name_shown = ?, district = ?, updated_at = ? WHERE id = ? AND created_at > ?",
      )
      .bind(input.rating, input.body, input.nameStyle, input.nameShown, input.district, now, review.id, writtenAfter),
    db
      .prepare(
        `INSERT INTO review_versions (review_id, rating, body, name_shown, district, written_at)
         SELECT id, ?, ?, ?, ?, ? FROM reviews WHERE id = ? AND created_at > ?`,
      )
      .bind(input.rating, input.body, input.nameShown, input.district, now, review.id, writtenAfter),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

/**
 * The review removed with its reason, counted (review_removals): the homeowner's delete
 * ('customerRequest') or the owner's, for a reason the policy names. The count and the delete are one
 * transaction, so no review goes uncounted. Returns whether there was one.
 */
export async function removeReview(
  db: D1Database,
  leadId: number,
  reason: RemovalReason | "customerRequest",
  at: Date,
): Promise<boolean> {
  const [, deleted] = await db.batch([
    db
      .prepare("INSERT INTO review_removals (reason, removed_at) SELECT ?, ? FROM reviews WHERE lead_id = ?")
      .bind(reason, at.toISOString(), leadId),
    db.prepare("DELETE FROM reviews WHERE lead_id = ?").bind(leadId),
  ]);
  return (deleted?.meta.changes ?? 0) > 0;
}

/** The owner's one public reply; false when there is no review or it already has one. */
export async function replyTo(db: D1Database, leadId: number, reply: string, at: Date): Promise<boolean> {
  const result = await db
    .prepare("UPDATE reviews SET reply = ?, replied_at = ? WHERE lead_id = ? AND reply IS NULL")
    .bind(reply, at.toISOString(), leadId)
    .run();
  return result.meta.changes > 0;
}

/** The invitations not yet reminded and without a review, with when each was sent (or opened) and its lead. */
export async function unremindedInvitations(db: D1Database) {
  const { results } = await db
    .prepare(
      `SELECT review_invitations.lead_id, coalesce(sent_at, opened_at) AS since FROM review_invitations
       JOIN leads ON leads.id = review_invitations.lead_id
       WHERE reminded_at IS NULL AND leads.withdrawn_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM reviews WHERE reviews.lead_id = review_invitations.lead_id)`,
    )
    .all<{ lead_id: number; since: string }>();
  return results;
}

/** Claims the one reminder of an invitation at `at`: true for the run that claimed it. */
export async function claimReminder(db: D1Database, leadId: number, at: Date): Promise<boolean> {
  const result = await db
    .prepare("UPDATE review_invitations SET reminded_at = ? WHERE lead_id = ? AND reminded_at IS NULL")
    .bind(at.toISOString(), leadId)
    .run();
  return result.meta.changes > 0;
}

/** The review's versions, oldest first (the lead's export). */
export async function versionsOf(db: D1Database, reviewId: number) {
  const { results } = await db
    .prepare(
      "SELECT rating, body, name_shown, district, written_at FROM review_versions WHERE review_id = ? ORDER BY id",
    )
    .bind(reviewId)
    .all<{ rating: number; body: string; name_shown: string; district: string | null; written_at: string }>();
  return results;
}
