/** The request pages' reads and writes in D1, with bound parameters only. */
import { postcodeDistrict } from "../leads/postcode";
import type { RequestView } from "./pages";
import type { ReplyRow } from "../leads/timeline";
import { replyMedianDays } from "../leads/timeline";
import { fromRow, type Lead } from "../leads/row";

/** What the page shows of a lead, and its id; never the e-mail, phone or details themselves. */
export async function requestView(db: D1Database, reference: string): Promise<(RequestView & { id: number }) | null> {
  const lead = await db.prepare("SELECT * FROM leads WHERE reference = ?").bind(reference).first<Lead>();
  if (!lead) return null;
  return {
    id: lead.id,
    reference: lead.reference,
    first_name: lead.first_name,
    project_type: lead.project_type,
    created_at: lead.created_at,
    seen_at: lead.seen_at,
    first_contact_at: lead.first_contact_at,
    status: lead.status,
    withdrawn_at: lead.withdrawn_at,
    district: postcodeDistrict(fromRow(lead).request.projectDetails),
  };
}

/** The leads the reply-time median may count: those of the last 30 days that were answered. */
export async function replyRows(db: D1Database, now: Date): Promise<ReplyRow[]> {
  const since = new Date(now.getTime() - replyMedianDays * 86_400_000).toISOString();
  const { results } = await db
    .prepare(
      "SELECT created_at, first_contact_at, status FROM leads WHERE created_at >= ? AND first_contact_at IS NOT NULL",
    )
    .bind(since)
    .all<ReplyRow>();
  return results;
}

/** Notes a page may add in an hour, so a page cannot flood the owner's phone. */
export const notesPerHour = 10;

/**
 * Adds a note unless the lead had `notesPerHour` in the last hour; false when refused. The count and the
 * insert are one statement, so two notes at once cannot both pass the last free place.
 */
export async function addNote(db: D1Database, leadId: number, body: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  const result = await db
    .prepare(
      `INSERT INTO request_events (lead_id, kind, body, created_at)
       SELECT ?, 'note', ?, ? WHERE (SELECT count(*) FROM request_events WHERE lead_id = ? AND kind = 'note' AND created_at > ?) < ?`,
    )
    .bind(leadId, body, now.toISOString(), leadId, since, notesPerHour)
    .run();
  return result.meta.changes === 1;
}

/** Withdraws the request, once: true when this call withdrew it (so the owner is alerted once). */
export async function withdraw(db: D1Database, leadId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [updated] = await db.batch([
    db.prepare("UPDATE leads SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL").bind(at, leadId),
    db
      .prepare("INSERT INTO request_events (lead_id, kind, created_at) SELECT ?, 'withdrawn', ? WHERE changes() = 1")
      .bind(leadId, at),
  ]);
  return updated?.meta.changes === 1;
}

/** The lead whose reference (normalised: src/lib/leadReference.ts) and e-mail both match (e-mail without regard to case or outer spaces), or null. */
export async function leadByReferenceAndEmail(
  db: D1Database,
  reference: string,
  email: string,
): Promise<{ id: number } | null> {
  return db
    .prepare("SELECT id FROM leads WHERE reference = ? AND lower(email) = lower(?) AND status <> 'spam'")
    .bind(reference, email.trim())
    .first<{ id: number }>();
}

/** The line in the lead's history that a lookup found its link again. */
export const recordLookup = (db: D1Database, leadId: number, now: Date) =>
  db
    .prepare("INSERT INTO request_events (lead_id, kind, created_at) VALUES (?, 'lookup', ?)")
    .bind(leadId, now.toISOString())
    .run();
