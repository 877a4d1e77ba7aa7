/**
 * Deleting what the privacy notice says is deleted: a quote request that did
 * not become a job, once the owner's retention period (business.json,
 * `enquiryRetention.months`) has passed since its last change; a won job's
 * request six years after its last change, as tax and contract-claim time
 * limits require them kept that long. The request's private page (its links and what the
 * homeowner did there) goes with it through the database's cascade; the photos' rows are
 * deleted here, since their keys are what the R2 objects are deleted by.
 */
import { business } from "../../src/config/site";
import { deletedKeys, deletePhotoObjects, deletePhotoRows } from "../photos/store";

const wonYears = 6;

/** The moment `months` before `now`, as stored timestamps are written (ISO 8601, UTC). */
function monthsBefore(now: Date, months: number): string {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then.toISOString();
}

/**
 * Deletes the expired leads with their photos (rows in one transaction, then the R2 objects) and,
 * by the cascade, their request pages; returns how many leads.
 */
export async function deleteExpiredLeads(env: { DB: D1Database; PHOTOS: R2Bucket }, now = new Date()): Promise<number> {
  const db = env.DB;
  const expired =
    "(status != 'won' AND COALESCE(updated_at, created_at) < ?) OR (status = 'won' AND COALESCE(updated_at, created_at) < ?)";
  const limits = [monthsBefore(now, business.enquiryRetention.months), monthsBefore(now, wonYears * 12)];
  const results = await db.batch([
    deletePhotoRows(db, expired, ...limits),
    db.prepare(`DELETE FROM leads WHERE ${expired}`).bind(...limits),
  ]);
  await deletePhotoObjects(env.PHOTOS, deletedKeys(results[0]));
  return results.at(-1)?.meta.changes ?? 0;
}
