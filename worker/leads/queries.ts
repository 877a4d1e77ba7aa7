/** The inbox's reads and writes of leads in D1, with bound parameters only. */
import { leadStatuses, type Lead, type LeadStatus } from "./row";
import { answeredStatuses, firstContactUpdate } from "./firstContact";
import { deletedKeys, deletePhotoObjects, deletePhotoRows } from "../photos/store";

export interface LeadFilter {
  /** Words to find in the name, reference, e-mail, phone, details or note. */
  q: string;
  /** A status (of the requests not withdrawn), the withdrawn ones, or all. */
  status: LeadStatus | "withdrawn" | "";
  /**
   * Only these leads, where a filter another feature adds says so (html/sections.ts's listFilters: the
   * quote's stage); undefined for no such filter.
   */
  ids?: readonly number[];
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/** A lead as the list shows it: with how many photos came with it. */
export interface ListedLead extends Lead {
  photo_count: number;
}

/** Leads matching the filter: those nobody has answered first (spam aside), then newest first. */
export async function findLeads(db: D1Database, filter: LeadFilter, limit = 500): Promise<ListedLead[]> {
  const where: string[] = [];
  const values: (string | number)[] = [];
  if (filter.status === "withdrawn") {
    where.push("withdrawn_at IS NOT NULL");
  } else if (filter.status) {
    where.push("status = ? AND withdrawn_at IS NULL");
    values.push(filter.status);
  }
  if (filter.ids) {
    where.push("id IN (SELECT value FROM json_each(?))");
    values.push(JSON.stringify(filter.ids));
  }
  // Each word must appear somewhere; LIKE with the word escaped, so % and _ match themselves.
  const searched = ["reference", "first_name || ' ' || last_name", "email", "phone", "project_details", "note"];
  for (const word of filter.q.trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`(${searched.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`);
    values.push(...searched.map(() => pattern));
  }
  const unansweredFirst = "(first_contact_at IS NULL AND status <> 'spam') DESC";
  const photoCount = "(SELECT count(*) FROM lead_photos WHERE lead_photos.lead_id = leads.id) AS photo_count";
  const sql = `SELECT leads.*, ${photoCount} FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${unansweredFirst}, id DESC LIMIT ?`;
  const { results } = await db
    .prepare(sql)
    .bind(...values, limit)
    .all<ListedLead>();
  return results;
}

export const findLead = (db: D1Database, reference: string) =>
  db.prepare("SELECT * FROM leads WHERE reference = ?").bind(reference).first<Lead>();

/**
 * Saves the status and note; a status that says the firm has answered records the first contact
 * (by `status`) if none was recorded yet; a lead marked spam loses its photos at once.
 */
export async function updateLead(
  env: { DB: D1Database; PHOTOS: R2Bucket },
  reference: string,
  status: LeadStatus,
  note: string,
  now: Date,
) {
  const db = env.DB;
  const update = db
    // A lead first marked won becomes a job from then (leads.won_at, migration 0020).
    .prepare(
      `UPDATE leads SET status = ?1, note = ?2, updated_at = ?3,
       won_at = CASE WHEN ?1 = 'won' THEN COALESCE(won_at, ?3) ELSE won_at END WHERE reference = ?4`,
    )
    .bind(status, note, now.toISOString(), reference);
  if (answeredStatuses.includes(status)) {
    await db.batch([update, firstContactUpdate(db, reference, "status", now)]);
    return;
  }
  if (status !== "spam") {
    await update.run();
    return;
  }
  const [, ...photos] = await db.batch([update, ...deletePhotoRows(db, "reference = ?", reference)]);
  await deletePhotoObjects(env.PHOTOS, deletedKeys(photos));
}

/** A failed notification is due again now; the claim in notifyLead still makes sure it is sent once. */
export async function retryNotification(db: D1Database, reference: string): Promise<number | undefined> {
  const row = await db
    .prepare(
      "UPDATE leads SET notify_status = 'retrying', notify_next_at = 0, notify_attempts = 0 WHERE reference = ? AND notify_status = 'failed' RETURNING id",
    )
    .bind(reference)
    .first<{ id: number }>();
  return row?.id;
}

/** Who deleted a request on a person's request: the homeowner on their page, or the owner in the inbox. */
export type ErasedBy = "homeowner" | "owner";

/** The line an erasure leaves in the owner's list: the reference and the moment, nothing else. */
export interface Erasure {
  reference: string;
  erased_at: string;
  erased_by: ErasedBy;
}

/**
 * The line a review leaves in the reviews section's count when its lead goes: deleted at the customer's
 * request (erasure), or at the end of the retention period; nothing of the review kept. In the deletion's
 * own batch, before the lead's delete cascades to the review, so no review goes uncounted.
 */
export const removedReviewLine = (
  db: D1Database,
  reason: "customerRequest" | "retention",
  leadsWhere: string,
  now: Date,
  ...values: unknown[]
) =>
  db
    .prepare(
      `INSERT INTO review_removals (reason, removed_at) SELECT ?, ? FROM reviews WHERE lead_id IN (SELECT id FROM leads WHERE ${leadsWhere})`,
    )
    .bind(reason, now.toISOString(), ...values);

/**
 * Erases the lead, its photos and its request page (links, notes, photos added, withdrawal): the
 * rows in one transaction (the page's by the cascade from the lead), then the objects in R2. Also
 * the homeowner's "Delete my details now". The same transaction writes the erasure's line (`erasures`:
 * the reference, the moment and who asked), the record that it was done; a request marked spam
 * leaves none. Returns whether there was a lead to erase.
 */
export async function eraseLead(
  env: { DB: D1Database; PHOTOS: R2Bucket },
  reference: string,
  by: ErasedBy,
  now = new Date(),
): Promise<boolean> {
  const db = env.DB;
  const photoRows = deletePhotoRows(db, "reference = ?", reference);
  const [, ...rest] = await db.batch([
    db
      .prepare(
        "INSERT INTO erasures (reference, erased_at, erased_by) SELECT reference, ?, ? FROM leads WHERE reference = ? AND status <> 'spam'",
      )
      .bind(now.toISOString(), by, reference),
    ...photoRows,
    // The lead's review goes with it (the cascade); the reviews section's count of removals keeps a line.
    removedReviewLine(db, "customerRequest", "reference = ?", now, reference),
    db.prepare("DELETE FROM leads WHERE reference = ?").bind(reference),
  ]);
  await deletePhotoObjects(env.PHOTOS, deletedKeys(rest.slice(0, photoRows.length)));
  return (rest[photoRows.length + 1]?.meta.changes ?? 0) > 0;
}

/**
 * The erasures' lines for the owner's list, newest first: all of them on the unfiltered list; with a
 * search, those whose reference holds every word (the owner looking up a reference a caller gives);
 * none under a status filter (nor another feature's), since they have no status.
 */
export async function findErasures(db: D1Database, filter: LeadFilter, limit = 100): Promise<Erasure[]> {
  if (filter.status || filter.ids) return [];
  const words = filter.q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = words.map(() => "reference LIKE ? ESCAPE '\\'");
  const values = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { results } = await db
    .prepare(
      `SELECT reference, erased_at, erased_by FROM erasures ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY erased_at DESC, id DESC LIMIT ?`,
    )
    .bind(...values, limit)
    .all<Erasure>();
  return results;
}
