/** The inbox's reads and writes of leads in D1, with bound parameters only. */
import type { Lead, LeadStatus } from "../lib/leads";
import { leadStatuses } from "../lib/leads";

export { leadStatuses, notifyStatuses, type Lead, type LeadStatus } from "../lib/leads";

export interface LeadFilter {
  /** Words to find in the name, reference, e-mail, phone, details or note. */
  q: string;
  status: LeadStatus | "";
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/** Leads matching the filter, newest first. */
export async function findLeads(db: D1Database, filter: LeadFilter, limit = 500): Promise<Lead[]> {
  const where: string[] = [];
  const values: (string | number)[] = [];
  if (filter.status) {
    where.push("status = ?");
    values.push(filter.status);
  }
  // Each word must appear somewhere; LIKE with the word escaped, so % and _ match themselves.
  const searched = ["reference", "first_name || ' ' || last_name", "email", "phone", "project_details", "note"];
  for (const word of filter.q.trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`(${searched.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`);
    values.push(...searched.map(() => pattern));
  }
  const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT ?`;
  const { results } = await db
    .prepare(sql)
    .bind(...values, limit)
    .all<Lead>();
  return results;
}

export const findLead = (db: D1Database, reference: string) =>
  db.prepare("SELECT * FROM leads WHERE reference = ?").bind(reference).first<Lead>();

export async function updateLead(db: D1Database, reference: string, status: LeadStatus, note: string, now: Date) {
  await db
    .prepare("UPDATE leads SET status = ?, note = ?, updated_at = ? WHERE reference = ?")
    .bind(status, note, now.toISOString(), reference)
    .run();
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

export const eraseLead = (db: D1Database, reference: string) =>
  db.prepare("DELETE FROM leads WHERE reference = ?").bind(reference).run();
