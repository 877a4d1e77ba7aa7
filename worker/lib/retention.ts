/**
 * Deleting what the privacy notice says is deleted: a quote request that did
 * not become a job, once the owner's retention period (business.json,
 * `enquiryRetention.months`) has passed since its last change; a won job's
 * request six years after its last change, as tax and contract-claim time
 * limits require them kept that long.
 */
import { business } from "../../src/config/site";

const wonYears = 6;

/** The moment `months` before `now`, as stored timestamps are written (ISO 8601, UTC). */
function monthsBefore(now: Date, months: number): string {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then.toISOString();
}

export async function deleteExpiredLeads(db: D1Database, now = new Date()): Promise<number> {
  const [open, won] = await db.batch([
    db
      .prepare("DELETE FROM leads WHERE status != 'won' AND COALESCE(updated_at, created_at) < ?")
      .bind(monthsBefore(now, business.enquiryRetention.months)),
    db
      .prepare("DELETE FROM leads WHERE status = 'won' AND COALESCE(updated_at, created_at) < ?")
      .bind(monthsBefore(now, wonYears * 12)),
  ]);
  return (open?.meta.changes ?? 0) + (won?.meta.changes ?? 0);
}
