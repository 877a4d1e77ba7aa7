/**
 * Deleting what the privacy notice says is deleted: a quote request that did
 * not become a job, once the owner's retention period (business.json,
 * `enquiryRetention.months`) has passed since its last change; a won job's
 * request six years after its last change, as tax and contract-claim time
 * limits require them kept that long. The request's private page (its links and what the
 * homeowner did there) goes with it through the database's cascade; the photos' rows (the request's and
 * the job updates', photos/store.ts's photoTables) are deleted here, since their keys are what the R2 objects are deleted by. The line an erasure left in
 * the owner's list (`erasures`: a reference and a date) goes the same period after the erasure: the
 * privacy notice names that one period, `{enquiryRetention}`, for both.
 */
import { business } from "../../src/config/site";
import { deletedKeys, deletePhotoObjects, deletePhotoRows } from "../photos/store";
import { removedReviewLine } from "./queries";

const wonYears = 6;

/** The moment `months` before `now`, as stored timestamps are written (ISO 8601, UTC). */
function monthsBefore(now: Date, months: number): string {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then.toISOString();
}

/**
 * Deletes the expired leads with their photos (rows in one transaction, then the R2 objects) and,
 * by the cascade, their request pages, and the erasures' lines past the period; returns how many leads.
 */
export async function deleteExpiredLeads(env: { DB: D1Database; PHOTOS: R2Bucket }, now = new Date()): Promise<number> {
  const db = env.DB;
  const expired =
    "(status != 'won' AND COALESCE(updated_at, created_at) < ?) OR (status = 'won' AND COALESCE(updated_at, created_at) < ?)";
  const limits = [monthsBefore(now, business.enquiryRetention.months), monthsBefore(now, wonYears * 12)];
  const photoRows = deletePhotoRows(db, expired, ...limits);
  const results = await db.batch([
    ...photoRows,
    removedReviewLine(db, "retention", expired, now, ...limits),
    db.prepare(`DELETE FROM leads WHERE ${expired}`).bind(...limits),
    db.prepare("DELETE FROM erasures WHERE erased_at < ?").bind(limits[0]),
  ]);
  await deletePhotoObjects(env.PHOTOS, deletedKeys(results.slice(0, photoRows.length)));
  return results[photoRows.length + 1]?.meta.changes ?? 0;
}
