/**
 * The job's reads and writes in D1 (migration 0021), with bound parameters only. A lead is a job while
 * its status is 'won' and the homeowner has not withdrawn it: every write checks that in the same
 * statement, so a lead that stopped being won (a contract cancelled in its cooling-off period: 'lost')
 * takes no update, no planned end and no completion.
 */
import type { PhotoType } from "../photos/bytes";
import type { NewPhoto } from "../photos/types";

/** The condition that makes lead `?1` a job. */
const isJob = "SELECT 1 FROM leads WHERE id = ?1 AND status = 'won' AND won_at IS NOT NULL AND withdrawn_at IS NULL";

/** Who said the work is finished. */
export type CompletedBy = "owner" | "homeowner";

/** A lead's job, as read: when it began (leads.won_at), its planned end, and its completion. */
export interface JobRow {
  lead_id: number;
  reference: string;
  first_name: string;
  won_at: string;
  planned_end: string | null;
  completed_at: string | null;
  completed_by: CompletedBy | null;
  /** When the last update was posted, or null. */
  last_update_at: string | null;
}

const jobSelect = `SELECT leads.id AS lead_id, leads.reference, leads.first_name, leads.won_at,
    jobs.planned_end, jobs.completed_at, jobs.completed_by,
    (SELECT max(created_at) FROM job_updates WHERE job_updates.lead_id = leads.id) AS last_update_at
  FROM leads LEFT JOIN jobs ON jobs.lead_id = leads.id
  WHERE leads.status = 'won' AND leads.won_at IS NOT NULL AND leads.withdrawn_at IS NULL`;

/** The lead's job, or null when the lead is no job. */
export const jobOfLead = (db: D1Database, leadId: number) =>
  db.prepare(`${jobSelect} AND leads.id = ?`).bind(leadId).first<JobRow>();

/** Every job, for the owner's list and the morning summary. */
export const allJobs = async (db: D1Database) => (await db.prepare(jobSelect).all<JobRow>()).results;

/** Sets (or clears, with null) the planned end, a London date; false when the lead is no job. */
export async function setPlannedEnd(db: D1Database, leadId: number, plannedEnd: string | null): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO jobs (lead_id, planned_end) SELECT ?1, ?2 WHERE EXISTS (${isJob})
       ON CONFLICT (lead_id) DO UPDATE SET planned_end = excluded.planned_end
       RETURNING lead_id`,
    )
    .bind(leadId, plannedEnd)
    .first();
  return row !== null;
}

/**
 * Completes the job at `now`, once: true only for the call that completed it (a job already completed,
 * or a lead that is no job, gives false). The lead's last change is then, so its retention (six years
 * for a won lead, leads/retention.ts) counts from the end of the work.
 */
export async function completeJob(db: D1Database, leadId: number, by: CompletedBy, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO jobs (lead_id, completed_at, completed_by) SELECT ?1, ?2, ?3 WHERE EXISTS (${isJob})
       ON CONFLICT (lead_id) DO UPDATE SET completed_at = excluded.completed_at, completed_by = excluded.completed_by
       WHERE jobs.completed_at IS NULL
       RETURNING lead_id`,
    )
    .bind(leadId, at, by)
    .first();
  if (row === null) return false;
  await db.prepare("UPDATE leads SET updated_at = ?2 WHERE id = ?1").bind(leadId, at).run();
  return true;
}

/** An update's photo as the pages show it. */
export interface JobPhoto {
  id: number;
  update_id: number;
  key: string;
  bytes: number;
  content_type: PhotoType;
  width: number;
  height: number;
  position: number;
}

/** An update with its photos in their order. */
export interface JobUpdate {
  id: number;
  body: string;
  created_at: string;
  photos: JobPhoto[];
}

/** The job's updates, newest first, each with its photos. */
export async function updatesOfLead(db: D1Database, leadId: number): Promise<JobUpdate[]> {
  const [updates, photos] = await db.batch<Record<string, unknown>>([
    db
      .prepare("SELECT id, body, created_at FROM job_updates WHERE lead_id = ? ORDER BY created_at DESC, id DESC")
      .bind(leadId),
    db
      .prepare(
        "SELECT id, update_id, key, bytes, content_type, width, height, position FROM job_photos WHERE lead_id = ? ORDER BY update_id, position",
      )
      .bind(leadId),
  ]);
  const byUpdate = new Map<number, JobPhoto[]>();
  for (const photo of (photos?.results ?? []) as unknown as JobPhoto[])
    byUpdate.set(photo.update_id, [...(byUpdate.get(photo.update_id) ?? []), photo]);
  return ((updates?.results ?? []) as unknown as Omit<JobUpdate, "photos">[]).map((update) => ({
    ...update,
    photos: byUpdate.get(update.id) ?? [],
  }));
}

/** One photo of the lead's job, or null: a photo id of another lead's job opens nothing. */
export const jobPhoto = (db: D1Database, leadId: number, photoId: number) =>
  db
    .prepare(
      "SELECT id, update_id, key, bytes, content_type, width, height, position FROM job_photos WHERE lead_id = ? AND id = ?",
    )
    .bind(leadId, photoId)
    .first<JobPhoto>();

/**
 * Posts an update with its photos (already in R2) at `now`, in one transaction, only while the job is in
 * progress; false when it is not (the caller then deletes the objects).
 */
export async function addUpdate(
  db: D1Database,
  leadId: number,
  body: string,
  photos: readonly NewPhoto[],
  now: Date,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `INSERT INTO job_updates (lead_id, body, created_at) SELECT ?1, ?2, ?3
         WHERE EXISTS (${isJob}) AND NOT EXISTS (SELECT 1 FROM jobs WHERE lead_id = ?1 AND completed_at IS NOT NULL)`,
      )
      .bind(leadId, body, now.toISOString()),
    // Each photo only if the row before it went in; the update is the lead's newest (this transaction's).
    ...photos.map((photo) =>
      db
        .prepare(
          `INSERT INTO job_photos (update_id, lead_id, key, bytes, content_type, width, height, position)
           SELECT (SELECT max(id) FROM job_updates WHERE lead_id = ?1), ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1`,
        )
        .bind(leadId, photo.key, photo.bytes, photo.type, photo.width, photo.height, photo.position),
    ),
  ]);
  return update?.meta.changes === 1;
}
